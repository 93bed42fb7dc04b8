import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
const fetchResolved = vi.fn(async (_path: string) => ({
  versions: [
    { policy_Reference_Id: 'p1', title: 'Version 1' },
    { policy_Reference_Id: 'p2', title: 'Add umbrella' },
  ],
}));
vi.mock('../../src/app/api/client', () => ({ fetchResolved: (path: string) => fetchResolved(path) }));
vi.mock('../../src/app/shell/LeaveGuard', () => ({ useGuardedNavigate: () => navigate }));
const { VersionMenu } = await import('../../src/app/shell/VersionMenu');

const menu = { api: '/v1/policy/version?master_Policy_Id=p1', itemsKey: 'versions', value: 'policy_Reference_Id', label: '{title}', path: '/policy/{policy_Reference_Id}', title: 'Policy version' };

describe('VersionMenu (the top bar\'s policy versions)', () => {
  it('lists the versions with the one shown chosen; choosing another opens its page', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <VersionMenu menu={{ ...menu, current: 'p2' }} />
      </SWRConfig>,
    );
    const select = (await screen.findByRole('combobox', { name: 'Policy version' })) as HTMLSelectElement;
    expect(fetchResolved).toHaveBeenCalledWith('/v1/policy/version?master_Policy_Id=p1');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Version 1', 'Add umbrella']);
    expect(select.value).toBe('p2');
    await userEvent.selectOptions(select, 'Version 1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/policy/p1'));
  });
});
