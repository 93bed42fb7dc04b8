import replies from '../../../../schemas/policy/policy.replies.json';
import validateNoBody from '../../../generated/validators/no-body.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import validatePoliciesEntity from '../../../generated/validators/policies-entity.js';
import validatePoliciesHuman from '../../../generated/validators/policies-human.js';
import validatePoliciesInsuredFilter from '../../../generated/validators/policies-insured-filter.js';
import validatePolicyAdd from '../../../generated/validators/policy-add.js';
import validatePolicyCancel from '../../../generated/validators/policy-cancel.js';
import validatePolicyCancelPreview from '../../../generated/validators/policy-cancel-preview.js';
import validatePolicyChange from '../../../generated/validators/policy-change.js';
import validatePolicyDeleteFiles from '../../../generated/validators/policy-delete-files.js';
import validatePolicyDraft from '../../../generated/validators/policy-draft.js';
import validatePolicyDraftEdit from '../../../generated/validators/policy-draft-edit.js';
import validatePolicyDraftRemove from '../../../generated/validators/policy-draft-remove.js';
import validatePolicyEdit from '../../../generated/validators/policy-edit.js';
import validatePolicyFiles from '../../../generated/validators/policy-files.js';
import validatePolicyList from '../../../generated/validators/policy-list.js';
import validatePolicyNumber from '../../../generated/validators/policy-number.js';
import validatePolicyParticipantAction from '../../../generated/validators/policy-participant-action.js';
import validatePolicyReference from '../../../generated/validators/policy-reference.js';
import validatePolicyReinstate from '../../../generated/validators/policy-reinstate.js';
import validatePolicyRetire from '../../../generated/validators/policy-retire.js';
import validatePolicyStatus from '../../../generated/validators/policy-status.js';
import validatePolicyVersion from '../../../generated/validators/policy-version.js';
import type { ValidateFunction } from 'ajv';
import type { PoliciesEntityQuery } from '../../../generated/types/policies-entity.ts';
import type { PoliciesHumanQuery } from '../../../generated/types/policies-human.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute, readRoute, writeRoute } from '../../http/route.ts';
import type { InsuredFilter } from './insuredFilter.ts';

type Kind = 'human' | 'entity';
const key = (kind: Kind) => (kind === 'human' ? 'policies_For_Human' : 'policies_For_Entity');

/** The policies of a human or an entity: the query form, and the renewal dialog's filter body (needs that record's view scope too). */
function policiesOf(kind: Kind) {
  const idKey = `${kind}_Reference_Id` as const;
  return [
    defineRoute<unknown, PoliciesHumanQuery & PoliciesEntityQuery>({
      method: 'GET', url: `/v1/policies/${kind}`, scope: 'policy-view',
      summary: `The policies of a ${kind} (${key(kind)}): latest versions, with the renewal filter's parts as query parameters; needs ${kind}-view too.`,
      query: (kind === 'human' ? validatePoliciesHuman : validatePoliciesEntity) as ValidateFunction<PoliciesHumanQuery & PoliciesEntityQuery>,
      async handler({ query, auth, services }) {
        assertScope(auth, `${kind}-view`);
        const filter: InsuredFilter = {
          ...query, line_Of_Business: query.line_Of_Business?.split(','), effective_From: query.effective_Date_From, effective_To: query.effective_Date_To,
          expiration_From: query.expiration_Date_From, expiration_To: query.expiration_Date_To, premium_Min: query.active_Premium_Min, premium_Max: query.active_Premium_Max,
        };
        const { policies, ...page } = await services.policies.ofInsured(auth, kind, (query as unknown as Record<string, string>)[idKey], filter);
        return ok({ [key(kind)]: policies, ...page });
      },
    }),
    defineRoute({
      method: 'POST', url: `/v1/policies/${kind}`, scope: 'policy-view',
      summary: `The policies of a ${kind} by the renewal dialog's filter body (${idKey}, policies, market_Type, bill_Type, line_Of_Business, date ranges, active_Premium_range, show_Deleted_Policies); answers ${key(kind)}.`,
      body: validatePoliciesInsuredFilter, query: validateNoQuery,
      async handler({ body, auth, services }) {
        assertScope(auth, `${kind}-view`);
        const id = body[idKey];
        if (!id) return ok({ [key(kind)]: [] });
        const filter: InsuredFilter = {
          ...body, effective_From: body.effective_Date?.from_Date, effective_To: body.effective_Date?.to_Date,
          expiration_From: body.expiration_Date?.from_Date, expiration_To: body.expiration_Date?.to_Date,
          premium_Min: body.active_Premium_range?.min, premium_Max: body.active_Premium_range?.max,
        };
        const { policies, ...page } = await services.policies.ofInsured(auth, kind, id, filter);
        return ok({ [key(kind)]: policies, ...page });
      },
    }),
  ];
}

