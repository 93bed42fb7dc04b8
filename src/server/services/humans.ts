import { and, asc, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Human } from '../../generated/types/human.ts';
import type { HumansSearchQuery } from '../../generated/types/humans-search.ts';
import type { HumanUpdateBody } from '../../generated/types/human-update.ts';
import validateHuman from '../../generated/validators/human.js';
import { fieldErrors } from '../../engine/core/errors.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Db } from '../db/client.ts';
import { humans, tenants } from '../db/schema.ts';
import { createReferenceLabels } from './reference.ts';
import { createCountCache } from './countCache.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { audit } from './audit.ts';
import {
  changesBetween, columnsFromModel, keepUnchangedSealed, maskedLicense, maskedSsn, modelFromRow,
} from './humanRecord.ts';
import type { ServiceDeps } from './index.ts';
import type { ContactService } from './contacts.ts';

const staleMessage = 'This human was changed by someone else since you opened it. Reload to see the latest details.';

const sortColumns = {
  name: [humans.lastName, humans.firstName],
  first_Name: [humans.firstName, humans.lastName],
  last_Name: [humans.lastName, humans.firstName],
  dob: [humans.dob, humans.lastName],
  created_At: [humans.createdAt],
} as const;

const likePattern = (search: string) => `%${search.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[\\%_]/g, '\\$&')}%`;

function filtersOf(auth: AuthContext, q: HumansSearchQuery): SQL[] {
  const where: SQL[] = [eq(humans.tenantId, auth.tenantId), isNull(humans.retiredAt)];
  if (q.search?.trim()) where.push(sql`${humans.searchName} like ${likePattern(q.search)}`);
  if (q.is_Mine) where.push(eq(humans.ownerUserId, auth.userId));
  if (q.open_Opportunity !== undefined) where.push(q.open_Opportunity ? gt(humans.openOpportunities, 0) : eq(humans.openOpportunities, 0));
  if (q.active_Policies !== undefined) where.push(q.active_Policies ? gt(humans.activePolicies, 0) : eq(humans.activePolicies, 0));
  if (q.is_Agency_Participant !== undefined) where.push(eq(humans.isAgencyParticipant, q.is_Agency_Participant));
  if (q.active_Premium_Min !== undefined) where.push(gte(humans.activePremium, String(q.active_Premium_Min)));
  if (q.active_Premium_Max !== undefined) where.push(lte(humans.activePremium, String(q.active_Premium_Max)));
  if (q.is_Active !== undefined) where.push(eq(humans.isActive, q.is_Active));
  return where;
}

/** Below this many matches a search reads its matches by trigram index and sorts them. */
const fewMatches = 2000;

/**
 * The page's ORDER BY. Walking the name index in order and filtering is fastest when matches are
 * common, and slow when they are rare (it may read the whole index to find 15): the planner cannot
 * tell which from a LIKE pattern, but the count can. For few matches the sort keys are wrapped as
 * expressions so the planner gathers the matches by the trigram index and sorts only those.
 */
function pageOrder(q: HumansSearchQuery, count: number): SQL[] {
  const direction = q.sort === 'desc' ? desc : asc;
  const rare = Boolean(q.search?.trim()) && count < fewMatches;
  const key = (column: AnyPgColumn) => (rare && column.dataType === 'string' ? sql`(${column} || '')` : sql`${column}`);
  return [...sortColumns[q.sortKey ?? 'name'], humans.id].map((column) => direction(key(column)));
}

/** Marks the tenant's humans as changed (see countCache.ts); inside the write's transaction. */
async function bumpHumansVersion(tx: Db, tenantId: string) {
  await tx.update(tenants).set({ humansVersion: sql`${tenants.humansVersion} + 1` }).where(eq(tenants.id, tenantId));
}

/** What a count depends on besides the data version: the filters, not the page or sort. */
function filterKey(auth: AuthContext, q: HumansSearchQuery): string {
  const { limit: _l, page: _p, sort: _s, sortKey: _k, ...filters } = q;
  return JSON.stringify([auth.tenantId, q.is_Mine ? auth.userId : '', filters]);
}

