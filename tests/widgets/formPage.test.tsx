import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import FormPage from '../../src/app/screens/FormPage';
import { ToastProvider } from '../../src/engine/react/Toasts';

// the form's validator still on its way: the definition has not come
vi.mock('../../src/app/forms/useFormDefinition', () => ({ useFormDefinition: () => ({ data: undefined, error: undefined }) }));
vi.mock('../../src/app/forms/useFormEnvironment', () => ({ useFormEnvironment: () => ({ allowed: () => true }) }));

describe('a form page while its form loads', () => {
  it("shows the mode's title and subtitle at once, the spinner below them", () => {
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
