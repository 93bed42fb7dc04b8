import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import routeManifest from '../../screens/routes.json';
import { routeElement } from '../../src/app/App';
import { loadUi } from '../../src/app/forms/discovered';
import FormPage from '../../src/app/screens/FormPage';
import type { RouteManifest } from '../../src/engine/core/screenManifests';
import { ToastProvider } from '../../src/engine/react/Toasts';

// the form's validator still on its way: the definition has not come
vi.mock('../../src/app/forms/useFormDefinition', () => ({ useFormDefinition: () => ({ data: undefined, error: undefined }) }));
vi.mock('../../src/app/forms/useFormEnvironment', () => ({ useFormEnvironment: () => ({ allowed: () => true }) }));

describe('a form page while its form loads', () => {
  it("shows the mode's title and subtitle at once, the spinner below them", async () => {
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

  it('is headed while its own modules load: the route shows the title and subtitle with the spinner, then the page keeps them', async () => {
    const route = (routeManifest.routes as RouteManifest[]).find((r) => r.path === '/human/add')!;
    render(
      <MemoryRouter initialEntries={['/human/add']}>
        <ToastProvider>{routeElement(route)}</ToastProvider>
      </MemoryRouter>,
    );
    // the first render: the page's module and its ui schema have not come yet
    expect(screen.getByRole('heading', { name: 'Add Human' })).toBeTruthy();
    expect(screen.getByText('Let\'s get started! Add a new client by filling in the details below')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(loadUi('human')).toHaveProperty('status', 'fulfilled'));
    expect(await screen.findByRole('heading', { name: 'Add Human' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