export function createHumanService({ db, cipher }: ServiceDeps, contacts: ContactService) {
  const counts = createCountCache();
  const label = createReferenceLabels(db);
  async function row(auth: AuthContext, id: string, tx: Db = db) {
    const [found] = await tx
      .select()
      .from(humans)
      .where(and(eq(humans.id, id), eq(humans.tenantId, auth.tenantId), isNull(humans.retiredAt)));
    if (!found) throw notFound('Human');
    return found;
  }

  function validModel(model: unknown): Human {
    if (validateHuman(model)) return model;
    throw new HttpError(400, 'Some fields are not valid. Please correct them and try again.', fieldErrors(validateHuman.errors));
  }

  return {
    async create(auth: AuthContext, model: Human) {
      const columns = columnsFromModel(model, cipher);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(humans)
          .values({ ...columns, tenantId: auth.tenantId, ownerUserId: auth.userId, createdBy: auth.userId, updatedBy: auth.userId })
          .returning({ id: humans.id, version: humans.version });
        await audit(tx as Db, auth, { type: 'human', id: created.id }, 'create', changesBetween({}, columns));
        await contacts.addTo(tx as Db, auth, { type: 'human', id: created.id }, model);
        await bumpHumansVersion(tx as Db, auth.tenantId);
        return created;
      });
    },

    async update(auth: AuthContext, body: HumanUpdateBody) {
      return db.transaction(async (tx) => {
        const current = await row(auth, body.human_Reference_Id, tx as Db);
        if (current.version !== body.version) throw new HttpError(412, staleMessage);
        const merged = validModel({ ...modelFromRow(current, cipher), ...body.to_Update });
        const after = keepUnchangedSealed(current, columnsFromModel(merged, cipher), cipher);
        const [updated] = await tx
          .update(humans)
          .set({ ...after, version: current.version + 1, updatedAt: new Date(), updatedBy: auth.userId })
          .where(and(eq(humans.id, current.id), eq(humans.version, current.version)))
          .returning({ id: humans.id, version: humans.version });
        if (!updated) throw new HttpError(412, staleMessage);
        await audit(tx as Db, auth, { type: 'human', id: current.id }, 'update', changesBetween(current, after));
        await bumpHumansVersion(tx as Db, auth.tenantId);
        return updated;
      });
    },

    async formModel(auth: AuthContext, id: string) {
      const found = await row(auth, id);
      await audit(db, auth, { type: 'human', id }, 'reveal', { fields: ['ssn', 'license_Number'] });
      return { human_Reference_Id: found.id, version: found.version, model: modelFromRow(found, cipher) };
    },

    async details(auth: AuthContext, id: string) {
      const h = await row(auth, id);
      return {
        reference_Id: h.id,
        version: h.version,
        first_Name: h.firstName,
        middle_Name: h.middleName,
        last_Name: h.lastName,
        preferred_Name: h.preferredName,
        pronoun_Code: h.pronounCode,
        pronoun: await label('IRYS_Pronouns', h.pronounCode),
        gender: await label('Gender', h.genderCode),
        dob: h.dob,
        marital_Status: await label('MaritalStatus', h.maritalStatusCode),
        ssn: maskedSsn(h.ssnLast4),
        license_Number: maskedLicense(h.licenseLast4),
        license_State: h.licenseState,
        first_Licensed_Date: h.firstLicensedDate,
        is_Deceased: h.isDeceased,
        is_Agency_Participant: h.isAgencyParticipant,
        is_Active: h.isActive,
        profile_Image: h.profileImage,
        prefix_Label: await label('PrefixName', h.prefixCode),
        prefix_Code: h.prefixCode,
        contact_Details: await contacts.of(auth, { type: 'human', id: h.id }),
      };
    },

    async search(auth: AuthContext, q: HumansSearchQuery) {
      const limit = q.limit ?? 10;
      const page = q.page ?? 1;
      const filters = filterKey(auth, q);
      const countFor = (version: number) => counts.get(version, filters, () => this.count(auth, q));
      // how to read the page depends on how many match (see pageOrder): a filter seen before
      // reads its page at once, with the data version in the same query; a new one counts first
      const hint = counts.hint(filters);
      const firstCount = hint === undefined ? await countFor(await this.dataVersion(auth)) : undefined;
      const rows = await db
        .select({
          reference_Id: humans.id,
          version: humans.version,
          first_Name: humans.firstName,
          middle_Name: humans.middleName,
          last_Name: humans.lastName,
          preferred_Name: humans.preferredName,
          pronoun_Code: humans.pronounCode,
          dob: humans.dob,
          profile_Image: humans.profileImage,
          ssnLast4: humans.ssnLast4,
          is_Active: humans.isActive,
          is_Agency_Participant: humans.isAgencyParticipant,
          open_Opportunities: humans.openOpportunities,
          active_Policies: humans.activePolicies,
          active_Premium: humans.activePremium,
          dataVersion: sql<number>`(select ${tenants.humansVersion} from ${tenants} where ${tenants.id} = ${auth.tenantId})`.mapWith(Number),
        })
        .from(humans)
        .where(and(...filtersOf(auth, q)))
        .orderBy(...pageOrder(q, firstCount ?? hint!))
        .limit(limit)
        .offset((page - 1) * limit);
      const count = firstCount ?? (await countFor(rows[0]?.dataVersion ?? (await this.dataVersion(auth))));
      return {
        humans: await Promise.all(
          rows.map(async ({ ssnLast4, active_Premium, dataVersion: _version, ...rest }) => ({
            ...rest,
            pronoun: await label('IRYS_Pronouns', rest.pronoun_Code),
            ssn: maskedSsn(ssnLast4),
            active_Premium: Number(active_Premium),
          })),
        ),
        count,
        current_Page: page,
        last_Page: Math.max(1, Math.ceil(count / limit)),
      };
    },

    async dataVersion(auth: AuthContext) {
      const [{ version }] = await db.select({ version: tenants.humansVersion }).from(tenants).where(eq(tenants.id, auth.tenantId));
      return version;
    },

    async count(auth: AuthContext, q: HumansSearchQuery) {
      const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(humans).where(and(...filtersOf(auth, q)));
      return n;
    },

    async retire(auth: AuthContext, id: string, version?: number) {
      await db.transaction(async (tx) => {
        const current = await row(auth, id, tx as Db);
        if (version !== undefined && current.version !== version) throw new HttpError(412, staleMessage);
        const [retired] = await tx.update(humans)
          .set({ retiredAt: new Date(), version: current.version + 1, updatedAt: new Date(), updatedBy: auth.userId })
          .where(and(eq(humans.id, id), eq(humans.version, current.version), isNull(humans.retiredAt)))
          .returning({ id: humans.id });
        if (!retired) throw new HttpError(412, staleMessage);
        await audit(tx as Db, auth, { type: 'human', id }, 'retire', {});
        await bumpHumansVersion(tx as Db, auth.tenantId);
      });
    },

    async lookup(auth: AuthContext, q: { search?: string; limit?: number; page?: number }) {
      const limit = q.limit ?? 10;
      const rows = await db
        .select({ first_Name: humans.firstName, last_Name: humans.lastName, from_Id: humans.id, profile_Image: humans.profileImage, dob: humans.dob, pronounCode: humans.pronounCode })
        .from(humans)
        .where(and(...filtersOf(auth, { search: q.search })))
        .orderBy(asc(humans.lastName), asc(humans.firstName), asc(humans.id))
        .limit(limit)
        .offset(((q.page ?? 1) - 1) * limit);
      return Promise.all(
        rows.map(async ({ pronounCode, ...r }) => ({ ...r, pronoun: await label('IRYS_Pronouns', pronounCode), name: `${r.first_Name} ${r.last_Name}` })),
      );
    },
  };
}
