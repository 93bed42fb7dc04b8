import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../setup/days';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { racedMoves } from './sweep/stateMachines';
import { versionedEdits } from './sweep/versionedEdits';

/**
 * Requests fired at once (Promise.all): on PostgreSQL they run in parallel on the pool's
 * connections, on PGlite one after another. Each race is run for several rounds and must have
 * exactly one outcome every time, whichever request the database takes first.
 */
/**
 * On PostgreSQL the requests really run at once, so the outcome changes from round to round: many
 * rounds. PGlite takes them one after another, whichever it takes first: a few rounds show it (the
 * issue's proof, an opportunity deleted while its submission is added, runs 50 on both).
 * RACE_ROUNDS=50 runs every race 50 times on both.
 */
function roundsOn(backend: string) {
  const asked = Number(process.env.RACE_ROUNDS);
  if (asked > 0) return { drafts: asked, renewals: asked, deleteWhileSubmitting: asked, retireWhileInsuring: asked, quoteWhileRemoving: asked, edits: asked, machines: asked };
  // edits: rounds of 10 edits at one version on each of 7 kinds of record (15 rounds: 1,050 edits)
  return backend === 'postgres'
    ? { drafts: 20, renewals: 15, deleteWhileSubmitting: 50, retireWhileInsuring: 30, quoteWhileRemoving: 30, edits: 15, machines: 4 }
    : { drafts: 5, renewals: 5, deleteWhileSubmitting: 50, retireWhileInsuring: 5, quoteWhileRemoving: 5, edits: 2, machines: 1 };
}

