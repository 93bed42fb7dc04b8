import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import policyManifest from '../../screens/lists/policy.list.json';
import marketManifest from '../../screens/lists/market.list.json';
import messages from '../../screens/messages.json';
import type { ListFilter, ListManifest } from '../../src/engine/core/screenManifests';
import { displayRegistry } from '../../src/displays/registry';
import { ListScreen, type FilterWidget } from '../../src/engine/react/ListScreen';
import { policyPage, type LineSpec, type PolicySpec } from './fixtures/answers/list-policy';

const line = (name: string, icon: string, premium: number, commission: number): LineSpec => ({ name, icon, premium, commission });
const policy = (id: string, status: string, lines?: LineSpec[]): PolicySpec => ({ id, status, lines });
const statuses = ['pre_Bind', 'bound', 'issued', 'pending_Cancel', 'cancelled', 'expired', 'reinstated'];

type Call = (method: string, path: string, body: unknown) => Promise<{ responseMessage?: string }>;

function renderList(manifest: ListManifest, answer: object, options: { call?: Call; filterWidget?: FilterWidget } = {}) {
  const fetcher = vi.fn(async () => answer);
  const call = vi.fn<Call>(options.call ?? (async () => ({ responseMessage: 'Policy successfully removed' })));
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={manifest} texts={messages} displays={displayRegistry} allowed={() => true} fetcher={fetcher} call={call} navigate={navigate} toast={toast} filterWidget={options.filterWidget} />
    </SWRConfig>,
  );
  return { fetcher, call, navigate, toast };
}

describe('the policy list', () => {
  it('shows each status as a badge with its label and a colour of its own', async () => {
    renderList(policyManifest as ListManifest, policyPage(statuses.map((s, i) => policy(`p${i}`, s))));
    const labels = ['Pre-bind', 'Bound', 'Issued', 'Pending Cancel', 'Cancelled', 'Expired', 'Reinstated'];
    const badges = await Promise.all(labels.map((label) => screen.findByText(label, { selector: 'span' })));
    const tones = badges.map((b) => b.getAttribute('data-tone'));
    expect(new Set(tones).size).toBe(7);
    expect(badges.map((b) => b.className)).toEqual(badges.map((b) => expect.stringContaining(`bg-${b.getAttribute('data-tone')}-100`)));
  });

  it('shows dates as MM/dd/yyyy, the term premium in dollars, the first 3 lines as icons then +N', async () => {
    const lines = [line('General Liability', 'shield', 1, 1), line('Umbrella', 'umbrella', 1, 1), line('Cyber Liability', 'lock', 1, 1), line('Flood', 'waves', 1, 1), line('Life', 'heart', 1, 1)];
    renderList(policyManifest as ListManifest, policyPage([policy('p1', 'issued', lines)]));
    const row = (await screen.findByText('POL-p1')).closest('tr')!;
    expect(within(row).getByText('05/29/2027')).toBeTruthy();
    expect(within(row).getByText('05/28/2028')).toBeTruthy();
    expect(within(row).getByText('$48,676.35')).toBeTruthy();
    expect(within(row).getByTitle('General Liability')).toBeTruthy();
    expect(within(row).queryByTitle('Flood')).toBeNull();
    expect(within(row).getByTitle('Flood, Life').textContent).toBe('+2');
  });

  it('expands a row to its lines of business with premium and commission, and folds it again; the toggle does not open the policy', async () => {
    const { navigate } = renderList(policyManifest as ListManifest, policyPage([policy('p1', 'bound', [line('General Liability', 'shield', 1200, 180), line('Umbrella', 'umbrella', 800.5, 80)])]));
    const row = (await screen.findByText('POL-p1')).closest('tr')!;
    const toggle = within(row).getByRole('button', { name: 'Show Lines of Business' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(navigate).not.toHaveBeenCalled();
    const lines = screen.getByRole('table', { name: 'Lines of Business' });
    expect(within(lines).getAllByRole('row').map((r) => r.textContent)).toEqual(['Line of BusinessPremiumCommission', 'General Liability$1,200.00$180.00', 'Umbrella$800.50$80.00']);
    await userEvent.click(within(row).getByRole('button', { name: 'Hide Lines of Business' }));
    expect(screen.queryByRole('table', { name: 'Lines of Business' })).toBeNull();
    await userEvent.click(within(row).getByText('Carter LLC'));
    expect(navigate).toHaveBeenCalledWith('/policy/p1');
  });

  it('offers Add Policy, and retires a policy with its version after asking', async () => {
    const { call, navigate, toast } = renderList(policyManifest as ListManifest, policyPage([policy('p1', 'bound')]));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Policy' }));
    expect(navigate).toHaveBeenCalledWith('/policy/add');
    const row = screen.getByText('POL-p1').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Do you want to delete this Policy?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('PUT', '/v1/policy/retire', { policy_Reference_Id: 'p1', version: 2 }));
    expect(toast.success).toHaveBeenCalledWith('Policy successfully removed');
  });

  it("asks with a widget filter's value joined by commas (the lines of business)", async () => {
    const filterWidget: FilterWidget = (filter: ListFilter, id, value, onChange) => (
      <button type="button" id={id} onClick={() => onChange('l-1,l-2')}>{`${filter.widget}:${value}`}</button>
    );
    const { fetcher } = renderList(policyManifest as ListManifest, policyPage([]), { filterWidget });
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    // the filters' popover loads with its first opening
    const picker = await screen.findByRole('button', { name: 'Lines of business' });
    expect(picker.textContent).toBe('lobPicker:');
    await userEvent.click(picker);
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringContaining('lob_Reference_Ids=l-1%2Cl-2')));
    expect((screen.getByLabelText('Term premium to') as HTMLInputElement).max).toBe('1000000');
  });
});

describe('the market list', () => {
  const market = { market_Reference_Id: 'm1', version: 4, market_Name: 'Granite Mutual', market_Type: 'mga', is_Active: true, active_Policies: 25, active_Premium: 877802.83, open_Submissions: 0, premium_Quoted: 0 };
  const answer = {
    markets: [market, { ...market, market_Reference_Id: 'm2', market_Name: 'Old Carrier', is_Active: false }],
    summary: { total_Policies: 165, total_Policy_Premium: 6130593.17, total_Revenue: 751655.84, total_Markets: 11 },
    count: 2, current_Page: 1, last_Page: 1,
  };

  it('shows the summary tiles from the answer, and each market with its type, status and book', async () => {
    renderList(marketManifest as ListManifest, answer);
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    await screen.findByText('Granite Mutual');
    expect(['Total Policies', 'Total Policy Premium', 'Total Revenue', 'Total Markets'].map(tile)).toEqual(['165', '$6,130,593.17', '$751,655.84', '11']);
    const row = screen.getByText('Granite Mutual').closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 7).map((td) => td.textContent)).toEqual(['Granite Mutual', 'MGA', 'Active', '25', '$877,802.83', '0', '$0.00']);
    expect(within(screen.getByText('Old Carrier').closest('tr')!).getByText('Inactive')).toBeTruthy();
  });

  it("says the server's sentence when a market with policies cannot be retired", async () => {
    const refusal = Object.assign(new Error('This market has policies on the books; retire or move them first.'), { status: 409 });
    const { toast } = renderList(marketManifest as ListManifest, answer, { call: async () => { throw refusal; } });
    const row = (await screen.findByText('Granite Mutual')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This market has policies on the books; retire or move them first.'));
  });
});
