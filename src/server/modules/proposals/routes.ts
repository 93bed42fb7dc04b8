import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import validateOpportunityReference from '../../../generated/validators/opportunity-reference.js';
import validateProposalCreate from '../../../generated/validators/proposal-create.js';
import validateProposalReference from '../../../generated/validators/proposal-reference.js';
import validateProposalRetire from '../../../generated/validators/proposal-retire.js';
import validateProposalUpdate from '../../../generated/validators/proposal-update.js';
import { defineRoute, readRoute, writeRoute } from '../../http/route.ts';

/** An opportunity's proposals: chosen quotes, one version per line, and the PDF to send the client. */
export const proposalRoutes = [
  readRoute({
    url: '/v1/opportunity/proposal', scope: 'opportunity-view', summary: "An opportunity's proposals with their quotes.",
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ proposal: await services.proposals.list(auth, query.opportunity_Reference_Id) })),
  defineRoute({
    method: 'GET', url: '/v1/opportunity/proposal/pdf', scope: 'opportunity-view',
    summary: 'The proposal as a PDF to send the client (application/pdf, an attachment named after the proposal): agency, insured, dates, a table of the chosen quotes per market, totals, status.',
    query: validateProposalReference,
    answer: { mediaType: 'application/pdf', description: 'The proposal, as an attachment named after it.' },
    async handler({ query, auth, services, reply }) {
      const pdf = await services.proposalPdf.pdf(auth, query.proposal_Reference_Id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', pdf.contentDisposition)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  }),
  writeRoute({
    method: 'POST', url: '/v1/opportunity/proposal/create', scope: 'opportunity-edit', summary: 'A proposal of chosen quotes, one version per line; answers proposal_Reference_Id.',
    body: validateProposalCreate,
  }, ({ body, auth, services }) => services.proposals.create(auth, body), replies.proposalAdded),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/proposal/update', ids: ['proposal_Reference_Id'], scope: 'opportunity-edit', summary: 'Changes a proposal (to_Update, to_Add_Quote, to_Retire_Quote), still one version per line; delivered unlocks the client response.',
    body: validateProposalUpdate,
  }, ({ body, auth, services }) => services.proposals.update(auth, body), replies.proposalUpdated),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/proposal/retire', referenceId: 'proposal_Reference_Id', scope: 'opportunity-edit', summary: 'Removes (retires) a proposal.',
    body: validateProposalRetire,
  }, ({ body, auth, services }) => services.proposals.retire(auth, body.proposal_Reference_Id, body.version), replies.proposalRetired),
];
