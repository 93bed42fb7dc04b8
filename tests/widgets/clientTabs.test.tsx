import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import entity from '../../screens/details/entity.detail.json';
import human from '../../screens/details/human.detail.json';
import clientOpportunityList from '../../screens/lists/client-opportunity.list.json';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest, ListManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';
import { ListScreen } from '../../src/engine/react/ListScreen';

const opportunity = (name: string, description: string) => ({
  opportunity_Reference_Id: `${name}-id`, name, opportunity_Description: description, opportunity_Type: 'new', LOB_Data: [], agency_Participants: [],
  premium: 4100, revenue: 492, expected_Close_Date: '2026-12-15', stage: 'prospect', stage_Label: 'Prospect', stage_Key: 'prospect',
});
const records: Record<string, unknown> = {
  entity: { entityData: { reference_Id: 'e1', version: 1, name: 'Rath Group', contact_Details: [], relationships: [] } },
  human: { reference_Id: 'h1', version: 1, first_Name: 'Lin', last_Name: 'Becker', contact_Details: [] },
};

function renderClient(kind: 'entity' | 'human') {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const fetcher = vi.fn(async (path: string) => {
    if (path.startsWith('/v1/opportunity/search')) return { opportunities: [opportunity('Rath Group', 'Fleet auto'), opportunity('Rath Group', 'Cyber'), opportunity('Rath Group', 'Umbrella')], count: 3, current_Page: 1, last_Page: 1 };
    return records[kind];
  });
  const common = { displays: displayRegistry, allowed: () => true, navigate: vi.fn() };
  const tabList = ({ list, query }: { list: string; query: Record<string, string> }) => (
    <ListScreen manifest={(list === 'client-opportunity' ? clientOpportunityList : undefined) as ListManifest} query={query} texts={texts} fetcher={fetcher} call={vi.fn()} toast={{ success: vi.fn(), error: vi.fn(), warning: vi.fn() }} {...common} />
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={(kind === 'entity' ? entity : human) as DetailManifest} id={kind === 'entity' ? 'e1' : 'h1'} fetcher={fetcher} texts={texts} tabList={tabList} {...common} />
    </SWRConfig>,
  );
  return { fetcher };
}

describe("a client's tabs say what is there", () => {
  it("an entity's Opportunities tab lists its opportunities, asked by its id", async () => {
    const { fetcher } = renderClient('entity');
    await userEvent.click(await screen.findByRole('tab', { name: 'Opportunities' }));
    await waitFor(() => expect(['Fleet auto', 'Cyber', 'Umbrella'].map((d) => screen.getAllByRole('link', { name: d }).length)).toEqual([1, 1, 1]));
    expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/opportunity\/search\?entity_Reference_Id=e1&page=1/));
    expect(screen.queryByText('No records available')).toBeNull();
  });

  it("a human's Opportunities tab lists its opportunities, not Coming Soon", async () => {
    const { fetcher } = renderClient('human');
    await userEvent.click(await screen.findByRole('tab', { name: 'Opportunities' }));
    await waitFor(() => expect(['Fleet auto', 'Cyber', 'Umbrella'].map((d) => screen.getAllByRole('link', { name: d }).length)).toEqual([1, 1, 1]));
    expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/opportunity\/search\?human_Reference_Id=h1&page=1/));
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('Billing and Proofs, not built, say Coming Soon as the pages do, not that there are no records', async () => {
    renderClient('entity');
    for (const tab of ['Billing', 'Proofs']) {
      await userEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
      expect(screen.getByText('This page is on its way.')).toBeTruthy();
      expect(screen.queryByText('No records available')).toBeNull();
    }
  });
});
