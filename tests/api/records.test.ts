import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/server/auth/context';
import { createRecords, type RecordDeclaration, type RecordTable } from '../../src/server/records/record';
import { createSearch, type SearchDeclaration } from '../../src/server/records/search';
import { entityRecords, entitySearch } from '../../src/server/modules/entities/declarations';
import { columnsFromModel as entityColumns } from '../../src/server/modules/entities/record';
import { humanRecords, humanSearch } from '../../src/server/modules/humans/declarations';
import { marketRecords, marketSearch } from '../../src/server/modules/markets/declarations';
import { policyRecords, policySearch } from '../../src/server/modules/policies/declarations';
import { opportunityRecords, opportunitySearch } from '../../src/server/modules/opportunities/declarations';
import { columnsFromModel as humanColumns } from '../../src/server/modules/humans/record';
import type { FieldCipher } from '../../src/server/crypto/fieldCipher';
import { randomUUID } from 'node:crypto';
import { backends, missingId, startApp, uniqueName, type TestApp } from './helpers/app';

/** A resource on the shared machinery: its declarations and how to make its columns with a given name. */
interface Resource {
  name: string;
  records: RecordDeclaration<RecordTable>;
  search: SearchDeclaration<RecordTable>;
  /** columns of a new record whose search name holds `name`, its sealed column filled (`on`: records it refers to) */
  columns(cipher: FieldCipher, name: string, on: OnBooks): Record<string, unknown>;
  /** a change of a plain column */
  rename(name: string): Record<string, unknown>;
  /** a column holding a sealed value, where the record has one */
  sealedColumn?: string;
  /** the id's name in a list row, when not reference_Id */
  idKey?: string;
  /** filters of its list with how many of three new records each keeps */
  filterCounts: [Record<string, unknown>, number][];
}

/** Records a new one may refer to: a market, an entity and a case of Harbor's. */
interface OnBooks { marketId: string; entityId: string; caseId: string }

const policyColumns = (name: string, on: OnBooks) => {
  const id = randomUUID();
  return {
    id, masterPolicyId: id, marketId: on.marketId, marketType: 'carrier', marketName: 'Rec market', insuredType: 'entity', insuredEntityId: on.entityId, insuredName: 'Rec insured',
    policyType: 'New', effectiveDate: '2026-01-01', expirationDate: '2027-01-01', status: 'pre_Bind', lines: [], fees: [], taxes: [], participants: [],
    carrierPolicyNumber: name, searchName: `rec ${name}`.toLowerCase(),
  };
};

const resources: Resource[] = [
  {
    name: 'humans',
    records: humanRecords as unknown as RecordDeclaration<RecordTable>,
    search: humanSearch as unknown as SearchDeclaration<RecordTable>,
    columns: (cipher, name) => humanColumns({ human: { first_Name: 'Rec', last_Name: name }, encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }] }, cipher),
    rename: (name) => ({ lastName: name, searchName: `rec ${name}`.toLowerCase() }),
    sealedColumn: 'ssnEncrypted',
    filterCounts: [[{ is_Mine: true }, 3], [{ is_Active: false }, 0], [{ active_Premium_Min: 1 }, 0], [{ open_Opportunity: false }, 3]],
  },
  {
    name: 'entities',
    records: entityRecords as unknown as RecordDeclaration<RecordTable>,
    search: entitySearch as unknown as SearchDeclaration<RecordTable>,
    columns: (cipher, name) => entityColumns({ entity: { name: `Rec ${name}` }, encrypted_String: [{ string_Type: 'FEIN', string_Value: '12-3456789' }] }, cipher),
    rename: (name) => ({ name: `Rec ${name}`, searchName: `rec ${name}`.toLowerCase() }),
    sealedColumn: 'taxIdEncrypted',
    filterCounts: [[{ is_Mine: true }, 3], [{ is_Active: false }, 0], [{ active_Premium_Min: 1 }, 0], [{ open_Opportunity: false }, 3]],
  },
  {
    name: 'markets',
    records: marketRecords as unknown as RecordDeclaration<RecordTable>,
    search: marketSearch as unknown as SearchDeclaration<RecordTable>,
    columns: (_cipher, name) => ({ name: `Rec ${name}`, marketType: 'mga', searchName: `rec ${name}`.toLowerCase() }),
    rename: (name) => ({ name: `Rec ${name}`, searchName: `rec ${name}`.toLowerCase() }),
    idKey: 'market_Reference_Id',
    filterCounts: [[{ is_Active: false }, 0], [{ market_Type: 'mga' }, 3], [{ market_Type: 'carrier' }, 0]],
  },
  {
    name: 'policies',
    records: policyRecords as unknown as RecordDeclaration<RecordTable>,
    search: policySearch as unknown as SearchDeclaration<RecordTable>,
    columns: (_cipher, name, on) => policyColumns(name, on),
    rename: (name) => ({ carrierPolicyNumber: name, searchName: `rec ${name}`.toLowerCase() }),
    idKey: 'policy_Reference_Id',
    filterCounts: [[{ is_Mine: true }, 3], [{ is_Active: true }, 0], [{ is_Active: false }, 3], [{ term_Premium_Min: 1 }, 0], [{ effective_Date_From: '2026-01-01', effective_Date_To: '2026-01-01' }, 3]],
  },
  {
    name: 'opportunities',
    records: opportunityRecords as unknown as RecordDeclaration<RecordTable>,
    search: opportunitySearch as unknown as SearchDeclaration<RecordTable>,
    columns: (_cipher, name, on) => ({
      caseId: on.caseId, opportunityType: 'new', stage: 'suspect', insuredType: 'entity', insuredEntityId: on.entityId, insuredName: 'Rec insured',
      lines: [], participants: [], description: name, searchName: `rec ${name}`.toLowerCase(),
    }),
    rename: (name) => ({ description: name, searchName: `rec ${name}`.toLowerCase() }),
    idKey: 'opportunity_Reference_Id',
    filterCounts: [[{ is_Mine: true }, 0], [{ type: 'new' }, 3], [{ type: 'renewal' }, 0], [{ stage: 'prospect,suspect' }, 3], [{ case_Status: 'closed' }, 0], [{ is_Open: true }, 3], [{ premium_Min: 1 }, 0]],
  },
];

