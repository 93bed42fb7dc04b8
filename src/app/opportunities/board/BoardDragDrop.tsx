import { Accessibility, AutoScroller } from '@dnd-kit/dom';
import { DragDropProvider } from '@dnd-kit/react';
import { useState, type ReactNode } from 'react';
import { fillTemplate } from '../../../engine/core/template';
import { texts } from '../../texts';
import type { Card, Move } from './boardColumns';
import { boardColumns } from './boardColumns';

const t = texts.opportunityBoard;
/** The id of the handles' instructions (their aria-describedby). */
export const dragInstructionsId = 'board-drag-instructions';

const cardName = (card: Card | undefined) => card?.name ?? card?.opportunity_Description ?? '';
const columnLabel = (id: unknown) => boardColumns.find((c) => c.key === id)?.label ?? '';
/**
 * A held card scrolls the board sideways only at its edge (6 % of its width: 61 px of a 1,016 px board): dnd-kit's
 * 20 % took most of the last column in view, so a card aimed at that column's middle scrolled the board on past it.
 */
const edgeScroll = AutoScroller.configure({ threshold: { x: 0.06, y: 0.2 } });

/**
 * The board's drag and drop: dnd-kit without its Accessibility plugin, whose work on each card's
 * registration reads every card registered before (a board's first render grew with the square of
 * its cards). The board says the same itself: the handles name themselves ('Drag {name}', described by
 * the instructions) and a live region says what is picked up, where it is over and where it drops.
 */
export function BoardDragDrop({ onMove, children }: { onMove: Move; children: ReactNode }) {
  const [said, setSaid] = useState('');
  return (
    <DragDropProvider
      plugins={(defaults) => defaults.filter((plugin) => plugin !== Accessibility).map((plugin) => (plugin === AutoScroller ? edgeScroll : plugin))}
      onDragStart={(event) => setSaid(fillTemplate(t.pickedUp, { name: cardName(event.operation.source?.data as Card) }))}
      onDragOver={(event) => {
        const { source, target } = event.operation;
        if (target) setSaid(fillTemplate(t.over, { name: cardName(source?.data as Card), column: columnLabel(target.id) }));
      }}
      onDragEnd={(event) => {
        const { source, target } = event.operation;
        const card = source?.data as Card | undefined;
        const column = boardColumns.find((c) => c.key === target?.id);
        setSaid(fillTemplate(event.canceled || !column ? t.cancelled : t.dropped, { name: cardName(card), column: column?.label ?? '' }));
        if (event.canceled || !column || !card || column.stages.includes(card.stage)) return;
        onMove(card, column);
      }}
    >
      <p id={dragInstructionsId} hidden>{t.instructions}</p>
      <p id="board-drag-said" aria-live="assertive" aria-atomic="true" className="sr-only">{said}</p>
      {children}
    </DragDropProvider>
  );
}
