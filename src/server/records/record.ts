import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/context.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { Db } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { audit, auditHistory, type AuditEntry } from './audit.ts';
import { bumpDataVersion, readDataVersion } from './dataVersion.ts';
import { now } from '../../engine/core/clock.ts';
import { inTransaction } from '../db/transaction.ts';

/** What the audit line adds when a change came without the version it was made at (DECISIONS 200). */
const versionNotGiven = (version: number | undefined) => (version === undefined ? { version_Given: false } : {});

/** A table of records on the books: tenant-scoped, versioned, retired rather than deleted. */
export type RecordTable = PgTableWithColumns<any> & {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  /** the staff member whose record it is ("Mine only"), where records have one */
  ownerUserId?: AnyPgColumn;
  version: AnyPgColumn;
  retiredAt: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
};

/** What a module declares of its records; the lifecycle below is the same for all. */
export interface RecordDeclaration<T extends RecordTable> {
  /** the record type: in the audit log, the data version, a picture's owner (`human`, `entity`) */
  type: string;
  /** the record as a person names it: 'Human was not found.' */
  noun: string;
  table: T;
  /** columns holding sealed values (FieldCipher): the audit says only that they changed */
  sealed?: (keyof T['$inferSelect'] & string)[];
  /** columns too large to copy into the audit (an image): it says only that they changed */
  opaque?: (keyof T['$inferSelect'] & string)[];
  /** columns computed from others (search name, last 4 digits): not in the audit */
  derived?: (keyof T['$inferSelect'] & string)[];
  /** the 412 sentence when someone else changed the record first */
  staleMessage: string;
}

export interface Saved {
  id: string;
  version: number;
}

type Hook<T> = (tx: Db, id: string) => Promise<T>;

/** An audit line a write says instead of its columns (a new version of a policy: 'change', with its summary). */
export interface AuditLine {
  action: string;
  changes: Record<string, unknown>;
}

/** A row lock taken with the read: `update` before a change, `share` to keep a parent on the books while a child is added. */
export type RowLock = 'update' | 'share';

/** What a retire runs in its own transaction, with the record's row locked FOR UPDATE. */
export interface RetireHooks<Row> {
  /** refuses the retire (throws) from what the books hold now: children added meanwhile wait for the lock or are seen */
  guard?: (tx: Db, current: Row) => Promise<void>;
  /** retires what goes with the record (its children, its case), in the same transaction */
  cascade?: (tx: Db, current: Row) => Promise<void>;
}

/**
 * The record lifecycle every module shares: the tenant-scoped read (another tenant's or a retired
 * id answers 404 like a missing one), create, the versioned update (412 when stale) and retire,
 * each with its audit line and the data version bump in one transaction.
 */
