import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { today } from '../../engine/core/clock.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Db } from '../db/client.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { createCountCache } from './countCache.ts';
import { createKeptIndexes, type KeptIndexes } from './keptIndexes.ts';
import { dataVersionOf, readDataVersion, readDataVersions } from './dataVersion.ts';
import { pageInfo, pageSlice, type PageInfo } from './paging.ts';
import { without } from './rowCopy.ts';

/** A table a list searches: tenant-scoped, with an id; records on the books also have retiredAt (a log has none). */
export type SearchTable = PgTableWithColumns<any> & { id: AnyPgColumn; tenantId: AnyPgColumn; retiredAt?: AnyPgColumn; ownerUserId?: AnyPgColumn };

/**
 * How a list filter of the query narrows the records:
 * - `equals`: the column equals the value (a boolean or text)
 * - `nonZero`: true keeps records whose count is above 0, false those at 0
 * - `atLeast` / `atMost`: a bound on an amount
 * - `mine`: true keeps the caller's own records
 * - `anyOf`: the value is a comma-separated list; the column is one of them (an array column: holds one of them)
 * - `holds`: true keeps records where the condition holds, false those where it does not (a state
 *   that follows from the date, such as a policy in force: a condition that is a function is given the clock's today)
 * - `retired`: true lists the retired records instead of those on the lists
 */
export type FilterDeclaration =
  | { kind: 'equals'; column: AnyPgColumn }
  | { kind: 'nonZero'; column: AnyPgColumn }
  | { kind: 'atLeast'; column: AnyPgColumn | SQL }
  | { kind: 'atMost'; column: AnyPgColumn | SQL }
  | { kind: 'mine'; column: AnyPgColumn }
  | { kind: 'anyOf'; column: AnyPgColumn }
  | { kind: 'holds'; condition: SQL | ((today: unknown) => SQL) }
  | { kind: 'retired' };

/** A list's search, declared once: the query schema's sort keys and filters name these. */
export interface SearchDeclaration<T extends SearchTable> {
  /** the record type (its data version) and the prefix of its prepared statements' names */
  type: string;
  table: T;
  /** the lower-cased text a search matches (with a trigram index) */
  searchColumn: AnyPgColumn;
  /** the columns of a list row, by the names the API answers with (or what follows from them: a client's standing) */
  columns: Record<string, AnyPgColumn | SQL>;
  /** sort keys: the columns ordered by, the record's id always last */
  sortKeys: Record<string, AnyPgColumn[]>;
  defaultSortKey: string;
  filters: Record<string, FilterDeclaration>;
  /** what every row of the list meets besides its tenant and not being retired (a policy's latest version) */
  always?: SQL;
  /** false for a table no data version follows (a log): each page counts anew instead of reusing a count */
  countsCached?: false;
  /**
   * The other record types whose data a list answer shows beside its rows' own (an opportunity's
   * participants' names, its lines' markets): an answer kept in memory is kept under their data
   * versions too (see `answers`).
   */
  shows?: string[];
  /**
   * The list's search rows (DECISIONS 445): a narrow table of the records on the list (not retired,
   * meeting `always`), kept by the database on every write, with the tenant, the id, the search column
   * and the sort keys' columns under the table's own names. A search without filters gathers its
   * matches there, many to a page, instead of visiting each match's wide row.
   */
  searchRows?: SearchTable & { searchName: AnyPgColumn };
}

/** The standard paging and sorting of a list query, and its filters by name. */
export interface ListQuery {
  limit?: number;
  page?: number;
  sort?: 'asc' | 'desc';
  sortKey?: string;
  search?: string;
}
/** A filter's value in the query */
const valueOf = (q: ListQuery, name: string) => (q as Record<string, unknown>)[name];

export type Page<R> = { rows: R[] } & PageInfo;

