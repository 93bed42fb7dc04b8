import { addDays } from '../../engine/core/dates';

/** The address of a list with its filters (the list opens with them: screens/ListPage). */
const listAt = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters).toString()}`;

/** Where each tile leads: the list it summarises, filtered as the tile counts. */
export const dashboardLinks = {
  overdueTasks: (today: string) => listAt('/activity', { activity_Type: 'task', due_Date_To: addDays(today, -1) }),
  tasksDueToday: (today: string) => listAt('/activity', { activity_Type: 'task', due_Date_From: today, due_Date_To: today }),
  openCases: () => listAt('/activity', { activity_Type: 'case' }),
  renewalsDue: (days: number) => listAt('/opportunity/renewals', { days: String(days) }),
  myOpportunities: (stage?: string) => listAt('/opportunity', { is_Mine: 'true', ...(stage ? { stage } : {}) }),
  pipeline: (stage?: string) => listAt('/opportunity', stage ? { stage } : {}),
  written: (from: string, to: string, renewal?: boolean) =>
    listAt('/policy', { is_Written: 'true', ...(renewal === undefined ? {} : { is_Renewal: String(renewal) }), effective_Date_From: from, effective_Date_To: to }),
  carriers: () => '/market',
  carrier: (id: string) => `/market/${encodeURIComponent(id)}`,
};
