import { useDroppable } from '@dnd-kit/react';
import { useMemo, useRef } from 'react';
import { fillTemplate } from '../../../engine/core/template';
import { Spinner } from '../../../engine/react/Spinner';
import { useSeenItems } from '../../../engine/react/useSeen';
import { texts } from '../../texts';
import { useCardElements } from './BoardCard';
import type { BoardColumn, Card, Move } from './boardColumns';

const t = texts.opportunityBoard;

interface ColumnProps {
  canMove: boolean;
  onMove: Move;
  navigate(path: string): void;
  column: BoardColumn;
  /** the column's cards; undefined while they load */
  cards: Card[] | undefined;
  /** how many opportunities are at the column's stages (more than its cards when some are not shown) */
  count: number | undefined;
  /** when some are not shown: reads the next ones (loading while it does) */
  more?: { loading: boolean; onMore(): void };
}

/** A stage's column as given (no fetching): its heading and count, its cards, the drop target of a card dragged there. */
export function BoardColumnCards({ column, cards, count, more, canMove, onMove, navigate }: ColumnProps) {
  const { ref, isDropTarget } = useDroppable({ id: column.key });
  const heading = `board-${column.key}`;
  const list = useRef<HTMLUListElement>(null);
  const keys = useMemo(() => (canMove && cards ? cards.map((c) => c.opportunity_Reference_Id) : []), [canMove, cards]);
  const { seen, listProps } = useSeenItems(list, keys);
  const { items, registrations } = useCardElements({ cards, canMove, onMove, navigate, registered: seen });
  return (
    <section ref={ref} aria-labelledby={heading} className={`flex w-60 shrink-0 flex-col rounded-lg p-2 ${isDropTarget ? 'bg-blue-50 ring-2 ring-blue-400' : 'bg-slate-100'}`}>
      <h2 id={heading} className="mb-2 flex justify-between text-sm font-semibold text-slate-800">
        {column.label}
        {count !== undefined && <span className="font-normal text-slate-600">{count}</span>}
      </h2>
      {!cards && <Spinner label={texts.loading} />}
      {cards && cards.length === 0 && <p className="text-center text-xs text-slate-600">{texts.empty}</p>}
      {/* a card's elements are made again only when it changes: a move, or Show more, renders the cards that did, not the column's every card */}
      <ul ref={list} className="flex flex-col gap-2" {...(canMove ? listProps : undefined)}>
        {items}
      </ul>
      {registrations}
      {more && (
        <button type="button" disabled={more.loading} onClick={more.onMore} className="mt-2 h-8 rounded border border-slate-300 bg-white text-xs text-slate-700 disabled:opacity-60">
          {more.loading ? texts.loading : fillTemplate(t.showMore, { count: count! - cards!.length })}
        </button>
      )}
    </section>
  );
}
