import './measure';
import { createRoot } from 'react-dom/client';
import { BoardColumnCards } from '../../src/app/opportunities/board/BoardColumn';
import { BoardDragDrop } from '../../src/app/opportunities/board/BoardDragDrop';
import '../../src/app/styles.css';
import { useBoardCards } from './boardFixtures';

const navigate = () => {};

/** The board's own drag and drop, columns and cards (as OpportunityBoard renders them) with the 1,000 fixture cards, moves allowed. */
function Board() {
  const [columns, move] = useBoardCards();
  return (
    <BoardDragDrop onMove={move}>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {columns.map(({ column, cards }) => <BoardColumnCards key={column.key} column={column} cards={cards} count={cards.length} canMove onMove={move} navigate={navigate} />)}
      </div>
    </BoardDragDrop>
  );
}

createRoot(document.getElementById('root')!).render(<Board />);
