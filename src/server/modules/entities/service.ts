import replies from '../../../../schemas/common/common.replies.json';
import { and, asc, inArray, isNull, eq } from 'drizzle-orm';
import type { Entity } from '../../../generated/types/entity.ts';
import type { EntitiesSearchQuery } from '../../../generated/types/entities-search.ts';
import type { EntityUpdateBody } from '../../../generated/types/entity-update.ts';
import type { EntityUpsertBody } from '../../../generated/types/entity-upsert.ts';
import validateEntity from '../../../generated/validators/entity.js';
import { fieldErrors } from '../../../engine/core/errors.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { entities } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { without } from '../../records/rowCopy.ts';
import { groupedEntity } from './model.ts';
import { createSearch } from '../../records/search.ts';
import type { ContactService } from '../contacts/service.ts';
import { entityRecords, entitySearch } from './declarations.ts';
import { columnsFromModel, maskedTaxId, modelFromRow } from './record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { ProfileImageService } from '../profilePictures/service.ts';
import { createReferenceLabels } from '../reference/service.ts';
import { retiredState } from '../clients/standing.ts';

const { invalidFields, pictureNotFound } = replies;
const legalTypes = 'Legal Entity Type';
/** A row's columns its shape replaces (the tax id masked, figures as numbers, the legal type labelled). */
const shapedColumns = new Set(['taxIdType', 'taxIdLast4', 'annual_Revenue', 'active_Premium', 'legal_Entity_Type_Code'] as const);

/** Entities: their own rules (model and columns, tax id, contacts, key humans) on the shared record lifecycle and search. */
export function createEntityService({ db, cipher }: ServiceDeps, contacts: ContactService, pictures: ProfileImageService) {
  const records = createRecords(db, cipher, entityRecords);
  const search = createSearch(db, entitySearch);
  const label = createReferenceLabels(db);

  async function linkPicture(tx: Db, auth: AuthContext, id: string, url: string | null | undefined, previous?: string | null) {
    if (!(await pictures.link(tx, auth, { type: 'entity', id }, url, previous))) {
      throw new HttpError(400, invalidFields, [{ field: '/entity/profile_Image', message: pictureNotFound }]);
    }
  }

  function validModel(model: unknown): Entity {
    if (validateEntity(model)) return model;
    throw new HttpError(400, invalidFields, fieldErrors(validateEntity.errors));
  }

  /** An entity as lists, look-ups and details show it: labels from codes, the tax id masked. */
  async function summary(row: Record<string, unknown>) {
    const { taxIdType, taxIdLast4, annual_Revenue, active_Premium, legal_Entity_Type_Code } = row;
    return Object.assign(without(row, shapedColumns), {
      from_Id: row.reference_Id,
      entity_Type: 'Business',
      legal_Entity_Type_Code,
      legal_Entity_Type: await label(legalTypes, legal_Entity_Type_Code as string | null),
      annual_Revenue: annual_Revenue === null || annual_Revenue === undefined ? null : Number(annual_Revenue),
      ...(active_Premium === undefined ? {} : { active_Premium: Number(active_Premium) }),
      fein: maskedTaxId(taxIdType as string | null, taxIdLast4 as string | null),
      tax_Id_Type: taxIdType,
    });
  }

  /** Rows of the given ids on the tenant's books, in the list's shape. */
  /** `onBooks`: retired ones too (a retired entity's read-only page) */
  async function summaries(auth: AuthContext, ids: string[], onBooks = false) {
    if (!ids.length) return [];
    const rows = await db
      .select(entitySearch.columns)
      .from(entities)
      .where(and(inArray(entities.id, ids), eq(entities.tenantId, auth.tenantId), ...(onBooks ? [] : [isNull(entities.retiredAt)])))
      .orderBy(asc(entities.name), asc(entities.id));
    return Promise.all(rows.map(summary));
  }

  /** the list's answer: each entity summed up with its key humans (kept while no entity, human or contact changes) */
  const listAnswer = search.answers(async (auth, { rows, ...page }) => {
    const keyHumans = await contacts.keyHumansOf(auth, rows.map((r) => r.reference_Id as string));
    return {
      entities: await Promise.all(rows.map(async (row) => ({ ...(await summary(row)), key_Humans: keyHumans.get(row.reference_Id as string) ?? [] }))),
      ...page,
    };
  });

  return {
    records,

    /** POST /v1/entities/upsert: the model grouped (groupedEntity), then checked by the entity schema. */
    /** Adds an entity; `within` a transaction open already (an import's: every row or none). */
    async create(auth: AuthContext, body: EntityUpsertBody, within?: Db) {
      const model = validModel(groupedEntity(body));
      const columns = columnsFromModel(model, cipher);
      return records.create(auth, columns, async (tx, id) => {
        await linkPicture(tx, auth, id, columns.profileImage);
        await contacts.addTo(tx, auth, { type: 'entity', id }, { ...model, contact: { ...model.contact, type: 'business' } });
      }, within);
    },

    async update(auth: AuthContext, body: EntityUpdateBody) {
      return records.update(
        auth,
        body.entity_Reference_Id,
        body.version,
        (current) => columnsFromModel(validModel({ ...modelFromRow(current, cipher), ...body.to_Update }), cipher),
        (tx, current, columns) => linkPicture(tx, auth, current.id, columns.profileImage, current.profileImage),
      );
    },

    /** The form model for the edit form: the tax id revealed, and audited. */
    async formModel(auth: AuthContext, id: string) {
      const found = await records.row(auth, id);
      await records.note(auth, id, { action: 'reveal', changes: { fields: ['fein'] } });
      const model = modelFromRow(found, cipher);
      model.entity.legal_Entity_Type = (await label(legalTypes, found.legalEntityTypeCode)) ?? undefined;
      return { entity_Reference_Id: found.id, version: found.version, model };
    },

    /** The detail read (entityData): masked tax id, contact details, key humans and locations. */
    async details(auth: AuthContext, id: string) {
      const { retiredAt } = await records.rowOnBooks(auth, id);
      const [entity] = await summaries(auth, [id], true);
      const contactDetails = await contacts.of(auth, { type: 'entity', id });
      return {
        ...entity,
        ...retiredState(retiredAt),
        finance_Info_Type_Revenue: 'Annual Revenue',
        contact_Details: contactDetails,
        relationships: (await contacts.keyHumansOf(auth, [id])).get(id) ?? [],
      };
    },

    /** Several entities' details at once; ids not on the tenant's books are left out. */
    async multiple(auth: AuthContext, ids: string[]) {
      return summaries(auth, [...new Set(ids.map((i) => i.toLowerCase()))]);
    },

    search: (auth: AuthContext, q: EntitiesSearchQuery) => listAnswer(auth, q),

    retire: records.retire,
    restore: records.restore,

    /** Entities by name for pickers: from_Id, name, profile_Image, dba, entity_Description. */
    async lookup(auth: AuthContext, q: { search?: string; limit?: number; page?: number }) {
      const limit = q.limit ?? 10;
      const rows = await db
        .select(entitySearch.columns)
        .from(entities)
        .where(and(...search.filtersOf(auth, { search: q.search })))
        .orderBy(asc(entities.name), asc(entities.id))
        .limit(limit)
        .offset(((q.page ?? 1) - 1) * limit);
      return Promise.all(rows.map(summary));
    },
  };
}

export type EntityService = ReturnType<typeof createEntityService>;
