import type { FormProtocol } from '../../../engine/core/formProtocol';
import type { UiSchema } from '../../../engine/core/manifests';
import { fillTemplate } from '../../../engine/core/template';
import { api } from '../../api/client';
import { saveRefusal } from '../../forms/saveRefusal';
import { texts } from '../../texts';
import { refusedAt } from './refusedAt';

interface SubmissionsSetup {
  ui: UiSchema;
  mode: string;
  opportunityId: string;
  /** the opportunity's lines: all of them are offered, and chosen at first */
  lines: readonly string[];
  /** all went through: the server's sentence (one market) or how many were added */
  onSaved(message: string): void;
  /** some went through before one was refused: the table shows them */
  onSome(): void;
}

/**
 * The Add Submission form's load and save: a submission (POST /v1/opportunity/submission) to each
 * market chosen, with the lines, version name and notes given. A market whose submission went
 * through is not sent again when the form is saved after a refusal, so none is added twice.
 */
export function submissionsProtocol({ ui, mode, opportunityId, lines, onSaved, onSome }: SubmissionsSetup): FormProtocol {
  const sent = new Set<string>();
  return {
    async load() {
      return { model: { opportunity_Reference_Id: opportunityId, line_Of_Business: lines.map((id) => ({ line_Of_Business_Id: id })) } };
    },
    async save(model) {
      const { market_Reference_Ids: markets, ...submission } = model as { market_Reference_Ids: string[] };
      const waiting = markets.filter((market) => !sent.has(market));
      let said = '';
      for (const market of waiting) {
        try {
          said = (await api('/v1/opportunity/submission', { method: 'POST', body: { ...submission, market_Reference_Id: market } })).responseMessage;
        } catch (error) {
          if (sent.size) onSome();
          throw refusedAt(saveRefusal(error, ui, mode), (field) => field.replace(/^\/market_Reference_Id$/, '/market_Reference_Ids'));
        }
        sent.add(market);
      }
      onSaved(waiting.length === 1 ? said : fillTemplate(texts.submissions.added, { count: waiting.length }));
    },
  };
}
