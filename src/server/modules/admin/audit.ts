import { sql } from 'drizzle-orm';
import replies from '../../../../schemas/admin/admin.replies.json';
import type { AdminAuditQuery } from '../../../generated/types/admin-audit.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { createSearch, type SearchDeclaration } from '../../records/search.ts';

/** The day (UTC) an entry was written: what the date range filters. */
const dayOf = sql`(${auditLog.at} at time zone 'UTC')::date`;

/** The audit log as a list: newest first, by who, record type and UTC days; a log follows no data version, so each page counts. */
export const auditSearch: SearchDeclaration<typeof auditLog> = {
  type: 'audit',
  table: auditLog,
  searchColumn: auditLog.recordType,
  columns: {
    audit_Id: auditLog.id,
    at: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'MM/DD/YYYY HH24:MI')`,
    user_Reference_Id: auditLog.userId,
    user_Name: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${auditLog.userId})`,
    record_Type: auditLog.recordType,
    record_Reference_Id: auditLog.recordId,
    action: auditLog.action,
    changes: auditLog.changes,
  },
  sortKeys: { at: [auditLog.at] },
  defaultSortKey: 'at',
  filters: {
    user_Reference_Id: { kind: 'equals', column: auditLog.userId },
    record_Type: { kind: 'equals', column: auditLog.recordType },
    from: { kind: 'atLeast', column: dayOf },
    to: { kind: 'atMost', column: dayOf },
  },
  countsCached: false,
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return replies.changeNone;
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : replies.changeNone;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};
const isFromTo = (value: unknown): value is { from: unknown; to: unknown } => Boolean(value) && typeof value === 'object' && 'from' in (value as object) && 'to' in (value as object);

/** An entry's changes as one line: each field's before → after, or what it says of the field. */
export function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, change]) => `${field}: ${isFromTo(change) ? `${shown(change.from)} → ${shown(change.to)}` : shown(change)}`)
    .join('; ');
}

export function createAuditViewer(db: Db) {
  const search = createSearch(db, auditSearch);
  return {
    async page(auth: AuthContext, query: AdminAuditQuery) {
      const { rows, ...info } = await search.page(auth, query);
      return { entries: rows.map((row) => ({ ...row, changes: describeChanges(row.changes as Record<string, unknown>) })), ...info };
    },
  };
}