/** The column is one of a comma-separated list (an array column: has one of them). */
const anyOf = (column: AnyPgColumn, list: unknown) =>
  column.dataType === 'array' ? sql`${column} && string_to_array(${list}, ',')` : sql`${column} = any(string_to_array(${list}, ','))`;

/**
 * Where an export of a list has read to. A list's service passes its query on to the search as it
 * is (a symbol key survives the spreads that adjust a query), so the export reads the list's own rows,
 * shaped by its service, a batch after another by keyset instead of pages.
 */
export const exportCursor = Symbol('exportCursor');
export interface ExportCursor {
  /** the last row's sort key values, as text (a timestamp keeps its microseconds) */
  after?: (string | null)[];
  /** the last batch was not full: nothing follows */
  done?: boolean;
}
const cursorOf = (q: ListQuery) => (q as { [exportCursor]?: ExportCursor })[exportCursor];

/**
 * The rows after the cursor in a sort over these keys, PostgreSQL's null order kept (last when
 * ascending, first when descending): a row is after when its keys equal the cursor's up to one
 * that comes later.
 */
function afterCursor(keys: AnyPgColumn[], after: (string | null)[], descending: boolean): SQL {
  const typed = (column: AnyPgColumn, value: string) => sql`cast(${value} as ${sql.raw(column.getSQLType().replace(/serial$/, 'int').replace(/^int$/, 'integer'))})`;
  const same = (column: AnyPgColumn, value: string | null) => (value === null ? isNull(column) : sql`${column} = ${typed(column, value)}`);
  const later = (column: AnyPgColumn, value: string | null) => {
    if (value === null) return descending ? isNotNull(column) : undefined;
    return descending ? sql`${column} < ${typed(column, value)}` : or(sql`${column} > ${typed(column, value)}`, isNull(column));
  };
  const ways = keys.flatMap((column, i) => {
    const step = later(column, after[i]);
    return step ? [and(...keys.slice(0, i).map((k, j) => same(k, after[j])), step)!] : [];
  });
  return ways.length ? or(...ways)! : sql`false`;
}

/** The answers of every list kept in memory, per database: a few MB at most (see answerCache.ts). */
const keptAnswers = new WeakMap<Db, AnswerCache>();
const keptAnswersChars = 4_000_000;
/** each kind of answer made (a list's, an insured's list) is kept under its own name */
let answerKinds = 0;

/** What a page's query reads beside its rows' columns: whether a row is on the page, the count, the data version. */
const readAlong = new Set(['onPage', 'total', 'dataVersion', 'rowId']);

/** Below this many matches a search reads its matches by trigram index and sorts them. */
const fewMatches = 2000;

/** What a search looks for: lower case, its spaces run together (as its rows' search texts are kept). */
const searchTerm = (search: string) => search.trim().toLowerCase().replace(/\s+/g, ' ');
export const likePattern = (search: string) => `%${searchTerm(search).replace(/[\\%_]/g, '\\$&')}%`;

/** The lists' term indexes kept in memory, per database: a 100,000-row list's takes 20 to 45 MB (see keptIndexes.ts). */
const keptIndexes = new WeakMap<Db, KeptIndexes>();
const keptIndexesBytes = 256 * 2 ** 20;
/** each list's indexes are kept under its own name */
let indexedLists = 0;
/** The term indexes kept for a database, if any (for tests: what they hold and answered, until their builds end). */
export const termIndexesOf = (db: Db): KeptIndexes | undefined => keptIndexes.get(db);

/**
 * The list search every module shares: filters, sort keys and paging from a declaration, pages
 * read by prepared queries (one per shape, built once; PostgreSQL plans each once per connection),
 * counts cached per data version.
 */
