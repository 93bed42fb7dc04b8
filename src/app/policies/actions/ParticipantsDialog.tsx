/*
 * For the policy detail page's Participants tab (the browsing side renders it): a button that
 * opens the participants editor of the policy read, default export
 * ParticipantsDialog({ policy, onChanged }) — the same props as PolicyActions.
 */
import { Suspense, useState } from 'react';
import { useToast } from '../../../engine/react/Toasts';
import { api } from '../../api/client';
import { useSession } from '../../session/session';
import { texts } from '../../texts';
import { ItemFormDialog } from '../../work/lazyParts';

interface ParticipantsDialogProps {
  /** the policy as GET /v1/policy/fetch reads it */
  policy: Record<string, unknown>;
  onChanged(): void;
}

const call = { method: 'POST', path: '/v1/policy/participant/action', body: {} } as const;
const groups = ['agency_Participants', 'additional_Named_Insureds', 'additional_Participants'];

/** The participants as read, each as the action takes it back: what it holds (no split of a non-agency one), its picture left out. */
function participantsOf(read: Record<string, unknown>): Record<string, unknown> {
  const kept = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).filter(([key, value]) => value !== null && key !== 'profile_Image'));
  return { ...read, ...Object.fromEntries(groups.map((g) => [g, ((read[g] as Record<string, unknown>[] | undefined) ?? []).map(kept)])) };
}

/**
 * Participants: the policy's agency participants with their splits (adding up to 100 %), additional
 * named insureds and additional participants, read (GET /v1/policy/participant/fetch) and saved as a
 * whole at the policy's version (schemas/policy/policy-participants.ui.json). For those who may edit.
 */
export default function ParticipantsDialog({ policy, onChanged }: ParticipantsDialogProps) {
  const { allowed } = useSession();
  const toast = useToast();
  const [item, setItem] = useState<Record<string, unknown>>();
  const id = String(policy.policy_Reference_Id);
  if (!allowed('policy-edit')) return null;
  const open = async () => {
    try {
      const read = await api<Record<string, unknown>>(`/v1/policy/participant/fetch?policy_Reference_Id=${encodeURIComponent(id)}`);
      setItem({ ...participantsOf(read.resolved), version: policy.version });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const saved = (message: string) => {
    toast.success(message);
    setItem(undefined);
    onChanged();
  };
  return (
    <>
      <button type="button" onClick={() => void open()} className="h-9 rounded border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800">
        {texts.policyActions.participants}
      </button>
      {item && (
        <Suspense>
          <ItemFormDialog form="policy-participants" mode="edit" call={call} values={{ id, item }} onSaved={saved} onCancelled={() => setItem(undefined)} />
        </Suspense>
      )}
    </>
  );
}
