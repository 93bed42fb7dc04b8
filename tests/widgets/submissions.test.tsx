import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, call, fetchResolved } from '../../src/app/api/client';
import Submissions from '../../src/app/opportunities/detail/Submissions';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), call: vi.fn(), fetchResolved: vi.fn() }));

const [gl, property, auto, umbrella, cyber] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'];
const [keystone, harbor] = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'];
const [o1, s1, v1] = ['99999999-9999-4999-8999-999999999999', '88888888-8888-4888-8888-888888888888', '77777777-7777-4777-8777-777777777777'];
const names: Record<string, string> = { [gl]: 'General Liability', [property]: 'Commercial Property', [auto]: 'Commercial Auto', [umbrella]: 'Umbrella', [cyber]: 'Cyber Liability' };
const lob = Object.entries(names).map(([id, name]) => ({ line_Of_Business_Id: id, line_Of_Business_Name: name, line_Of_Business_Reference_Code: name, category: 'commercial', icon: 'shield' }));
const line = (id: string, status = 'new') => ({ line_Of_Business_Id: id, line_Of_Business_Name: names[id], stage: 'out_To_Market', status });
const quote = (version: string, lineId: string, premium: number) => ({
  quote_Reference_Id: `q-${version}-${lineId}`, market_Reference_Id: keystone, market_Name: 'Keystone Mutual', version_Reference_Id: version, version_Code: '1', version_Name: 'Version 1',
  line_Of_Business_Reference_Id: lineId, quoted_Premium: premium,
});
const submission = {
  id: s1, submission_Reference_Id: s1, version: 2, submissionName: 'Acme Inc - Keystone Mutual', submissionInfo: 'Renewal marketing', submissionMarket: 'Keystone Mutual', market_Reference_Id: keystone,
  lobData: [gl, property, auto, umbrella].map((id) => ({ line_Of_Business_Id: id, line_Of_Business_Name: names[id], icon: 'shield' })),
  submissionPremium: 2050.25, submissionCloseDate: '2026-12-20',
  versions: [{ version_Reference_Id: v1, version: 1, version_Code: '1', version_Name: 'Version 1', version_Type: null, line_Of_Business: [line(gl, 'quoted'), line(property, 'submitted')], quotes: [quote(v1, gl, 2050.25)] }],
};
const opportunity = { opportunity_Reference_Id: o1, line_Of_Business: [gl, property, auto, umbrella].map((id) => ({ line_Of_Business_Id: id, name: names[id] })) };
let submissionList: unknown[] = [submission];

beforeEach(() => {
  submissionList = [submission];
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith(['opportunity-edit', 'opportunity-view', 'market-view']);
    if (path === `/v1/opportunity/submission?opportunity_Reference_Id=${o1}`) return { submissionList };
    if (path.startsWith('/v1/market/list?')) return { markets: [{ market_Reference_Id: keystone, market_Name: 'Keystone Mutual' }, { market_Reference_Id: harbor, market_Name: 'Blue Harbor' }] };
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/v1/lob') return { responseCode: 200, responseMessage: '', resolved: { lob } };
    if (path === '/v1/opportunity/submission/quote') return { responseCode: 200, responseMessage: 'Quote saved', resolved: {} };
    if (path === '/v1/opportunity/submission/version') return { responseCode: 200, responseMessage: 'Submission version added', resolved: {} };
    if (path === '/v1/opportunity/submission/version/update') return { responseCode: 200, responseMessage: 'Submission version updated', resolved: {} };
    return { responseCode: 200, responseMessage: 'Submission added', resolved: {} };
  });
  vi.mocked(call).mockReset();
});

function renderSubmissions() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <Submissions opportunity={opportunity} canEdit />
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Add Submission opened, both markets chosen: the dialog. */
async function addingToBothMarkets() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Submission' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Submission' });
  await userEvent.click(within(dialog).getByRole('button', { name: /Markets/ }));
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Keystone Mutual' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Blue Harbor' }));
  return dialog;
}

const calls = (path: string) => vi.mocked(api).mock.calls.filter(([p]) => p === path).map(([, init]) => init?.body);

