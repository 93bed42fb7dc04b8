import type { ReactNode } from 'react';
import type { DetailField } from '../core/screenManifests';

type Item = Record<string, unknown>;

interface ItemsTableProps {
  /** the table's name (its tab's label) */
  label: string;
  fields: DetailField[];
  items: Item[];
  /** a row's id prefix: a row's first cell is `${idPrefix}-${index}`, which names the row's buttons */
  idPrefix: string;
  cell(field: DetailField, item: Item): ReactNode;
  /** an item's buttons (Edit, Delete) in a last column headed `buttonsLabel`; none for who may not use them */
  buttons?: (item: Item, titleId: string) => ReactNode;
  buttonsLabel?: string;
}

/** A detail tab's items as a table: a column per field, a row per item, its buttons last. */
export function ItemsTable({ label, fields, items, idPrefix, cell, buttons, buttonsLabel }: ItemsTableProps) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 text-xs text-slate-500">
        <tr>
          {fields.map((f) => <th key={f.key} scope="col" className="px-2 py-2 font-medium">{f.label}</th>)}
          {buttons && <th scope="col" className="px-2 py-2"><span className="sr-only">{buttonsLabel}</span></th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index} className="border-b border-slate-100">
            {fields.map((f, column) => <td key={f.key} id={column === 0 ? `${idPrefix}-${index}` : undefined} className="px-2 py-2">{cell(f, item)}</td>)}
            {buttons && <td className="px-2 py-2">{buttons(item, `${idPrefix}-${index}`)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
