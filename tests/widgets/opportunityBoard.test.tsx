import { useDraggable } from '@dnd-kit/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import OpportunityBoard from '../../src/app/opportunities/board/OpportunityBoard';
import { boardColumns } from '../../src/app/opportunities/board/boardColumns';
import { SessionProvider } from '../../src/app/session/session';
import { stageHashKey } from '../../src/domain/opportunityStages';
import { displayRegistry } from '../../src/displays/registry';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('@dnd-kit/react', async (original) => {
  const actual = await original<typeof import('@dnd-kit/react')>();
  return { ...actual, useDraggable: vi.fn(actual.useDraggable) };
});
vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const card = (id: string, name: string, stage: string) => ({ opportunity_Reference_Id: id, version: 4, name, opportunity_Description: null, stage, stage_Key: stageHashKey(stage), premium: 5000 });
const cards = [card('o1', 'Carter Logistics', 'prospect'), card('o2', 'Birch Dental', 'proposed'), card('o3', 'Oak Cafe', 'closed_Won')];

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith(['opportunity-admin']);
    const stages = new URL(path, 'http://x').searchParams.get('stage')!.split(',');
    const shown = cards.filter((c) => stages.includes(c.stage));
    return { opportunities: shown, count: shown.length, current_Page: 1, last_Page: 1 };
  });
  vi.mocked(api).mockReset();
});

function renderBoard() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/opportunity/board']}>
        <ToastProvider>
          <SessionProvider fallback={null}><OpportunityBoard /></SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** 30 cards in Prospect, read 25 a page, the rest's columns empty; the session holds `scope`. */
function thirtyProspects(scope: string) {
  const many = Array.from({ length: 30 }, (_, i) => card(`p${i}`, `Prospect ${i + 1}`, 'prospect'));
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith([scope]);
    const query = new URL(path, 'http://x').searchParams;
    const shown = query.get('stage') === 'prospect' ? many : [];
    const page = Number(query.get('page'));
    return { opportunities: shown.slice((page - 1) * 25, page * 25), count: shown.length, current_Page: page, last_Page: 2 };
  });
}

describe('the opportunity board', () => {
  it('has a column per stage of the stage table (both closed stages one column)', () => {
    expect(boardColumns.map((c) => c.label)).toEqual(['Suspect', 'Prospect', 'Lines Of Business', 'Out to Market', 'Proposed', 'Client Response', 'Closed']);
    expect(boardColumns.at(-1)!.stages).toEqual(['closed_Won', 'closed_Lost']);
  });

  it('shows each card in its column, its name opening it at its stage', async () => {
    renderBoard();
    const prospect = await screen.findByRole('region', { name: /^Prospect/ });
    const link = await within(prospect).findByRole('link', { name: 'Carter Logistics' });
    expect(link.getAttribute('href')).toBe('/opportunity/o1#step-gathering-info=prospect');
    expect(await within(screen.getByRole('region', { name: /^Closed/ })).findByText('Oak Cafe')).toBeTruthy();
    expect(within(prospect).getByText('$5,000.00')).toBeTruthy();
  });

  it('moves a card by keyboard with its Move to choice; says the server\'s sentence, or its refusal', async () => {
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Opportunity is now at Out to Market', resolved: {} });
    renderBoard();
    const choice = await screen.findByRole('combobox', { name: 'Move Carter Logistics to' });
    expect(within(choice).queryByRole('option', { name: 'Prospect' })).toBeNull();
    await userEvent.selectOptions(choice, 'Out to Market');
    expect(api).toHaveBeenCalledWith('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: 'o1', stage: 'out_To_Market', version: 4 } });
    expect(await screen.findByText('Opportunity is now at Out to Market')).toBeTruthy();

    vi.mocked(api).mockRejectedValueOnce(new ApiError(409, 'Client Response needs a delivered proposal'));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Birch Dental to' }), 'Client Response');
    expect(await screen.findByText('Client Response needs a delivered proposal')).toBeTruthy();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
  });

  it('reads every column again after a move', async () => {
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Opportunity is now at Out to Market', resolved: {} });
    renderBoard();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Carter Logistics to' }), 'Out to Market');
    const reads = (stage: string) => vi.mocked(fetchResolved).mock.calls.filter(([path]) => path.includes(`stage=${stage}&`)).length;
    await waitFor(() => expect(boardColumns.every((c) => reads(c.stages.join(',')) >= 2)).toBe(true));
  });

  it('shows a column\'s newest 25 and reads the next ones on Show more', async () => {
    thirtyProspects('opportunity-view');
    renderBoard();
    const prospect = await screen.findByRole('region', { name: /^Prospect/ });
    await within(prospect).findByText('Prospect 25');
    // a view-only user's cards are list items, not focusable draggables
    expect(within(prospect).getAllByRole('listitem')).toHaveLength(25);
    expect(prospect.querySelectorAll('li[tabindex], li[role]')).toHaveLength(0);
    await userEvent.click(within(prospect).getByRole('button', { name: 'Show more (5 more)' }));
    await within(prospect).findByText('Prospect 30');
    expect(within(prospect).getAllByRole('listitem')).toHaveLength(30);
    expect(within(prospect).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: /^Suspect/ })).queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('renders on Show more only the cards it adds (each card shows its premium once a render)', async () => {
    thirtyProspects('opportunity-admin');
    const money = vi.spyOn(displayRegistry as unknown as { money: (props: object) => unknown }, 'money');
    renderBoard();
    const prospect = await screen.findByRole('region', { name: /^Prospect/ });
    await within(prospect).findByText('Prospect 25');
    money.mockClear();
    await userEvent.click(within(prospect).getByRole('button', { name: 'Show more (5 more)' }));
    await within(prospect).findByText('Prospect 30');
    expect(money).toHaveBeenCalledTimes(5);
    money.mockRestore();
  });
  it('registers a card for dragging only when the user can reach it: near the screen, pointed at or focused', async () => {
    // the browser's observer of what is near the screen, told nothing until the test says so
    const watchers: { report(entries: { isIntersecting: boolean; target: Element }[]): void }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(report: (entries: { isIntersecting: boolean; target: Element }[]) => void) { watchers.push({ report }); }
      observe() {}
      unobserve() {}
      disconnect() {}
    });
    try {
      vi.mocked(useDraggable).mockClear();
      thirtyProspects('opportunity-admin');
      renderBoard();
      const prospect = await screen.findByRole('region', { name: /^Prospect/ });
      await within(prospect).findByText('Prospect 25');
      const registered = () => new Set(vi.mocked(useDraggable).mock.calls.map(([input]) => input.id));
      const item = (name: string) => within(prospect).getByRole('link', { name }).closest('li')!;
      expect(registered().size).toBe(0);
      act(() => within(prospect).getByRole('button', { name: 'Drag Prospect 3' }).focus());
      await waitFor(() => expect(registered()).toEqual(new Set(['p2'])));
      await userEvent.hover(item('Prospect 5'));
      await waitFor(() => expect(registered()).toEqual(new Set(['p2', 'p4'])));
      act(() => watchers[0].report([{ isIntersecting: false, target: item('Prospect 9') }, { isIntersecting: true, target: item('Prospect 10') }]));
      await waitFor(() => expect(registered()).toEqual(new Set(['p2', 'p4', 'p9'])));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