for (const backend of backends) {
  const rounds = roundsOn(backend);
  describe(`races: one winner, whichever runs first (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let marketId: string;
    let entityId: string;
    let humanId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr] = await Promise.all(['admin@harbor.test', 'csr@harbor.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and market_type = 'carrier' order by name limit 1`);
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 1`);
      [{ id: humanId }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} order by last_name limit 1`);
      lobs = (await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const ok = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

    it(`saves the drafts once when the save is sent 4 times at once (${rounds.drafts} rounds)`, async () => {
      const draft = (n: string) => ({
        id: n, policyNumber: n, marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policyType: 'New',
        effectiveDate: day(0), expirationDate: day(365), isThePolicyBound: true, billingType: 'agency_Bill',
        lineOfBusinessInfo: [{ reference_Id: lob('general_liability'), premium: '1,000', commissionDollars: 100 }], feeInfo: [], taxInfo: [],
      });
      const numbers: string[] = [];
      for (let round = 0; round < rounds.drafts; round += 1) {
        const mine = [uniqueName('RD'), uniqueName('RD'), uniqueName('RD')];
        numbers.push(...mine);
        for (const n of mine) await ok(await send(csr, 'POST', '/v1/policy/draft/add', draft(n)));
        const saves = await Promise.all([1, 2, 3, 4].map(() => send(csr, 'POST', '/v1/policy/draft/save', {})));
        expect(statuses(saves), saves.map((s) => s.body).join('\n')).toEqual([200, 409, 409, 409]);
        expect(saves.find((s) => s.statusCode === 200)!.json().resolved.count).toBe(3);
        for (const lost of saves.filter((s) => s.statusCode === 409)) expect(lost.json().responseMessage).toBe('These draft policies were saved or removed meanwhile. Reload to see the latest.');
      }
      const [{ n }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from policies where tenant_id = ${csr.tenantId} and carrier_policy_number in ${numbers}`);
      expect(n).toBe(3 * rounds.drafts);
      const [{ left }] = await t.rows<{ left: number }>(sql`select count(*)::int as left from policy_drafts where owner_user_id = ${csr.userId} and retired_at is null`);
      expect(left).toBe(0);
    });

    it(`starts one renewal of a policy when 10 are asked at once (${rounds.renewals} rounds); once it is deleted the policy renews again`, async () => {
      for (let round = 0; round < rounds.renewals; round += 1) {
        const number = uniqueName('RR');
        const { policy_Reference_Id: policyId } = await ok(await send(admin, 'POST', '/v1/policy/add', {
          market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'bound',
          effective_Date: day(-300), expiration_Date: day(65), carrier_Issued_Policy_Id: number,
          line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1000, selected_Commission: 100 }],
        }));
        const renewals = await Promise.all(Array.from({ length: 10 }, () => send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: policyId })));
        expect(statuses(renewals), renewals.map((r) => r.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
        for (const lost of renewals.filter((r) => r.statusCode === 409)) expect(lost.json().responseMessage).toBe(`Policy ${number} already has a renewal opportunity`);
        const live = await t.rows(sql`select id from opportunities where tenant_id = ${admin.tenantId} and retired_at is null and ${policyId}::text = any(renewal_of_policy_ids)`);
        expect(live).toHaveLength(1);
        if (round === rounds.renewals - 1) {
          await ok(await send(admin, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: renewals.find((r) => r.statusCode === 200)!.json().resolved.opportunity_Reference_Id }));
          await ok(await send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: policyId }));
        }
      }
    });

    it(`deletes an opportunity (with its case and tasks) or adds its submission, never both, when both are sent at once (${rounds.deleteWhileSubmitting} rounds)`, async () => {
      const outcomes = { deleted: 0, submitted: 0 };
      for (let round = 0; round < rounds.deleteWhileSubmitting; round += 1) {
        const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await ok(await send(admin, 'POST', '/v1/opportunity/add', {
          first_Name_Insured_Reference_Id: humanId, first_Name_Insured_Type: 'human', opportunity_Description: uniqueName('Race '),
          effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }],
        }));
        await ok(await send(admin, 'POST', '/v1/add/task', { irys_Task: { task_Name: 'Call the insured', case_Reference_Id: caseId } }));
        const [deleted, submitted] = await Promise.all([
          send(admin, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id }),
          send(admin, 'POST', '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: marketId, line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }] }),
        ]);
        const [{ retired, submissions, caseRetired, tasks }] = await t.rows<{ retired: boolean; submissions: number; caseRetired: boolean; tasks: number }>(sql`
          select o.retired_at is not null as retired, c.retired_at is not null as "caseRetired",
            (select count(*)::int from submissions s where s.opportunity_id = o.id and s.retired_at is null) as submissions,
            (select count(*)::int from tasks k where k.case_id = c.id and k.retired_at is null) as tasks
          from opportunities o join cases c on c.id = o.case_id where o.id = ${id}`);
        if (deleted.statusCode === 200) {
          outcomes.deleted += 1;
          expect(submitted.statusCode, submitted.body).toBe(404);
          expect(submitted.json().responseMessage).toBe('Opportunity was not found.');
          expect({ retired, submissions, caseRetired, tasks }).toEqual({ retired: true, submissions: 0, caseRetired: true, tasks: 0 });
        } else {
          outcomes.submitted += 1;
          expect([deleted.statusCode, submitted.statusCode], `${deleted.body}\n${submitted.body}`).toEqual([409, 200]);
          expect(deleted.json().responseMessage).toBe('Opportunity cannot be deleted due to existing submission(s)');
          expect({ retired, submissions, caseRetired, tasks }).toEqual({ retired: false, submissions: 1, caseRetired: false, tasks: 1 });
        }
      }
      console.info(`delete while submitting (${backend}): ${outcomes.deleted} deleted, ${outcomes.submitted} submitted`);
    });
    it(`retires a market or adds a policy on it, never both, when both are sent at once (${rounds.retireWhileInsuring} rounds)`, async () => {
      const outcomes = { retired: 0, insured: 0 };
      for (let round = 0; round < rounds.retireWhileInsuring; round += 1) {
        const { market_Reference_Id: market } = await ok(await send(admin, 'POST', '/v1/market/add', { market_Name: uniqueName('Race Market '), market_Type: 'carrier' }));
        const [retired, added] = await Promise.all([
          send(admin, 'PUT', '/v1/market/retire', { market_Reference_Id: market }),
          send(admin, 'POST', '/v1/policy/add', {
            market_Reference_Id: market, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
            effective_Date: day(0), expiration_Date: day(365),
            line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1000, selected_Commission: 100 }],
          }),
        ]);
        const [{ marketRetired, policies }] = await t.rows<{ marketRetired: boolean; policies: number }>(sql`
          select m.retired_at is not null as "marketRetired",
            (select count(*)::int from policies p where p.market_id = m.id and p.retired_at is null) as policies
          from markets m where m.id = ${market}`);
        if (retired.statusCode === 200) {
          outcomes.retired += 1;
          expect(added.statusCode, added.body).toBe(400);
          expect(added.json().errors[0].message).toBe('That market was not found');
          expect({ marketRetired, policies }).toEqual({ marketRetired: true, policies: 0 });
        } else {
          outcomes.insured += 1;
          expect([retired.statusCode, added.statusCode], `${retired.body}\n${added.body}`).toEqual([409, 200]);
          expect({ marketRetired, policies }).toEqual({ marketRetired: false, policies: 1 });
        }
      }
      console.info(`retire while insuring (${backend}): ${outcomes.retired} retired, ${outcomes.insured} insured`);
    });
    it(`never leaves a live quote on a removed submission when the two are sent at once (${rounds.quoteWhileRemoving} rounds)`, async () => {
      const outcomes = { quotedFirst: 0, removedFirst: 0 };
      const { opportunity_Reference_Id: opportunityId } = await ok(await send(admin, 'POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: humanId, first_Name_Insured_Type: 'human', opportunity_Description: uniqueName('Quote race '),
        effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }],
      }));
      for (let round = 0; round < rounds.quoteWhileRemoving; round += 1) {
        const { submission_Reference_Id: submissionId, version_Reference_Id: versionId } = await ok(await send(admin, 'POST', '/v1/opportunity/submission', {
          opportunity_Reference_Id: opportunityId, market_Reference_Id: marketId, line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }],
        }));
        const [removed, quoted] = await Promise.all([
          send(admin, 'PUT', '/v1/opportunity/submission/retire', { submission_Reference_Id: submissionId }),
          send(admin, 'POST', '/v1/opportunity/submission/quote', { version_Reference_Id: versionId, line_Of_Business_Id: lob('personal_auto'), quoted_Premium: 1200 }),
        ]);
        expect(removed.statusCode, removed.body).toBe(200);
        if (quoted.statusCode === 200) outcomes.quotedFirst += 1;
        else {
          outcomes.removedFirst += 1;
          expect(quoted.statusCode, quoted.body).toBe(404);
        }
        const [{ live }] = await t.rows<{ live: number }>(sql`select count(*)::int as live from quotes where submission_version_id = ${versionId} and retired_at is null`);
        expect(live).toBe(0);
      }
      console.info(`quote while removing (${backend}): ${outcomes.quotedFirst} quoted first, ${outcomes.removedFirst} removed first`);
    });

    it(`loses no update when 10 edits of one version race on each of 7 kinds of record (${rounds.edits} rounds: ${rounds.edits * 70} edits)`, async () => {
      const contenders = 10;
      const edits = versionedEdits({ t, admin, entityId, marketId, lob });
      const counted = { won: 0, refused: 0 };
      await Promise.all(edits.map(async (subject) => {
        const id = await subject.create();
        let { version } = await subject.read(id);
        for (let round = 0; round < rounds.edits; round += 1) {
          const markers = Array.from({ length: contenders }, (_, i) => (subject.kind === 'case' ? String((round + 1) % 2) : `${subject.kind} ${round}-${i}`));
          const answers = await Promise.all(markers.map((marker) => subject.edit(id, version, marker)));
          const context = `${subject.kind} round ${round}:\n${answers.map((a) => a.body).join('\n')}`;
          expect(statuses(answers), context).toEqual([200, ...Array(contenders - 1).fill(412)]);
          for (const lost of answers.filter((a) => a.statusCode === 412)) expect(lost.json().responseMessage).toBe(subject.stale);
          // the winner's change is the record, one version on: nothing it said was lost, nothing a loser said was kept
          const winner = markers[answers.findIndex((a) => a.statusCode === 200)];
          const now = await subject.read(id);
          expect(now, context).toEqual({ marker: winner, version: version + 1 });
          version = now.version;
          counted.won += 1;
          counted.refused += contenders - 1;
        }
        const [{ updates }] = await t.rows<{ updates: number }>(sql`select count(*)::int as updates from audit_log where record_id = ${id} and action = 'update'`);
        expect(updates, subject.kind).toBe(rounds.edits);
      }));
      expect(counted).toEqual({ won: rounds.edits * edits.length, refused: rounds.edits * edits.length * (contenders - 1) });
      console.info(`versioned edits (${backend}): ${counted.won + counted.refused} edits on ${edits.length} kinds, ${counted.won} applied, ${counted.refused} refused as stale, 0 lost`);
    });

    it(`moves each state machine once when its move is sent 4 times at once without a version (${rounds.machines} rounds)`, async () => {
      const moves = racedMoves({ t, admin, entityId, marketId, lob });
      await Promise.all(moves.map(async (raced) => {
        for (let round = 0; round < rounds.machines; round += 1) {
          const { move, effects, once = 1, loser } = await raced.prepare();
          const answers = await Promise.all([1, 2, 3, 4].map(() => move()));
          const context = `${raced.name}, round ${round}:\n${answers.map((a) => a.body).join('\n')}`;
          expect(statuses(answers), context).toEqual([200, loser.status, loser.status, loser.status].sort());
          for (const lost of answers.filter((a) => a.statusCode !== 200)) expect(lost.json().responseMessage, context).toBe(loser.message);
          expect(await effects(), context).toEqual(once);
        }
      }));
      console.info(`state machines (${backend}): ${moves.length} moves x ${rounds.machines} rounds, one winner each: ${moves.map((m) => m.name).join(', ')}`);
    });
  });
}