for (const backend of backends) {
  describe.each(resources)(`the shared record lifecycle and search: $name (${backend})`, (resource) => {
    let t: TestApp;
    let harbor: AuthContext;
    let summit: AuthContext;
    let on: OnBooks;
    /** Summit's own market, entity and case: a record refers only to its tenant's records */
    let onSummit: OnBooks;
    beforeAll(async () => {
      t = await startApp(backend);
      const tenants = await t.rows<{ id: string; name: string }>(sql`select id, name from tenants`);
      const users = await t.rows<{ id: string; email: string }>(sql`select id, email from users`);
      const auth = (tenant: string, email: string): AuthContext => ({
        tenantId: tenants.find((x) => x.name === tenant)!.id, userId: users.find((u) => u.email === email)!.id,
        tenantKind: 'agency', scopes: [], sessionId: 'test', via: 'bearer',
      });
      harbor = auth('Harbor Insurance Agency', 'csr@harbor.test');
      summit = auth('Summit Brokers', 'admin@summit.test');
      const onBooksOf = async (tenantId: string): Promise<OnBooks> => {
        const [market] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${tenantId} limit 1`);
        const [entity] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${tenantId} limit 1`);
        const [opened] = await t.rows<{ id: string }>(sql`insert into cases (tenant_id, case_type, module_type, module_reference_id) values (${tenantId}, 'OPPORTUNITY', 'opportunity', ${entity.id}) returning id`);
        return { marketId: market.id, entityId: entity.id, caseId: opened.id };
      };
      on = await onBooksOf(harbor.tenantId);
      onSummit = await onBooksOf(summit.tenantId);
    });
    afterAll(() => t?.close());

    const records = () => createRecords(t.db, t.cipher, resource.records);
    const search = () => createSearch(t.db, resource.search);
    const auditOf = (id: string) => t.rows<{ action: string; changes: Record<string, unknown> }>(sql`select action, changes from audit_log where record_id = ${id} order by id`);

    it('creates with the tenant and owner, audits, and bumps the data version', async () => {
      const r = records();
      const before = await r.dataVersion(harbor);
      const saved = await r.create(harbor, resource.columns(t.cipher, uniqueName(), on));
      expect(saved.version).toBe(1);
      const row = (await r.row(harbor, saved.id)) as Record<string, unknown>;
      expect(row).toMatchObject({ tenantId: harbor.tenantId, ownerUserId: harbor.userId, createdBy: harbor.userId, retiredAt: null });
      expect(await r.dataVersion(harbor)).toBe(before + 1);
      const [created] = await auditOf(saved.id);
      expect(created.action).toBe('create');
      if (resource.sealedColumn) expect(created.changes[resource.sealedColumn]).toBe('changed');
      expect(created.changes.searchName).toBeUndefined();
    });

    it('answers 404 for another tenant’s id, a missing one and a retired one', async () => {
      const r = records();
      const { id, version } = await r.create(harbor, resource.columns(t.cipher, uniqueName(), on));
      const notFound = `${resource.records.noun} was not found.`;
      await expect(r.row(summit, id)).rejects.toMatchObject({ status: 404, message: notFound });
      await expect(r.row(harbor, missingId)).rejects.toMatchObject({ status: 404 });
      await expect(r.update(summit, id, version, () => resource.rename('x'))).rejects.toMatchObject({ status: 404 });
      await r.retire(harbor, id, version);
      await expect(r.row(harbor, id)).rejects.toMatchObject({ status: 404, message: notFound });
      await expect(r.retire(harbor, id)).rejects.toMatchObject({ status: 404 });
    });

    it('updates at the version read, refuses a stale one with the module’s sentence, and audits only what changed', async () => {
      const r = records();
      const { id } = await r.create(harbor, resource.columns(t.cipher, uniqueName(), on));
      const renamed = uniqueName();
      // the same sealed value again: its ciphertext is left alone, and the audit does not mention it
      const sealedOf = async () => (resource.sealedColumn
        ? (await t.rows<{ sealed: string }>(sql`select ${sql.identifier(resource.records.table[resource.sealedColumn].name)} as sealed from ${resource.records.table} where id = ${id}`))[0].sealed
        : undefined);
      const before = await sealedOf();
      const { id: _id, ...again } = resource.columns(t.cipher, renamed, on);
      const updated = await r.update(harbor, id, 1, () => ({ ...again, ...resource.rename(renamed) }));
      expect(updated.version).toBe(2);
      expect(await sealedOf()).toBe(before);
      const [, change] = await auditOf(id);
      expect(change.action).toBe('update');
      if (resource.sealedColumn) expect(Object.keys(change.changes)).not.toContain(resource.sealedColumn);
      expect(Object.keys(change.changes).length).toBeGreaterThan(0);
      await expect(r.update(harbor, id, 1, () => resource.rename('late'))).rejects.toMatchObject({ status: 412, message: resource.records.staleMessage });
      await expect(r.retire(harbor, id, 1)).rejects.toMatchObject({ status: 412 });
    });

    it('two edits racing at one version: one wins, the other gets 412', async () => {
      const r = records();
      const { id } = await r.create(harbor, resource.columns(t.cipher, uniqueName(), on));
      const outcomes = await Promise.allSettled([r.update(harbor, id, 1, () => resource.rename('first')), r.update(harbor, id, 1, () => resource.rename('second'))]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 412 } });
    });

    it('searches: only the tenant’s records not retired, by search name, filters, sort and pages, counts cached per data version', async () => {
      const r = records();
      const s = search();
      const tag = uniqueName('S').toLowerCase();
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await r.create(harbor, resource.columns(t.cipher, `${tag}${i}`, on))).id);
      await r.create(summit, resource.columns(t.cipher, `${tag}9`, onSummit));
      const page = await s.page(harbor, { search: `  ${tag.toUpperCase()} `, limit: 2, page: 1 });
      expect(page).toMatchObject({ count: 3, current_Page: 1, last_Page: 2 });
      expect(page.rows).toHaveLength(2);
      const second = await s.page(harbor, { search: tag, limit: 2, page: 2 });
      expect(second.rows.map((row) => row[resource.idKey ?? 'reference_Id'])).toHaveLength(1);
      const all = [...page.rows, ...second.rows].map((row) => row[resource.idKey ?? 'reference_Id']);
      expect(new Set(all)).toEqual(new Set(ids));
      const descending = await s.page(harbor, { search: tag, limit: 10, sort: 'desc' });
      expect(descending.rows.map((row) => row[resource.idKey ?? 'reference_Id'])).toEqual([...all].reverse());

      for (const [filter, count] of resource.filterCounts) expect((await s.page(harbor, { search: tag, ...filter } as never)).count, JSON.stringify(filter)).toBe(count);

      // a write moves the data version: the cached count is not reused
      await r.retire(harbor, ids[0]);
      expect((await s.page(harbor, { search: tag })).count).toBe(2);
      expect(await s.count(harbor, { search: tag })).toBe(2);
    });

    it('escapes LIKE wildcards in the search text', async () => {
      const s = search();
      expect((await s.page(harbor, { search: '%' })).count).toBe(0);
      expect((await s.page(harbor, { search: '_' })).count).toBe(0);
    });
  });
}
