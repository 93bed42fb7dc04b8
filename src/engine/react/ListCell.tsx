import { displayDate } from '../core/dates';
import { humanDisplayName, truncate } from '../core/format';
import type { ListColumn } from '../core/manifests';
import { Avatar } from './Avatar';

type Row = Record<string, unknown>;

/** One cell by its column's display kind. */
export function ListCell({ column, row }: { column: ListColumn; row: Row }) {
  switch (column.display) {
    case 'avatar':
      return <Avatar src={row[column.key] as string | null} name={`${row.first_Name ?? ''} ${row.last_Name ?? row.name ?? ''}`} />;
    case 'humanName': {
      const full = humanDisplayName(row as Parameters<typeof humanDisplayName>[0]);
      return <span title={full}>{column.truncate ? truncate(full, column.truncate) : full}</span>;
    }
    case 'date':
      return <>{displayDate(row[column.key] as string | null)}</>;
    default: {
      const text = String(row[column.key] ?? '');
      return <span title={text}>{column.truncate ? truncate(text, column.truncate) : text}</span>;
    }
  }
}
