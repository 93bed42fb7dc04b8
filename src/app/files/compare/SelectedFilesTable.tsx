import { move } from '@dnd-kit/helpers';
import { DragDropProvider } from '@dnd-kit/react';
import { useSortable } from '@dnd-kit/react/sortable';
import { useId } from 'react';
import { fillTemplate } from '../../../engine/core/template';
import { texts } from '../../texts';
import { moved, type SelectedFile } from './selection';

const t = texts.compareFiles;
const small = 'h-7 rounded border border-slate-300 px-2 text-xs hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

interface RowProps {
  item: SelectedFile;
  index: number;
  count: number;
  onVersion(version: number): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** A chosen file: dragged by its handle (pointer, or Space and the arrow keys), or moved up and down by button. */
function SelectedRow({ item, index, count, onVersion, onMove, onRemove }: RowProps) {
  const { ref, handleRef, isDragging } = useSortable({ id: item.key, index });
  const name = item.file.name;
  return (
    <tr ref={ref} className={`border-t border-slate-200 ${isDragging ? 'bg-blue-50' : 'bg-white'}`}>
      <td className="px-2 py-1">
        <button type="button" ref={handleRef} aria-label={fillTemplate(t.drag, { name })} className="cursor-grab px-1 text-slate-500">⠿</button>
      </td>
      <td className="max-w-80 truncate px-2 py-1 text-sm" title={name}>{name}</td>
      <td className="px-2 py-1">
        <select aria-label={fillTemplate(t.versionOf, { name })} value={item.version} onChange={(e) => onVersion(Number(e.target.value))} className="h-7 rounded border border-slate-300 px-1 text-xs">
          {Array.from({ length: item.file.latest_Version }, (_, i) => i + 1).map((version) => (
            <option key={version} value={version}>{fillTemplate(t.versionOption, { version })}</option>
          ))}
        </select>
      </td>
      <td className="flex gap-1 px-2 py-1">
        <button type="button" className={small} disabled={index === 0} aria-label={fillTemplate(t.moveUp, { name })} onClick={() => onMove(index - 1)}>↑</button>
        <button type="button" className={small} disabled={index === count - 1} aria-label={fillTemplate(t.moveDown, { name })} onClick={() => onMove(index + 1)}>↓</button>
        <button type="button" className={small} aria-label={fillTemplate(t.remove, { name })} onClick={onRemove}>✕</button>
      </td>
    </tr>
  );
}

interface SelectedFilesTableProps {
  selection: SelectedFile[];
  onChange(selection: SelectedFile[]): void;
}

/** 'Selected Files': the chosen file versions in the order they are compared (the first on the left), reorderable. */
export function SelectedFilesTable({ selection, onChange }: SelectedFilesTableProps) {
  const heading = useId();
  const replace = (index: number, item: SelectedFile) => onChange(selection.map((s, i) => (i === index ? item : s)));
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="mb-1 text-sm font-semibold text-slate-800">{t.selectedFiles}</h3>
      {selection.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-3 text-sm text-slate-500">{t.noneSelected}</p>
      ) : (
        <DragDropProvider
          onDragEnd={(event) => {
            if (event.canceled) return;
            const order = move(selection.map((s) => s.key), event);
            onChange(order.map((key) => selection.find((s) => s.key === key)!));
          }}
        >
          <table className="w-full rounded border border-slate-200 text-left">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="w-10 px-2 py-1"><span className="sr-only">{t.order}</span></th>
                <th className="px-2 py-1">{t.name}</th>
                <th className="px-2 py-1">{t.version}</th>
                <th className="px-2 py-1"><span className="sr-only">{t.order}</span></th>
              </tr>
            </thead>
            <tbody>
              {selection.map((item, index) => (
                <SelectedRow
                  key={item.key}
                  item={item}
                  index={index}
                  count={selection.length}
                  onVersion={(version) => replace(index, { ...item, version })}
                  onMove={(to) => onChange(moved(selection, index, to))}
                  onRemove={() => onChange(selection.filter((s) => s.key !== item.key))}
                />
              ))}
            </tbody>
          </table>
        </DragDropProvider>
      )}
    </section>
  );
}
