import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import marketManifest from '../../screens/details/market.detail.json';
import policyManifest from '../../screens/details/policy.detail.json';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen, type ActionsRegistry, type TabList } from '../../src/engine/react/DetailScreen';

const policy = {
  policy_Reference_Id: 'p2', version: 1, master_Policy_Id: 'p1', policy_Version: 2, carrier_Issued_Policy_Id: 'KEY-3976421', policy_Status: 'bound',
  first_Name_Insured_Name: 'Fahey, Funk and Fahey', market_Name: 'Keystone Casualty Group', market_Reference_Id: 'm1', effective_Date: '2027-05-28', expiration_Date: '2028-05-27',
  actual_Premium: 26000, allowed_Actions: ['issue', 'change', 'cancel'], policy_Description: null, description_Of_Operations: 'Roofing contractor',
  line_Of_Business: [{ line_Of_Business_Name: 'General Liability', selected_Premium: 26000, selected_Commission: 3000, status: 'bound' }],
};
const participants = {
  agency_Participants: [{ name: 'Hannah Harbor', type: 'human', split: 100 }], additional_Named_Insureds: [], additional_Participants: [],
};
const history = {
  history: [{
    policy_Version: 2, action: 'change', at: '2026-11-23', by: 'Hannah Harbor',
    changes: {
      change_Effective_Date: '2027-06-01', lines_Added: ['Umbrella'], lines_Removed: [],
      lines_Changed: [{ line_Of_Business_Name: 'General Liability', selected_Premium: { from: 24866.31, to: 26000 } }],
      actual_Premium: { from: 24866.31, to: 26000 }, isLatest: { from: true, to: false },
    },
  }],
};

