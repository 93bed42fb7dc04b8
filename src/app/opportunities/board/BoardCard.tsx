import { useDraggable } from '@dnd-kit/react';
import { useCallback, useEffect, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { displayDate } from '../../../engine/core/dates';
import { fillTemplate } from '../../../engine/core/template';
import { PageLink } from '../../../engine/react/PageLink';
import { displayRegistry } from '../../../displays/registry';
import type { DisplayProps } from '../../../displays/types';
import { texts } from '../../texts';
import { boardColumns, type Card, type Move } from './boardColumns';
import { dragInstructionsId } from './BoardDragDrop';

const t = texts.opportunityBoard;

const premiumField = { key: 'premium', display: 'money' };
/** The premium's display, called (a function component keeping no state) rather than rendered: one component fewer per card. */
const premiumDisplay = (card: Card) => (displayRegistry[premiumField.display] as (props: DisplayProps) => ReactNode)({ value: card.premium, record: card, field: premiumField, texts });

const choicesByStage = new Map<string, ReactNode[]>();
/** A card's 'Move to' options at its stage (the other columns): made once per stage, the same elements for each of its cards. */
function moveChoices(stage: string): ReactNode[] {
  let choices = choicesByStage.get(stage);
  if (!choices) {
    choices = [<option key="" value="">{t.moveToOption}</option>, ...boardColumns.filter((c) => !c.stages.includes(stage)).map((c) => <option key={c.key} value={c.key}>{c.label}</option>)];
    choicesByStage.set(stage, choices);
  }
  return choices;
}

/** A movable card's element and handle: given to the card's elements once it is registered for dragging. */
interface DragRefs {
  ref: RefObject<HTMLLIElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
}

/** How a movable card is dragged: its refs once registered (a ref on each of a board's thousand cards made React's first commit walk into every card), whether it is being dragged now. */
interface Drag {
  refs: DragRefs | undefined;
  isDragging: boolean;
}

interface CardProps {
  card: Card;
  onMove: Move;
  navigate(path: string): void;
  /** a card that may move: a drag handle and a 'Move to' choice for the keyboard */
  drag?: Drag;
}

/**
 * An opportunity's card: its name (to its page), description, lines, premium, close date and since when it is in its stage,
 * so cards can be told apart; when it may move, a drag handle and a 'Move to' choice for the keyboard. An element, not a
 * component (it keeps no state), and so are its link and its premium's display.
 */
function cardItem({ card, onMove, navigate, drag }: CardProps) {
  const name = card.name ?? card.opportunity_Description ?? '';
  return (
    <li key={card.opportunity_Reference_Id} ref={drag?.refs?.ref} className={`rounded border border-slate-200 bg-white p-2 text-sm shadow-sm [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] ${drag?.isDragging ? 'opacity-50' : ''}`}>
      <div className="flex items-start gap-1">
        {drag && (
          <button
            type="button" ref={drag.refs?.handleRef} aria-label={fillTemplate(t.drag, { name })} aria-roledescription={t.roleDescription} aria-describedby={dragInstructionsId}
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
        <select aria-label={fillTemplate(t.moveTo, { name })} value="" onChange={(e) => onMove(card, boardColumns.find((c) => c.key === e.target.value)!)} className="mt-1 h-7 w-full rounded border border-slate-300 px-1 text-xs">
          {moveChoices(card.stage)}
        </select>
      )}
    </li>
  );
}

/**
 * A card's registration with the board's drag and drop (its element and handle the card's own): renders nothing, and
 * tells its column while the card is dragged (only then: a registration telling it 'not dragged' made the column render again).
 */
function DragRegistration({ card, refs, onDragging }: { card: Card; refs: DragRefs; onDragging(id: string, dragging: boolean): void }) {
  const id = card.opportunity_Reference_Id;
  const { isDragging } = useDraggable({ id, data: card, element: refs.ref, handle: refs.handleRef });
  useEffect(() => {
    if (!isDragging) return undefined;
    onDragging(id, true);
    return () => onDragging(id, false);
  }, [id, isDragging, onDragging]);
  return null;
}

/** What a card's elements are made with besides the card. */
interface MadeWith {
  canMove: boolean;
  onMove: Move;
  navigate(path: string): void;
  registered: boolean;
  isDragging: boolean;
}
/** A card's elements as last made, and what with. */
type Made = MadeWith & { item: ReactElement; registration?: ReactElement };
const sameMaking = (a: MadeWith, b: MadeWith) => a.registered === b.registered && a.isDragging === b.isDragging && a.canMove === b.canMove && a.onMove === b.onMove && a.navigate === b.navigate;

/**
 * A column's cards as elements: each card's item (the list's), and for a card registered for dragging (`registered` says
 * which: those the user can reach) its registration, rendered after the list so that the items' refs are set when it reads
 * them. A card's elements are made again only when it changes (another card object), is registered or is dragged: the
 * rest are the same elements as before, which React skips. A card is no component of its own (a board's thousand cards
 * were a thousand components of two hooks each); the column keeps which of its cards is being dragged, and the refs of those registered.
 */
export function useCardElements({ cards, canMove, onMove, navigate, registered }: {
  cards: Card[] | undefined; canMove: boolean; onMove: Move; navigate(path: string): void; registered(id: string): boolean;
}): { items: ReactElement[] | undefined; registrations: ReactElement[] } {
  const [dragging, setDragging] = useState<string | undefined>(undefined);
  const onDragging = useCallback((id: string, now: boolean) => setDragging((last) => (now ? id : last === id ? undefined : last)), []);
  const [{ made, refs }] = useState(() => ({ made: new WeakMap<Card, Made>(), refs: new Map<string, DragRefs>() }));
  const registrations: ReactElement[] = [];
  const items = cards?.map((card) => {
    const id = card.opportunity_Reference_Id;
    const now: MadeWith = { canMove, onMove, navigate, registered: canMove && registered(id), isDragging: dragging === id };
    let last = made.get(card);
    if (!last || !sameMaking(last, now)) {
      let cardRefs = refs.get(id);
      if (now.registered && !cardRefs) refs.set(id, (cardRefs = { ref: { current: null }, handleRef: { current: null } }));
      last = {
        ...now,
        item: cardItem({ card, onMove, navigate, drag: canMove ? { refs: now.registered ? cardRefs : undefined, isDragging: now.isDragging } : undefined }),
        registration: now.registered ? <DragRegistration key={id} card={card} refs={cardRefs!} onDragging={onDragging} /> : undefined,
      };
      made.set(card, last);
    }
    if (last.registration) registrations.push(last.registration);
    return last.item;
  });
  return { items, registrations };
}
