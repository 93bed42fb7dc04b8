import { DragDropProvider } from '@dnd-kit/react';
import useSWR, { useSWRConfig } from 'swr';
import { failureText } from '../../../engine/core/errors';
import { useToast } from '../../../engine/react/Toasts';
import { api, fetchResolved } from '../../api/client';
import { useSession } from '../../session/session';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { OpportunityViews } from '../OpportunityViews';
import { BoardColumnCards, type Card, type Move } from './BoardColumn';
import { boardColumns, stageOf, type BoardColumn } from './boardColumns';

const t = texts.opportunityBoard;
/** Cards a column shows (its newest), the rest counted. */
const perColumn = 25;
const searchPath = '/v1/opportunity/search';

type CardsPage = { opportunities: Card[]; count: number };

/** A stage's column fetched: its newest cards and how many are at its stages. */
function StageColumn({ column, canMove, onMove, navigate }: { column: BoardColumn; canMove: boolean; onMove: Move; navigate(path: string): void }) {
  const { data } = useSWR<CardsPage>(`${searchPath}?stage=${column.stages.join(',')}&limit=${perColumn}&page=1&sort=desc&sortKey=created_At`, fetchResolved);
  return <BoardColumnCards column={column} cards={data?.opportunities} count={data?.count} canMove={canMove} onMove={onMove} navigate={navigate} />;
}

/**
 * /opportunity/board: a column per stage of the stage table, a card per opportunity. A card dragged
 * to another column (or moved there by its 'Move to' choice) changes its stage as Mark as Current
 * Stage does (PUT /v1/opportunity/stage/update); the server's refusal is said as it gives it.
 */
export default function OpportunityBoard() {
  const toast = useToast();
  const { allowed } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useGuardedNavigate();
  const canMove = allowed('opportunity-edit');
  const move: Move = async (card, column) => {
    try {
      const { responseMessage } = await api('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: card.opportunity_Reference_Id, stage: stageOf(column), version: card.version } });
      toast.success(responseMessage);
    } catch (error) {
      toast.error(failureText(error, t.failed));
    }
    await mutate((key) => typeof key === 'string' && key.startsWith(searchPath));
  };
  return (
    <>
    <OpportunityViews />
    <DragDropProvider
      onDragEnd={(event) => {
        const { source, target } = event.operation;
        const column = boardColumns.find((c) => c.key === target?.id);
        const card = source?.data as Card | undefined;
        if (event.canceled || !column || !card || column.stages.includes(card.stage)) return;
        void move(card, column);
      }}
    >
      <div className="flex gap-3 overflow-x-auto pb-2">
        {boardColumns.map((column) => <StageColumn key={column.key} column={column} canMove={canMove} onMove={(card, to) => void move(card, to)} navigate={navigate} />)}
      </div>
    </DragDropProvider>
    </>
  );
}