function renderDetail(manifest: DetailManifest, answers: Record<string, unknown>, extra: { actions?: ActionsRegistry; tabList?: TabList } = {}) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const fetcher = vi.fn(async (path: string) => {
    const found = Object.entries(answers).find(([prefix]) => path.startsWith(prefix));
    if (!found) throw new Error(`unexpected ${path}`);
    return found[1];
  });
  const onTitle = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest} id={manifest.detail === 'policy' ? 'p2' : 'm1'} fetcher={fetcher} allowed={() => true} navigate={vi.fn()} displays={displayRegistry} texts={texts} onTitle={onTitle} {...extra} />
    </SWRConfig>,
  );
  return { fetcher, onTitle };
}

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the policy detail page', () => {
  it("shows the policy's status badge and the moves its host gives for it, told to read it again after one", async () => {
    const onChangedSeen = vi.fn();
    const actions: ActionsRegistry = {
      policy: ({ record, onChanged }) => (
        <button type="button" onClick={() => { onChanged(); onChangedSeen(); }}>{(record.allowed_Actions as string[]).join(' ')}</button>
      ),
    };
    const { fetcher, onTitle } = renderDetail(policyManifest as DetailManifest, { '/v1/policy/fetch': { policy } }, { actions });
    expect(await screen.findByRole('heading', { name: 'Policy KEY-3976421' })).toBeTruthy();
    expect(onTitle).toHaveBeenCalledWith('Policy KEY-3976421', expect.objectContaining({ master_Policy_Id: 'p1' }));
    // the summary and the tabs follow the header, in a render of their own
    await screen.findByRole('tablist');
    expect(shown('Status')).toBe('Bound');
    expect(shown('Term Premium')).toBe('$26,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'issue change cancel' }));
    expect(onChangedSeen).toHaveBeenCalled();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('has the spec\'s tabs; lines of business, participants in their groups, the history of changes, and empty tabs that say so', async () => {
    const { fetcher } = renderDetail(policyManifest as DetailManifest, {
      '/v1/policy/fetch': { policy }, '/v1/policy/participant/fetch': participants, '/v1/policy/history': history,
      '/v1/policy/losshistory': { loss_History: [] }, '/v1/policy/priorcarrier': { prior_Carrier: [] },
    });
    await screen.findByRole('heading', { name: 'Policy KEY-3976421' });
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['General Info', 'Line of Business', 'Participants', 'Documents', 'Policy History', 'Loss History', 'Prior Carriers', 'Submissions', 'Subtasks', 'Notes', 'Emails']);
    await userEvent.click(screen.getByRole('tab', { name: 'Line of Business' }));
    expect(screen.getByRole('heading', { name: 'General Liability' })).toBeTruthy();
    expect(shown('Commission')).toBe('$3,000.00');

    await userEvent.click(screen.getByRole('tab', { name: 'Participants' }));
    const agency = await screen.findByRole('region', { name: 'Agency Participants' });
    expect(within(agency).getByRole('heading', { name: 'Hannah Harbor' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Additional Named Insureds' })).getByText('No records available')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/v1/policy/participant/fetch?policy_Reference_Id=p2');

    await userEvent.click(screen.getByRole('tab', { name: 'Policy History' }));
    expect(await screen.findByRole('heading', { name: 'Policy change (endorsement)' })).toBeTruthy();
    const changes = screen.getByText('Changes', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Effective: 06/01/2027', 'Lines added: Umbrella', 'Lines repriced: General Liability: $24,866.31 → $26,000.00', 'Premium: $24,866.31 → $26,000.00',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Loss History' }));
    expect(await screen.findByText('No records available')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/v1/policy/losshistory?policy_Reference_Id=p2');
    await userEvent.click(screen.getByRole('tab', { name: 'Prior Carriers' }));
    expect(await screen.findByText('No records available')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/v1/policy/priorcarrier?policy_Reference_Id=p2');

    await userEvent.click(screen.getByRole('tab', { name: 'Submissions' }));
    expect(screen.getByText('No submissions yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(shown('Description')).toBe('No notes yet');
    expect(shown('Description of Operations')).toBe('Roofing contractor');
  });

  it('titles a policy without its number by its insured and status; the insured links to its page; history says statuses by their labels and leaves out empty changes', async () => {
    const navigate = vi.fn();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    const unnumbered = { ...policy, change_Premium: -1198.31, carrier_Issued_Policy_Id: null, policy_Status: 'pre_Bind', policy_Status_Label: 'Pre-bind', first_Name_Insured_Type: 'entity', first_Name_Insured_Reference_Id: 'e1' };
    const moves = { history: [
      { policy_Version: 1, action: 'update', at: '2026-11-23', by: 'Hannah Harbor', changes: { status: { from: 'pre_Bind', to: 'bound' }, binderNumber: { from: null, to: 'BN-7' } } },
      { policy_Version: 1, action: 'retire', at: '2026-11-24', by: 'Hannah Harbor', changes: null },
    ] };
    const answers: Record<string, unknown> = { '/v1/policy/fetch': { policy: unnumbered }, '/v1/policy/history': moves };
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DetailScreen manifest={policyManifest as DetailManifest} id="p2" fetcher={async (path: string) => Object.entries(answers).find(([prefix]) => path.startsWith(prefix))![1]} allowed={() => true} navigate={navigate} displays={displayRegistry} texts={texts} />
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { name: 'Fahey, Funk and Fahey – Pre-bind Policy' })).toBeTruthy();
    // its lines by name, not icons only; an endorsement's change premium beside the term premium
    // the summary and the tabs follow the header, in a render of their own
    await screen.findByRole('tablist');
    expect(shown('Lines of Business')).toBe('General Liability');
    expect(shown('Change Premium')).toBe('-$1,198.31');
    await userEvent.click(screen.getByRole('link', { name: 'Fahey, Funk and Fahey' }));
    expect(navigate).toHaveBeenCalledWith('/entity/e1');

    await userEvent.click(screen.getByRole('tab', { name: 'Policy History' }));
    await screen.findByRole('heading', { name: 'Policy retired' });
    const changes = screen.getAllByText('Changes', { selector: 'dt' });
    expect(changes).toHaveLength(1);
    expect(within(changes[0].nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Status: Pre-bind → Bound', 'Binder number: — → BN-7']);
  });
});

describe('the market detail page', () => {
  it("shows the Active badge by its name, and its policies as the policy list asking for that market's", async () => {
    const tabList: TabList = ({ list, query }) => <p>{`${list} ${JSON.stringify(query)}`}</p>;
    renderDetail(marketManifest as DetailManifest, { '/v1/market/fetch': { market: { market_Name: 'Granite Mutual', is_Active: true, market_Type: 'carrier', active_Policies: 25 } } }, { tabList });
    const heading = await screen.findByRole('heading', { name: 'Granite Mutual' });
    expect(heading.parentElement!.textContent).toContain('Active');
    expect(screen.getByText('Active').getAttribute('data-tone')).toBe('green');
    await userEvent.click(await screen.findByRole('tab', { name: 'Policies' }));
    expect(screen.getByText('policy {"market_Reference_Id":"m1"}')).toBeTruthy();
  });
});
