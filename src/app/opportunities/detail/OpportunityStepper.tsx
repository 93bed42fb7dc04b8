import { failureText } from '../../../engine/core/errors';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stageStep } from '../../../domain/opportunityStages';
import { fillTemplate } from '../../../engine/core/template';
import { Icon } from '../../../engine/react/Icon';
import { useToast } from '../../../engine/react/Toasts';
import { api } from '../../api/client';
import { useSession } from '../../session/session';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { buttonClass, primaryClass } from './buttonClasses';
import { canMarkCurrent, closeStepState, enterRefusal, hashStepKey, isLocked, lastStep, stepHash, stepOfHash, steps, type StepperFacts } from './stepperGates';

// the early close dialog and its form come when Yes is answered
const EarlyCloseDialog = lazy(() => import('./EarlyCloseDialog'));
const Proposals = lazy(() => import('./Proposals'));
const ClientResponse = lazy(() => import('./ClientResponse'));
const Submissions = lazy(() => import('./Submissions'));

interface OpportunityStepperProps {
  /** the opportunity as GET /v1/opportunity reads it */
  record: Record<string, unknown>;
  /** it changed: read it again */
  onChanged(): void;
}

const said = texts.opportunityStepper;
/** the Out to Market step, where the opportunity is submitted to markets and their quotes entered */
const marketStep = stageStep('out_To_Market');
/** the Proposed step, where proposals are made and delivered */
const proposedStep = stageStep('proposed');
/** the Client Response step, where each line's response is recorded */
const responseStep = stageStep('client_Response');

export const factsOf = (record: Record<string, unknown>): StepperFacts => ({
  stage: String(record.opportunity_Stage ?? ''),
  caseStatus: String(record.case_Status ?? ''),
  hasDeliveredProposal: record.has_Delivered_Proposal === true,
  openTasks: Number(record.open_Tasks ?? 0),
});

/**
 * The opportunity's stepper: a step per step of the stage table with its title and icon, ticks on the
 * steps before the saved stage, the step shown kept in the hash (step-gathering-info={key}); Back and
 * Next (Close Opportunity before the last step), Mark as Current Stage, Cancel and Save or Exit. The
 * gates are the stage table's (stepperGates.ts); the server's refusal is shown as its sentence.
 */