export const policyRoutes = [
  defineRoute({
    method: 'POST', url: '/v1/policy/add', scope: 'policy-edit', summary: 'Adds a policy from the create payload; premium, commission, taxes and fees are totalled by the server. Answers policy_Reference_Id.',
    body: validatePolicyAdd, query: validateNoQuery,
    async handler({ body, auth, services }) {
      return ok(await services.policies.create(auth, body), replies.added);
    },
  }),
  defineRoute({
    method: 'PUT', url: '/v1/policy/edit', ids: ['policy_Reference_Id'], scope: 'policy-edit',
    summary: "Changes a pre-bind policy's fields sent (409 once it is bound, issued or cancelled: make a change instead); a stale version answers 412.",
    body: validatePolicyEdit, query: validateNoQuery,
    async handler({ body, auth, services }) {
      if (body.to_Archive) assertScope(auth, 'policy-delete');
      return ok(await services.policies.edit(auth, body), body.to_Archive ? replies.removed : replies.updated);
    },
  }),
  readRoute({
    url: '/v1/policy/fetch', scope: 'policy-view', summary: 'A policy (any version) whole: lines, fees, taxes, totals, its status today and the actions open to it.',
    query: validatePolicyReference,
  }, async ({ query, auth, services }) => ({ policy: await services.policies.fetch(auth, query.policy_Reference_Id) })),
  readRoute({
    url: '/v1/policy/list', scope: 'policy-view', summary: 'The policy list: the latest version of each policy; search, sort, filters and pages.',
    query: validatePolicyList,
  }, ({ query, auth, services }) => services.policies.list(auth, query)),
  readRoute({
    url: '/v1/policy/version', scope: 'policy-view', summary: "A policy's versions (first to latest): policy_Reference_Id, title, lobs with status, created_At, is_New (the latest).",
    query: validatePolicyVersion,
  }, async ({ query, auth, services }) => ({ versions: await services.policies.versions(auth, query.master_Policy_Id) })),
  readRoute({
    url: '/v1/policy/history', scope: 'policy-view', summary: "A policy's history: every change of every version (who, when, what), oldest first.",
    query: validatePolicyReference,
  }, async ({ query, auth, services }) => ({ history: await services.policies.history(auth, query.policy_Reference_Id) })),
  writeRoute({
    method: 'PUT', url: '/v1/policy/retire', referenceId: 'policy_Reference_Id', scope: 'policy-delete', summary: 'Retires a policy, every version: it leaves the books (lists, its insured, its market).',
    body: validatePolicyRetire,
  }, ({ body, auth, services }) => services.policies.retire(auth, body.policy_Reference_Id, body.version), replies.removed),
  defineRoute({
    method: 'PUT', url: '/v1/policy/status', ids: ['policy_Reference_Id'], scope: 'policy-edit', summary: "Binds or issues a policy, as its transitions table allows (409 otherwise); binding needs binder_Number and bind_Date, issuing carrier_Issued_Policy_Id, when the policy has none yet (400 naming the field).",
    body: validatePolicyStatus, query: validateNoQuery,
    async handler({ body, auth, services }) {
      const result = await services.policies.setStatus(auth, body);
      return ok(result, fillTemplate(replies.statusChanged, { status: result.policy_Status_Label }));
    },
  }),
  writeRoute({
    method: 'PUT', url: '/v1/policy/number', ids: ['policy_Reference_Id'], scope: 'policy-edit',
    summary: "Corrects the carrier's policy number of a bound, issued or later policy (its latest version; a pre-bind policy is edited instead); audited; a stale version answers 412.",
    body: validatePolicyNumber,
  }, ({ body, auth, services }) => services.policies.correctNumber(auth, body), replies.numberCorrected),
  defineRoute({
    method: 'POST', url: '/v1/policy/change', ids: ['policy_Reference_Id'], scope: 'policy-edit',
    summary: 'An endorsement: a new version of a bound, issued or reinstated policy with the fields sent changed, effective on change_Effective_Date; answers the new version.',
    body: validatePolicyChange, query: validateNoQuery,
    async handler({ body, auth, services }) {
      const result = await services.policies.change(auth, body);
      return ok(result, fillTemplate(replies.changed, { version: String(result.policy_Version) }));
    },
  }),
  writeRoute({
    method: 'POST', url: '/v1/policy/cancel', ids: ['policy_Reference_Id'], scope: 'policy-edit', summary: 'Cancels a policy on cancel_Date for cancel_Reason (pending while the date is ahead); answers the pro-rata return premium.',
    body: validatePolicyCancel,
  }, ({ body, auth, services }) => services.policies.cancel(auth, body), replies.cancelled),
  readRoute({
    url: '/v1/policy/cancel/preview', scope: 'policy-view',
    summary: "What cancelling the policy on cancel_Date would make of it, computed as the cancel computes it (policy_Status, return_Premium), nothing saved; refused as the cancel would be (409, or 400 naming cancel_Date).",
    query: validatePolicyCancelPreview, errors: [409],
  }, ({ query, auth, services }) => services.policies.cancelPreview(auth, query.policy_Reference_Id, query.cancel_Date)),
  writeRoute({
    method: 'POST', url: '/v1/policy/reinstate', ids: ['policy_Reference_Id'], scope: 'policy-edit', summary: 'Reinstates a cancelled (or pending cancellation) policy.',
    body: validatePolicyReinstate,
  }, ({ body, auth, services }) => services.policies.reinstate(auth, body), replies.reinstated),
  readRoute({
    url: '/v1/policy/taxes-fees', scope: 'policy-view', summary: "A policy's fees and taxes with their totals.",
    query: validatePolicyReference,
  }, ({ query, auth, services }) => services.policies.taxesAndFees(auth, query.policy_Reference_Id)),
  readRoute({
    url: '/v1/policy/participant/fetch', scope: 'policy-view', summary: "A policy's agency participants (with splits), additional named insureds and additional participants.",
    query: validatePolicyReference,
  }, ({ query, auth, services }) => services.policies.participants(auth, query.policy_Reference_Id)),
  // spec 02 names the participant action by both paths
  ...['/v1/policy/participant/action', '/v1/participant/action'].map((url) => writeRoute({
    method: 'POST', url, ids: ['policy_Reference_Id'], scope: 'policy-edit',
    summary: "Saves a policy's participants, the groups sent replacing theirs: agency participants must be marked so and split 100 % between them. /v1/participant/action is the spec's second name for it.",
    body: validatePolicyParticipantAction,
  }, ({ body, auth, services }) => services.policies.saveParticipants(auth, body), replies.updated)),
  defineRoute({
    method: 'GET', url: '/v1/policy/file', scope: 'file-view', summary: "A policy's files (file_Data) with the list filters; needs policy-view too.",
    query: validatePolicyFiles,
    async handler({ query, auth, services }) {
      assertScope(auth, 'policy-view');
      await services.policies.life.row(auth, query.policy_Reference_Id);
      return ok(await services.files.list(auth, query));
    },
  }),
  defineRoute({
    method: 'PUT', url: '/v1/policy/delete-files', ids: ['policy_Reference_Id', 'file_Reference_Id'], scope: 'file-delete', summary: "Retires files of a policy (file_Reference_Id: one or a list); each must be on the policy named.",
    body: validatePolicyDeleteFiles, query: validateNoQuery,
    async handler({ body, auth, services }) {
      const ids = Array.isArray(body.file_Reference_Id) ? body.file_Reference_Id : [body.file_Reference_Id];
      return ok(await services.policyRecordsOn.removeFiles(auth, body.policy_Reference_Id, ids), replies.filesRemoved);
    },
  }),
  ...policiesOf('entity'),
  ...policiesOf('human'),
  readRoute({
    url: '/v1/policy/drafts', scope: 'policy-edit', summary: "The signed-in user's draft policies (the Policies panel), oldest first.",
    query: validateNoQuery,
  }, ({ auth, services }) => services.policyDrafts.list(auth)),
  writeRoute({
    method: 'POST', url: '/v1/policy/draft/add', scope: 'policy-edit', summary: 'Keeps a draft policy (the spec\'s client-side draft model) for the signed-in user.',
    body: validatePolicyDraft,
  }, ({ body, auth, services }) => services.policyDrafts.add(auth, body), replies.draftAdded),
  writeRoute({
    method: 'PUT', url: '/v1/policy/draft/edit', ids: ['policy_Draft_Reference_Id'], scope: 'policy-edit', summary: 'Replaces one of the signed-in user\'s draft policies; a stale version answers 412.',
    body: validatePolicyDraftEdit,
  }, ({ body, auth, services }) => services.policyDrafts.edit(auth, body.policy_Draft_Reference_Id, body.version, body.draft), replies.draftUpdated),
  writeRoute({
    method: 'PUT', url: '/v1/policy/draft/remove', referenceId: 'policy_Draft_Reference_Id', scope: 'policy-edit', summary: 'Removes a draft policy from the panel.',
    body: validatePolicyDraftRemove,
  }, ({ body, auth, services }) => services.policyDrafts.remove(auth, body.policy_Draft_Reference_Id, body.version), replies.draftRemoved),
  defineRoute({
    method: 'POST', url: '/v1/policy/draft/save', scope: 'policy-edit',
    summary: "Saves all the signed-in user's draft policies as policies in one transaction: all or none; a failure names the draft (its number) and why.",
    body: validateNoBody, query: validateNoQuery,
    async handler({ auth, services }) {
      const saved = await services.policyDrafts.saveAll(auth);
      return ok(saved, saved.message);
    },
  }),
];
