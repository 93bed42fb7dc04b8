import type { PostImportPreviewAnswer } from '../../generated';
import { fillTemplate } from '../../engine/core/template';
import { texts } from '../texts';

const said = texts.reportsMore;
const th = 'px-3 py-2';
const td = 'px-3 py-1.5';

/** What POST /v1/import/preview answers: the file as the server read it. */
export type Preview = PostImportPreviewAnswer;

/** What a file holds as the server read it: how many rows are right, each wrong row's errors, and the first rows. */
export function ImportPreview({ preview }: { preview: Preview }) {
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium">{fillTemplate(said.importSummary, { total: String(preview.total), valid: String(preview.valid) })}</p>
      {preview.errors.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-semibold text-red-700">{said.importErrors}</caption>
          <thead className="bg-slate-50"><tr><th scope="col" className={th}>{said.importRow}</th><th scope="col" className={th}>{said.importColumn}</th><th scope="col" className={th}>{said.importMessage}</th></tr></thead>
          <tbody>
            {preview.errors.map((e, i) => (
              <tr key={i} className="border-t border-slate-100"><td className={td}>{e.row}</td><td className={td}>{e.column}</td><td className={`${td} text-red-700`}>{e.message}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-semibold">{said.importFirstRows}</caption>
          <thead className="bg-slate-50"><tr><th scope="col" className={th}>{said.importRow}</th>{preview.columns.map((c) => <th key={c} scope="col" className={th}>{c}</th>)}</tr></thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.row} className="border-t border-slate-100"><td className={td}>{r.row}</td>{r.cells.map((cell, i) => <td key={i} className={td}>{cell}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