export function createRecords<T extends RecordTable>(db: Db, cipher: FieldCipher, declaration: RecordDeclaration<T>) {
  type Row = T['$inferSelect'];
  type Columns = Partial<T['$inferInsert']>;
  const { table, type } = declaration;
  const sealed = new Set<string>(declaration.sealed ?? []);
  const derived = new Set<string>(declaration.derived ?? []);
  const saidChanged = new Set<string>([...sealed, ...(declaration.opaque ?? [])]);
  const stale = () => new HttpError(412, declaration.staleMessage);

  /** What changed, for the audit log; a sealed or opaque value only says that it changed. */
  function changesBetween(before: Partial<Row>, after: Columns): Record<string, unknown> {
    const changes: Record<string, unknown> = {};
    for (const [key, now] of Object.entries(after)) {
      const was = (before as Record<string, unknown>)[key] ?? null;
      if (derived.has(key) || was === (now ?? null)) continue;
      changes[key] = saidChanged.has(key) ? 'changed' : { from: was, to: now ?? null };
    }
    return changes;
  }

  /**
   * Leaves a sealed column out of an update when its plain value did not change: an edit neither
   * churns the ciphertext nor writes back one that the background re-seal replaced meanwhile.
   */
  function withoutUnchangedSealed(before: Row, after: Columns): Columns {
    const kept: Record<string, unknown> = { ...after };
    for (const key of sealed) {
      const was = (before as Record<string, string | null>)[key];
      const now = kept[key] as string | null | undefined;
      if (now === undefined) continue;
      if (was && now ? cipher.decrypt(was) === cipher.decrypt(now) : was === now) delete kept[key];
    }
    return kept as Columns;
  }

  /** a record by id on the lists (or whether retired or not) */
  const byId = (tx: Db, id: unknown, tenantId: unknown, onBooks: boolean) => tx
    .select()
    .from(table as PgTableWithColumns<any>)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), onBooks ? undefined : isNull(table.retiredAt)));
  /** the reads by id outside a transaction, prepared once (their SQL built once): a record's page reads it on every visit */
  const preparedById = { onList: undefined as ReturnType<typeof prepareById> | undefined, onBooks: undefined as ReturnType<typeof prepareById> | undefined };
  const prepareById = (onBooks: boolean) => byId(db, sql.placeholder('id'), sql.placeholder('tenantId'), onBooks).prepare(`${declaration.type}_by_id${onBooks ? '_on_books' : ''}`);
  async function readById(auth: AuthContext, id: string, onBooks: boolean): Promise<Row> {
    const which = onBooks ? 'onBooks' : 'onList';
    const query = (preparedById[which] ??= prepareById(onBooks));
    const [found] = await query.execute({ id, tenantId: auth.tenantId });
    if (!found) throw notFound(declaration.noun);
    return found as Row;
  }

  const records = {
    declaration,

    /** `lock`: the row locked until the transaction `tx` ends (a retired one is then not found) */
    async row(auth: AuthContext, id: string, tx: Db = db, lock?: RowLock): Promise<Row> {
      if (tx === db && !lock) return readById(auth, id, false);
      const query = byId(tx, id, auth.tenantId, false);
      const [found] = await (lock ? query.for(lock) : query);
      if (!found) throw notFound(declaration.noun);
      return found as Row;
    },

    /** The record whether on the lists or retired (a retired client's read-only page); another tenant's or a missing id answers 404. */
    rowOnBooks(auth: AuthContext, id: string): Promise<Row> {
      return readById(auth, id, true);
    },

    /** `within`: a transaction already open (several records saved all or none); `line`: what the audit says instead of the columns */
    async create(auth: AuthContext, columns: Columns, after?: Hook<void>, within?: Db, line?: AuditLine): Promise<Saved> {
      return inTransaction(db, within, async (tx) => {
        const [created] = (await tx
          .insert(table)
          .values({
            ...columns,
            tenantId: auth.tenantId,
            ...(table.ownerUserId ? { ownerUserId: (columns as { ownerUserId?: string }).ownerUserId ?? auth.userId } : {}),
            createdBy: auth.userId,
            updatedBy: auth.userId,
          } as T['$inferInsert'])
          .returning({ id: table.id, version: table.version })) as Saved[];
        await after?.(tx, created.id);
        await audit(tx, auth, { type, id: created.id }, line?.action ?? 'create', line?.changes ?? changesBetween({}, columns));
        await bumpDataVersion(tx, auth.tenantId, type);
        return created;
      });
    },

    /**
     * Changes a record the caller read at `version` (412 when stale), or as it stands when no
     * version is given (last write wins, audited as such): the row is locked first, so concurrent
     * changes queue behind each other on either database. `change` gives the new columns from the
     * current row (inside the transaction), `after` runs the module's own writes.
     */
    async update(
      auth: AuthContext,
      id: string,
      version: number | undefined,
      change: (current: Row, tx: Db) => Columns | Promise<Columns>,
      after?: (tx: Db, current: Row, columns: Columns) => Promise<void>,
      within?: Db,
    ): Promise<Saved> {
      return inTransaction(db, within, async (tx) => {
        const current = await records.row(auth, id, tx, 'update');
        const currentVersion = (current as { version: number }).version;
        if (version !== undefined && currentVersion !== version) throw stale();
        const columns = withoutUnchangedSealed(current, await change(current, tx));
        const [updated] = (await tx
          .update(table)
          .set({ ...columns, version: currentVersion + 1, updatedAt: now(), updatedBy: auth.userId } as Columns)
          .where(and(eq(table.id, id), eq(table.version, currentVersion)))
          .returning({ id: table.id, version: table.version })) as Saved[];
        if (!updated) throw stale();
        await after?.(tx, current, columns);
        await audit(tx, auth, { type, id }, 'update', { ...changesBetween(current, columns), ...versionNotGiven(version) });
        await bumpDataVersion(tx, auth.tenantId, type);
        return updated;
      });
    },

    /**
     * Takes a record off the lists; it stays on the books. The row is locked first; `hooks.guard`
     * may refuse and `hooks.cascade` retires what goes with it, all in one transaction (`within`:
     * one already open, as a parent's cascade has).
     */
    async retire(auth: AuthContext, id: string, version?: number, hooks: RetireHooks<Row> = {}, within?: Db): Promise<void> {
      await inTransaction(db, within, async (tx) => {
        const current = await records.row(auth, id, tx, 'update');
        const currentVersion = (current as { version: number }).version;
        if (version !== undefined && currentVersion !== version) throw stale();
        await hooks.guard?.(tx, current);
        const [retired] = (await tx
          .update(table)
          .set({ retiredAt: now(), version: currentVersion + 1, updatedAt: now(), updatedBy: auth.userId } as Columns)
          .where(and(eq(table.id, id), eq(table.version, currentVersion), isNull(table.retiredAt)))
          .returning({ id: table.id })) as { id: string }[];
        if (!retired) throw stale();
        await hooks.cascade?.(tx, current);
        await audit(tx, auth, { type, id }, 'retire', versionNotGiven(version));
        await bumpDataVersion(tx, auth.tenantId, type);
      });
    },

    /**
     * Retires, in the open transaction `tx`, the tenant's records on the books that `where` picks
     * (what goes with a retired parent: a submission's versions, a policy's other versions), each
     * audited with `changes`; returns their ids.
     */
    async retireWhere(auth: AuthContext, tx: Db, where: SQL, changes: Record<string, unknown> = {}): Promise<string[]> {
      const retired = (await tx
        .update(table)
        .set({ retiredAt: now(), version: sql`${table.version} + 1`, updatedAt: now(), updatedBy: auth.userId } as Columns)
        .where(and(eq(table.tenantId, auth.tenantId), isNull(table.retiredAt), where))
        .returning({ id: table.id })) as { id: string }[];
      for (const { id } of retired) await audit(tx, auth, { type, id }, 'retire', changes);
      if (retired.length) await bumpDataVersion(tx, auth.tenantId, type);
      return retired.map((r) => r.id);
    },

    /**
     * Sets columns that follow from other records (an insured's counters of its policies and
     * opportunities) in the open transaction: no new version and no audit line, as no one edited
     * the record; the data version moves, so cached counts of its list are read again.
     */
    async refresh(auth: AuthContext, tx: Db, id: string, columns: Record<string, SQL | unknown>): Promise<void> {
      await tx.update(table).set(columns as Columns).where(and(eq(table.tenantId, auth.tenantId), eq(table.id, id)));
      await bumpDataVersion(tx, auth.tenantId, type);
    },

    /** Audits an act on a record that changes nothing (a sealed value revealed on an edit form). */
    async note(auth: AuthContext, id: string, line: AuditLine, tx: Db = db): Promise<void> {
      await audit(tx, auth, { type, id }, line.action, line.changes);
    },

    /** The audit lines of these records of the tenant (the versions of one policy), who made them, oldest first. */
    history(auth: AuthContext, ids: string[]): Promise<AuditEntry[]> {
      return auditHistory(db, auth, type, ids);
    },

    /** Puts a retired record back on the lists, at the version read (audited). */
    async restore(auth: AuthContext, id: string, version?: number): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as Db;
        const [current] = (await tx.select({ version: table.version }).from(table as PgTableWithColumns<any>)
          .where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId), isNotNull(table.retiredAt)))) as { version: number }[];
        if (!current) throw notFound(declaration.noun);
        if (version !== undefined && current.version !== version) throw stale();
        const [restored] = (await tx
          .update(table)
          .set({ retiredAt: null, version: current.version + 1, updatedAt: now(), updatedBy: auth.userId } as Columns)
          .where(and(eq(table.id, id), eq(table.version, current.version), isNotNull(table.retiredAt)))
          .returning({ id: table.id })) as { id: string }[];
        if (!restored) throw stale();
        await audit(tx, auth, { type, id }, 'restore', {});
        await bumpDataVersion(tx, auth.tenantId, type);
      });
    },

    dataVersion(auth: AuthContext): Promise<number> {
      return readDataVersion(db, auth.tenantId, type);
    },

    changesBetween,
  };
  return records;
}

export type Records<T extends RecordTable> = ReturnType<typeof createRecords<T>>;
