import { lazy, Suspense } from 'react';
import type { ActionsRegistry } from '../engine/react/DetailScreen';

// the moves and their dialogs come with the first page that shows them
const PolicyActions = lazy(() => import('./policies/actions/PolicyActions'));
const OpportunityStepper = lazy(() => import('./opportunities/detail/OpportunityStepper'));
const QuickOpportunityButton = lazy(() => import('./opportunities/quick/QuickOpportunityButton'));

/** The buttons a detail manifest's `actions` names, for what may be done with its record. */
export const recordActions: ActionsRegistry = {
  policy: ({ record, onChanged }) => (
    <Suspense>
      <PolicyActions policy={record} onChanged={onChanged} />
    </Suspense>
  ),
  opportunityStepper: ({ record, onChanged }) => (
    <Suspense>
      <OpportunityStepper record={record} onChanged={onChanged} />
    </Suspense>
  ),
  quickOpportunity: ({ kind, id, title }) => (
    <Suspense>
      <QuickOpportunityButton kind={kind} id={id} title={title} />
    </Suspense>
  ),
};
