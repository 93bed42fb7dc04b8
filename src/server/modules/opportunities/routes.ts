import type { ValidateFunction } from 'ajv';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import validateNoQuery from '../../../generated/validators/no-query.js';
import validateOpportunitiesEntity from '../../../generated/validators/opportunities-entity.js';
import validateOpportunitiesHuman from '../../../generated/validators/opportunities-human.js';
import validateOpportunityAdd from '../../../generated/validators/opportunity-add.js';
import validateOpportunityAddLob from '../../../generated/validators/opportunity-add-lob.js';
import validateOpportunityClientResponse from '../../../generated/validators/opportunity-client-response.js';
import validateOpportunityClose from '../../../generated/validators/opportunity-close.js';
import validateOpportunityInfo from '../../../generated/validators/opportunity-info.js';
import validateOpportunityReference from '../../../generated/validators/opportunity-reference.js';
import validateOpportunityRetire from '../../../generated/validators/opportunity-retire.js';
import validateOpportunitySearch from '../../../generated/validators/opportunity-search.js';
import validateOpportunityStage from '../../../generated/validators/opportunity-stage.js';
import validateOpportunityRenewal from '../../../generated/validators/opportunity-renewal.js';
import validateQuickOpportunity from '../../../generated/validators/quick-opportunity.js';
import validateRenewals from '../../../generated/validators/renewals.js';
import validateRenewalsStart from '../../../generated/validators/renewals-start.js';
import validateAssigneeSearch from '../../../generated/validators/assignee-search.js';
import type { OpportunitiesEntityQuery } from '../../../generated/types/opportunities-entity.ts';
import type { OpportunitiesHumanQuery } from '../../../generated/types/opportunities-human.ts';
import { stageLabel } from '../../../domain/opportunityStages.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { hasScope } from '../../../engine/core/scopes.ts';
import { ok } from '../../http/reply.ts';
import { quickToOpportunity } from './quick.ts';
import { assertScope, defineRoute, readRoute, writeRoute } from '../../http/route.ts';

/** The opportunities of a human or an entity (needs that record's view scope too). */
function opportunitiesOf(kind: 'human' | 'entity') {
  return defineRoute<unknown, OpportunitiesHumanQuery & OpportunitiesEntityQuery>({
    method: 'GET', url: `/v1/opportunities/${kind}`, scope: 'opportunity-view',
    summary: `The opportunities of a ${kind}, newest first; needs ${kind}-view too.`,
    query: (kind === 'human' ? validateOpportunitiesHuman : validateOpportunitiesEntity) as ValidateFunction<OpportunitiesHumanQuery & OpportunitiesEntityQuery>,
    async handler({ query, auth, services }) {
      assertScope(auth, `${kind}-view`);
      const id = kind === 'human' ? query.human_Reference_Id : query.entity_Reference_Id;
      return ok(await services.opportunities.ofClient(auth, kind, id, query));
    },
  });
}

