import quoteSchema from '../../../../schemas/opportunity/submission-quote.schema.json';
import { SaveRefused, type FormProtocol } from '../../../engine/core/formProtocol';
import { saveFailedText, type UiSchema } from '../../../engine/core/manifests';
import { api } from '../../api/client';
import { saveRefusal } from '../../forms/saveRefusal';
import { refusedAt } from './refusedAt';
import type { VersionRead } from './submissionRead';

interface QuotesSetup {
  ui: UiSchema;
  mode: string;
  version: VersionRead;
  /** all went through: the server's sentence, none when nothing changed */
  onSaved(message?: string): void;
  /** some went through before one was refused: the table shows them */
  onSome(): void;
}

interface QuoteRow {
  line_Of_Business_Id: string;
  line_Of_Business_Name?: string;
  quoted_Premium?: string | number;
}

/** An amount as typed ('4,000.10') or read (4000.1), as a number. */
const amountOf = (value: string | number) => Number(String(value).replace(/,/g, ''));

/**
 * The Enter Quotes form's load and save: a row per line of the version with its quoted premium;
 * saving sends each premium entered or changed (POST /v1/opportunity/submission/quote, which
 * changes a line's quote when entered again). A quote once entered is changed, not emptied.
 */
export function quotesProtocol({ ui, mode, version, onSaved, onSome }: QuotesSetup): FormProtocol {
  const quoted = new Map(version.quotes.map((q) => [q.line_Of_Business_Reference_Id, q.quoted_Premium]));
  return {
    async load() {
      const quotes = version.line_Of_Business.map((line): QuoteRow => {
        const premium = quoted.get(line.line_Of_Business_Id);
        return { line_Of_Business_Id: line.line_Of_Business_Id, line_Of_Business_Name: line.line_Of_Business_Name ?? undefined, ...(premium != null ? { quoted_Premium: String(premium) } : {}) };
      });
      return { model: { version_Reference_Id: version.version_Reference_Id, quotes } };
    },
    async save(model) {
      const rows = (model.quotes ?? []) as QuoteRow[];
      const emptied = rows.flatMap((row, i) => (row.quoted_Premium === undefined && quoted.get(row.line_Of_Business_Id) != null ? [i] : []));
      if (emptied.length) throw new SaveRefused(saveFailedText(ui, mode), Object.fromEntries(emptied.map((i) => [`/quotes/${i}/quoted_Premium`, quoteSchema.errorMessage.required.quoted_Premium])));
      let said: string | undefined;
      for (const [i, row] of rows.entries()) {
        if (row.quoted_Premium === undefined || amountOf(row.quoted_Premium) === quoted.get(row.line_Of_Business_Id)) continue;
        try {
          said = (await api('/v1/opportunity/submission/quote', { method: 'POST', body: { version_Reference_Id: version.version_Reference_Id, line_Of_Business_Id: row.line_Of_Business_Id, quoted_Premium: row.quoted_Premium } })).responseMessage;
        } catch (error) {
          if (said) onSome();
          throw refusedAt(saveRefusal(error, ui, mode), (field) => `/quotes/${i}${field}`);
        }
      }
      onSaved(said);
    },
  };
}
