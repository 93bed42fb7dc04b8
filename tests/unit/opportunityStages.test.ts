import { describe, expect, it } from 'vitest';
import { closeRefusal, pipelineStages, stageHashKey, stageLabel, stageMoveRefusal, stageStep } from '../../src/domain/opportunityStages';

const facts = { from: 'suspect', to: 'prospect', caseStatus: 'new', hasDeliveredProposal: false, openTasks: 0 };

describe('the opportunity stage table', () => {
  it('orders the steps 1 to 7, both closed stages on the Closed step', () => {
    expect(pipelineStages.map((s) => [s.stage, stageStep(s.stage)])).toEqual([
      ['suspect', 1], ['prospect', 2], ['lines_Of_Business', 3], ['out_To_Market', 4], ['proposed', 5], ['client_Response', 6], ['closed_Won', 7], ['closed_Lost', 7],
    ]);
  });

  it('gives the badges, NA for an unknown stage', () => {
    expect(['suspect', 'prospect', 'new', 'proposed', 'out_To_Market', 'lines_Of_Business', 'gathering_Information', 'client_Response', 'closed_Won', 'closed_Lost', 'somewhere', null].map(stageLabel))
      .toEqual(['Suspect', 'Prospect', 'New', 'Proposed', 'Out to Market', 'Lines Of Business', 'Gathering Info', 'Client Response', 'Closed', 'Closed', 'NA', 'NA']);
  });

  it('gives the hash keys: NA or new give suspect, closed stages closed, others lower-cased with hyphens', () => {
    expect(['NA', 'new', 'closed_Won', 'closed_Lost', 'lines_Of_Business', 'out_To_Market', 'client_Response', 'gathering_Information', undefined].map(stageHashKey))
      .toEqual(['suspect', 'suspect', 'closed', 'closed', 'lines-of-business', 'out-to-market', 'client-response', 'gathering-information', 'suspect']);
  });

  it('lets an open opportunity move forwards and back among the pipeline stages', () => {
    expect(stageMoveRefusal(facts)).toBeNull();
    expect(stageMoveRefusal({ ...facts, from: 'proposed', to: 'prospect' })).toBeNull();
    expect(stageMoveRefusal({ ...facts, from: 'proposed', to: 'client_Response', hasDeliveredProposal: true })).toBeNull();
  });

  it('refuses a closed case or stage, an unknown or badge-only stage, the same stage, client response without a delivered proposal, closing with open tasks or by a stage update', () => {
    expect(stageMoveRefusal({ ...facts, caseStatus: 'closed' })).toBe('closed');
    expect(stageMoveRefusal({ ...facts, from: 'closed_Lost' })).toBe('closed');
    expect(stageMoveRefusal({ ...facts, to: 'gathering_Information' })).toBe('unknown');
    expect(stageMoveRefusal({ ...facts, to: 'nowhere' })).toBe('unknown');
    expect(stageMoveRefusal({ ...facts, to: 'suspect' })).toBe('same');
    expect(stageMoveRefusal({ ...facts, from: 'proposed', to: 'client_Response' })).toBe('needsProposal');
    expect(stageMoveRefusal({ ...facts, to: 'closed_Won', openTasks: 2 })).toBe('openTasks');
    expect(stageMoveRefusal({ ...facts, to: 'closed_Won' })).toBe('closeInstead');
  });

  it('closes an open opportunity without open tasks only', () => {
    expect(closeRefusal({ from: 'proposed', caseStatus: 'in_Process', openTasks: 0 })).toBeNull();
    expect(closeRefusal({ from: 'proposed', caseStatus: 'in_Process', openTasks: 1 })).toBe('openTasks');
    expect(closeRefusal({ from: 'closed_Won', caseStatus: 'closed', openTasks: 0 })).toBe('closed');
  });
});
