import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadUi } from '../../src/app/forms/discovered';
import FormPage from '../../src/app/screens/FormPage';
import { ToastProvider } from '../../src/engine/react/Toasts';

// the form's validator still on its way: the definition has not come
vi.mock('../../src/app/forms/useFormDefinition', () => ({ useFormDefinition: () => ({ data: undefined, error: undefined }) }));
vi.mock('../../src/app/forms/useFormEnvironment', () => ({ useFormEnvironment: () => ({ allowed: () => true }) }));

describe('a form page while its form loads', () => {
  it("shows the mode's title and subtitle at once, the spinner below them", async () => {
    // the route loads the form's ui schema beside the page's module (App.tsx): the page renders with it
    await loadUi('human');
    render(
      <MemoryRouter initialEntries={['/human/add']}>
        <ToastProvider>
          <FormPage route={{ path: '/human/add', screen: 'form', form: 'human', mode: 'add' } as never} />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Add Human' })).toBeTruthy();
    expect(screen.getByText('Let\'s get started! Add a new client by filling in the details below')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
