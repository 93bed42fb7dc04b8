import { useCallback, useRef, useState } from 'react';
import { api } from '../api/client';
import type { MailAbout } from './mailTypes';

/** What one save sends in request_Data. */
export type DraftChanges = Record<string, unknown>;

/**
 * The composer's draft (spec 02 section 4): created by the first save, every later save names it.
 * Saves run one after another, so the first one's id is known to the next; `saving` holds while any
 * runs (Send Email waits for it, DECISIONS 6). A failed save is only logged (spec 02 section 8).
 */
export function useMailDraft(about?: MailAbout) {
  const draftId = useRef<string>(undefined);
  const started = useRef(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  const post = useCallback((changes: DraftChanges, isSent: boolean) => {
    started.current = true;
    setPending((n) => n + 1);
    const run = chain.current.catch(() => undefined).then(async () => {
      const body = {
        ...(draftId.current ? { outbound_Draft_Reference_Id: draftId.current } : about ? { related_To: { type: about.kind, reference_Id: about.id } } : {}),
        ...(isSent ? { is_Sent: true } : {}),
        request_Data: changes,
      };
      const answer = await api<{ outbound_Draft_Reference_Id: string }>('/v1/email', { method: 'POST', body });
      draftId.current = answer.resolved.outbound_Draft_Reference_Id;
      return answer;
    });
    chain.current = run;
    return run.finally(() => setPending((n) => n - 1));
  }, [about]);

  const save = useCallback((changes: DraftChanges) => {
    post(changes, false).catch((error: unknown) => console.warn('Draft not saved:', error));
  }, [post]);

  /** the first edit creates the draft; later keystrokes wait for the blur */
  const begin = useCallback((changes: DraftChanges) => {
    if (!started.current) save(changes);
  }, [save]);

  /** Cancel: once the saves under way are done, the draft (if one was made) is retired (DECISIONS 301) */
  const discard = useCallback(async () => {
    await chain.current.catch(() => undefined);
    if (draftId.current) await api('/v1/retire/email', { method: 'PUT', body: { outbound_Draft_Reference_Id: draftId.current } });
  }, []);

  return { save, begin, discard, started: () => started.current, send: (changes: DraftChanges = {}) => post(changes, true), saving: pending > 0 };
}
