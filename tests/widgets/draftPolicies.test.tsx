import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DraftPolicies from '../../src/app/policies/drafts/DraftPolicies';
import { ToastProvider } from '../../src/engine/react/Toasts';

const gl = '11111111-1111-4111-8111-111111111111';
const cyber = '22222222-2222-4222-8222-222222222222';
const lob = [
  { line_Of_Business_Id: gl, line_Of_Business_Reference_Code: 'general_liability', line_Of_Business_Name: 'General Liability', category: 'commercial', icon: 'shield' },
  { line_Of_Business_Id: cyber, line_Of_Business_Reference_Code: 'cyber', line_Of_Business_Name: 'Cyber', category: 'commercial', icon: 'shield' },
];
const draft = (id: string, number: string | null, lines: { reference_Id: string; premium: string }[]) => ({
  policy_Draft_Reference_Id: id, version: 1, draft: { policyNumber: number, marketId: 'm1', lineOfBusinessInfo: lines },
});

let drafts: ReturnType<typeof draft>[];
let saveAnswer: { status: number; body: object };
const calls: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  drafts = [
    draft('d1', 'HX-100', [{ reference_Id: gl, premium: '1,000.50' }, { reference_Id: cyber, premium: '250' }]),
    draft('d2', null, [{ reference_Id: cyber, premium: '99.5' }]),
  ];
  saveAnswer = { status: 200, body: { responseCode: 200, responseMessage: '2 policies saved', resolved: { count: 2 } } };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { method: string; body?: string }) => {
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method, url, body });
    const ok = (resolved: object, responseMessage = 'OK') => new Response(JSON.stringify({ responseCode: 200, responseMessage, resolved }), { status: 200 });
    if (url === '/v1/policy/drafts') return ok({ drafts });
    if (url.startsWith('/v1/market/list')) return ok({ markets: [{ market_Reference_Id: 'm1', market_Name: 'Blue Harbor Mutual', market_Image: null }] });
    if (url === '/v1/lob') return ok({ lob });
    if (url === '/v1/policy/draft/remove') {
      drafts = drafts.filter((d) => d.policy_Draft_Reference_Id !== body.policy_Draft_Reference_Id);
      return ok({}, 'Draft policy removed');
    }
    if (url === '/v1/policy/draft/save') return new Response(JSON.stringify(saveAnswer.body), { status: saveAnswer.status });
    return new Response('{}', { status: 404 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPanel() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/policy']}>
          <Routes>
            <Route path="*" element={<><DraftPolicies /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

const panel = () => screen.getByRole('complementary', { name: 'Policies' });

describe('the draft policies panel', () => {
  it('shows a card per draft: number, total actual premium in USD, market image, an icon per line', async () => {
    renderPanel();
    const card = (await screen.findByText('HX-100')).closest('li')!;
    expect(within(card).getByText('$1,250.50')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Blue Harbor Mutual' })).toBeTruthy();
    expect(within(card).getAllByRole('img', { name: /General Liability|Cyber/ }).map((i) => i.getAttribute('aria-label'))).toEqual(['General Liability', 'Cyber']);
    const unnumbered = screen.getByText('Draft policy 2').closest('li')!;
    expect(within(unnumbered).getByText('$99.50')).toBeTruthy();
  });

  it('names the insured and market of a draft from a won opportunity; the insured opens the opportunity', async () => {
    drafts = [{ ...draft('d3', null, [{ reference_Id: gl, premium: '4100' }]), draft: { ...draft('d3', null, []).draft, lineOfBusinessInfo: [{ reference_Id: gl, premium: '4100' }], opportunity: { name: 'Becker - Lakin', opportunity_Reference_Id: 'o1' } } as never }];
    renderPanel();
    const card = (await screen.findByText('Draft policy 1')).closest('li')!;
    expect(await within(card).findByText('Blue Harbor Mutual', { selector: 'span' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('link', { name: 'Becker - Lakin' }));
    expect(screen.getByTestId('where').textContent).toBe('/opportunity/o1');
  });

  it("removes a draft on the server and says 'No policies yet' once none is left", async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove draft policy HX-100' }));
    await waitFor(() => expect(screen.queryByText('HX-100')).toBeNull());
    expect(calls.find((c) => c.url === '/v1/policy/draft/remove')?.body).toEqual({ policy_Draft_Reference_Id: 'd1', version: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove draft policy Draft policy 1' }));
    expect(await within(panel()).findByText('No policies yet')).toBeTruthy();
    expect((within(panel()).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves every draft at once, then goes to /policy and closes', async () => {
    renderPanel();
    await screen.findByText('HX-100');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 policies saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Policies' })).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/policy');
    expect(calls.filter((c) => c.url === '/v1/policy/draft/save')).toHaveLength(1);
  });

  it('names the draft that failed and why, keeping every draft', async () => {
    saveAnswer = { status: 400, body: { responseCode: 400, responseMessage: 'Draft policy HX-100 could not be saved: Expiration Date must be after Effective Date. No policies were saved.', errors: [] } };
    renderPanel();
    await screen.findByText('HX-100');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Draft policy HX-100 could not be saved: Expiration Date must be after Effective Date. No policies were saved.');
    expect(within(panel()).getByText('HX-100')).toBeTruthy();
    expect(within(panel()).getByText('Draft policy 2')).toBeTruthy();
  });
});
