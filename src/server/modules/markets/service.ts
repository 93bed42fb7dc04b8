import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/market/market.replies.json';
import type { MarketBody } from '../../../generated/types/market.ts';
import type { MarketEditBody } from '../../../generated/types/market-edit.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { markets, opportunities, policies, quotes, submissions, submissionVersions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { marketRecords, marketSearch } from './declarations.ts';
import { activePolicy } from '../policies/declarations.ts';
import { answered } from '../insuredLines/money.ts';

type MarketFields = Omit<MarketEditBody, 'market_Reference_Id' | 'version'>;

/** The columns a market body sets (only the fields sent). */
function columnsOf(body: MarketFields) {
  const columns: Partial<typeof markets.$inferInsert> = {};
  if (body.market_Name !== undefined) Object.assign(columns, { name: body.market_Name.trim(), searchName: body.market_Name.trim().toLowerCase() });
  if (body.market_Type !== undefined) columns.marketType = body.market_Type;
  if (body.market_Description !== undefined) columns.description = body.market_Description?.trim() || null;
  if (body.market_Image !== undefined) columns.image = body.market_Image || null;
  if (body.naic_Code !== undefined) columns.naicCode = body.naic_Code || null;
  if (body.website_Url !== undefined) columns.websiteUrl = body.website_Url || null;
  if (body.is_Active !== undefined) columns.isActive = body.is_Active;
  return columns;
}

const onBooks = (auth: AuthContext) => and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), eq(policies.isLatest, true));

