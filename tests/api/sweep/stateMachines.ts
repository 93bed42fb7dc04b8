import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { day } from '../../setup/days';
import { uniqueName, type Session, type TestApp } from '../helpers/app';

/**
 * A move of a state machine sent several times at once, without a version (the spec's clients
 * send none), so that only the machine's own rule, checked with the row locked, can refuse the
 * second one: `prepare` makes a fresh record in the state the move starts from; `move` is the
 * request raced; `effects` reads what the moves made, which must be `once` (what one move makes)
 * after the race; the losers answer `loser` (its status and sentence).
 */
export interface RacedMove {
  name: string;
  prepare(): Promise<{ move(): Promise<LightMyRequestResponse>; effects(): Promise<unknown>; once?: unknown; loser: { status: number; message: string } }>;
}

interface Context {
  t: TestApp;
  admin: Session;
  entityId: string;
  marketId: string;
  lob: (code: string) => string;
}

export function racedMoves({ t, admin, entityId, marketId, lob }: Context): RacedMove[] {
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
  const resolved = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await send(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().resolved;
  };
  const count = async (query: ReturnType<typeof sql>) => (await t.rows<{ n: number }>(query))[0].n;
  const policy = async (status: string, expiresIn = 265) => {
    const number = uniqueName('MV');
    const { policy_Reference_Id: id } = await resolved('POST', '/v1/policy/add', {
      market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: status,
      effective_Date: day(expiresIn - 365), expiration_Date: day(expiresIn), carrier_Issued_Policy_Id: number,
      line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1000, selected_Commission: 100 }],
    });
    return { id: id as string, number };
  };
  const opportunity = async () => (await resolved('POST', '/v1/opportunity/add', {
    first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Description: uniqueName('Move race '),
    effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }],
  })) as { opportunity_Reference_Id: string; irys_Case_Reference_Id: string };
  const audits = (id: string, action: string) => count(sql`select count(*)::int as n from audit_log where record_id = ${id} and action = ${action}`);
  /** the audited updates that moved the policy to `status` */
  const movesTo = (id: string, status: string) => count(sql`select count(*)::int as n from audit_log where record_id = ${id} and action = 'update' and changes->'status'->>'to' = ${status}`);
  const statusMoves = (from: string, to: string, label: string, extra: object = {}): RacedMove => ({
    name: `${from} → ${to}`,
    async prepare() {
      const { id } = await policy(from);
      return {
        move: () => send('PUT', '/v1/policy/status', { policy_Reference_Id: id, policy_Status: to, ...extra }),
        effects: () => movesTo(id, to),
        loser: { status: 409, message: `A policy that is ${label} cannot become ${label}.` },
      };
    },
  });
  return [
    statusMoves('pre_Bind', 'bound', 'Bound', { binder_Number: 'B-1', bind_Date: day(-1) }),
    statusMoves('bound', 'issued', 'Issued'),
    {
      name: 'endorse',
      async prepare() {
        const { id } = await policy('issued');
        return {
          move: () => send('POST', '/v1/policy/change', {
            policy_Reference_Id: id, change_Effective_Date: day(0), version_Title: 'Raise the limit',
            line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1200, selected_Commission: 120 }],
          }),
          effects: () => count(sql`select count(*)::int - 1 as n from policies where master_policy_id = ${id}`),
          loser: { status: 409, message: 'This is an earlier version of the policy. Open the latest version to change it.' },
        };
      },
    },
    {
      name: 'cancel',
      async prepare() {
        const { id } = await policy('bound');
        return {
          move: () => send('POST', '/v1/policy/cancel', { policy_Reference_Id: id, cancel_Date: day(0), cancel_Reason: 'Insured request' }),
          effects: () => movesTo(id, 'cancelled'),
          loser: { status: 409, message: 'A policy that is Cancelled cannot become Cancelled.' },
        };
      },
    },
    {
      name: 'reinstate',
      async prepare() {
        const { id } = await policy('bound');
        await resolved('POST', '/v1/policy/cancel', { policy_Reference_Id: id, cancel_Date: day(0), cancel_Reason: 'Non-payment' });
        return {
          move: () => send('POST', '/v1/policy/reinstate', { policy_Reference_Id: id }),
          effects: () => movesTo(id, 'reinstated'),
          loser: { status: 409, message: 'A policy that is Reinstated cannot become Reinstated.' },
        };
      },
    },
    {
      name: 'early close',
      async prepare() {
        const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await opportunity();
        return {
          move: () => send('PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: false, lob_Selected: [{ lob_Reference_Id: lob('general_liability'), client_Decline_Reason: 'outsold' }], is_FollowUpNextYear: true }),
          // one follow-up task on its case: the close ran once
          effects: () => count(sql`select count(*)::int as n from tasks where case_id = ${caseId} and task_name like 'Follow up next year: %'`),
          loser: { status: 409, message: 'This opportunity is closed: its stage can no longer change.' },
        };
      },
    },
    {
      name: 'stage move',
      async prepare() {
        const { opportunity_Reference_Id: id } = await opportunity();
        return {
          move: () => send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'out_To_Market' }),
          effects: () => count(sql`select count(*)::int as n from audit_log where record_id = ${id} and action = 'update'`),
          loser: { status: 409, message: 'The opportunity is already at Out to Market.' },
        };
      },
    },
    {
      name: 'renewals start',
      async prepare() {
        const { id, number } = await policy('bound', 20);
        return {
          move: () => send('POST', '/v1/opportunity/renewals/start', { policy_Reference_Ids: [id] }),
          effects: () => count(sql`select count(*)::int as n from opportunities where retired_at is null and ${id}::text = any(renewal_of_policy_ids)`),
          loser: { status: 409, message: `Policy ${number} already has a renewal opportunity` },
        };
      },
    },
    {
      name: 'email send',
      async prepare() {
        const { outbound_Draft_Reference_Id: id } = await resolved('POST', '/v1/email', { request_Data: { subject: uniqueName('Race mail '), emailMessage: 'Once', toEmailAdd: [{ type: 'to', emailId: 'race@example.com' }] } });
        return {
          move: () => send('POST', '/v1/email', { outbound_Draft_Reference_Id: id, is_Sent: true, request_Data: {} }),
          effects: () => count(sql`select count(*)::int as n from email_sends where draft_id = ${id}`),
          loser: { status: 409, message: 'This email has already been sent. Start a new email to send it again.' },
        };
      },
    },
    {
      name: 'delete with its case',
      async prepare() {
        const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await opportunity();
        return {
          move: () => send('PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id }),
          effects: async () => ({ opportunityRetired: await audits(id, 'retire'), caseRetired: await audits(caseId, 'retire') }),
          once: { opportunityRetired: 1, caseRetired: 1 },
          loser: { status: 404, message: 'Opportunity was not found.' },
        };
      },
    },
  ];
}
