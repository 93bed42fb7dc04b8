import { eq } from 'drizzle-orm';
import texts from '../../../../schemas/opportunity/proposal-pdf.json';
import type { AuthContext } from '../../auth/context.ts';
import { tenants } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { baseName, contentDisposition, downloadName } from '../files/names.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { OpportunityService } from '../opportunities/service.ts';
import { proposalRecords } from './declarations.ts';
import { renderProposalPdf } from './pdfDocument.ts';
import { proposalSheet } from './pdfSheet.ts';
import type { createProposalService } from './service.ts';

type ProposalService = ReturnType<typeof createProposalService>;

/** The proposal as a PDF the agency sends to the client, named after the proposal. */
export function createProposalPdfService({ db, cipher }: ServiceDeps, opportunities: OpportunityService, proposals: ProposalService) {
  const life = createRecords(db, cipher, proposalRecords);

  return {
    /** GET /v1/opportunity/proposal/pdf: the PDF's bytes and its Content-Disposition (attachment); another tenant's proposal is not found. */
    async pdf(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      const [opportunity, listed, [tenant]] = await Promise.all([
        opportunities.life.row(auth, row.opportunityId),
        proposals.list(auth, row.opportunityId),
        db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, auth.tenantId)),
      ]);
      const proposal = listed.find((p) => p.proposal_Reference_Id === row.id);
      if (!proposal) throw notFound(proposalRecords.noun);
      const bytes = await renderProposalPdf(proposalSheet({ agency: tenant?.name ?? '', proposal, opportunity }));
      const name = downloadName(baseName(proposal.name.replace(/[/\\]/g, '-')) || texts.fileNameFallback, 'pdf');
      return { bytes, contentDisposition: contentDisposition('attachment', name) };
    },
  };
}
