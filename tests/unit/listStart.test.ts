import { describe, expect, it } from 'vitest';
import { listStartOf } from '../../src/app/screens/listStart';
import { loadList } from '../../src/app/screens/manifests';

describe("a list's address", () => {
  it('opens the list with its search and the filters its manifest declares, nothing else', async () => {
    const [policy, activity, human] = await Promise.all(['policy', 'activity', 'human'].map(loadList));
    expect(listStartOf(policy, new URLSearchParams('is_Written=true&effective_Date_From=2026-01-01&effective_Date_To=2026-01-31&page=4&bogus=1')))
      .toEqual({ filters: { is_Written: 'true', effective_Date_From: '2026-01-01', effective_Date_To: '2026-01-31' } });
    expect(listStartOf(activity, new URLSearchParams('activity_Type=case&search=%20smith%20'))).toEqual({ search: 'smith', filters: { activity_Type: 'case' } });
    expect(listStartOf(human, new URLSearchParams('page=2'))).toBeUndefined();
  });
});
