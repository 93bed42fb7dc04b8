/** The parts of a list around its rows: the load failure with its retry, the tiles of figures, an expanded row's items. */
import type { ListManifest } from '../core/screenManifests';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';
import { DisplayValue } from './DisplayValue';

type Row = Record<string, unknown>;

/** Instead of rows when the list's load failed: the sentence and Retry, which asks again. */
export function LoadFailed({ texts, retrying, onRetry }: { texts: { listFailed: string; retry: string }; retrying: boolean; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-6 text-sm text-red-700">
      <p>{texts.listFailed}</p>
      <button type="button" disabled={retrying} onClick={onRetry} className="h-9 rounded border border-slate-300 px-4 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50">
        {texts.retry}
      </button>
    </div>
  );
}

type Shown = { displays: DisplayRegistry; texts: DisplayTexts & { empty: string } };

/** The list's figures over all its records (the answer's object under tiles.key), each in a tile. */
export function ListTiles({ tiles, data, displays, texts }: Shown & { tiles: NonNullable<ListManifest['tiles']>; data: Record<string, unknown> | undefined }) {
  const figures = data?.[tiles.key] as Row | undefined;
  return (
    <dl className="grid grid-cols-2 gap-3 border-b border-slate-200 p-3 md:grid-cols-4">
      {tiles.items.map((item) => (
        <div key={item.key} className="rounded border border-slate-200 p-3">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{figures ? <DisplayValue field={item} record={figures} displays={displays} texts={texts} /> : texts.none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An expanded row's items (an order's lines) as a small table of the expand's columns. */
export function RowItems({ expand, row, displays, texts }: Shown & { expand: NonNullable<ListManifest['expand']>; row: Row }) {
  const items = (row[expand.itemsKey] as Row[] | undefined) ?? [];
  if (!items.length) return <p className="text-slate-500">{texts.empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{expand.label}</caption>
      <thead className="text-slate-600">
        <tr>{expand.columns.map((c) => <th key={c.key} scope="col" className="py-1 pr-4 font-medium">{c.label}</th>)}</tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            {expand.columns.map((c) => <td key={c.key} className="py-1 pr-4"><DisplayValue field={c} record={item} displays={displays} texts={texts} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
