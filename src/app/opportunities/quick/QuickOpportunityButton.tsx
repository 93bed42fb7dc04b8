import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSession } from '../../session/session';
import { texts } from '../../texts';

const QuickOpportunityDialog = lazy(() => import('./QuickOpportunityDialog'));

/** A human's or an entity's page: 'Quick Opportunity' opens the dialog with the record as its main contact; offered with opportunity-edit. */
export default function QuickOpportunityButton({ kind, id, title }: { kind: string; id: string; title: string }) {
  const { allowed } = useSession();
  const [open, setOpen] = useState(false);
  const contact = useMemo(() => ({ reference_Id: id, type: kind, name: title }), [id, kind, title]);
  const close = useCallback(() => setOpen(false), []);
  if (!allowed('opportunity-edit')) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="h-9 rounded border border-blue-600 px-4 text-sm font-medium text-blue-700">
        {texts.quickOpportunity.open}
      </button>
      {open && (
        <Suspense>
          <QuickOpportunityDialog contact={contact} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
