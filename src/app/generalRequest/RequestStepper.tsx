import { fillTemplate } from '../../engine/core/template';
import { texts } from '../texts';

const said = texts.reportsMore;

/** A general request's steps, in order, by the case status each is. */
export const requestSteps = [
  { status: 'new', title: texts.work.caseStatus },
  { status: 'in_Process', title: said.requestInProcess },
  { status: 'closed', title: said.requestClosed },
] as const;

export type RequestStatus = (typeof requestSteps)[number]['status'];

interface RequestStepperProps {
  status: RequestStatus;
  canMove: boolean;
  busy: boolean;
  onMove(status: RequestStatus): void;
}

/** The steps as a list: those behind ticked, the current one marked, each other one offering 'Mark as Current Step'. */
export function RequestStepper({ status, canMove, busy, onMove }: RequestStepperProps) {
  const at = requestSteps.findIndex((s) => s.status === status);
  return (
    <ol aria-label={said.requestSteps} className="flex flex-wrap gap-3">
      {requestSteps.map((step, i) => {
        const state = i === at ? said.requestCurrent : i < at ? said.requestDone : '';
        return (
          <li key={step.status} aria-current={i === at ? 'step' : undefined}
            className={`flex min-w-48 flex-col gap-2 rounded border p-3 text-sm ${i === at ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white'}`}>
            <span className="font-medium">
              {i < at && <span aria-hidden="true">✓ </span>}
              {fillTemplate(said.requestStep, { n: String(i + 1), title: step.title })}
              {state && <span className="sr-only"> ({state})</span>}
            </span>
            {i !== at && canMove && (
              <button type="button" disabled={busy} onClick={() => onMove(step.status)} className="self-start rounded border border-slate-300 px-2 py-1 text-xs font-medium text-blue-700 disabled:opacity-50">
                {said.requestMarkCurrent}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
