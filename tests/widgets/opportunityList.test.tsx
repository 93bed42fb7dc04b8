import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/lists/opportunity.list.json';
import messages from '../../screens/messages.json';
import type { ListManifest } from '../../src/engine/core/screenManifests';
import { pipelineStages, stageHashKey, stageLabel } from '../../src/domain/opportunityStages';
import { displayRegistry } from '../../src/displays/registry';
import { ListScreen } from '../../src/engine/react/ListScreen';
import { boardColumns } from '../../src/app/opportunities/board/boardColumns';

const line = (name: string, icon: string) => ({ name, icon });
// a row as GET /v1/opportunity/search gives it: the stage's badge and hash key come from the stage table
const opportunity = (id: string, stage: string, extra: Record<string, unknown> = {}) => ({
  opportunity_Reference_Id: id, version: 3, name: 'Carter Logistics Holdings', opportunity_Description: 'Fleet and warehouse renewal',
  opportunity_Type: 'new', stage, stage_Label: stageLabel(stage), stage_Key: stageHashKey(stage), premium: 12500.5, revenue: 1875,
  expected_Close_Date: '2027-03-04', LOB_Data: [line('General Liability', 'shield')], agency_Participants: [{ name: 'Ann Lee' }], submission_Count: 0, ...extra,
});
const page = (rows: unknown[]) => ({ opportunities: rows, count: rows.length, current_Page: 1, last_Page: 1 });

function renderList(rows: unknown[]) {
  const call = vi.fn(async () => ({ responseMessage: 'Opportunity has been successfully deleted.' }));
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={manifest as ListManifest} texts={messages} displays={displayRegistry} allowed={() => true} fetcher={vi.fn(async () => page(rows))} call={call} navigate={navigate} toast={toast} />
    </SWRConfig>,
  );
  return { call, navigate, toast };
}

describe('the opportunity list', () => {
  it('the stage hash: NA or new give suspect, both closed stages closed, the rest lower-cased with hyphens', () => {
    expect(stageHashKey('new')).toBe('suspect');
    expect(stageHashKey('someday')).toBe('suspect');
    expect(stageHashKey(null)).toBe('suspect');
    expect(stageHashKey('closed_Won')).toBe('closed');
    expect(stageHashKey('closed_Lost')).toBe('closed');
    for (const { stage } of pipelineStages.filter((s) => !s.stage.startsWith('closed'))) expect(stageHashKey(stage)).toBe(stage.toLowerCase().replace(/_/g, '-'));
    expect(stageLabel('someday')).toBe('NA');
  });

  it("the stage filter and the badges' colours follow the stage table", () => {
    const filter = manifest.filters.find((f) => f.key === 'stage')!;
    expect(filter.options).toEqual(boardColumns.map((c) => ({ value: c.stages.join(','), label: c.label })));
    const badge = manifest.columns.find((c) => c.key === 'stage')!;
    expect(Object.keys(badge.tones!).sort()).toEqual(pipelineStages.map((s) => s.stage).sort());
  });

  it('opens a row at /opportunity/{id} with its stage in the hash', async () => {
    const { navigate } = renderList([opportunity('o1', 'out_To_Market'), opportunity('o2', 'closed_Lost', { name: 'Birch Dental' }), opportunity('o3', 'new', { name: 'Oak Cafe' })]);
    await userEvent.click(await screen.findByText('Out to Market'));
    expect(navigate).toHaveBeenLastCalledWith('/opportunity/o1#step-gathering-info=out-to-market');
    await userEvent.click(screen.getByText('Birch Dental'));
    expect(navigate).toHaveBeenLastCalledWith('/opportunity/o2#step-gathering-info=closed');
    await userEvent.click(screen.getByText('Oak Cafe'));
    expect(navigate).toHaveBeenLastCalledWith('/opportunity/o3#step-gathering-info=suspect');
  });

  it('truncates name and description at 30 (DECISIONS 197), shows dollars, MM/dd/yyyy, the stage badge (NA when unknown) and participants inline', async () => {
    renderList([opportunity('o1', 'someday', { name: 'Carter Logistics Holdings International', opportunity_Description: 'Fleet and warehouse renewal with cargo' })]);
    const row = (await screen.findByText('NA')).closest('tr')!;
    expect(within(row).getByTitle('Carter Logistics Holdings International').textContent).toBe('Carter Logistics Holdings Inte...');
    expect(within(row).getByTitle('Fleet and warehouse renewal with cargo').textContent).toBe('Fleet and warehouse renewal wi...');
    expect(within(row).getByText('$12,500.50')).toBeTruthy();
    expect(within(row).getByText('$1,875.00')).toBeTruthy();
    expect(within(row).getByText('03/04/2027')).toBeTruthy();
    expect(within(row).getByText('Ann Lee')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
  });

  it('shows the first 3 lines then +N, or all 4 when there are exactly 4', async () => {
    const four = ['a', 'b', 'c', 'd'].map((n) => line(`Line ${n}`, 'shield'));
    renderList([opportunity('o1', 'suspect', { name: 'Four', LOB_Data: four }), opportunity('o2', 'suspect', { name: 'Five', LOB_Data: [...four, line('Line e', 'shield')] })]);
    const fourRow = (await screen.findByText('Four')).closest('tr')!;
    expect(within(fourRow).getByTitle('Line d')).toBeTruthy();
    expect(within(fourRow).queryByText(/^\+/)).toBeNull();
    const fiveRow = screen.getByText('Five').closest('tr')!;
    expect(within(fiveRow).queryByTitle('Line d')).toBeNull();
    expect(within(fiveRow).getByTitle('Line d, Line e').textContent).toBe('+2');
  });

  it('deletes after asking; with submissions it warns and asks nothing', async () => {
    const { call, toast } = renderList([opportunity('o1', 'proposed', { name: 'Marketed', submission_Count: 2 }), opportunity('o2', 'suspect', { name: 'Fresh' })]);
    const marketed = (await screen.findByText('Marketed')).closest('tr')!;
    await userEvent.click(within(marketed).getByRole('button', { name: 'Delete' }));
    expect(toast.warning).toHaveBeenCalledWith('Opportunity cannot be deleted due to existing submission(s)');
    expect(screen.queryByText('Do you want to delete this Opportunity?')).toBeNull();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByText('Fresh').closest('tr')!).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Do you want to delete this Opportunity?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Opportunity has been successfully deleted.'));
    expect(call).toHaveBeenCalledWith('PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: 'o2', version: 3 });
  });
});
