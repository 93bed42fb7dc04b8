import { memo, useMemo } from 'react';
import { fillTemplate } from '../../../engine/core/template';
import { texts } from '../../texts';
import type { ComparedSide, Difference, DifferenceType } from './compareApi';
import { markedText } from './markedText';

const t = texts.compareFiles;

/** How a difference is marked on each side: what the left lost, what the right gained, what changed between them. */
const styles: Record<DifferenceType, string> = {
  removed: 'bg-red-100 text-red-900 line-through decoration-red-700',
  added: 'bg-emerald-100 text-emerald-900 underline decoration-emerald-700',
  changed: 'bg-amber-100 text-amber-950',
};

interface TextPaneProps {
  side: ComparedSide;
  which: 'left' | 'right';
  differences: Difference[];
}

/** One file's text with its differences marked (left: removals, right: additions, both: changes), or why it has no text. */
export const TextPane = memo(function TextPane({ side, which, differences }: TextPaneProps) {
  const segments = useMemo(() => (side.text === null ? [] : markedText(side.text, differences, which)), [side.text, differences, which]);
  const title = fillTemplate(t.side, { name: side.name, version: side.version });
  const Mark = which === 'left' ? 'del' : 'ins';
  return (
    <section aria-label={title} className="flex min-h-0 min-w-0 flex-1 flex-col rounded border border-slate-200">
      <h3 className="truncate border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">{title}</h3>
      {side.text === null ? (
        <p role="alert" className="m-3 rounded bg-amber-50 p-3 text-sm text-amber-900">{side.message}</p>
      ) : (
        <div tabIndex={0} aria-label={title} data-pane={which} className="min-h-0 flex-1 overflow-auto p-3">
          <p className="whitespace-pre-wrap break-words font-mono text-xs leading-5 text-slate-800">
            {segments.map((segment, i) =>
              !('index' in segment) ? (
                segment.text
              ) : segment.text ? (
                <Mark key={i} data-difference={segment.index} data-change={segment.type} className={`rounded-sm ${styles[segment.type]}`}>{segment.text}</Mark>
              ) : (
                <span key={i} data-difference={segment.index} aria-hidden="true" className={`inline-block h-3 w-1 align-middle ${which === 'left' ? 'bg-emerald-500' : 'bg-red-500'}`} />
              ),
            )}
          </p>
        </div>
      )}
    </section>
  );
});
