import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import validateOpportunityReference from '../../../generated/validators/opportunity-reference.js';
import validateOpportunitySubmission from '../../../generated/validators/opportunity-submission.js';
import validateSubmissionQuote from '../../../generated/validators/submission-quote.js';
import validateSubmissionQuotes from '../../../generated/validators/submission-quotes.js';
import validateSubmissionRetire from '../../../generated/validators/submission-retire.js';
import validateSubmissionVersion from '../../../generated/validators/submission-version.js';
import validateSubmissionVersionUpdate from '../../../generated/validators/submission-version-update.js';
import { ok } from '../../http/reply.ts';
import { defineRoute, readRoute, writeRoute } from '../../http/route.ts';

/** The opportunity's quotes: the spec's path (typo included) and its correctly spelled alias. */
const quotesRoute = (url: string) => defineRoute({
  method: 'GET', url, scope: 'opportunity-view',
  summary: "An opportunity's quotes (quote) by market, version and line; narrowed to a submission or a market. /v1/oportunity/... is the spec's spelling, /v1/opportunity/... its alias.",
  query: validateSubmissionQuotes,
  async handler({ query, auth, services }) {
    await services.opportunities.life.row(auth, query.opportunity_Reference_Id);
    return ok({ quote: await services.submissions.quotesOf(auth, { opportunityId: query.opportunity_Reference_Id, submissionId: query.submission_Reference_Id, marketId: query.market_Reference_Id }) });
  },
});

/** Marketing the risk: submissions to markets and their versions and quotes. */
export const submissionRoutes = [
  writeRoute({
    method: 'POST', url: '/v1/opportunity/submission', scope: 'opportunity-edit', summary: 'Submits an opportunity to a market with its first version (lines with a stage and status new).',
    body: validateOpportunitySubmission,
  }, ({ body, auth, services }) => services.submissions.create(auth, body), replies.submissionAdded),
  readRoute({
    url: '/v1/opportunity/submission', scope: 'opportunity-view', summary: "An opportunity's submission table (submissionList) with versions and quotes.",
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ submissionList: await services.submissions.list(auth, query.opportunity_Reference_Id) })),
  writeRoute({
    method: 'POST', url: '/v1/opportunity/submission/version', scope: 'opportunity-edit', summary: 'Adds a version to a submission.',
    body: validateSubmissionVersion,
  }, ({ body, auth, services }) => services.submissions.addVersion(auth, body), replies.versionAdded),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/submission/version/update', ids: ['version_Reference_Id'], scope: 'opportunity-edit', summary: "Changes a submission version (name, type, lines' stage and status); 412 when stale.",
    body: validateSubmissionVersionUpdate,
  }, ({ body, auth, services }) => services.submissions.updateVersion(auth, body), replies.versionUpdated),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/submission/retire', referenceId: 'submission_Reference_Id', scope: 'opportunity-edit', summary: 'Removes (retires) a submission with its versions and quotes.',
    body: validateSubmissionRetire,
  }, ({ body, auth, services }) => services.submissions.retire(auth, body.submission_Reference_Id, body.version), replies.submissionRetired),
  writeRoute({
    method: 'POST', url: '/v1/opportunity/submission/quote', scope: 'opportunity-edit', summary: "Enters the market's quoted premium for a line of a submission version (again: changes it).",
    body: validateSubmissionQuote,
  }, ({ body, auth, services }) => services.submissions.quote(auth, body), replies.quoteSaved),
  quotesRoute('/v1/oportunity/submission/quotes'),
  quotesRoute('/v1/opportunity/submission/quotes'),
  readRoute({
    url: '/v1/proposal/lob/quotes', scope: 'opportunity-view', summary: "An opportunity's quotes per line of business (the proposal dialog).",
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ lob: await services.submissions.quotesByLine(auth, query.opportunity_Reference_Id) })),
];
