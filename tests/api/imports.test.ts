import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../setup/days';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const csvOf = (lines: string[][]) => lines.map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

interface Job { import_Job_Id: string; status: string; total: number; written: number; created: string[]; message: string | null }

for (const backend of backends) {
  describe(`CSV imports of humans, entities and policies (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test'].map((e) => t.login(e)));
    }, 120_000);
    afterAll(() => t?.close());

    const post = (s: Session, url: string, payload: object) => t.as(s.token, { method: 'POST', url, payload });
    const humansNamed = async (last: string) => (await t.rows<{ n: number }>(sql`select count(*)::int as n from humans where tenant_id = ${admin.tenantId} and last_name = ${last}`))[0].n;
    /** Polls the job until it has ended. */
    const ended = async (s: Session, id: string): Promise<Job> => {
      for (;;) {
        const answer = await t.as(s.token, { method: 'GET', url: `/v1/import/job?import_Job_Id=${id}` });
        expect(answer.statusCode, answer.body).toBe(200);
        const job = answer.json().resolved as Job;
        if (job.status !== 'running') return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    it('previews a file of humans with each bad row\'s errors by column, from the schema the form uses, writing nothing; starting it is refused', async () => {
      const last = uniqueName('Import');
      const csv = csvOf([
        ['First Name', 'Last Name', 'Date of Birth', 'Email'],
        ['Ada', last, us(day(-10_000)), 'ada@example.test'],
        ['Grace', '', '', ''],
        ['Alan', last, '13/45/1990', 'alan@'],
        ['Edsger', last, us(day(5)), ''],
      ]);
      const preview = await post(admin, '/v1/import/preview', { kind: 'human', csv });
      expect(preview.statusCode, preview.body).toBe(200);
      const answer = preview.json().resolved;
      expect([answer.total, answer.valid]).toEqual([4, 1]);
      expect(answer.errors).toEqual([
        { row: 3, column: 'Last Name', message: 'Last Name is required' },
        { row: 4, column: 'Date of Birth', message: 'Invalid date format' },
        { row: 4, column: 'Email', message: 'Enter a valid Email address' },
        { row: 5, column: 'Date of Birth', message: 'Date cannot be in the future' },
      ]);
      expect(answer.rows[0]).toEqual({ row: 2, cells: ['Ada', '', last, '', '', us(day(-10_000)), 'ada@example.test'] });
      const refused = await post(admin, '/v1/import/start', { kind: 'human', csv });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().responseMessage).toBe('3 rows of the file have errors: nothing was imported. Correct them and upload the file again.');
      expect(refused.json().errors[0]).toEqual({ field: '/rows/3/Last Name', message: 'Last Name is required' });
      expect(await humansNamed(last)).toBe(0);
    });

    it('imports every row of a good file by a job whose progress it polls, and answers what it made', async () => {
      const last = uniqueName('Bulk');
      const csv = csvOf([['first name', 'Last Name', 'Email'], ...Array.from({ length: 50 }, (_, i) => [`Person${i}`, last, `p${i}@example.test`])]);
      const started = await post(csr, '/v1/import/start', { kind: 'human', csv });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().responseMessage).toBe('The import has started.');
      const job = await ended(csr, started.json().resolved.import_Job_Id);
      expect([job.status, job.total, job.written, job.created.length, job.message]).toEqual(['done', 50, 50, 50, null]);
      expect(await humansNamed(last)).toBe(50);
      const listed = await t.as(csr.token, { method: 'GET', url: `/v1/humans/search?search=${last}&limit=100` });
      expect(listed.json().resolved.count).toBe(50);
      expect((await t.as(admin.token, { method: 'GET', url: `/v1/import/job?import_Job_Id=${job.import_Job_Id}` })).statusCode).toBe(404);
    });

    it('imports entities, and policies whose carrier, insured and line are named; a name not found is the row\'s error', async () => {
      const name = uniqueName('Imported Co');
      const entities = await post(admin, '/v1/import/start', { kind: 'entity', csv: csvOf([['Name', 'DBA', 'Annual Revenue', 'Website'], [name, 'IC', '$1,250,000.50', 'https://example.test']]) });
      expect(entities.statusCode, entities.body).toBe(200);
      expect((await ended(admin, entities.json().resolved.import_Job_Id)).status).toBe('done');
      const [market] = await t.rows<{ name: string }>(sql`select name from markets where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const [line] = await t.rows<{ name: string }>(sql`select name from lines_of_business order by name limit 1`);
      const number = uniqueName('IMP-');
      const header = ['Policy Number', 'Insured', 'Carrier', 'Policy Type', 'Status', 'Effective Date', 'Expiration Date', 'Line of Business', 'Premium', 'Commission'];
      const good = [number, name.toUpperCase(), market.name, 'New', 'Bound', us(day(-30)), us(day(335)), line.name, '1,200', '10'];
      const preview = (await post(admin, '/v1/import/preview', { kind: 'policy', csv: csvOf([header, good, [...good.slice(0, 2), 'No Such Carrier', ...good.slice(3)]]) })).json().resolved;
      expect(preview.errors).toEqual([{ row: 3, column: 'Carrier', message: "No carrier is named 'No Such Carrier'" }]);
      const started = await post(admin, '/v1/import/start', { kind: 'policy', csv: csvOf([header, good]) });
      expect(started.statusCode, started.body).toBe(200);
      const job = await ended(admin, started.json().resolved.import_Job_Id);
      expect(job.status, job.message ?? '').toBe('done');
      const [policy] = await t.rows<{ status: string; actual_premium: string; insured: string }>(sql`
        select p.status, p.actual_premium::text, e.name as insured from policies p join entities e on e.id = p.insured_entity_id where p.id = ${job.created[0]}`);
      expect(policy).toEqual({ status: 'bound', actual_premium: '1200.00', insured: name });
    });

    it('writes all rows or none: a row the create refuses after the check fails the import, and the rows before it are not kept', async () => {
      const [market] = await t.rows<{ name: string }>(sql`select name from markets where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const [insured] = await t.rows<{ name: string }>(sql`select name from entities e where tenant_id = ${admin.tenantId} and retired_at is null
        and (select count(*) from entities o where o.tenant_id = e.tenant_id and lower(o.name) = lower(e.name) and o.retired_at is null) = 1 order by name limit 1`);
      const [line] = await t.rows<{ name: string }>(sql`select name from lines_of_business order by name limit 1`);
      const number = uniqueName('ALL-');
      const row = (status: string, policyNumber: string) => [policyNumber, insured.name, market.name, 'New', status, us(day(-30)), us(day(335)), line.name, '100', '10'];
      const csv = csvOf([['Policy Number', 'Insured', 'Carrier', 'Policy Type', 'Status', 'Effective Date', 'Expiration Date', 'Line of Business', 'Premium', 'Commission'],
        row('Bound', number), row('Bound', `${number}-2`), row('Issued', '')]);
      const started = await post(admin, '/v1/import/start', { kind: 'policy', csv });
      expect(started.statusCode, started.body).toBe(200);
      const job = await ended(admin, started.json().resolved.import_Job_Id);
      expect([job.status, job.written, job.created]).toEqual(['failed', 0, []]);
      expect(job.message).toMatch(/^Row 4 could not be written: .+\. Nothing was imported\.$/);
      expect((await t.rows(sql`select id from policies where carrier_policy_number like ${`${number}%`}`))).toEqual([]);
    });

    it('refuses a file it cannot read, and a user without the kind\'s edit scope', async () => {
      const unknown = await post(admin, '/v1/import/preview', { kind: 'human', csv: 'First Name,Shoe Size\nAda,9' });
      expect([unknown.statusCode, unknown.json().responseMessage]).toEqual([400, "Unknown column 'Shoe Size'. The columns are: First Name, Middle Name, Last Name, Suffix, Preferred Name, Date of Birth, Email."]);
      const empty = await post(admin, '/v1/import/preview', { kind: 'human', csv: 'First Name,Last Name\n' });
      expect([empty.statusCode, empty.json().responseMessage]).toEqual([400, 'The file has no rows to import.']);
      const refused = await post(viewer, '/v1/import/preview', { kind: 'human', csv: 'First Name,Last Name\nAda,Byron' });
      expect(refused.statusCode).toBe(403);
      expect((await post(admin, '/v1/import/preview', { kind: 'market', csv: 'x' })).statusCode).toBe(400);
    });
  });
}
