import { useCallback, useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { failureText } from '../../../engine/core/errors';
import { useToast } from '../../../engine/react/Toasts';
import { api, fetchResolved } from '../../api/client';
import { useSession } from '../../session/session';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { OpportunityViews } from '../OpportunityViews';
import { BoardColumnCards } from './BoardColumn';
import { BoardDragDrop } from './BoardDragDrop';
import { boardColumns, stageOf, type BoardColumn, type Card, type Move } from './boardColumns';

const t = texts.opportunityBoard;
/** Cards a column reads at a time (its newest first); Show more reads the next ones. */
const perColumn = 25;

type CardsPage = { opportunities: Card[]; count: number };
/** The columns' reloads, so that a move reads every column again. */
type Reloads = Set<() => unknown>;

/** A stage's column fetched: its newest cards, page by page, and how many are at its stages. */
function StageColumn({ column, canMove, onMove, navigate, reloads }: { column: BoardColumn; canMove: boolean; onMove: Move; navigate(path: string): void; reloads: Reloads }) {
  const pageKey = (index: number) => `/v1/opportunity/search?stage=${column.stages.join(',')}&limit=${perColumn}&page=${index + 1}&sort=desc&sortKey=created_At`;
  const { data, size, setSize, mutate } = useSWRInfinite<CardsPage>(pageKey, fetchResolved);
  useEffect(() => {
    reloads.add(mutate);
    return () => void reloads.delete(mutate);
  }, [reloads, mutate]);
  const cards = data?.flatMap((page) => page.opportunities);
  const count = data?.[0]?.count;
  const more = cards && count !== undefined && cards.length < count ? { loading: (data?.length ?? 0) < size, onMore: () => void setSize(size + 1) } : undefined;
  return <BoardColumnCards column={column} cards={cards} count={count} more={more} canMove={canMove} onMove={onMove} navigate={navigate} />;
}

/**
 * /opportunity/board: a column per stage of the stage table, a card per opportunity. A card dragged
 * to another column (or moved there by its 'Move to' choice) changes its stage as Mark as Current
 * Stage does (PUT /v1/opportunity/stage/update); the server's refusal is said as it gives it.
 */
export default function OpportunityBoard() {
  const toast = useToast();
  const { allowed } = useSession();
  const reloads = useRef<Reloads>(new Set()).current;
  const navigate = useGuardedNavigate();
  const canMove = allowed('opportunity-edit');
  // one function for the page's life, so that the cards (memoised) do not render again for a new one
  const move: Move = useCallback((card, column) => {
    void (async () => {
      try {
        const { responseMessage } = await api('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: card.opportunity_Reference_Id, stage: stageOf(column), version: card.version } });
        toast.success(responseMessage);
      } catch (error) {
        toast.error(failureText(error, t.failed));
      }
      await Promise.all([...reloads].map((reload) => reload()));
    })();
  }, [toast, reloads]);
  return (
    <>
    <OpportunityViews />
    <BoardDragDrop onMove={move}>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {boardColumns.map((column) => <StageColumn key={column.key} column={column} canMove={canMove} onMove={move} navigate={navigate} reloads={reloads} />)}
      </div>
    </BoardDragDrop>
    </>
  );
}
