import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import proposalSchema from '../../../../schemas/opportunity/proposal-create.schema.json';
import type { ProposalCreateBody } from '../../../generated/types/proposal-create.ts';
import type { ProposalUpdateBody } from '../../../generated/types/proposal-update.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { proposals, quotes } from '../../db/schema.ts';
import { createRecords } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import { fail } from '../opportunities/fields.ts';
import type { OpportunityService } from '../opportunities/service.ts';
import { proposalRecords } from './declarations.ts';
import type { SubmissionService } from '../submissions/service.ts';

/** The statuses' labels (Not Delivered, Delivered), from the proposal's schema. */
const statusLabels: Record<string, string> = Object.fromEntries(proposalSchema.properties.status.oneOf.map((s) => [s.const, s.title]));

/** Proposals to the client: chosen quotes of the opportunity, one version (quote) per line; delivered or not. */
export function createProposalService({ db, cipher }: ServiceDeps, opportunities: OpportunityService, submissions: SubmissionService, lob: LobService) {
  const life = createRecords(db, cipher, proposalRecords);

  /** The quotes chosen, each the opportunity's and on the books, at most one per line (400 naming the line chosen twice). */
  async function checkQuotes(tx: Db, auth: AuthContext, opportunityId: string, ids: string[], field: string) {
    if (!ids.length) throw fail(field, replies.proposalNeedsQuote);
    const found = await tx.select({ id: quotes.id, lobId: quotes.lobId }).from(quotes)
      .where(and(eq(quotes.tenantId, auth.tenantId), eq(quotes.opportunityId, opportunityId), inArray(quotes.id, ids), isNull(quotes.retiredAt)));
    const missing = ids.findIndex((id) => !found.some((q) => q.id === id));
    if (missing >= 0) throw fail(`${field}/${missing}`, replies.quoteNotFound);
    const lines = ids.map((id) => found.find((q) => q.id === id)!.lobId);
    const twice = lines.findIndex((l, i) => lines.indexOf(l) !== i);
    if (twice >= 0) {
      const known = await lob.byId();
      throw fail(`${field}/${twice}`, fillTemplate(replies.oneVersionPerLine, { line: known.get(lines[twice])?.line_Of_Business_Name ?? lines[twice] }));
    }
  }

  return {
    /** POST /v1/opportunity/proposal/create: status starts Not Delivered unless sent. */
    async create(auth: AuthContext, body: ProposalCreateBody) {
      const opportunity = await opportunities.life.row(auth, body.opportunity_Reference_Id);
      opportunities.assertOpen(opportunity);
      const ids = [...new Set(body.quote_Reference_Id.map((id) => id.toLowerCase()))];
      await checkQuotes(db, auth, opportunity.id, body.quote_Reference_Id.map((id) => id.toLowerCase()), '/quote_Reference_Id');
      const saved = await life.create(auth, {
        opportunityId: opportunity.id, name: body.name.trim(), status: body.status ?? 'not_Delivered', deliveryMethod: body.delivery_Method ?? null, quoteIds: ids,
      });
      return { proposal_Reference_Id: saved.id, version: saved.version };
    },

    /** PUT /v1/opportunity/proposal/update: to_Update, to_Add_Quote, to_Retire_Quote at the version read. */
    async update(auth: AuthContext, body: ProposalUpdateBody) {
      const saved = await life.update(auth, body.proposal_Reference_Id, body.version, async (current, tx) => {
        opportunities.assertOpen(await opportunities.life.row(auth, current.opportunityId, tx));
        const retired = new Set((body.to_Retire_Quote ?? []).map((id) => id.toLowerCase()));
        const notOn = [...retired].findIndex((id) => !current.quoteIds.includes(id));
        if (notOn >= 0) throw fail(`/to_Retire_Quote/${notOn}`, replies.quoteNotOnProposal);
        const quoteIds = [...current.quoteIds.filter((id) => !retired.has(id)), ...(body.to_Add_Quote ?? []).map((id) => id.toLowerCase())];
        if (body.to_Add_Quote || body.to_Retire_Quote) await checkQuotes(tx, auth, current.opportunityId, quoteIds, '/to_Add_Quote');
        const update = body.to_Update ?? {};
        return {
          quoteIds,
          ...(update.name ? { name: update.name.trim() } : {}),
          ...(update.status ? { status: update.status } : {}),
          ...(update.delivery_Method !== undefined ? { deliveryMethod: update.delivery_Method } : {}),
        };
      });
      return { proposal_Reference_Id: saved.id, version: saved.version };
    },

    async retire(auth: AuthContext, id: string, version?: number) {
      const current = await life.row(auth, id);
      opportunities.assertOpen(await opportunities.life.row(auth, current.opportunityId));
      await life.retire(auth, id, version);
      return { proposal_Reference_Id: id };
    },

    /** GET /v1/opportunity/proposal: the opportunity's proposals with their quotes. */
    async list(auth: AuthContext, opportunityId: string) {
      await opportunities.life.row(auth, opportunityId);
      const rows = await db.select().from(proposals)
        .where(and(eq(proposals.tenantId, auth.tenantId), eq(proposals.opportunityId, opportunityId), isNull(proposals.retiredAt))).orderBy(asc(proposals.createdAt), asc(proposals.id));
      const all = await submissions.quotesOf(auth, { opportunityId });
      return rows.map((p) => ({
        proposal_Reference_Id: p.id, version: p.version, opportunity_Reference_Id: p.opportunityId, name: p.name, status: p.status, status_Label: statusLabels[p.status],
        delivery_Method: p.deliveryMethod, quote_Reference_Id: p.quoteIds, quotes: all.filter((q) => p.quoteIds.includes(q.quote_Reference_Id)), created_At: p.createdAt,
      }));
    },
  };
}
