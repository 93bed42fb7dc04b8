import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmQuestion';

// the dialog (Headless UI's, with its portal and focus trap) loads with the first question asked, not with every form and list that may ask one
const ConfirmQuestion = lazy(() => import('./ConfirmQuestion'));

/** A Yes/No question while `open`; Escape or a click outside answers No. Nothing renders while it is closed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? (
    <Suspense>
      <ConfirmQuestion {...props} />
    </Suspense>
  ) : null;
}
