import { failureText } from '../../../engine/core/errors';
import { useEffect, useMemo, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { Spinner } from '../../../engine/react/Spinner';
import { useToast } from '../../../engine/react/Toasts';
import { fetchResolved } from '../../api/client';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { linesOfBusiness } from '../linesOfBusiness';
import type { LineOfBusiness } from '../../../widgets/types';
import { DraftPolicyCard } from './DraftPolicyCard';
import { removeDraft, saveDrafts, useDraftPolicies, type StoredDraft } from './draftPolicies';

const said = texts.policyDrafts;
const marketsPath = '/v1/market/list?limit=10000&sortKey=market_Name';
type Market = { market_Reference_Id: string; market_Name: string; market_Image?: string | null };

/** The policy list's pages, read again once drafts became policies. */
const refreshPolicyLists = () => mutate((key) => typeof key === 'string' && key.startsWith('/v1/policy/list'));

/**
 * The draft policies panel, titled Policies (spec 02, section 2), beside the policy list while the
 * signed-in user has drafts: a card per draft, 'No policies yet' once none is left, Cancel (closes
 * it, the drafts kept on the server) and Save (every draft a policy in one transaction, with
 * progress; a failure names its draft and nothing is saved); after either, /policy.
 */
export default function DraftPolicies() {
  const { data: drafts, mutate: reread } = useDraftPolicies();
  // the markets and lines the cards name, read once there is a draft to show
  const { data: markets } = useSWR(drafts?.length ? marketsPath : null, (path: string) => fetchResolved<{ markets: Market[] }>(path).then((r) => r.markets), { revalidateOnFocus: false });
  const [lines, setLines] = useState(new Map<string, LineOfBusiness>());
  const [closed, setClosed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const toast = useToast();
  const navigate = useGuardedNavigate();
  const hasDrafts = Boolean(drafts?.length);
  useEffect(() => {
    if (hasDrafts) linesOfBusiness().then((all) => setLines(new Map(all.map((l) => [l.line_Of_Business_Id, l]))), (error: unknown) => console.error(error));
  }, [hasDrafts]);
  const marketOf = useMemo(() => new Map((markets ?? []).map((m) => [m.market_Reference_Id, m])), [markets]);
  // the panel comes with the first draft and stays until Cancel or Save
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (drafts?.length) setOpened(true);
  }, [drafts]);
  if (closed || !opened) return null;

  const leave = () => {
    setClosed(true);
    navigate('/policy');
  };
  const remove = async (draft: StoredDraft) => {
    try {
      toast.success((await removeDraft(draft)).responseMessage);
    } catch (error) {
      toast.error(failureText(error, said.removeFailed));
    }
    await reread();
  };
  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      toast.success((await saveDrafts()).responseMessage);
      await Promise.all([reread(), refreshPolicyLists()]);
      leave();
    } catch (error) {
      setFailure(failureText(error, said.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <aside aria-labelledby="draft-policies-title" className="w-[454px] shrink-0 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="draft-policies-title" className="mb-3 text-lg font-semibold text-slate-900">{said.title}</h2>
      {!drafts ? (
        <Spinner label={texts.loading} />
      ) : drafts.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{said.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {drafts.map((draft, i) => (
            <DraftPolicyCard
              key={draft.policy_Draft_Reference_Id}
              draft={draft}
              index={i}
              market={draft.draft.marketId ? marketOf.get(draft.draft.marketId) : undefined}
              lines={lines}
              busy={saving}
              onRemove={() => void remove(draft)}
            />
          ))}
        </ul>
      )}
      {failure && <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800">{failure}</p>}
      {saving && <Spinner label={said.saving} />}
      <div className="mt-4 flex justify-end gap-3">
        <button type="button" disabled={saving} onClick={leave} className="h-9 rounded border border-slate-300 bg-white px-4 text-sm">{said.cancel}</button>
        <button type="button" disabled={saving || !drafts?.length} onClick={() => void save()} className="h-9 rounded bg-blue-600 px-5 text-sm font-medium text-white disabled:opacity-60">
          {said.save}
        </button>
      </div>
    </aside>
  );
}
