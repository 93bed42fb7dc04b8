import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import DetailPage from '../../src/app/screens/DetailPage';
import { loadDetail } from '../../src/app/screens/manifests';
import { ToastProvider } from '../../src/engine/react/Toasts';

const screenRenders = vi.hoisted(() => ({ count: 0 }));

// the engine's detail screen, counting the renders its page asks of it (its own reads render it without the page)
vi.mock('../../src/engine/react/DetailScreen', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/engine/react/DetailScreen')>();
  return {
    ...engine,
    DetailScreen: (props: Parameters<typeof engine.DetailScreen>[0]) => {
      screenRenders.count += 1;
      return <engine.DetailScreen {...props} />;
    },
  };
});
// one session for the page's life, as the app's provider gives
const session = vi.hoisted(() => ({ allowed: () => true, session: {} }));
vi.mock('../../src/app/session/session', () => ({ useSession: () => session }));
vi.mock('../../src/app/api/client', () => ({
  call: vi.fn(),
  fetchResolved: vi.fn(async () => ({ market: { market_Reference_Id: 'm1', market_Name: 'Summit Mutual', market_Type: 'carrier' } })),
}));

describe("a record's detail page", () => {
  it('renders its detail screen once for the page: the record read and its title do not render the whole screen again', async () => {
    await loadDetail('market');
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/market/m1']}>
            <Routes>
              <Route path="/market/:id" element={<DetailPage route={{ path: '/market/:id', screen: 'detail', detail: 'market' } as never} />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { name: 'Summit Mutual' })).toBeTruthy();
    expect(screenRenders.count).toBe(1);
  });
});