export const opportunityRoutes = [
  writeRoute({
    method: 'POST', url: '/v1/opportunity/add', scope: 'opportunity-edit',
    summary: 'Adds an opportunity (the spec\'s model whole) with its OPPORTUNITY case; it starts at suspect. Answers opportunity_Reference_Id and irys_Case_Reference_Id.',
    body: validateOpportunityAdd,
  }, ({ body, auth, services }) => services.opportunities.create(auth, body), replies.added),
  readRoute({
    url: '/v1/opportunity', scope: 'opportunity-view',
    summary: 'An opportunity whole: lines, participants, stage with its badge and hash key, case, open tasks and whether a proposal was delivered.',
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ opportunity: [await services.opportunities.fetch(auth, query.opportunity_Reference_Id)] })),
  readRoute({
    url: '/v1/opportunity/search', scope: 'opportunity-view',
    summary: 'The opportunity list: search by name and description, sort, the spec\'s filters and pages.',
    query: validateOpportunitySearch,
  }, ({ query, auth, services }) => services.opportunities.search(auth, query)),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/info', ids: ['opportunity_Reference_Id'], scope: 'opportunity-edit',
    summary: 'Changes the fields sent of an opportunity read at version (412 when stale, 409 once closed); a stage sent moves by the stage table.',
    body: validateOpportunityInfo,
  }, ({ body, auth, services }) => services.opportunities.edit(auth, body), replies.updated),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/stage/update', ids: ['opportunity_Reference_Id'], scope: 'opportunity-edit',
    summary: 'Persists a stage (Mark as Current Stage, the board): status in_Process; 409 with a sentence when the stage table\'s gates refuse it.',
    body: validateOpportunityStage,
  }, ({ body, auth, services }) => services.opportunities.setStage(auth, body), (body) => fillTemplate(replies.stageUpdated, { stage: stageLabel(body.stage) })),
  writeRoute({
    method: 'PUT', url: '/v1/opportunity/close', ids: ['opportunity_Reference_Id'], scope: 'opportunity-edit',
    summary: 'The early close: won (won lines become the user\'s draft policies) or lost (a decline reason per line, an optional follow-up task in eleven months); refused while the case has open tasks.',
    body: validateOpportunityClose,
  }, ({ body, auth, services }) => services.opportunityClose.close(auth, body), (body) => (body.is_Won ? replies.closedWon : replies.closedLost)),
  writeRoute({
    method: 'PUT', url: '/v1/archive/opportunity', referenceId: 'opportunity_Reference_Id', scope: 'opportunity-delete',
    summary: 'Deletes (retires) an opportunity and its case; refused (409) while it has submissions.',
    body: validateOpportunityRetire,
  }, ({ body, auth, services }) => services.opportunities.retire(auth, body.opportunity_Reference_Id, body.version), replies.deleted),
  readRoute({
    url: '/v1/opportunity/history', scope: 'opportunity-view',
    summary: 'The History tab: every change of the opportunity, stage changes with from and to, who and when.',
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ history: await services.opportunities.history(auth, query.opportunity_Reference_Id) })),
  readRoute({
    url: '/v1/opportunity/lob', scope: 'opportunity-view', summary: "An opportunity's lines of business with their markets, premiums and client responses.",
    query: validateOpportunityReference,
  }, async ({ query, auth, services }) => ({ LobDetails: await services.opportunities.lines(auth, query.opportunity_Reference_Id) })),
  writeRoute({
    method: 'POST', url: '/v1/opportunity/add/lob', scope: 'opportunity-edit', summary: 'Adds lines of business to an opportunity (each line once).',
    body: validateOpportunityAddLob,
  }, ({ body, auth, services }) => services.opportunities.addLines(auth, body), replies.updated),
  writeRoute({
    method: 'POST', url: '/v1/opportunity/clientresponse/lob/update', scope: 'opportunity-edit',
    summary: "The client's response per line: accepted with the premium chosen, or declined with a reason; needs a delivered proposal.",
    body: validateOpportunityClientResponse,
  }, ({ body, auth, services }) => services.opportunityClose.clientResponse(auth, body), replies.clientResponseSaved),
  readRoute({
    url: '/v1/premium/revenue', scope: 'opportunity-view', summary: "An opportunity's summary: premium, revenue and LOB_Data.",
    query: validateOpportunityReference,
  }, ({ query, auth, services }) => services.opportunities.summary(auth, query.opportunity_Reference_Id)),
  defineRoute({
    method: 'GET', url: '/v1/policies/opportunity', scope: 'opportunity-view',
    summary: "The policies written from an opportunity (latest versions), and the caller's draft policies from it not yet saved (drafts; with policy-edit); needs policy-view too.",
    query: validateOpportunityReference,
    async handler({ query, auth, services }) {
      assertScope(auth, 'policy-view');
      const ids = await services.opportunities.policiesOf(auth, query.opportunity_Reference_Id);
      const drafts = hasScope(auth.scopes, 'policy-edit') ? await services.policyDrafts.ofOpportunity(auth, query.opportunity_Reference_Id, (m) => services.markets.byIds(auth, m)) : [];
      return ok({ policies: await Promise.all(ids.map((id) => services.policies.fetch(auth, id))), drafts });
    },
  }),
  opportunitiesOf('entity'),
  opportunitiesOf('human'),
  writeRoute({
    method: 'POST', url: '/v1/quick/opportunity', scope: 'opportunity-edit',
    summary: "The quick opportunity: main contact, lines with effective and expiration dates, first named insured (each required as the dialog's steps require them); answers opportunity_Reference_Id.",
    body: validateQuickOpportunity,
  }, ({ body, auth, services }) => services.opportunities.create(auth, quickToOpportunity(body)), replies.added),
  readRoute({
    url: '/v1/quick/opportunity/assignee', scope: 'opportunity-edit', summary: "The staff an opportunity can be assigned to: the agency's members, by first and last name.",
    query: validateAssigneeSearch,
  }, async ({ query, auth, services }) => ({ assignees: await services.tasks.assignees(auth, query.search) })),
  defineRoute({
    method: 'POST', url: '/v1/opportunity/renewal', scope: 'opportunity-edit',
    summary: 'A renewal opportunity from one or more policies of one insured (lines, markets, premiums, participants carried over; dates a term later); 409 when a policy already has one. Answers opportunity_Reference_Id.',
    body: validateOpportunityRenewal, query: validateNoQuery,
    async handler({ body, auth, services }) {
      assertScope(auth, 'policy-view');
      const ids = Array.isArray(body.policy_Reference_Id) ? body.policy_Reference_Id : [body.policy_Reference_Id];
      return ok(await services.renewals.renew(auth, ids), replies.renewalStarted);
    },
  }),
  defineRoute({
    method: 'GET', url: '/v1/opportunity/renewals', scope: 'opportunity-view', summary: 'Policies in force expiring within the next 30, 60, 90 or 120 days with no renewal opportunity yet, soonest first; needs policy-view too.',
    query: validateRenewals,
    async handler({ query, auth, services }) {
      assertScope(auth, 'policy-view');
      return ok(await services.renewals.due(auth, query));
    },
  }),
  defineRoute({
    method: 'POST', url: '/v1/opportunity/renewals/start', scope: 'opportunity-edit',
    summary: 'Starts the renewals of the policies named (or all due within days) in one transaction, each assigned to its policy\'s owner with its agency participants.',
    body: validateRenewalsStart, query: validateNoQuery,
    async handler({ body, auth, services }) {
      assertScope(auth, 'policy-view');
      const started = await services.renewals.startAll(auth, body);
      return ok(started, started.message);
    },
  }),
];
