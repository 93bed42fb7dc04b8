import type { ValidateFunction } from 'ajv';
import opportunityReplies from '../../../../schemas/opportunity/opportunity.replies.json';
import policyReplies from '../../../../schemas/policy/policy.replies.json';
import validateLossHistoryDelete from '../../../generated/validators/loss-history-delete.js';
import validateOpportunityLossHistory from '../../../generated/validators/opportunity-loss-history.js';
import validateOpportunityPriorCarrier from '../../../generated/validators/opportunity-prior-carrier.js';
import validateOpportunityReference from '../../../generated/validators/opportunity-reference.js';
import validatePolicyLossHistory from '../../../generated/validators/policy-loss-history.js';
import validatePolicyPriorCarrier from '../../../generated/validators/policy-prior-carrier.js';
import validatePolicyReference from '../../../generated/validators/policy-reference.js';
import validatePriorCarrierDelete from '../../../generated/validators/prior-carrier-delete.js';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { lossHistory, priorCarriers } from '../../db/schema.ts';
import { readRoute, writeRoute } from '../../http/route.ts';
import type { Services } from '../../composition/services.ts';
import type { CheckedParent, Parent } from './service.ts';

type Fields = Record<string, unknown>;
/** A validator read as taking any fields: each parent's and kind's bodies differ only in names this module reads by key. */
const byKey = (validate: unknown) => validate as ValidateFunction<Fields>;

/** A record loss history and prior carriers are kept on: its calls' names, scopes and bodies. */
interface ParentDeclaration {
  kind: Parent['kind'];
  /** how the summaries name it */
  called: string;
  scopes: { view: string; edit: string };
  /** the query naming it, and the key of its id there and in an add body */
  reference: ValidateFunction<Fields>;
  idKey: string;
  bodies: { lossHistory: ValidateFunction<Fields>; priorCarrier: ValidateFunction<Fields> };
  replies: { lossHistoryAdded: string; lossHistoryDeleted: string; priorCarrierAdded: string; priorCarrierDeleted: string };
  /**
   * 404 unless it is the tenant's; `changing`: also refused when it may not change (a closed
   * opportunity), and then read in the transaction `tx` that writes the entry, kept on the books
   * and unchanged (FOR SHARE) until it ends: a close or a delete meanwhile waits, then sees the entry.
   */
  check(services: Services, auth: AuthContext, id: string, changing: boolean, tx?: Db): Promise<void>;
}

const parents: ParentDeclaration[] = [
  {
    kind: 'policy',
    called: 'a policy',
    scopes: { view: 'policy-view', edit: 'policy-edit' },
    reference: byKey(validatePolicyReference),
    idKey: 'policy_Reference_Id',
    bodies: { lossHistory: byKey(validatePolicyLossHistory), priorCarrier: byKey(validatePolicyPriorCarrier) },
    replies: policyReplies,
    async check(services, auth, id, changing, tx) {
      await services.policies.life.row(auth, id, tx, changing ? 'share' : undefined);
    },
  },
  {
    kind: 'opportunity',
    called: 'an opportunity',
    scopes: { view: 'opportunity-view', edit: 'opportunity-edit' },
    reference: byKey(validateOpportunityReference),
    idKey: 'opportunity_Reference_Id',
    bodies: { lossHistory: byKey(validateOpportunityLossHistory), priorCarrier: byKey(validateOpportunityPriorCarrier) },
    replies: opportunityReplies,
    async check(services, auth, id, changing, tx) {
      const row = await services.opportunities.life.row(auth, id, tx, changing ? 'share' : undefined);
      if (changing) services.opportunities.assertOpen(row);
    },
  },
];

/** The two kinds of entry: their paths, answer keys, ids, delete bodies and the service's reads and adds. */
const kinds = [
  {
    path: 'losshistory', itemsKey: 'loss_History', idKey: 'Loss_History_Info_Reference_Id', table: lossHistory, remove: byKey(validateLossHistoryDelete),
    words: { list: 'loss history', add: 'Adds a claim to the loss history of', remove: 'a loss history entry' },
    replies: { added: 'lossHistoryAdded', deleted: 'lossHistoryDeleted' },
    read: (services: Services, auth: AuthContext, parent: Parent) => services.policyRecordsOn.lossHistoryOn(auth, parent),
    add: (services: Services, auth: AuthContext, parent: CheckedParent, body: Fields) => services.policyRecordsOn.addLossHistoryOn(auth, parent, body as never),
    body: 'lossHistory',
  },
  {
    path: 'priorcarrier', itemsKey: 'prior_Carrier', idKey: 'prior_Carrier_Info_Reference_Id', table: priorCarriers, remove: byKey(validatePriorCarrierDelete),
    words: { list: 'prior carriers', add: 'Adds a prior carrier to', remove: 'a prior carrier' },
    replies: { added: 'priorCarrierAdded', deleted: 'priorCarrierDeleted' },
    read: (services: Services, auth: AuthContext, parent: Parent) => services.policyRecordsOn.priorCarriersOn(auth, parent),
    add: (services: Services, auth: AuthContext, parent: CheckedParent, body: Fields) => services.policyRecordsOn.addPriorCarrierOn(auth, parent, body as never),
    body: 'priorCarrier',
  },
] as const;

/**
 * Loss history and prior carriers on a policy and on an opportunity (spec section 7): for each, GET
 * /v1/{parent}/{kind}, POST /v1/{parent}/add/{kind} and PUT /v1/{parent}/delete/{kind}; an entry is
 * deleted only through its own parent's call, and a closed opportunity's are kept as it closed.
 */
export const recordsOnRoutes = parents.flatMap((parent) => kinds.flatMap((kind) => [
  readRoute({
    url: `/v1/${parent.kind}/${kind.path}`, scope: parent.scopes.view, summary: `The ${kind.words.list} of ${parent.called}.`,
    query: parent.reference,
  }, async ({ query, auth, services }) => {
    const id = query[parent.idKey] as string;
    await parent.check(services, auth, id, false);
    return { [kind.itemsKey]: await kind.read(services, auth, { kind: parent.kind, id }) };
  }),
  writeRoute({
    method: 'POST', url: `/v1/${parent.kind}/add/${kind.path}`, scope: parent.scopes.edit, summary: `${kind.words.add} ${parent.called}.`,
    body: parent.bodies[kind.body],
  }, async ({ body, auth, services }) => {
    const { [parent.idKey]: id, ...fields } = body;
    return kind.add(services, auth, { kind: parent.kind, id: id as string, check: (tx) => parent.check(services, auth, id as string, true, tx) }, fields);
  }, parent.replies[kind.replies.added]),
  writeRoute({
    method: 'PUT', url: `/v1/${parent.kind}/delete/${kind.path}`, referenceId: kind.idKey, scope: parent.scopes.edit, summary: `Deletes (retires) ${kind.words.remove} of ${parent.called}.`,
    body: kind.remove,
  }, async ({ body, auth, services }) => {
    const id = body[kind.idKey] as string;
    await services.policyRecordsOn.removeOn(auth, parent.kind, kind.table, id, body.version as number | undefined, (parentId, tx) => parent.check(services, auth, parentId, true, tx));
    return { [kind.idKey]: id };
  }, parent.replies[kind.replies.deleted]),
]));