/** Markets (carriers, wholesalers, MGAs) on the shared record lifecycle, with their book from the policies. */
export function createMarketService({ db, cipher }: ServiceDeps) {
  const life = createRecords(db, cipher, marketRecords);
  const search = createSearch(db, marketSearch);
  /** The tenant's markets on the books among the ids given (type, name, description and image). */
  const marketsOf = (on: Db) => on.select({ id: markets.id, type: markets.marketType, name: markets.name, description: markets.description, image: markets.image }).from(markets)
    .where(and(sql`${markets.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(markets.tenantId, sql.placeholder('tenantId')), isNull(markets.retiredAt)));
  const marketsByIds = marketsOf(db).prepare('markets_by_ids');

  type Book = { active_Policies: number; active_Premium: number | null; open_Submissions: number; premium_Quoted: number | null };

  /** Per market: active policies and premium (policies in force), open submissions and the premium quoted (opportunities not closed). */
  async function bookOf(auth: AuthContext, ids: string[]) {
    if (!ids.length) return new Map<string, Book>();
    const active = activePolicy();
    const [inForce, marketed] = await Promise.all([
      db.select({
        id: policies.marketId,
        n: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
        premium: sql<string>`coalesce(sum(${policies.actualPremium}) filter (where ${active}), 0)`,
      }).from(policies).where(and(onBooks(auth), inArray(policies.marketId, ids))).groupBy(policies.marketId),
      db.select({
        id: submissions.marketId,
        n: sql<number>`count(*)`.mapWith(Number),
        quoted: sql<string>`coalesce(sum((select sum(${quotes.quotedPremium}) from ${quotes} join ${submissionVersions} on ${submissionVersions.id} = ${quotes.submissionVersionId}
          where ${submissionVersions.submissionId} = ${submissions.id} and ${quotes.retiredAt} is null and ${submissionVersions.retiredAt} is null)), 0)`,
      }).from(submissions).innerJoin(opportunities, eq(opportunities.id, submissions.opportunityId))
        .where(and(eq(submissions.tenantId, auth.tenantId), isNull(submissions.retiredAt), inArray(submissions.marketId, ids), isNull(opportunities.retiredAt), sql`${opportunities.status} <> 'closed'`))
        .groupBy(submissions.marketId),
    ]);
    return new Map(ids.map((id) => {
      const held = inForce.find((r) => r.id === id);
      const open = marketed.find((r) => r.id === id);
      return [id, { active_Policies: held?.n ?? 0, active_Premium: answered(held?.premium ?? 0), open_Submissions: open?.n ?? 0, premium_Quoted: answered(open?.quoted ?? 0) }];
    }));
  }

  const withBook = (row: Record<string, unknown>, book?: Book) => ({
    ...row,
    market_Status: row.is_Active ? 'Active' : 'Inactive',
    active_Policies: book?.active_Policies ?? 0,
    active_Premium: book?.active_Premium ?? 0,
    open_Submissions: book?.open_Submissions ?? 0,
    premium_Quoted: book?.premium_Quoted ?? 0,
  });

  return {
    life,

    async create(auth: AuthContext, body: MarketBody) {
      const saved = await life.create(auth, { isActive: true, ...columnsOf(body) } as typeof markets.$inferInsert);
      return { market_Reference_Id: saved.id, version: saved.version };
    },

    async update(auth: AuthContext, body: MarketEditBody) {
      const { market_Reference_Id: id, version, ...fields } = body;
      const saved = await life.update(auth, id, version, () => columnsOf(fields));
      return { market_Reference_Id: saved.id, version: saved.version };
    },

    /** Retires a market with no policies on the books (409 otherwise: they would lose their carrier), counted with the market locked. */
    async retire(auth: AuthContext, id: string, version?: number) {
      await life.retire(auth, id, version, {
        guard: async (tx) => {
          const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(policies).where(and(onBooks(auth), eq(policies.marketId, id)));
          if (n > 0) throw new HttpError(409, replies.hasPolicies);
        },
      });
    },

    /** GET /v1/market/fetch: the market with its book. */
    async details(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      const book = await bookOf(auth, [id]);
      const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(policies).where(and(onBooks(auth), eq(policies.marketId, id)));
      return withBook({
        market_Reference_Id: row.id, version: row.version, market_Name: row.name, market_Type: row.marketType, market_Description: row.description,
        market_Image: row.image, naic_Code: row.naicCode, website_Url: row.websiteUrl, is_Active: row.isActive, total_Policies: n,
      }, book.get(id));
    },

    /** GET /v1/market/list: a page of markets with their book, and the summary tiles over all the tenant's policies in force. */
    async list(auth: AuthContext, q: ListQuery) {
      const { rows, ...page } = await search.page(auth, q);
      const book = await bookOf(auth, rows.map((r) => r.market_Reference_Id as string));
      const [tiles] = await db.select({
        policies: sql<number>`count(*)`.mapWith(Number),
        premium: sql<string>`coalesce(sum(${policies.actualPremium}), 0)`,
        revenue: sql<string>`coalesce(sum(${policies.actualCommission}), 0)`,
      }).from(policies).where(and(onBooks(auth), activePolicy()));
      const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(markets).where(and(eq(markets.tenantId, auth.tenantId), isNull(markets.retiredAt)));
      return {
        markets: rows.map((r) => withBook(r, book.get(r.market_Reference_Id as string))),
        summary: { total_Policies: tiles.policies, total_Policy_Premium: answered(tiles.premium), total_Revenue: answered(tiles.revenue), total_Markets: n },
        ...page,
      };
    },

    /** Markets by name for pickers (a task's Related to (Who)): reference id and name, without their book. */
    async lookup(auth: AuthContext, q: { search?: string; limit?: number }) {
      const { rows } = await search.page(auth, { search: q.search, limit: q.limit ?? 15, page: 1, sortKey: 'market_Name', sort: 'asc' });
      return rows.map((r) => ({ reference_Id: r.market_Reference_Id as string, name: r.market_Name as string }));
    },

    /** The tenant's markets on the books among those named (type, name and image), by id: one query. */
    /** Inside a transaction the markets are kept on the books (FOR SHARE) until it ends: a retire waits for the policy or opportunity written on them, then sees it. */
    async byIds(auth: AuthContext, ids: string[], tx: Db = db) {
      const found = !ids.length ? [] : await (tx === db ? marketsByIds : marketsOf(tx).for('share')).execute({ tenantId: auth.tenantId, ids });
      return new Map(found.map((m) => [m.id, m]));
    },

    /** The market's type and name for a policy; 400 unless it is the tenant's and not retired. */
    async forPolicy(auth: AuthContext, id: string, tx: Db = db) {
      return (await this.byIds(auth, [id], tx)).get(id);
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
