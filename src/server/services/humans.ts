import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
import { createPageReader, filterKey, filtersOf } from './humanSearch.ts';

const staleMessage = 'This human was changed by someone else since you opened it. Reload to see the latest details.';

/** Marks the tenant's humans as changed (see countCache.ts); inside the write's transaction. */
async function bumpHumansVersion(tx: Db, tenantId: string) {
  await tx.update(tenants).set({ humansVersion: sql`${tenants.humansVersion} + 1` }).where(eq(tenants.id, tenantId));
}

export function createHumanService({ db, cipher }: ServiceDeps, contacts: ContactService) {
  const counts = createCountCache();
  const readPage = createPageReader(db);
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
      const { rows, dataVersion } = await readPage(auth, q, firstCount ?? hint!, limit, page);
      const count = firstCount ?? (await countFor(dataVersion ?? (await this.dataVersion(auth))));
      return {
        humans: await Promise.all(
          rows.map(async ({ ssnLast4, active_Premium, ...rest }) => ({
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