export function createSearch<T extends SearchTable>(db: Db, declaration: SearchDeclaration<T>) {
  const { table, filters } = declaration;
  const counts = createCountCache();
  /** a filter asked (`mine` and `retired` only when true) */
  const present = (q: ListQuery, name: string) => valueOf(q, name) !== undefined && (!['mine', 'retired'].includes(filters[name].kind) || valueOf(q, name) === true);
  const asksRetired = (q: ListQuery) => Object.entries(filters).some(([name, f]) => f.kind === 'retired' && present(q, name));
  const hasSearch = (q: ListQuery) => Boolean(q.search?.trim());
  /** the search rows' column of a column of the table (by its name in the table), if they hold it */
  const searchRowsColumns = new Map<unknown, AnyPgColumn>(
    Object.entries(declaration.searchRows ?? {}).flatMap(([name, column]) => (name in table ? [[(table as Record<string, unknown>)[name], column as AnyPgColumn]] : [])),
  );
  const searchRowsColumn = (column: AnyPgColumn) => searchRowsColumns.get(column);
  /**
   * Where a search's matches are gathered, with the columns of `keys` there: its search rows when it
   * has no filters and they hold those columns, else the table itself.
   */
  function matchesFrom(q: ListQuery, keys: AnyPgColumn[]): { from: SearchTable; where: SQL | undefined; keys: AnyPgColumn[] } {
    const rows = declaration.searchRows;
    if (!rows || !inSearchRows(q, keys)) return { from: table, where: placeholders(q), keys };
    const where = and(eq(rows.tenantId, sql.placeholder('tenantId')), sql`${rows.searchName} like ${sql.placeholder('search')}`);
    return { from: rows, where, keys: keys.map((column) => searchRowsColumn(column)!) };
  }
  /** A search without filters whose `keys` the search rows hold. */
  const inSearchRows = (q: ListQuery, keys: AnyPgColumn[]) =>
    Boolean(declaration.searchRows) && hasSearch(q) && Object.keys(filters).every((name) => !present(q, name)) && keys.every((column) => searchRowsColumn(column));

  /** The values a search binds; its SQL depends only on which are there (see shapeOf). */
  function valuesOf(auth: AuthContext, q: ListQuery): Record<string, unknown> {
    const values: Record<string, unknown> = { tenantId: auth.tenantId, today: today(), search: hasSearch(q) ? likePattern(q.search!) : undefined };
    for (const [name, filter] of Object.entries(filters)) {
      if (!present(q, name) || filter.kind === 'nonZero' || filter.kind === 'holds' || filter.kind === 'retired') continue;
      const value = valueOf(q, name);
      values[name] = filter.kind === 'mine' ? auth.userId : typeof value === 'number' ? String(value) : value;
    }
    return values;
  }

  /** The WHERE of a search: the tenant's records not retired (or only the retired, when asked), and the filters given. */
  function conditions(q: ListQuery, bind: (name: string) => unknown): SQL[] {
    const where: SQL[] = [eq(table.tenantId, bind('tenantId'))];
    if (table.retiredAt) where.push(asksRetired(q) ? isNotNull(table.retiredAt) : isNull(table.retiredAt));
    if (declaration.always) where.push(declaration.always);
    if (hasSearch(q)) where.push(sql`${declaration.searchColumn} like ${bind('search')}`);
    for (const [name, filter] of Object.entries(filters)) {
      if (!present(q, name)) continue;
      if (filter.kind === 'retired') continue;
      if (filter.kind === 'holds') {
        const condition = typeof filter.condition === 'function' ? filter.condition(bind('today')) : filter.condition;
        where.push(valueOf(q, name) ? condition : sql`not (${condition})`);
      }
      else if (filter.kind === 'nonZero') where.push(valueOf(q, name) ? gt(filter.column, 0) : eq(filter.column, 0));
      else if (filter.kind === 'atLeast') where.push(sql`${filter.column} >= ${bind(name)}`);
      else if (filter.kind === 'atMost') where.push(sql`${filter.column} <= ${bind(name)}`);
      else if (filter.kind === 'anyOf') where.push(anyOf(filter.column, bind(name)));
      else where.push(eq(filter.column, bind(name)));
    }
    return where;
  }

  /** The WHERE with its values in place (counts and look-ups). */
  function filtersOf(auth: AuthContext, q: ListQuery): SQL[] {
    const values = valuesOf(auth, q);
    return conditions(q, (name) => values[name]);
  }

  /**
   * The page's ORDER BY. Walking the sort index in order and filtering is fastest when matches are
   * common, and slow when they are rare (it may read the whole index to find 15): the planner
   * cannot tell which from a LIKE pattern, but the count can. For few matches the sort keys are
   * wrapped as expressions so the planner gathers the matches by the trigram index and sorts them.
   */
  function pageOrder(q: ListQuery, rare: boolean): SQL[] {
    const direction = q.sort === 'desc' ? desc : asc;
    // an amount (numeric) stays a number, or '950.00' would sort after '4304.00'
    const key = (column: AnyPgColumn) => (!rare ? sql`${column}` : column.columnType === 'PgNumeric' ? sql`(${column} + 0)` : column.dataType === 'string' ? sql`(${column} || '')` : sql`${column}`);
    return orderKeys(q).map((column) => direction(key(column)));
  }

  /** The columns a list is sorted by: its sort key's, then the id. */
  function orderKeys(q: ListQuery): AnyPgColumn[] {
    const columns = declaration.sortKeys[q.sortKey ?? declaration.defaultSortKey] ?? declaration.sortKeys[declaration.defaultSortKey];
    return [...columns, table.id];
  }

  /** An export's next batch: the rows after its cursor in the list's order (no count), the cursor moved past them. */
  async function readAfter(auth: AuthContext, q: ListQuery, cursor: ExportCursor, limit: number) {
    const keys = orderKeys(q);
    const where = filtersOf(auth, q);
    if (cursor.after) where.push(afterCursor(keys, cursor.after, q.sort === 'desc'));
    const keyColumns = Object.fromEntries(keys.map((column, i) => [`exportKey${i}`, sql<string | null>`${column}::text`]));
    const rows = (await db.select({ ...declaration.columns, ...keyColumns }).from(table as SearchTable).where(and(...where))
      .orderBy(...pageOrder(q, false)).limit(limit)) as Record<string, unknown>[];
    cursor.done = rows.length < limit;
    const last = rows[rows.length - 1];
    if (last) cursor.after = keys.map((_, i) => last[`exportKey${i}`] as string | null);
    return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !(name in keyColumns))));
  }

  /** What a count depends on besides the data version: the filters, not the page or sort. */
  function filterKey(auth: AuthContext, q: ListQuery): string {
    const { limit: _l, page: _p, sort: _s, sortKey: _k, ...rest } = q;
    return JSON.stringify([auth.tenantId, valueOf(q, 'is_Mine') ? auth.userId : '', rest, today()]);
  }

  /** What a count's SQL depends on: which filters are there (not their values), and a search or not. */
  function filterShapeOf(q: ListQuery): unknown[] {
    const shape = Object.entries(filters).map(([name, f]) => (present(q, name) ? (f.kind === 'nonZero' || f.kind === 'holds' ? Boolean(valueOf(q, name)) : 1) : 0));
    return [hasSearch(q), shape];
  }

  /** What a page query's SQL depends on: the filters' shape, the order, rare or not. */
  function shapeOf(q: ListQuery, rare: boolean): string {
    return JSON.stringify([...filterShapeOf(q), q.sortKey ?? declaration.defaultSortKey, q.sort ?? 'asc', rare]);
  }

  /** The WHERE with placeholders for its values: a prepared query's, built once per shape. */
  const placeholders = (q: ListQuery) => and(...conditions(q, (n) => sql.placeholder(n) as Placeholder));

  const prepared = new Map<string, ReturnType<typeof build>>();
  function build(q: ListQuery, rare: boolean, name: string) {
    return db
      .select({ ...declaration.columns, dataVersion: dataVersionOf(declaration.type, sql.placeholder('tenantId')) })
      .from(table as SearchTable)
      .where(placeholders(q))
      .orderBy(...pageOrder(q, rare))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }

  /** The page's rows, and the data version read with them (undefined when the page is empty). */
  async function readPage(auth: AuthContext, q: ListQuery, count: number, limit: number, page: number) {
    const rare = hasSearch(q) && count < fewMatches;
    const shape = shapeOf(q, rare);
    let query = prepared.get(shape);
    if (!query) prepared.set(shape, (query = build(q, rare, `${declaration.type}_page_${prepared.size + 1}`)));
    const rows = (await query.execute({ ...valuesOf(auth, q), limit, offset: (page - 1) * limit })) as Record<string, unknown>[];
    return { rows: rows.map((row) => without(row, readAlong)), dataVersion: rows[0]?.dataVersion as number | undefined };
  }

  /**
   * A page and its count in one statement, for a search whose count is not known: the matches' ids
   * and sort keys gathered once by the trigram index (a CTE read twice is materialised), counted, and
   * the page sorted from them. Counting first and then reading the page visits every match's row
   * twice; this visits it once. The count comes back on a row of its own when the page is empty.
   */
  const preparedCounted = new Map<string, ReturnType<typeof buildCounted>>();
  function buildCounted(q: ListQuery, name: string) {
    const { from, where, keys } = matchesFrom(q, orderKeys(q));
    const direction = q.sort === 'desc' ? desc : asc;
    const matches = db.$with('matches').as(
      db.select(Object.fromEntries(keys.map((column, i) => [`k${i}`, sql`${column}`.as(`k${i}`)]))).from(from).where(where),
    );
    const total = db.$with('total').as(db.select({ n: sql<number>`count(*)`.as('n') }).from(matches));
    const pageKeys = db.$with('page_keys').as(
      db.select().from(matches).orderBy(...keys.map((_, i) => direction(sql.raw(`k${i}`)))).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    );
    return db
      .with(matches, total, pageKeys)
      .select({
        ...declaration.columns,
        onPage: sql<boolean>`${sql.raw(`page_keys.k${keys.length - 1}`)} is not null`,
        total: sql<number>`${total.n}`.mapWith(Number),
        dataVersion: dataVersionOf(declaration.type, sql.placeholder('tenantId')),
      })
      .from(total)
      .leftJoin(pageKeys, sql`true`)
      .leftJoin(table as SearchTable, sql`${table.id} = ${sql.raw(`page_keys.k${keys.length - 1}`)}`)
      .orderBy(...keys.map((_, i) => direction(sql.raw(`page_keys.k${i}`))))
      .prepare(name);
  }

  async function readPageCounted(auth: AuthContext, q: ListQuery, limit: number, page: number) {
    const shape = shapeOf(q, true);
    let query = preparedCounted.get(shape);
    if (!query) preparedCounted.set(shape, (query = buildCounted(q, `${declaration.type}_counted_${preparedCounted.size + 1}`)));
    const read = (await query.execute({ ...valuesOf(auth, q), limit, offset: (page - 1) * limit })) as Record<string, unknown>[];
    const { total, dataVersion } = read[0] as { total: number; dataVersion: number };
    const rows = read.filter((row) => row.onPage).map((row) => without(row, readAlong));
    return { rows, total, dataVersion };
  }

  /** counts by prepared queries too, one per filter shape: on a list that changes often a page counts again after each write */
  const preparedCounts = new Map<string, ReturnType<typeof buildCount>>();
  function buildCount(q: ListQuery, name: string) {
    const { from, where } = matchesFrom(q, []);
    return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(from).where(where).prepare(name);
  }

  async function count(auth: AuthContext, q: ListQuery): Promise<number> {
    const shape = JSON.stringify(filterShapeOf(q));
    let query = preparedCounts.get(shape);
    if (!query) preparedCounts.set(shape, (query = buildCount(q, `${declaration.type}_count_${preparedCounts.size + 1}`)));
    const [{ n }] = (await query.execute(valuesOf(auth, q))) as { n: number }[];
    return n;
  }

  const types = [declaration.type, ...(declaration.shows ?? [])];
  const indexedList = `${declaration.type}#${++indexedLists}`;
  /** the search rows (or the rows on the list) of a tenant in the order of a sort key (by prepared queries, one per sort key), as an index is built from */
  const preparedIndexed = new Map<string, ReturnType<typeof buildIndexed>>();
  function buildIndexed(sortKey: string) {
    const rows = declaration.searchRows;
    const keys = orderKeys({ sortKey });
    const read = rows
      ? db.select({ id: rows.id, text: rows.searchName }).from(rows).where(eq(rows.tenantId, sql.placeholder('tenantId')))
        .orderBy(...keys.map((column) => asc(searchRowsColumn(column)!)))
      : db.select({ id: table.id, text: declaration.searchColumn }).from(table as SearchTable).where(placeholders({}))
        .orderBy(...keys.map((column) => asc(column)));
    return read.prepare(`${declaration.type}_indexed_${sortKey}`);
  }
  /** A search a term index can answer: by a term, without filters, in an order its rows hold (a list without search rows: its table's). */
  const indexable = (q: ListQuery) => (declaration.searchRows ? inSearchRows(q, orderKeys(q)) : hasSearch(q) && Object.keys(filters).every((name) => !present(q, name)));
  /** the rows on the list with these ids (an index's page), the list's own conditions met, by a query prepared once */
  let byIds: ReturnType<typeof buildByIds> | undefined;
  function buildByIds() {
    return db.select({ ...declaration.columns, rowId: table.id }).from(table as SearchTable)
      .where(and(placeholders({}), sql`${table.id} = any(${sql.placeholder('ids')}::uuid[])`))
      .prepare(`${declaration.type}_by_ids`);
  }

  /**
   * A search without filters answered by the list's term index, when one is kept at the data versions
   * the search read (`versions`): its matches counted and its page's ids found in memory, the page's
   * rows read by id. Undefined when none is kept (it is built in the background once searches keep
   * asking) or the term is too short for one.
   */
  async function readIndexed(auth: AuthContext, q: ListQuery, versions: number[], limit: number, page: number): Promise<Page<Record<string, unknown>> | undefined> {
    const sortKey = q.sortKey && declaration.sortKeys[q.sortKey] ? q.sortKey : declaration.defaultSortKey;
    const term = searchTerm(q.search!);
    if (term.length < 3) return undefined;
    let indexes = keptIndexes.get(db);
    if (!indexes) keptIndexes.set(db, (indexes = createKeptIndexes(keptIndexesBytes)));
    const kept = indexes.find(`${indexedList} ${auth.tenantId} ${sortKey}`, versions, {
      versions: () => readDataVersions(db, auth.tenantId, types),
      rows: async () => {
        let read = preparedIndexed.get(sortKey);
        if (!read) preparedIndexed.set(sortKey, (read = buildIndexed(sortKey)));
        const rows = await read.execute(valuesOf(auth, {}));
        return { ids: rows.map((row) => row.id as string), texts: rows.map((row) => row.text as string) };
      },
    });
    if (!kept) return undefined;
    const matches = kept.index.matches(term)!;
    const from = (page - 1) * limit;
    // a copy (slice): the matches may be the index's own postings, which a reverse in place would reorder
    const positions = q.sort === 'desc'
      ? matches.slice(Math.max(0, matches.length - from - limit), Math.max(0, matches.length - from)).reverse()
      : matches.subarray(from, from + limit);
    const ids = Array.from(positions, (position) => kept.ids[position]);
    byIds ??= buildByIds();
    const found = ids.length ? ((await byIds.execute({ ...valuesOf(auth, {}), ids })) as Record<string, unknown>[]) : [];
    const byId = new Map(found.map((row) => [row.rowId, row]));
    const rows = ids.flatMap((id) => (byId.has(id) ? [without(byId.get(id)!, readAlong)] : []));
    counts.remember(versions[0], filterKey(auth, q), matches.length);
    return { rows, ...pageInfo(matches.length, limit, page) };
  }

  /**
   * A page of the list with its count, current and last page (`versionsRead`: the data versions of the
   * list's type and those it shows, read just before).
   */
  async function listPage(auth: AuthContext, q: ListQuery, versionsRead?: number[]): Promise<Page<Record<string, unknown>>> {
    const { limit, page } = pageSlice(q);
    const cursor = cursorOf(q);
    if (cursor) return { rows: await readAfter(auth, q, cursor, limit), ...pageInfo(0, limit, 1) };
    if (versionsRead && indexable(q)) {
      const indexed = await readIndexed(auth, q, versionsRead, limit, page);
      if (indexed) return indexed;
    }
    const versionRead = versionsRead?.[0];
    if (declaration.countsCached === false) {
      const total = await count(auth, q);
      return { rows: (await readPage(auth, q, total, limit, page)).rows, ...pageInfo(total, limit, page) };
    }
    const filters = filterKey(auth, q);
    const version = async () => versionRead ?? readDataVersion(db, auth.tenantId, declaration.type);
    const countFor = (v: number) => counts.get(v, filters, () => count(auth, q));
    // how to read the page depends on how many match (see pageOrder): a filter seen before
    // reads its page at once, with the data version in the same query; a new one counts first
    const hint = counts.hint(filters);
    const counted = versionRead !== undefined && counts.kept(versionRead, filters) !== undefined;
    if (hasSearch(q) && (hint === undefined || hint < fewMatches) && (!counted || inSearchRows(q, orderKeys(q)))) {
      // a search not counted at this version (or whose search rows count it at once), with few matches or not known
      // yet: its page and count in one statement
      const { rows, total, dataVersion } = await readPageCounted(auth, q, limit, page);
      counts.remember(dataVersion, filters, total);
      return { rows, ...pageInfo(total, limit, page) };
    }
    const firstCount = hint === undefined ? await countFor(await version()) : undefined;
    const { rows, dataVersion } = await readPage(auth, q, firstCount ?? hint!, limit, page);
    const total = firstCount ?? (await countFor(dataVersion ?? (await version())));
    return { rows, ...pageInfo(total, limit, page) };
  }

  /**
   * The list's answers as `shape` makes them from a page, each kept in memory while nothing it shows
   * has changed: under the tenant, the whole query, the user where a `mine` filter is asked, the
   * clock's today (a filter or a row's state may read it), and the data versions of the list's own
   * type and every type it `shows`, read in one query before anything else: a write committed
   * before the request started is seen (an answer read after a version is at least as new as it).
   * `shape` may read no more than those: the page, the tenant's records of those types, data fixed
   * at release (labels, lines of business). An export (its cursor) is never kept.
   */
  function answers<A>(shape: (auth: AuthContext, page: Page<Record<string, unknown>>) => Promise<A>) {
    const kind = `${declaration.type}#${++answerKinds}`;
    return async (auth: AuthContext, q: ListQuery): Promise<A> => {
      if (cursorOf(q) || declaration.countsCached === false) return shape(auth, await listPage(auth, q));
      let cache = keptAnswers.get(db);
      if (!cache) keptAnswers.set(db, (cache = createAnswerCache(keptAnswersChars)));
      const versions = await readDataVersions(db, auth.tenantId, types);
      const mine = Object.entries(filters).some(([name, f]) => f.kind === 'mine' && present(q, name));
      const key = JSON.stringify([kind, auth.tenantId, versions, mine ? auth.userId : '', today(), q]);
      const kept = cache.get(key) as A | undefined;
      if (kept !== undefined) return kept;
      const answer = await shape(auth, await listPage(auth, q, versions));
      cache.set(key, answer);
      return answer;
    };
  }

  return { filtersOf, count, page: listPage, answers };
}

export type Search = ReturnType<typeof createSearch>;
