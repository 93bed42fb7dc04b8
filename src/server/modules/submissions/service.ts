import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { OpportunitySubmissionBody } from '../../../generated/types/opportunity-submission.ts';
import type { SubmissionQuoteBody } from '../../../generated/types/submission-quote.ts';
import type { SubmissionVersionBody } from '../../../generated/types/submission-version.ts';
import type { SubmissionVersionUpdateBody } from '../../../generated/types/submission-version-update.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { markets as marketTable, quotes, submissions, submissionVersions, type SubmissionLine } from '../../db/schema.ts';
import { createRecords, type RowLock } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { fail } from '../opportunities/fields.ts';
import type { OpportunityService } from '../opportunities/service.ts';
import type { OpportunityRow } from '../opportunities/tables.ts';
import { quoteRecords, submissionRecords, submissionVersionRecords } from './declarations.ts';
import { amountOf, answered, stored, sum, fromStored } from '../insuredLines/money.ts';

type SentLine = SubmissionVersionBody['line_Of_Business'][number];

/** Submissions of an opportunity to markets, their versions (lines with a stage and status) and the markets' quotes. */
export function createSubmissionService({ db, cipher }: ServiceDeps, opportunities: OpportunityService, markets: MarketService, lob: LobService) {
  const life = createRecords(db, cipher, submissionRecords);
  const versionLife = createRecords(db, cipher, submissionVersionRecords);

  /** A line the market has quoted is Quoted: one still New or Submitted moves on (a declined or bound one stays as it is). */
  async function markQuoted(auth: AuthContext, version: { id: string; lines: SubmissionLine[] }, lobId: string, tx: Db) {
    const waiting = (l: SubmissionLine) => l.line_Of_Business_Id === lobId && ['new', 'submitted'].includes(l.status);
    if (!version.lines.some(waiting)) return;
    await versionLife.update(auth, version.id, undefined, (current) => ({ lines: current.lines.map((l) => (waiting(l) ? { ...l, status: 'quoted' } : l)) }), undefined, tx);
  }
  const quoteLife = createRecords(db, cipher, quoteRecords);

  /** The opportunity, open (409 once closed); `lock`: kept on the books (FOR SHARE) until `tx` ends, as a child is added to it. */
  async function openOpportunity(auth: AuthContext, id: string, tx: Db = db, lock?: RowLock) {
    const row = await opportunities.life.row(auth, id, tx, lock);
    opportunities.assertOpen(row);
    return row;
  }

  /** A version's lines: each one of the opportunity's lines, once; its stage the one sent or the opportunity's, its status the one sent or new. */
  function versionLines(opportunity: OpportunityRow, sent: SentLine[], current: SubmissionLine[] = []): SubmissionLine[] {
    const seen = new Set<string>();
    return sent.map((l, i) => {
      const id = l.line_Of_Business_Id.toLowerCase();
      if (!opportunity.lines.some((o) => o.line_Of_Business_Id === id)) throw fail(`/line_Of_Business/${i}/line_Of_Business_Id`, replies.lineNotOnOpportunity);
      if (seen.has(id)) throw fail(`/line_Of_Business/${i}/line_Of_Business_Id`, replies.lobTwice);
      seen.add(id);
      const was = current.find((c) => c.line_Of_Business_Id === id);
      return { line_Of_Business_Id: id, stage: l.stage ?? was?.stage ?? opportunity.stage, status: l.status ?? was?.status ?? 'new' };
    });
  }

  async function submissionOf(auth: AuthContext, id: string, tx: Db = db, lock?: RowLock) {
    const submission = await life.row(auth, id, tx, lock);
    return { submission, opportunity: await openOpportunity(auth, submission.opportunityId, tx, lock) };
  }

  async function nextVersionNumber(tx: Db, submissionId: string) {
    const [{ n }] = await tx.select({ n: sql<number>`coalesce(max(${submissionVersions.versionNumber}), 0)`.mapWith(Number) }).from(submissionVersions).where(eq(submissionVersions.submissionId, submissionId));
    return n + 1;
  }

  /** Quotes in the spec's shape (market, version, line by name), for an opportunity, a submission or a market. */
  async function quotesOf(auth: AuthContext, where: { opportunityId: string; submissionId?: string; marketId?: string; ids?: string[] }) {
    const known = await lob.byId();
    const rows = await db.select({ quote: quotes, versionName: submissionVersions.versionName, versionNumber: submissionVersions.versionNumber, submissionId: submissionVersions.submissionId, marketName: marketTable.name, marketImage: marketTable.image })
      .from(quotes).innerJoin(submissionVersions, eq(submissionVersions.id, quotes.submissionVersionId)).innerJoin(marketTable, eq(marketTable.id, quotes.marketId))
      .where(and(
        eq(quotes.tenantId, auth.tenantId), eq(quotes.opportunityId, where.opportunityId), isNull(quotes.retiredAt), isNull(submissionVersions.retiredAt),
        ...(where.submissionId ? [eq(submissionVersions.submissionId, where.submissionId)] : []),
        ...(where.marketId ? [eq(quotes.marketId, where.marketId)] : []),
        ...(where.ids ? [inArray(quotes.id, where.ids)] : []),
      ))
      .orderBy(asc(marketTable.name), asc(submissionVersions.versionNumber), asc(quotes.lobId));
    return rows.map((r) => ({
      quote_Reference_Id: r.quote.id, version: r.quote.version, market_Reference_Id: r.quote.marketId, market_Name: r.marketName, market_Image: r.marketImage,
      submission_Reference_Id: r.submissionId, version_Reference_Id: r.quote.submissionVersionId, version_Code: String(r.versionNumber), version_Name: r.versionName,
      line_Of_Business_Reference_Id: r.quote.lobId, line_Of_Business_Name: known.get(r.quote.lobId)?.line_Of_Business_Name ?? null,
      quoted_Premium: answered(r.quote.quotedPremium),
    }));
  }

  return {
    quotesOf,

    /** POST /v1/opportunity/submission: a submission to a market with its first version, in one transaction. */
    async create(auth: AuthContext, body: OpportunitySubmissionBody) {
      return db.transaction(async (t) => {
        const tx = t as Db;
        const opportunity = await openOpportunity(auth, body.opportunity_Reference_Id, tx, 'share');
        const market = await markets.forPolicy(auth, body.market_Reference_Id, tx);
        if (!market) throw fail('/market_Reference_Id', replies.marketNotFound);
        const lines = versionLines(opportunity, body.line_Of_Business);
        const saved = await life.create(auth, {
          opportunityId: opportunity.id, marketId: market.id, name: body.submission_Name?.trim() || `${opportunity.insuredName} - ${market.name}`, info: body.submission_Info?.trim() || null,
        }, undefined, tx);
        const version = await versionLife.create(auth, {
          submissionId: saved.id, versionNumber: 1, versionName: body.version_Name?.trim() || 'Version 1', versionType: body.version_Type ?? null, lines,
        }, undefined, tx);
        return { submission_Reference_Id: saved.id, version: saved.version, version_Reference_Id: version.id };
      });
    },

    /** POST /v1/opportunity/submission/version */
    async addVersion(auth: AuthContext, body: SubmissionVersionBody) {
      return db.transaction(async (t) => {
        const tx = t as Db;
        const { submission, opportunity } = await submissionOf(auth, body.submission_Reference_Id, tx, 'share');
        const saved = await versionLife.create(auth, {
          submissionId: submission.id, versionNumber: await nextVersionNumber(tx, submission.id), versionName: body.version_Name.trim(), versionType: body.version_Type ?? null,
          lines: versionLines(opportunity, body.line_Of_Business),
        }, undefined, tx);
        return { submission_Reference_Id: submission.id, version_Reference_Id: saved.id, version: saved.version };
      });
    },

    /** PUT /v1/opportunity/submission/version/update: at the version read (412 when stale). */
    async updateVersion(auth: AuthContext, body: SubmissionVersionUpdateBody) {
      const saved = await versionLife.update(auth, body.version_Reference_Id, body.version, async (current, tx) => {
        const { opportunity } = await submissionOf(auth, current.submissionId, tx);
        return {
          ...(body.version_Name ? { versionName: body.version_Name.trim() } : {}),
          ...(body.version_Type !== undefined ? { versionType: body.version_Type } : {}),
          ...(body.line_Of_Business ? { lines: versionLines(opportunity, body.line_Of_Business, current.lines) } : {}),
        };
      });
      return { version_Reference_Id: saved.id, version: saved.version };
    },

    /** PUT /v1/opportunity/submission/retire: the submission with its versions and their quotes leave the books, in one transaction. */
    async retire(auth: AuthContext, id: string, version?: number) {
      await life.retire(auth, id, version, {
        guard: async (tx, current) => { await openOpportunity(auth, current.opportunityId, tx, 'share'); },
        cascade: async (tx) => {
          const versions = await versionLife.retireWhere(auth, tx, eq(submissionVersions.submissionId, id), { with: id });
          if (versions.length) await quoteLife.retireWhere(auth, tx, inArray(quotes.submissionVersionId, versions), { with: id });
        },
      });
      return { submission_Reference_Id: id };
    },

    /** GET /v1/opportunity/submission: the submission table (submissionList) with each submission's versions and quoted premium. */
    async list(auth: AuthContext, opportunityId: string) {
      const opportunity = await opportunities.life.row(auth, opportunityId);
      const rows = await db.select({ s: submissions, marketName: marketTable.name, marketImage: marketTable.image, marketType: marketTable.marketType })
        .from(submissions).innerJoin(marketTable, eq(marketTable.id, submissions.marketId))
        .where(and(eq(submissions.tenantId, auth.tenantId), eq(submissions.opportunityId, opportunityId), isNull(submissions.retiredAt))).orderBy(asc(submissions.createdAt), asc(submissions.id));
      if (!rows.length) return [];
      const versions = await db.select().from(submissionVersions)
        .where(and(inArray(submissionVersions.submissionId, rows.map((r) => r.s.id)), isNull(submissionVersions.retiredAt))).orderBy(asc(submissionVersions.versionNumber));
      const quoted = await quotesOf(auth, { opportunityId });
      const known = await lob.byId();
      return rows.map(({ s, marketName, marketImage, marketType }) => {
        const own = versions.filter((v) => v.submissionId === s.id);
        const lobIds = [...new Set(own.flatMap((v) => v.lines.map((l) => l.line_Of_Business_Id)))];
        const premiums = quoted.filter((q) => q.submission_Reference_Id === s.id);
        return {
          id: s.id, submission_Reference_Id: s.id, version: s.version, submissionName: s.name, submissionInfo: s.info, submissionLogo: marketImage,
          submissionMarket: marketName, market_Reference_Id: s.marketId, market_Type: marketType, marketLogo: marketImage,
          entity_Reference_Id: opportunity.insuredEntityId ?? opportunity.insuredHumanId,
          lobData: lobIds.map((id) => ({ line_Of_Business_Id: id, line_Of_Business_Name: known.get(id)?.line_Of_Business_Name ?? null, icon: known.get(id)?.icon ?? null })),
          submissionPremium: answered(stored(sum(premiums.map((q) => fromStored(q.quoted_Premium))))),
          submissionCloseDate: opportunity.expectedCloseDate,
          versions: own.map((v) => ({
            version_Reference_Id: v.id, version: v.version, version_Code: String(v.versionNumber), version_Name: v.versionName, version_Type: v.versionType,
            line_Of_Business: v.lines.map((l) => ({ ...l, line_Of_Business_Name: known.get(l.line_Of_Business_Id)?.line_Of_Business_Name ?? null })),
            quotes: premiums.filter((q) => q.version_Reference_Id === v.id),
          })),
        };
      });
    },

    /** POST /v1/opportunity/submission/quote: the market's premium for a line of the version (entered again, it changes). */
    async quote(auth: AuthContext, body: SubmissionQuoteBody) {
      const lobId = body.line_Of_Business_Id.toLowerCase();
      const premium = stored(amountOf(body.quoted_Premium, '/quoted_Premium'));
      const { submissionId } = await versionLife.row(auth, body.version_Reference_Id);
      // in one transaction, parents first: the submission and its open opportunity kept as they are
      // (a removal or a close meanwhile waits, then sees the quote), the version locked so that two
      // quotes of one line are taken one after the other
      const saved = await db.transaction(async (t) => {
        const tx = t as Db;
        const { submission } = await submissionOf(auth, submissionId, tx, 'share');
        const version = await versionLife.row(auth, body.version_Reference_Id, tx, 'update');
        if (!version.lines.some((l) => l.line_Of_Business_Id === lobId)) throw fail('/line_Of_Business_Id', replies.lineNotInVersion);
        const [existing] = await tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.submissionVersionId, version.id), eq(quotes.lobId, lobId), isNull(quotes.retiredAt)));
        const quoted = existing
          ? await quoteLife.update(auth, existing.id, undefined, () => ({ quotedPremium: premium }), undefined, tx)
          : await quoteLife.create(auth, { opportunityId: submission.opportunityId, submissionVersionId: version.id, marketId: submission.marketId, lobId, quotedPremium: premium }, undefined, tx);
        await markQuoted(auth, version, lobId, tx);
        return quoted;
      });
      return { quote_Reference_Id: saved.id, version: saved.version };
    },

    /** GET /v1/proposal/lob/quotes: the opportunity's quotes by line, for the proposal dialog. */
    async quotesByLine(auth: AuthContext, opportunityId: string) {
      const opportunity = await opportunities.life.row(auth, opportunityId);
      const all = await quotesOf(auth, { opportunityId });
      const known = await lob.byId();
      return opportunity.lines.map((l) => ({
        line_Of_Business_Id: l.line_Of_Business_Id, line_Of_Business_Name: known.get(l.line_Of_Business_Id)?.line_Of_Business_Name ?? null,
        quotes: all.filter((q) => q.line_Of_Business_Reference_Id === l.line_Of_Business_Id),
      }));
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
