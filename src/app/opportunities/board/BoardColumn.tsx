import { useDraggable, useDroppable } from '@dnd-kit/react';
import { createRef, memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { displayDate } from '../../../engine/core/dates';
import { fillTemplate } from '../../../engine/core/template';
import { PageLink } from '../../../engine/react/PageLink';
import { Spinner } from '../../../engine/react/Spinner';
import { useSeenItems } from '../../../engine/react/useSeen';
import { displayRegistry } from '../../../displays/registry';
import type { DisplayProps } from '../../../displays/types';
import { texts } from '../../texts';
import { boardColumns, type BoardColumn, type Card, type Move } from './boardColumns';
import { dragInstructionsId } from './BoardDragDrop';

const t = texts.opportunityBoard;

const premiumField = { key: 'premium', display: 'money' };
/** The premium's display, called (a function component keeping no state) rather than rendered: one component fewer per card. */
const premiumDisplay = (card: Card) => (displayRegistry[premiumField.display] as (props: DisplayProps) => ReactNode)({ value: card.premium, record: card, field: premiumField, texts });

interface CardProps {
  card: Card;
  canMove: boolean;
  onMove: Move;
  navigate(path: string): void;
}

/** How a movable card is dragged: its element, its handle (given their refs once registered), whether it is being dragged now. */
interface Drag {
  ref: RefObject<HTMLLIElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  isDragging: boolean;
  /** whether it is registered with the drag and drop: its element and handle get their refs then (a ref on each of a board's thousand cards made React's first commit walk into every card) */
  registered: boolean;
}

/**
 * An opportunity's card: its name (to its page), description, lines, premium, close date and since when it is in its stage, so cards can be told apart; when it may move, a drag handle and a 'Move to' choice for the keyboard.
 * Called by its card, not rendered as a component of its own, and so are its link and its premium's display (none keeps
 * state): a board's thousand cards are a component each on its first render, not six.
 */
function cardItem({ card, onMove, navigate, drag, children }: Omit<CardProps, 'canMove'> & { drag?: Drag; children?: ReactNode }) {
  const name = card.name ?? card.opportunity_Description ?? '';
  return (
    <li ref={drag?.registered ? drag.ref : undefined} className={`rounded border border-slate-200 bg-white p-2 text-sm shadow-sm ${drag?.isDragging ? 'opacity-50' : ''}`}>
      <div className="flex items-start gap-1">
        {drag && (
          <button
            type="button" ref={drag.registered ? drag.handleRef : undefined} aria-label={fillTemplate(t.drag, { name })} aria-roledescription={t.roleDescription} aria-describedby={dragInstructionsId}
            aria-pressed={drag.isDragging} className="cursor-grab px-1 text-slate-500"
          >⠿</button>
        )}
        {PageLink({ path: `/opportunity/${encodeURIComponent(card.opportunity_Reference_Id)}#step-gathering-info=${card.stage_Key}`, navigate, children: name })}
      </div>
      {card.name && card.opportunity_Description && <p className="mt-1 line-clamp-2 text-xs text-slate-700" title={card.opportunity_Description}>{card.opportunity_Description}</p>}
      {Boolean(card.LOB_Data?.length) && <p className="mt-1 text-xs text-slate-500">{card.LOB_Data!.map((l) => l.name).filter(Boolean).join(', ')}</p>}
      <div className="mt-1 flex items-baseline justify-between gap-2 text-slate-600">
        {premiumDisplay(card)}
        {card.expected_Close_Date && <span className="text-xs">{fillTemplate(texts.pipelineDay.closes, { date: displayDate(card.expected_Close_Date) })}</span>}
      </div>
      {card.stage_Changed_At && <p className="mt-1 text-xs text-slate-600">{fillTemplate(texts.csrFollowUp.inStageSince, { date: displayDate(card.stage_Changed_At) })}</p>}
      {drag && (
        <select
          aria-label={fillTemplate(t.moveTo, { name })}
          value=""
          onChange={(e) => onMove(card, boardColumns.find((c) => c.key === e.target.value)!)}
          className="mt-1 h-7 w-full rounded border border-slate-300 px-1 text-xs"
        >
          <option value="">{t.moveToOption}</option>
          {boardColumns.filter((c) => !c.stages.includes(card.stage)).map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
        </select>
      )}
      {children}
    </li>
  );
}

/** A card's registration with the board's drag and drop (its element and handle the card's own): renders nothing. */
function DragRegistration({ card, element, handle, onDragging }: { card: Card; element: Drag['ref']; handle: Drag['handleRef']; onDragging(dragging: boolean): void }) {
  const { isDragging } = useDraggable({ id: card.opportunity_Reference_Id, data: card, element, handle });
  useEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  return null;
}

/** A movable card's element and handle, made once per card (one hook, not two). */
const dragRefs = () => ({ ref: createRef<HTMLLIElement>(), handleRef: createRef<HTMLButtonElement>() });

/**
 * A card that may move, dragged by its handle. It registers with the drag and drop when the user can
 * reach it (its column says when: near the viewport, pointed at or focused; registering a board's thousand
 * cards at once was most of its first render). Its element and handle stay the same when it does, so focus
 * stays put; the registration comes after the card, so their refs are set when it reads them.
 */
const MovableCard = memo(function MovableCard({ registered, ...props }: Omit<CardProps, 'canMove'> & { registered: boolean }) {
  const [{ ref, handleRef }] = useState(dragRefs);
  const [isDragging, setDragging] = useState(false);
  return (
    <>
      {cardItem({ ...props, drag: { ref, handleRef, isDragging, registered } })}
      {registered && <DragRegistration card={props.card} element={ref} handle={handleRef} onDragging={setDragging} />}
    </>
  );
});

/** A card for who may not move it: a plain list item (not registered for dragging, which would make the whole card a focusable "draggable" button). */
const StaticCard = memo(function StaticCard(props: Omit<CardProps, 'canMove'>) {
  return cardItem(props);
});

interface ColumnProps extends Omit<CardProps, 'card'> {
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
  return (
    <section ref={ref} aria-labelledby={heading} className={`flex w-60 shrink-0 flex-col rounded-lg p-2 ${isDropTarget ? 'bg-blue-50 ring-2 ring-blue-400' : 'bg-slate-100'}`}>
      <h2 id={heading} className="mb-2 flex justify-between text-sm font-semibold text-slate-800">
        {column.label}
        {count !== undefined && <span className="font-normal text-slate-600">{count}</span>}
      </h2>
      {!cards && <Spinner label={texts.loading} />}
      {cards && cards.length === 0 && <p className="text-center text-xs text-slate-600">{texts.empty}</p>}
      {/* a card renders again only when it changes: a move, or Show more, renders the cards that did, not the column's every card */}
      <ul ref={list} className="flex flex-col gap-2" {...(canMove ? listProps : undefined)}>
        {cards?.map((card) => (canMove
          ? <MovableCard key={card.opportunity_Reference_Id} card={card} registered={seen(card.opportunity_Reference_Id)} onMove={onMove} navigate={navigate} />
          : <StaticCard key={card.opportunity_Reference_Id} card={card} onMove={onMove} navigate={navigate} />))}
      </ul>
      {more && (
        <button type="button" disabled={more.loading} onClick={more.onMore} className="mt-2 h-8 rounded border border-slate-300 bg-white text-xs text-slate-700 disabled:opacity-60">
          {more.loading ? texts.loading : fillTemplate(t.showMore, { count: count! - cards!.length })}
        </button>
      )}
    </section>
  );
}