describe('the submissions on the Out to Market step', () => {
  it('lists the submission table: name with its notes, the market linking to its page, lines first 3 then +N, premium and close date; no search or pager', async () => {
    renderSubmissions();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Acme Inc - Keystone Mutual')).closest('tr')!;
    expect(within(row).getByText('Renewal marketing')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Keystone Mutual' }).getAttribute('href')).toBe(`/market/${keystone}`);
    expect(within(row).getAllByRole('listitem').map((i) => [i.getAttribute('title'), i.textContent])).toEqual([
      ['General Liability', 'General Liability'], ['Commercial Property', 'Commercial Property'], ['Commercial Auto', 'Commercial Auto'], ['Umbrella', '+1'],
    ]);
    expect(within(row).getByText('$2,050.25')).toBeTruthy();
    expect(within(row).getByText('12/20/2026')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'No records available' when the opportunity has no submission", async () => {
    submissionList = [];
    renderSubmissions();
    expect(await screen.findByText('No records available')).toBeTruthy();
  });

  it("adds a submission to each market chosen with the opportunity's lines (only its lines offered) and says how many were added", async () => {
    renderSubmissions();
    const dialog = await addingToBothMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: /Lines of Business/ }));
    const offered = await within(dialog).findAllByRole('checkbox', { name: /Liability|Property|Auto|Umbrella/ });
    expect(offered.map((c) => c.closest('label')!.textContent)).toEqual(['General Liability', 'Commercial Property', 'Commercial Auto', 'Umbrella']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Commercial Auto' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Umbrella' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('2 submissions added');
    const lines = [{ line_Of_Business_Id: gl }, { line_Of_Business_Id: property }];
    expect(calls('/v1/opportunity/submission')).toEqual([
      { opportunity_Reference_Id: o1, line_Of_Business: lines, market_Reference_Id: keystone },
      { opportunity_Reference_Id: o1, line_Of_Business: lines, market_Reference_Id: harbor },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal at the markets and, saved again, sends only the market still waiting", async () => {
    let refused = false;
    vi.mocked(api).mockImplementation(async (path: string, init) => {
      if (path === '/v1/lob') return { responseCode: 200, responseMessage: '', resolved: { lob } };
      if ((init?.body as { market_Reference_Id?: string }).market_Reference_Id === harbor && !refused) {
        refused = true;
        throw new ApiError(400, 'Invalid', [{ field: '/market_Reference_Id', message: 'That market was not found' }]);
      }
      return { responseCode: 200, responseMessage: 'Submission added', resolved: {} };
    });
    renderSubmissions();
    const dialog = await addingToBothMarkets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That market was not found')).toBeTruthy();
    expect(await screen.findByText('The submission could not be added. Please try again.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Submission added');
    expect(calls('/v1/opportunity/submission').map((b) => (b as { market_Reference_Id: string }).market_Reference_Id)).toEqual([keystone, harbor, harbor]);
  });

  it("shows a submission's versions with each line's status and quote; Add Version starts from the latest version's lines", async () => {
    renderSubmissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Versions and Quotes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions and quotes of Acme Inc - Keystone Mutual' });
    const version = within(dialog).getByRole('table', { name: 'Version 1: Version 1' });
    expect(within(version).getByRole('row', { name: /General Liability/ }).textContent).toBe('General LiabilityQuoted$2,050.25');
    expect(within(version).getByRole('row', { name: /Commercial Property/ }).textContent).toBe('Commercial PropertySubmittedNot quoted yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Version' }));
    const adding = await screen.findByRole('dialog', { name: 'Add Version' });
    await userEvent.type(within(adding).getByRole('textbox', { name: /Version Name/ }), 'Higher deductible');
    await userEvent.click(within(adding).getByRole('button', { name: 'Save' }));
    await screen.findByText('Submission version added');
    expect(calls('/v1/opportunity/submission/version')).toEqual([{ submission_Reference_Id: s1, version_Name: 'Higher deductible', line_Of_Business: [{ line_Of_Business_Id: gl }, { line_Of_Business_Id: property }] }]);
    await screen.findByRole('dialog', { name: 'Versions and quotes of Acme Inc - Keystone Mutual' });
  });

  it('edits a version: renames it and sets where a line stands with the market, at the version read', async () => {
    renderSubmissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Versions and Quotes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Version 1: Version 1' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Version' });
    const name = within(editing).getByRole('textbox', { name: /Version Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Base terms');
    await userEvent.selectOptions(within(within(editing).getByRole('group', { name: 'Line 2' })).getByRole('combobox', { name: 'Status' }), 'Declined');
    await userEvent.click(within(editing).getByRole('button', { name: 'Save' }));
    await screen.findByText('Submission version updated');
    expect(calls('/v1/opportunity/submission/version/update')).toEqual([{
      version_Reference_Id: v1, version: 1, version_Name: 'Base terms',
      line_Of_Business: [line(gl, 'quoted'), line(property, 'declined')],
    }]);
  });

  it('enters quotes: sends only the premiums entered or changed, and refuses emptying a quote', async () => {
    renderSubmissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Versions and Quotes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter quotes of Version 1: Version 1' }));
    const entering = await screen.findByRole('dialog', { name: 'Enter Quotes' });
    const premium = (lineName: string) => within(within(entering).getByRole('group', { name: lineName })).getByRole('textbox', { name: /Quoted Premium/ });
    expect((premium('General Liability') as HTMLInputElement).value).toBe('2,050.25');
    await userEvent.clear(premium('General Liability'));
    await userEvent.type(premium('Commercial Property'), '3100.5');
    await userEvent.click(within(entering).getByRole('button', { name: 'Save' }));
    expect(await within(entering).findByText('Enter the quoted premium')).toBeTruthy();
    // Commercial Property, blurred by the click on Save, is validated a moment later: the refusal stays
    await new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 100));
    expect(within(entering).queryByText('Enter the quoted premium')).toBeTruthy();
    expect(calls('/v1/opportunity/submission/quote')).toEqual([]);
    await userEvent.type(premium('General Liability'), '2,050.25');
    await userEvent.click(within(entering).getByRole('button', { name: 'Save' }));
    await screen.findByText('Quote saved');
    expect(calls('/v1/opportunity/submission/quote')).toEqual([{ version_Reference_Id: v1, line_Of_Business_Id: property, quoted_Premium: '3100.50' }]);
  });

  it('removes a submission after asking, with its version, and says the server\'s sentence', async () => {
    vi.mocked(call).mockResolvedValue({ responseCode: 200, responseMessage: 'Submission removed', resolved: {} });
    renderSubmissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const asking = await screen.findByRole('dialog', { name: 'Do you want to remove this submission?' });
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(asking).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('PUT', '/v1/opportunity/submission/retire', { submission_Reference_Id: s1, version: 2 }));
    expect(await screen.findByText('Submission removed')).toBeTruthy();
  });
});