export default function OpportunityStepper({ record, onChanged }: OpportunityStepperProps) {
  const { allowed } = useSession();
  const location = useLocation();
  const navigateHash = useNavigate();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  const facts = factsOf(record);
  const locked = isLocked(facts);
  const step = stepOfHash(location.hash, facts);
  const saved = stageStep(facts.stage);
  const editing = allowed('opportunity-edit');
  const go = useCallback((to: number) => navigateHash({ hash: stepHash(to) }, { replace: true }), [navigateHash]);
  // opened without its step in the address (a link, a bookmark): the address says the step shown, in place of the entry.
  // Written past the router, as the tabs write theirs: the router hearing it would render the whole page again for a
  // hash naming the step already shown (issue 24); a step chosen later goes through the router (go)
  const hashNamesStep = hashStepKey(location.hash) !== null;
  useEffect(() => {
    if (!hashNamesStep) window.history.replaceState(window.history.state, '', `#${stepHash(step)}`);
  }, [hashNamesStep, step]);
  const stopClosing = useCallback(() => setClosing(false), []);
  const closed = useCallback(() => {
    setClosing(false);
    onChanged();
    go(lastStep);
  }, [onChanged, go]);
  const nextRefusal = step < lastStep ? enterRefusal(step + 1, facts) : 'closed';

  const markCurrent = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const stage = steps.find((s) => s.step === step)!.stage;
      const done = await api('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: record.opportunity_Reference_Id, stage, version: record.version } });
      toast.success(done.responseMessage);
      return true;
    } catch (error) {
      toast.error(failureText(error, said.failed));
      return false;
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const saveOrExit = async () => {
    if (editing && canMarkCurrent(step, facts) && !(await markCurrent())) return;
    navigate('/opportunity');
  };
  const closeState = closeStepState(facts);
  // a lost opportunity: the step it was lost at (its Closed step when not known), the steps before it ticked
  const lostAt = facts.stage === 'closed_Lost' && record.lost_At_Stage ? stageStep(String(record.lost_At_Stage)) : undefined;
  const lost = facts.stage === 'closed_Lost' ? { step: lostAt ?? lastStep, ticksBefore: lostAt ?? 0 } : undefined;

  return (
    <section aria-label={said.label} className="rounded border border-slate-200 p-4">
      <ol className="flex flex-wrap gap-2">
        {steps.map((s) => {
          const done = lost ? s.step < lost.ticksBefore : locked || s.step < saved;
          const lostHere = s.step === lost?.step;
          const refused = s.step !== step && enterRefusal(s.step, facts);
          return (
            <li key={s.key}>
              <button
                type="button"
                aria-current={s.step === step ? 'step' : undefined}
                disabled={Boolean(refused)}
                title={refused === 'needsProposal' ? said.needsProposal : undefined}
                onClick={() => go(s.step)}
                className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm disabled:opacity-50 ${s.step === step ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300 text-slate-700'}`}
              >
                <span className="flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold" aria-hidden="true">
                  {lostHere ? '✕' : done ? '✓' : s.step}
                </span>
                {s.icon && <Icon name={s.icon} className="h-4 w-4" />}
                <span>{fillTemplate(said.step, { n: s.step, title: s.label })}</span>
                {done && <span className="sr-only">({said.completed})</span>}
                {lostHere && <span className="sr-only">({texts.pipelineDay.lost})</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {lostAt && typeof record.lost_At_Stage_Label === 'string' && <p className="font-medium text-red-800">{fillTemplate(texts.csrFollowUp.lostAt, { stage: record.lost_At_Stage_Label })}</p>}
        {step === lastStep && closeState === 'openTasks' && <p className="font-medium text-amber-800">{said.openTasks}</p>}
        {step === lastStep && closeState === 'done' && <p className="text-slate-700">{said.closed}</p>}
        {step < lastStep && nextRefusal === 'needsProposal' && <p className="text-amber-800">{said.needsProposal}</p>}
      </div>
      {step === lastStep && closeState === 'ask' && editing && (
        <div className="mt-2 flex items-center gap-3">
          <p className="text-sm text-slate-800">{said.closeQuestion}</p>
          <button type="button" onClick={() => setClosing(true)} className={primaryClass}>{texts.yes}</button>
          <button type="button" onClick={() => go(saved)} className={buttonClass}>{texts.no}</button>
        </div>
      )}
      {step === marketStep && !locked && (
        <Suspense>
          <Submissions opportunity={record} canEdit={editing} />
        </Suspense>
      )}
      {step === proposedStep && !locked && (
        <Suspense>
          <Proposals opportunityId={String(record.opportunity_Reference_Id)} canEdit={editing} onChanged={onChanged} />
        </Suspense>
      )}
      {step === responseStep && !locked && (
        <Suspense>
          <ClientResponse opportunity={record} onChanged={onChanged} />
        </Suspense>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2" aria-busy={busy}>
        <button type="button" disabled={locked || step === 1} onClick={() => go(step - 1)} className={buttonClass}>{said.back}</button>
        <button type="button" disabled={Boolean(nextRefusal)} onClick={() => go(step + 1)} className={buttonClass}>
          {step === lastStep - 1 ? said.closeOpportunity : said.next}
        </button>
        {editing && (
          <button type="button" disabled={busy || !canMarkCurrent(step, facts)} onClick={() => void markCurrent()} className={primaryClass}>{said.markCurrent}</button>
        )}
        <span className="ml-auto flex gap-2">
          <button type="button" onClick={() => navigate('/opportunity')} className={buttonClass}>{said.cancel}</button>
          <button type="button" disabled={busy} onClick={() => void saveOrExit()} className={buttonClass}>{said.saveOrExit}</button>
        </span>
      </div>
      {closing && (
        <Suspense>
          <EarlyCloseDialog opportunity={record} onClose={stopClosing} onClosed={closed} />
        </Suspense>
      )}
    </section>
  );
}
