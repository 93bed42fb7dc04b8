import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { stageHashKey } from '../../src/domain/opportunityStages';
import { boardColumns, stageOf, type BoardColumn, type Card } from '../../src/app/opportunities/board/boardColumns';
import { afterNextPaint } from './measure';

export const boardCardCount = 1000;

const stages = boardColumns.flatMap((c) => c.stages);
const names = ['Harbor Freight', 'Bluewater Marine', 'Cedar Ridge', 'Northwind Logistics', 'Summit Dental', 'Maple Street Bakery', 'Ironclad Roofing', 'Lakeside Clinic'];

/** 1,000 cards, the same on every load: every stage in turn (so the 7 columns share them), names and premiums from their number. */
export const boardCards: Card[] = Array.from({ length: boardCardCount }, (_, i) => {
  const stage = stages[i % stages.length];
  return {
    opportunity_Reference_Id: `opp-${String(i).padStart(4, '0')}`,
    version: 1,
    name: `${names[i % names.length]} ${i + 1}`,
    opportunity_Description: null,
    stage,
    stage_Key: stageHashKey(stage),
    premium: ((i * 7919) % 250_000) + 0.5 * (i % 2),
  };
});

export type BoardCards = { column: BoardColumn; cards: Card[] }[];

const byColumn = (cards: Card[]): BoardCards => boardColumns.map((column) => ({ column, cards: cards.filter((c) => column.stages.includes(c.stage)) }));

/** What a board page exposes to tests/bench (window.__board): moveOne moves the first suspect to Prospect; moveMs, each move's time from the call to the paint after it. */
export interface BoardBench {
  moveOne(): void;
  moveMs: number[];
}

const board: BoardBench = { moveOne: () => {}, moveMs: [] };
(window as unknown as { __board: BoardBench }).__board = board;

/**
 * A bench board page's state: the fixture cards by column, and a move (a card to the top of
 * another column, at its first stage). Times each window.__board.moveOne() to the paint after its commit (the first
 * render is timed by measure.ts at the first commit).
 */
export function useBoardCards(): [BoardCards, (card: Card, to: BoardColumn) => void] {
  const [columns, setColumns] = useState(() => byColumn(boardCards));
  const moveStarted = useRef<number | null>(null);
  const move = useCallback((card: Card, to: BoardColumn) => {
    const moved = { ...card, stage: stageOf(to), stage_Key: stageHashKey(stageOf(to)) };
    setColumns((current) => current.map(({ column, cards }) => ({
      column,
      cards: column === to ? [moved, ...cards] : cards.filter((c) => c.opportunity_Reference_Id !== card.opportunity_Reference_Id),
    })));
  }, []);
  useLayoutEffect(() => {
    board.moveOne = () => {
      const [suspects, prospects] = columns;
      moveStarted.current = performance.now();
      move(suspects.cards[0], prospects.column);
    };
    const started = moveStarted.current;
    if (started === null) return;
    moveStarted.current = null;
    afterNextPaint(() => board.moveMs.push(performance.now() - started));
  }, [columns, move]);
  return [columns, move];
}
