import { lazy } from 'react';
import type { PanelRegistry } from '../engine/react/DetailScreen';

/** Panels by the name a detail tab or a route gives them ("panel": "files"); each comes with the first page that shows it. */
export const panels: PanelRegistry = {
  files: lazy(() => import('./files/FilesPanel')),
  policyDrafts: lazy(() => import('./policies/drafts/DraftPolicies')),
  opportunityRenewals: lazy(() => import('./opportunities/OpportunityRenewals')),
  opportunityRenewalsDue: lazy(() => import('./opportunities/RenewalsDue')),
  opportunityBoard: lazy(() => import('./opportunities/board/OpportunityBoard')),
  adminPortal: lazy(() => import('./admin/AdminPortal')),
  opportunityActivities: lazy(() => import('./opportunities/detail/OpportunityActivities')),
  emails: lazy(() => import('./email/EmailsPanel')),
  dashboard: lazy(() => import('./dashboard/DashboardPage')),
  reports: lazy(() => import('./reports/ReportsPage')),
  imports: lazy(() => import('./imports/ImportPage')),
  generalRequest: lazy(() => import('./generalRequest/GeneralRequestPage')),
};
