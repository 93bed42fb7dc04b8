import './measure';
import { createRoot } from 'react-dom/client';
import { displayMoney } from '../../src/engine/core/format';
import { fillTemplate } from '../../src/engine/core/template';
import { boardColumns } from '../../src/app/opportunities/board/boardColumns';
import texts from '../../screens/messages.json';
import '../../src/app/styles.css';
import { useBoardCards } from './boardFixtures';

const t = texts.opportunityBoard;

/** The same 1,000 cards in the same columns as plain React: a link, the premium formatted, a select of the same choices; no dnd-kit, no engine displays. */
function PlainBoard() {
  const [columns, move] = useBoardCards();
  return (
    <div className="flex gap-3 overflow-x-auto pb-2">
      {columns.map(({ column, cards }) => (
        <section key={column.key} aria-labelledby={`board-${column.key}`} className="flex w-60 shrink-0 flex-col rounded-lg bg-slate-100 p-2">
          <h2 id={`board-${column.key}`} className="mb-2 flex justify-between text-sm font-semibold text-slate-800">
            {column.label}
            <span className="font-normal text-slate-600">{cards.length}</span>
          </h2>
          <ul className="flex flex-col gap-2">
            {cards.map((card) => {
              const name = card.name ?? '';
              return (
                <li key={card.opportunity_Reference_Id} className="rounded border border-slate-200 bg-white p-2 text-sm shadow-sm">
                  <a href={`/opportunity/${encodeURIComponent(card.opportunity_Reference_Id)}#step-gathering-info=${card.stage_Key}`} onClick={(e) => e.preventDefault()} className="text-slate-900 hover:underline">{name}</a>
                  <div className="mt-1 text-slate-600">{displayMoney(card.premium)}</div>
                  <select aria-label={fillTemplate(t.moveTo, { name })} value="" onChange={(e) => move(card, boardColumns.find((c) => c.key === e.target.value)!)} className="mt-1 h-7 w-full rounded border border-slate-300 px-1 text-xs">
                    <option value="">{t.moveToOption}</option>
                    {boardColumns.filter((c) => !c.stages.includes(card.stage)).map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
                  </select>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<PlainBoard />);
