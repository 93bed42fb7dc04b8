import { sql } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';
import { seedDemoPipeline } from '../../src/server/seed/pipelineBook';

const cents = (n: number) => Math.round(n * 100) / 100;
const csvRows = (body: string) => Papa.parse<string[]>(body.trim()).data;

for (const backend of backends) {
  describe(`reports: book of business and expiring policies, with CSV exports (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let csr: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit, csr] = await Promise.all(['admin@harbor.test', 'admin@summit.test', 'csr@harbor.test'].map((e) => t.login(e)));
    }, 120_000);
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    /** Policies in force today (latest versions), read by the test itself: one row per line. */
    const inForceLines = (s: Session) => t.rows<{ id: string; line: string; carrier: string; premium: string; expiration: string }>(sql`
      select p.id::text, l.name as line, m.name as carrier, (x->>'selected_Premium') as premium, p.expiration_date::text as expiration
      from policies p cross join jsonb_array_elements(p.lines) x join lines_of_business l on l.id::text = x->>'line_Of_Business_Id' join markets m on m.id = p.market_id
      where p.tenant_id = ${s.tenantId} and p.retired_at is null and p.is_latest and p.status in ('bound', 'issued', 'reinstated', 'pending_Cancel')
        and p.expiration_date >= ${day(0)} and (p.cancel_date is null or p.cancel_date > ${day(0)})`);

    /** The book as the test sums it: by line and carrier, the policies and their lines' premium. */
    const bookOf = async (s: Session) => {
      const expected = new Map<string, { policies: Set<string>; premium: number }>();
      for (const l of await inForceLines(s)) {
        const key = `${l.line}|${l.carrier}`;
        const entry = expected.get(key) ?? { policies: new Set(), premium: 0 };
        entry.policies.add(l.id);
        entry.premium += Number(l.premium);
        expected.set(key, entry);
      }
      return expected;
    };

    it('answers the book of business by line and carrier as the test sums it, and its CSV has the same rows', async () => {
      const response = await get(admin, '/v1/report/book-of-business');
      expect(response.statusCode, response.body).toBe(200);
      const { book } = response.json().resolved as { book: { line: string; carrier: string; policies: number; premium: number }[] };
      const expected = await bookOf(admin);
      expect(book.length).toBe(expected.size);
      expect(book.length).toBeGreaterThan(5);
      for (const row of book) {
        const e = expected.get(`${row.line}|${row.carrier}`)!;
        expect([row.line, row.carrier, row.policies, row.premium]).toEqual([row.line, row.carrier, e.policies.size, cents(e.premium)]);
      }
      const csv = await get(admin, '/v1/report/book-of-business/csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="book-of-business.csv"');
      const rows = csvRows(csv.body);
      expect(rows[0]).toEqual(['Line of Business', 'Carrier', 'Policies', 'Premium']);
      expect(rows.slice(1)).toEqual(book.map((r) => [r.line, r.carrier, String(r.policies), r.premium.toFixed(2)]));
      const other = (await get(summit, '/v1/report/book-of-business')).json().resolved.book as { line: string; carrier: string; policies: number }[];
      const summitBook = await bookOf(summit);
      expect(other.map((r) => [`${r.line}|${r.carrier}`, r.policies])).toEqual([...summitBook.entries()].map(([key, e]) => [key, e.policies.size]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    });

    it('lists the policies expiring within the days asked, and exports every one of them as CSV with formulas escaped', async () => {
      const [entity] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const [market] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const lob = (await get(admin, '/v1/lob')).json().resolved.lob[0].line_Of_Business_Id;
      const number = `=HYPERLINK("x")${uniqueName('')}`;
      const added = await t.as(admin.token, {
        method: 'POST', url: '/v1/policy/add', payload: {
          market_Reference_Id: market.id, first_Name_Insured_Reference_Id: entity.id, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'bound',
          effective_Date: day(-300), expiration_Date: day(5), carrier_Issued_Policy_Id: number,
          line_Of_Business: [{ line_Of_Business_Id: lob, selected_Premium: 100, selected_Commission: 10 }],
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const expiring = [...new Set((await inForceLines(admin)).filter((l) => l.expiration <= day(120)).map((l) => l.id))];
      const page = (await get(admin, '/v1/report/expiring?days=120&limit=100')).json().resolved;
      expect(page.count).toBe(expiring.length);
      expect(page.policies.map((p: { expiration_Date: string }) => p.expiration_Date)).toEqual([...page.policies.map((p: { expiration_Date: string }) => p.expiration_Date)].sort());
      expect(page.policies[0]).toMatchObject({ carrier_Issued_Policy_Id: number, actual_Premium: 100 });
      expect((await get(admin, '/v1/report/expiring?days=45')).statusCode).toBe(400);

      const csv = await get(admin, '/v1/report/expiring/csv?days=120');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="expiring-policies-120-days.csv"');
      const rows = csvRows(csv.body);
      expect(rows[0]).toEqual(['Policy Number', 'Insured', 'Carrier', 'Lines of Business', 'Effective Date', 'Expiration Date', 'Premium']);
      expect(rows).toHaveLength(expiring.length + 1);
      expect(rows[1][0]).toBe(`'${number}`);
      const [year, month, date] = day(5).split('-');
      expect(rows[1][5]).toBe(`${month}/${date}/${year}`);
      expect(rows[1][6]).toBe('100.00');
      expect((await get(summit, '/v1/report/expiring?days=120')).json().resolved.policies.map((p: { carrier_Issued_Policy_Id: string }) => p.carrier_Issued_Policy_Id)).not.toContain(number);
    });

    it('answers production by producer as the test sums it, and exports it as CSV and PDF; the book as PDF too', async () => {
      const answer = await get(admin, '/v1/report/production');
      expect(answer.statusCode, answer.body).toBe(200);
      const { from, to, producers } = answer.json().resolved as { from: string; to: string; producers: { producer: string | null; policies: number; new_Business: number; renewals: number; premium: number; commission: number }[] };
      const expected = await t.rows<{ producer: string | null; policies: number; renewals: number; premium: string; commission: string }>(sql`
        select u.first_name || ' ' || u.last_name as producer, count(*)::int as policies, (count(*) filter (where p.policy_type = 'renewal'))::int as renewals,
          sum(p.actual_premium)::text as premium, sum(p.actual_commission)::text as commission
        from policies p left join users u on u.id = p.owner_user_id
        where p.tenant_id = ${admin.tenantId} and p.retired_at is null and p.is_latest and p.status <> 'pre_Bind' and p.effective_date between ${from} and ${to}
        group by u.id, u.first_name, u.last_name order by u.id is null, sum(p.actual_premium) desc`);
      expect(producers.length).toBeGreaterThan(0);
      expect(producers.map((r) => [r.producer, r.policies, r.renewals, r.new_Business, r.premium, r.commission]))
        .toEqual(expected.map((e) => [e.producer, e.policies, e.renewals, e.policies - e.renewals, cents(Number(e.premium)), cents(Number(e.commission))]));
      const csv = csvRows((await get(admin, '/v1/report/production/csv')).body);
      expect(csv[0]).toEqual(['Producer', 'Policies', 'New Business', 'Renewals', 'Premium', 'Commission']);
      expect(csv.slice(1).map((r) => r[0])).toEqual(producers.map((r) => r.producer ?? 'No producer'));
      for (const [url, name, title] of [['/v1/report/production/pdf', 'production-by-producer.pdf', 'Production by Producer'], ['/v1/report/book-of-business/pdf', 'book-of-business.pdf', 'Book of Business']]) {
        const pdf = await get(admin, url);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
        const doc = await PDFDocument.load(pdf.rawPayload);
        expect(doc.getTitle()).toBe(title);
        expect(doc.getPageCount()).toBeGreaterThan(0);
      }
      expect((await get(csr, '/v1/report/production/pdf')).statusCode).toBe(200);
    });

    /** The report's months as the test counts them: the last n calendar months of the clock, this one included. */
    const monthsBack = (n: number) => Array.from({ length: n }, (_, i) => {
      const [y, m] = day(0).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7);
    });
    const tally = <K extends string>(items: { month: string; kind: K; premium: number }[], months: string[], kinds: K[]) => months.map((month) => {
      const of = items.filter((i) => i.month === month);
      return { month, ...Object.fromEntries(kinds.map((k) => [k, of.filter((i) => i.kind === k).length])), all: of.length, premium: of.map((i) => i.premium) } as Record<K | 'all', number> & { month: string; premium: number[] };
    });
    /** The demo pipeline (opportunities in every stage, some won and lost), seeded once for the two reports that count opportunities. */
    let pipeline: Promise<void> | undefined;
    const withPipeline = () => (pipeline ??= seedDemoPipeline(t.db));
    const sumOf = (xs: number[]) => cents(xs.reduce((a, b) => a + b, 0));
    const pct = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

    it('answers renewals and retention by the month policies expire as the test counts them, with its filters, CSV and PDF', async () => {
      await withPipeline();
      // three expiring written policies get a renewal opportunity each: one won, one open, one lost
      const from = `${monthsBack(12)[0]}-01`;
      const expiringPolicies = await t.rows<{ master: string }>(sql`select master_policy_id::text as master from policies
        where tenant_id = ${admin.tenantId} and retired_at is null and is_latest and status not in ('pre_Bind', 'cancelled') and expiration_date between ${from} and ${day(0)}
        order by expiration_date, id limit 3`);
      expect(expiringPolicies).toHaveLength(3);
      for (const [i, stage] of (['closed_Won', 'in_Process', 'closed_Lost'] as const).entries()) {
        const where = stage === 'in_Process' ? sql`status <> 'closed'` : sql`stage = ${stage}`;
        // as a renewal is started: the opportunity's list and the live renewal the policy is read by
        await t.rows(sql`with o as (update opportunities set renewal_of_policy_ids = array[${expiringPolicies[i].master}]
          where id = (select id from opportunities where tenant_id = ${admin.tenantId} and retired_at is null and ${where} and renewal_of_policy_ids = '{}' order by id limit 1) returning id, tenant_id)
          insert into policy_renewals (tenant_id, master_policy_id, opportunity_id) select tenant_id, ${expiringPolicies[i].master}::uuid, id from o`);
      }
      const read = async (query: string) => {
        const answer = await get(admin, `/v1/report/retention${query}`);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().resolved as { from: string; to: string; months: Record<string, number | string | null>[]; total: Record<string, number | null> };
      };
      const expected = async (n: number, renewalsOnly: boolean) => {
        const months = monthsBack(n);
        const rows = await t.rows<{ month: string; premium: string; won: boolean | null; open: boolean | null; lost: boolean | null }>(sql`
          select to_char(p.expiration_date, 'YYYY-MM') as month, p.actual_premium::text as premium,
            bool_or(o.is_won) as won, bool_or(o.status <> 'closed') as open, bool_or(o.is_won = false) as lost
          from policies p left join opportunities o on o.tenant_id = p.tenant_id and o.retired_at is null and p.master_policy_id::text = any(o.renewal_of_policy_ids)
          where p.tenant_id = ${admin.tenantId} and p.retired_at is null and p.is_latest and p.status <> 'pre_Bind'
            and not (p.status = 'cancelled' or (p.status = 'pending_Cancel' and p.cancel_date <= p.expiration_date))
            and (${!renewalsOnly} or p.policy_type = 'renewal')
          group by p.id`);
        const kind = (r: (typeof rows)[number]) => (r.won ? 'renewed' : r.open ? 'in_Progress' : r.lost ? 'lost' : 'not_Started');
        return tally(rows.filter((r) => months.includes(r.month)).map((r) => ({ month: r.month, kind: kind(r), premium: Number(r.premium) })), months, ['renewed', 'in_Progress', 'lost', 'not_Started']);
      };
      const year = await read('');
      const counted = await expected(12, false);
      expect(year.months.map((m) => [m.month, m.expiring, m.renewed, m.in_Progress, m.lost, m.not_Started, m.retention_Rate, m.premium_Expiring]))
        .toEqual(counted.map((c) => [c.month, c.all, c.renewed, c.in_Progress, c.lost, c.not_Started, pct(c.renewed, c.all), sumOf(c.premium)]));
      expect([year.total.renewed, year.total.in_Progress, year.total.lost]).toEqual([1, 1, 1]);
      expect(year.total.expiring).toBe(counted.reduce((a, c) => a + c.all, 0));
      expect(year.total.retention_Rate).toBe(pct(1, year.total.expiring!));
      expect(year.from).toBe(`${monthsBack(12)[0]}-01`);

      const quarter = await read('?months=3&business=renewal');
      expect(quarter.months.map((m) => [m.month, m.expiring])).toEqual((await expected(3, true)).map((c) => [c.month, c.all]));
      const refused = await get(admin, '/v1/report/retention?months=5');
      expect([refused.statusCode, refused.json().errors?.[0]?.field]).toEqual([400, '/months']);

      const csv = csvRows((await get(admin, '/v1/report/retention/csv')).body);
      expect(csv[0]).toEqual(['Month', 'Expiring', 'Renewed', 'In Progress', 'Lost', 'Not Started', 'Retention %', 'Premium Expiring', 'Premium Renewed']);
      expect(csv).toHaveLength(14);
      expect(csv[13].slice(0, 3)).toEqual(['Total', String(year.total.expiring), '1']);
      const pdf = await get(admin, '/v1/report/retention/pdf?business=new');
      expect([pdf.statusCode, pdf.headers['content-disposition']]).toEqual([200, 'attachment; filename="renewals-and-retention.pdf"']);
      expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Renewals and Retention');
      expect((await get(summit, '/v1/report/retention')).json().resolved.total.renewed).toBe(0);
    });

    it('answers pipeline conversion by the month opportunities were created as the test counts them, with its filters, CSV and PDF', async () => {
      const expected = async (n: number, type?: string) => {
        const months = monthsBack(n);
        const rows = await t.rows<{ month: string; status: string; is_won: boolean | null; premium: string | null }>(sql`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, status, is_won, actual_premium::text as premium from opportunities
          where tenant_id = ${admin.tenantId} and retired_at is null and (${type ?? null}::text is null or opportunity_type = ${type ?? null})`);
        const kind = (r: (typeof rows)[number]) => (r.is_won ? 'won' : r.status !== 'closed' ? 'open' : 'lost');
        return tally(rows.filter((r) => months.includes(r.month)).map((r) => ({ month: r.month, kind: kind(r), premium: r.is_won ? Number(r.premium) : 0 })), months, ['won', 'lost', 'open']);
      };
      await withPipeline();
      const answer = await get(admin, '/v1/report/conversion');
      expect(answer.statusCode, answer.body).toBe(200);
      const { months, total } = answer.json().resolved as { months: Record<string, number | string | null>[]; total: Record<string, number | null> };
      const counted = await expected(12);
      expect(months.map((m) => [m.month, m.created, m.won, m.lost, m.open, m.conversion_Rate, m.win_Rate, m.premium_Won]))
        .toEqual(counted.map((c) => [c.month, c.all, c.won, c.lost, c.open, pct(c.won, c.all), pct(c.won, c.won + c.lost), sumOf(c.premium)]));
      expect(total.won).toBeGreaterThan(0);
      expect(total.created).toBeGreaterThan(total.won! + total.lost!);
      const renewals = (await get(admin, '/v1/report/conversion?months=6&business=renewal')).json().resolved.months as { month: string; created: number }[];
      expect(renewals.map((m) => [m.month, m.created])).toEqual((await expected(6, 'renewal')).map((c) => [c.month, c.all]));
      const csv = csvRows((await get(admin, '/v1/report/conversion/csv?months=3')).body);
      expect(csv[0]).toEqual(['Month', 'Created', 'Won', 'Lost', 'Open', 'Conversion %', 'Win %', 'Premium Won']);
      expect(csv).toHaveLength(5);
      const pdf = await get(admin, '/v1/report/conversion/pdf');
      expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Pipeline Conversion');
      const bad = await get(admin, '/v1/report/conversion?business=both');
      expect([bad.statusCode, bad.json().errors?.[0]?.message]).toEqual([400, 'business must be new or renewal']);
    });

    /** Every row of a list read through its own route, a page of 100 at a time. */
    const listed = async (s: Session, url: string, key: string) => {
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const answer = await get(s, `${url}&limit=100&page=${page}`);
        expect(answer.statusCode, answer.body).toBe(200);
        rows.push(...answer.json().resolved[key]);
        if (page >= answer.json().resolved.last_Page) return rows;
      }
    };
    const mdY = (d: unknown) => (d ? `${String(d).slice(5, 7)}/${String(d).slice(8, 10)}/${String(d).slice(0, 4)}` : '');

    it('exports a list as filtered and sorted: the list\'s own rows in its order, its columns as the screen names them', async () => {
      const filter = 'search=a&sortKey=dob&sort=desc&is_Agency_Participant=false';
      const rows = await listed(admin, `/v1/humans/search?${filter}`, 'humans');
      expect(rows.length).toBeGreaterThan(10);
      const csv = await get(admin, `/v1/export/human?${filter}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="human.csv"');
      const table = csvRows(csv.body);
      expect(table[0]).toEqual(['Name', 'Date of Birth']);
      const name = (h: Record<string, unknown>) => [`${h.first_Name} ${h.last_Name}`, h.preferred_Name ? ` (${h.preferred_Name})` : '', h.pronoun ? ` ${h.pronoun}` : ''].join('');
      expect(table.slice(1)).toEqual(rows.map((h) => [name(h), mdY(h.dob)]));

      const policies = await listed(admin, '/v1/policy/list?sortKey=effective_Date&sort=asc&is_Written=true', 'policies');
      const policyCsv = csvRows((await get(admin, '/v1/export/policy?sortKey=effective_Date&sort=asc&is_Written=true')).body);
      expect(policyCsv).toHaveLength(policies.length + 1);
      expect(policyCsv[0]).toContain('Policy Number');
      expect(policyCsv.slice(1).map((r) => r[policyCsv[0].indexOf('Policy Number')])).toEqual(policies.map((p) => String(p.carrier_Issued_Policy_Id ?? '').replace(/^[=+\-@\t\r]/, "'$&")));
    });

    it('reads a long list on by keyset past each batch of 1,000, ties and microseconds kept, nothing twice', async () => {
      // 2,500 entries of one future day, 700 distinct moments a microsecond apart (ties broken by id)
      const at = `${day(400)} 12:00:00.123456`;
      await t.rows(sql`insert into audit_log (tenant_id, at, record_type, record_id, action, changes)
        select ${admin.tenantId}, ${at}::timestamptz + (g % 700) * interval '1 microsecond', 'invitation', gen_random_uuid(), 'update', '{}'::jsonb
        from generate_series(1, 2500) g`);
      const filter = `record_Type=invitation&from=${day(400)}&to=${day(400)}`;
      const entries = await listed(admin, `/v1/admin/audit?${filter}`, 'entries');
      expect(entries).toHaveLength(2500);
      const csv = await get(admin, `/v1/export/audit?${filter}`);
      expect(csv.statusCode, csv.body).toBe(200);
      const table = csvRows(csv.body);
      expect(table[0]).toEqual(['When (UTC)', 'Who', 'Record', 'Record Id', 'Action', 'Before → After']);
      expect(table.slice(1).map((r) => r[3])).toEqual(entries.map((e) => e.record_Reference_Id));
      expect(table[1].slice(1, 5)).toEqual(['The system', 'Invitation', entries[0].record_Reference_Id, 'Changed']);
      expect((await get(csr, `/v1/export/audit?${filter}`)).statusCode).toBe(403);
      expect(csvRows((await get(summit, `/v1/export/audit?${filter}`)).body)).toHaveLength(1);
    });

    it('refuses a list that is not one, and a query its list refuses', async () => {
      const unknown = await get(admin, '/v1/export/nothing');
      expect([unknown.statusCode, unknown.json().responseMessage]).toEqual([404, 'That list cannot be exported.']);
      const bad = await get(admin, '/v1/export/human?sort=sideways');
      expect(bad.statusCode, bad.body).toBe(400);
      expect((await get(admin, '/v1/export/human?unknown_Filter=1')).statusCode).toBe(400);
    });
  });
}
