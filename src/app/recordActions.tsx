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
  // no boundary of its own: the banner renders in the page's deferred region, which waits for the stepper's chunk
  // and shows it with the summary and tabs below it at once (an empty boundary there let the tabs paint first and the
  // stepper push them down: CLS 0.104 on desktop)
  opportunityStepper: ({ record, onChanged }) => <OpportunityStepper record={record} onChanged={onChanged} />,
  quickOpportunity: ({ kind, id, title }) => (
    <Suspense>
      <QuickOpportunityButton kind={kind} id={id} title={title} />
    </Suspense>
  ),
};
