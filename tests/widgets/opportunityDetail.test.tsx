import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/details/opportunity.detail.json';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen, type ActionsRegistry, type PanelRegistry } from '../../src/engine/react/DetailScreen';

const line = (name: string) => ({ line_Of_Business_Id: name, name, line_Of_Business_Name: name, icon: 'shield' });
const opportunity = {
  opportunity_Reference_Id: 'o1', version: 2, irys_Case_Reference_Id: 'c1', first_Name_Insured_Name: 'Fahey, Funk and Fahey', first_Name_Insured_Type: 'entity',
  first_Name_Insured_Reference_Id: 'e1', opportunity_Type: 'new', opportunity_Description: 'Roofing renewal', opportunity_Stage: 'out_To_Market', stage_Label: 'Out to Market', outcome_Label: 'Out to Market',
  premium: 12500.5, revenue: 1875.08, expected_Close_Date: '2026-12-20', effective_Date: '2027-01-01', line_Of_Business: [line('General Liability')],
  agency_Participants: [{ name: 'Hannah Harbor', type: 'human', split: 100 }], additional_Named_Insureds: [], additional_Participants: [],
};
const answers: Record<string, unknown> = {
  '/v1/opportunity?': { opportunity: [opportunity] },
  '/v1/opportunity/history': { history: [
    { action: 'create', at: '2026-11-20', by: 'Hannah Harbor', stage_To: 'suspect', stage_Label: 'Suspect' },
    { action: 'update', at: '2026-11-21', by: 'Hannah Harbor', stage_To: null, stage_Label: null },
    { action: 'update', at: '2026-11-22', by: 'Carl Csr', stage_To: 'out_To_Market', stage_Label: 'Out to Market' },
  ] },
  '/v1/opportunity/submission': { submissionList: [{
    submissionName: 'Keystone submission', submissionMarket: 'Keystone Casualty Group', market_Reference_Id: 'm1', submissionPremium: 9000, submissionCloseDate: '2026-12-20',
    lobData: ['General Liability', 'Cyber', 'Umbrella', 'Commercial Auto', 'Workers Comp'].map(line),
  }] },
  '/v1/policies/opportunity': { policies: [] },
  '/v1/opportunity/losshistory': { loss_History: [
    { Loss_History_Info_Reference_Id: 'l1', version: 1, date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20', paid_Amount: 12000.5, reserved_Amount: 500, claim_Open: true, loss_History_Description: 'Kitchen fire' },
  ] },
  '/v1/opportunity/priorcarrier': { prior_Carrier: [{
    prior_Carrier_Info_Reference_Id: 'pc1', version: 1, market_Reference_Id: 'm2', market_Name: 'Granite Mutual', carrier_Issued_Policy_Id: 'OLD-1', effective_Date: '2025-01-01', expiration_Date: '2026-01-01',
    premium: { value_Type: 'Premium', fiat_Value: 3400.1, currency_Type: 'USD' }, lob_Data: ['Homeowners', 'Cyber', 'Umbrella', 'Flood'].map(line),
  }] },
};

const allowed = vi.fn(() => true);

function renderPage() {
  localStorage.clear();
  const fetcher = vi.fn(async (path: string) => {
    const found = Object.entries(answers).find(([prefix]) => path.startsWith(prefix));
    if (!found) throw new Error(`unexpected ${path}`);
    return found[1];
  });
  const panels: PanelRegistry = { opportunityActivities: ({ source, record }) => <p>activities of {source?.kind} {source?.id}, case {String(record?.irys_Case_Reference_Id)}</p> };
  const actions: ActionsRegistry = { opportunityStepper: ({ record }) => <p>stepper at {String(record.opportunity_Stage)}</p> };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest as DetailManifest} id="o1" fetcher={fetcher} allowed={allowed} navigate={vi.fn()} displays={displayRegistry} texts={texts} panels={panels} actions={actions} />
    </SWRConfig>,
  );
  return fetcher;
}

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the opportunity page', () => {
  it('shows the insured as title, the stage badge, the stepper, the key figures and the spec\'s tabs with Activities first', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Fahey, Funk and Fahey' })).toBeTruthy();
    expect(await screen.findByText('stepper at out_To_Market')).toBeTruthy();
    expect(screen.getAllByText('Out to Market').length).toBeGreaterThan(0);
    expect(shown('Premium')).toBe('$12,500.50');
    expect(shown('Revenue')).toBe('$1,875.08');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Activities', 'Entity', 'Details', 'History', 'Insured', 'Agency', 'Additional Participants', 'Market', 'Loss History', 'Prior Carriers', 'Policy', 'Emails']);
    expect(screen.getByText('activities of opportunity o1, case c1')).toBeTruthy();
  });

  it('reads the record once: the Activities tab is given the page\'s read, also when chosen again', async () => {
    const fetcher = renderPage();
    expect(await screen.findByText('activities of opportunity o1, case c1')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(await screen.findByText('activities of opportunity o1, case c1')).toBeTruthy();
    expect(fetcher.mock.calls.filter(([path]) => path.startsWith('/v1/opportunity?'))).toHaveLength(1);
  });

  it('Entity links to the insured\'s page; History lists every stage change with who and when; Market the submissions table (lines first 3 then +N); empty tabs say so', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Fahey, Funk and Fahey' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Entity' }));
    expect(screen.getByRole('link', { name: 'Fahey, Funk and Fahey' }).getAttribute('href')).toBe('/entity/e1');
    expect(allowed).toHaveBeenCalledWith('entity-view');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect((await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(['Suspect', 'Out to Market']);
    expect(screen.getByText('Carl Csr')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Market' }));
    const table = await screen.findByRole('table', { name: 'Market' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Market', 'Lines of Business', 'Premium', 'Close Date']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Keystone submission', 'Keystone Casualty Group', 'General LiabilityCyberUmbrella+2', '$9,000.00', '12/20/2026']);
    await userEvent.click(screen.getByRole('tab', { name: 'Policy' }));
    expect(await screen.findByText('No policies yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Additional Participants' }));
    expect(screen.getByText('No additional participants yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Agency' }));
    expect(screen.getByRole('heading', { name: 'Hannah Harbor' })).toBeTruthy();
  });

  it('Loss History and Prior Carriers: the spec\'s columns, read from their own calls', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Fahey, Funk and Fahey' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Loss History' }));
    const losses = await screen.findByRole('table', { name: 'Loss History' });
    expect(within(losses).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date Reported', 'Date of Claim', 'Paid', 'Reserved', 'Open', 'Description']);
    expect(within(within(losses).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['02/01/2025', '01/20/2025', '$12,000.50', '$500.00', 'Yes', 'Kitchen fire']);
    await userEvent.click(screen.getByRole('tab', { name: 'Prior Carriers' }));
    const carriers = await screen.findByRole('table', { name: 'Prior Carriers' });
    expect(within(carriers).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Market', 'Policy Number', 'Effective Date', 'Expiration Date', 'Premium', 'Lines of Business']);
    expect(within(within(carriers).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Granite Mutual', 'OLD-1', '01/01/2025', '01/01/2026', '$3,400.10', 'HomeownersCyberUmbrella+1']);
    expect(screen.getByRole('link', { name: 'Granite Mutual' }).getAttribute('href')).toBe('/market/m2');
  });
});
