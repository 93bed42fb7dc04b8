import { DragDropProvider, useDraggable, useDroppable } from '@dnd-kit/react';
import useSWR, { useSWRConfig } from 'swr';
import { failureText } from '../../../engine/core/errors';
import { fillTemplate } from '../../../engine/core/template';
import { DisplayValue } from '../../../engine/react/DisplayValue';
import { PageLink } from '../../../engine/react/PageLink';
import { Spinner } from '../../../engine/react/Spinner';
import { useToast } from '../../../engine/react/Toasts';
import { displayRegistry } from '../../../displays/registry';
import { api, fetchResolved } from '../../api/client';
import { useSession } from '../../session/session';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { OpportunityViews } from '../OpportunityViews';
import { boardColumns, stageOf, type BoardColumn } from './boardColumns';

const t = texts.opportunityBoard;
/** Cards a column shows (its newest), the rest counted. */
const perColumn = 25;
const searchPath = '/v1/opportunity/search';

type Card = { opportunity_Reference_Id: string; version: number; name: string | null; opportunity_Description: string | null; stage: string; stage_Key: string; premium: number };
type CardsPage = { opportunities: Card[]; count: number };
type Move = (card: Card, column: BoardColumn) => void;

const premiumField = { key: 'premium', display: 'money' };

/** An opportunity's card: its name (to its page), premium, a drag handle and a 'Move to' choice for the keyboard. */
function OpportunityCard({ card, canMove, onMove }: { card: Card; canMove: boolean; onMove: Move }) {
  const navigate = useGuardedNavigate();
  const { ref, handleRef, isDragging } = useDraggable({ id: card.opportunity_Reference_Id, data: card, disabled: !canMove });
  const name = card.name ?? card.opportunity_Description ?? '';
  return (
    <li ref={ref} className={`rounded border border-slate-200 bg-white p-2 text-sm shadow-sm ${isDragging ? 'opacity-50' : ''}`}>
      <div className="flex items-start gap-1">
        {canMove && <button type="button" ref={handleRef} aria-label={fillTemplate(t.drag, { name })} className="cursor-grab px-1 text-slate-500">⠿</button>}
        <PageLink path={`/opportunity/${encodeURIComponent(card.opportunity_Reference_Id)}#step-gathering-info=${card.stage_Key}`} navigate={navigate}>{name}</PageLink>
      </div>
      <div className="mt-1 text-slate-600"><DisplayValue field={premiumField} record={card} displays={displayRegistry} texts={texts} /></div>
      {canMove && (
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
    </li>
  );
}

/** A stage's column: its cards, the drop target of a card dragged there. */
function StageColumn({ column, canMove, onMove }: { column: BoardColumn; canMove: boolean; onMove: Move }) {
  const { ref, isDropTarget } = useDroppable({ id: column.key });
  const { data } = useSWR<CardsPage>(`${searchPath}?stage=${column.stages.join(',')}&limit=${perColumn}&page=1&sort=desc&sortKey=created_At`, fetchResolved);
  const heading = `board-${column.key}`;
  return (
    <section ref={ref} aria-labelledby={heading} className={`flex w-60 shrink-0 flex-col rounded-lg p-2 ${isDropTarget ? 'bg-blue-50 ring-2 ring-blue-400' : 'bg-slate-100'}`}>
      <h2 id={heading} className="mb-2 flex justify-between text-sm font-semibold text-slate-800">
        {column.label}
        {data && <span className="font-normal text-slate-600">{data.count}</span>}
      </h2>
      {!data && <Spinner label={texts.loading} />}
      {data && data.opportunities.length === 0 && <p className="text-center text-xs text-slate-600">{texts.empty}</p>}
      <ul className="flex flex-col gap-2">
        {data?.opportunities.map((card) => <OpportunityCard key={card.opportunity_Reference_Id} card={card} canMove={canMove} onMove={onMove} />)}
      </ul>
    </section>
  );
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
        {boardColumns.map((column) => <StageColumn key={column.key} column={column} canMove={canMove} onMove={(card, to) => void move(card, to)} />)}
      </div>
    </DragDropProvider>
    </>
  );
}
