import replies from '../../../../schemas/common/common.replies.json';
import relationshipReplies from '../../../../schemas/relationship/relationship.replies.json';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import contactSchema from '../../../../schemas/contact/contact.schema.json';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { contactLinks, contacts, entities, humans, referenceItems } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { bumpDataVersion } from '../../records/dataVersion.ts';
import { createRecords } from '../../records/record.ts';
import { contactRecords } from './declarations.ts';
import { contactColumns, hasContactContent, type ContactGroups } from './record.ts';
import { createReferenceLabels } from '../reference/service.ts';
import type { ServiceDeps } from '../../composition/deps.ts';

export type RecordType = 'human' | 'entity';
type ContactRow = typeof contacts.$inferSelect;

interface ContactOwner {
  type: RecordType;
  id: string;
}

const { invalidFields } = replies;

/** The schema's own message for a business contact without its entity: an entity of another tenant is none. */
const missingEntity = contactSchema.$defs.contact.then.errorMessage.required.entity_Related_To;

async function entityExists(tx: Db, auth: AuthContext, id: string) {
  const [found] = await tx
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.id, id), eq(entities.tenantId, auth.tenantId), isNull(entities.retiredAt)));
  return Boolean(found);
}

/** A contact of an entity is always a business one; a human's is personal unless it says business. */
const contactTypeOf = (owner: ContactOwner, groups: ContactGroups) => (owner.type === 'entity' ? 'business' : groups.contact?.type ?? 'personal');

export function createContactService({ db, cipher }: ServiceDeps) {
  const label = createReferenceLabels(db);
  const records = createRecords(db, cipher, contactRecords);
  /** the key humans of a page of entities, however many: built and prepared once (every entity list page asks) */
  const keyHumansRead = db
    .selectDistinct({
      entityId: contactLinks.entityRelatedTo,
      id: humans.id,
      first: humans.firstName,
      last: humans.lastName,
      picture: humans.profileImage,
      role: contactLinks.relationshipType,
    })
    .from(contactLinks)
    .innerJoin(humans, and(eq(humans.id, contactLinks.recordId), eq(humans.tenantId, sql.placeholder('tenantId')), isNull(humans.retiredAt)))
    .innerJoin(contacts, and(eq(contacts.id, contactLinks.contactId), isNull(contacts.retiredAt)))
    .where(and(
      eq(contactLinks.tenantId, sql.placeholder('tenantId')),
      eq(contactLinks.recordType, 'human'),
      sql`${contactLinks.entityRelatedTo} = any(${sql.placeholder('entityIds')}::uuid[])`,
    ))
    .orderBy(asc(humans.lastName), asc(humans.firstName), asc(humans.id))
    .prepare('entity_key_humans');

  /** The entity a human's business contact speaks for: one of the tenant's, else 400 with the schema's message. */
  async function relatedEntity(tx: Db, auth: AuthContext, owner: ContactOwner, groups: ContactGroups): Promise<string | null> {
    const entityId = owner.type === 'human' && groups.contact?.type === 'business' ? groups.contact.entity_Related_To ?? null : null;
    if (entityId && !(await entityExists(tx, auth, entityId))) {
      throw new HttpError(400, invalidFields, [{ field: '/contact/entity_Related_To', message: missingEntity }]);
    }
    return entityId;
  }

  /** How many records each contact is linked to (the edit form warns when more than one). */
  async function linksOf(contactIds: string[]) {
    if (!contactIds.length) return new Map<string, number>();
    const rows = await db.select({ id: contactLinks.contactId, n: sql<number>`count(*)`.mapWith(Number) }).from(contactLinks)
      .where(inArray(contactLinks.contactId, contactIds)).groupBy(contactLinks.contactId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** 404 unless the contact is one of the record's (on the tenant's books, not retired). */
  async function linkOf(auth: AuthContext, owner: ContactOwner, contactId: string) {
    const [link] = await db.select({ id: contactLinks.contactId }).from(contactLinks)
      .where(and(eq(contactLinks.tenantId, auth.tenantId), eq(contactLinks.contactId, contactId), eq(contactLinks.recordType, owner.type), eq(contactLinks.recordId, owner.id)));
    if (!link) throw notFound('Contact');
  }
  const column = (c: ContactRow, name: string) => (c as Record<string, unknown>)[name] ?? null;

  /** A stored phone in the read-back shape: primary_Phone, primary_Phone_Country_Code, ... */
  async function phoneOf(key: string, prefix: string, c: ContactRow) {
    const code = column(c, `${prefix}CountryCode`) as string | null;
    return {
      [key]: column(c, prefix),
      [`${key}_Country_Code`]: code,
      [`${key}_Country_Name`]: await label('Phone Country Codes', code),
      [`${key}_Extension`]: column(c, `${prefix}Extension`),
      [`${key}_Type`]: column(c, `${prefix}Type`),
      [`${key}_Can_Call`]: column(c, `${prefix}CanCall`) ?? false,
      [`${key}_Can_Accept_SMS`]: column(c, `${prefix}CanSms`) ?? false,
      [`${key}_Is_Verified`]: column(c, `${prefix}Verified`),
    };
  }

  /** A stored address in the read-back shape: mailing_Address_Line_1 to 4, _City, _State_Label, ... */
  async function addressOf(kind: 'mailing' | 'physical', c: ContactRow) {
    const key = `${kind}_Address`;
    const state = column(c, `${kind}StateCode`) as string | null;
    return {
      [`${key}_Line_1`]: column(c, `${kind}Line1`),
      [`${key}_Line_2`]: column(c, `${kind}Line2`),
      [`${key}_Line_3`]: column(c, `${kind}Line3`),
      [`${key}_Line_4`]: column(c, `${kind}Line4`),
      [`${key}_City`]: column(c, `${kind}City`),
      [`${key}_State_Code`]: state,
      [`${key}_State_Label`]: await label('State', state),
      [`${key}_Zip_Code`]: column(c, `${kind}Zip`),
      [`${key}_County`]: column(c, `${kind}County`),
      [`${key}_Country_Code`]: column(c, `${kind}Line1`) ? 'us' : null,
      [`${key}_Latitude`]: column(c, `${kind}Latitude`),
      [`${key}_Longitude`]: column(c, `${kind}Longitude`),
      [`${key}_Is_Verified`]: column(c, `${kind}Verified`),
    };
  }

  return {
    /**
     * Keeps a record's contact groups as a contact linked to it (inside the record's own
     * transaction); groups with no phone, email, URL or address keep nothing.
     */
    async addTo(tx: Db, auth: AuthContext, owner: ContactOwner, groups: ContactGroups, { isPrimary = true, keepEmpty = false } = {}) {
      if (!keepEmpty && !hasContactContent(groups)) return undefined;
      const entityId = await relatedEntity(tx, auth, owner, groups);
      const created = await records.create(auth, contactColumns(groups), undefined, tx,
        { action: 'create', changes: { [owner.type]: owner.id, ...(entityId && { entity: entityId }) } });
      const link = { tenantId: auth.tenantId, contactId: created.id, entityRelatedTo: entityId, relationshipType: entityId ? groups.contact?.relationship_Type ?? null : null };
      await tx.insert(contactLinks).values({ ...link, recordType: owner.type, recordId: owner.id, isPrimary });
      // a human's business contact speaks for the entity: one record, shown on both
      if (owner.type === 'human' && entityId) await tx.insert(contactLinks).values({ ...link, recordType: 'entity', recordId: entityId, isPrimary: false });
      return created.id;
    },

    /** POST /v1/{human,entity}/contact: one more contact of the record; the first is its primary one. */
    async add(auth: AuthContext, owner: ContactOwner, groups: ContactGroups) {
      await this.assertOwner(auth, owner);
      return db.transaction(async (t) => {
        const tx = t as Db;
        const [existing] = await tx.select({ id: contactLinks.contactId }).from(contactLinks)
          .innerJoin(contacts, and(eq(contacts.id, contactLinks.contactId), isNull(contacts.retiredAt)))
          .where(and(eq(contactLinks.tenantId, auth.tenantId), eq(contactLinks.recordType, owner.type), eq(contactLinks.recordId, owner.id)))
          .limit(1);
        const id = await this.addTo(tx, auth, owner, { ...groups, contact: { ...groups.contact, type: contactTypeOf(owner, groups) } }, { isPrimary: !existing, keepEmpty: true });
        return { contact_Reference_Id: id!, version: 1 };
      });
    },

    /**
     * PUT /v1/edit/{human,entity}/contact: the contact replaced whole, on every record it is linked
     * to; the owner's link keeps its entity and role. A stale version answers 412.
     */
    async edit(auth: AuthContext, owner: ContactOwner, contactId: string, version: number | undefined, groups: ContactGroups) {
      await linkOf(auth, owner, contactId);
      const typed = { ...groups, contact: { ...groups.contact, type: contactTypeOf(owner, groups) } };
      return records.update(auth, contactId, version, async (_current, tx) => {
        // a human's link says which entity it speaks for, in which role; an entity's link stays as it is
        if (owner.type === 'human') {
          const entityId = await relatedEntity(tx, auth, owner, typed);
          await tx.update(contactLinks)
            .set({ entityRelatedTo: entityId, relationshipType: entityId ? typed.contact.relationship_Type ?? null : null })
            .where(and(eq(contactLinks.contactId, contactId), eq(contactLinks.recordType, owner.type), eq(contactLinks.recordId, owner.id)));
        }
        return contactColumns(typed);
      });
    },

    /** PUT /v1/retire/contact: the contact leaves every record it was linked to; it stays on the books. */
    async retire(auth: AuthContext, contactId: string, version?: number, owner?: ContactOwner) {
      if (owner) await linkOf(auth, owner, contactId);
      await records.retire(auth, contactId, version);
    },

    /**
     * A human speaks for an entity in a role: kept as a business contact of the two (with no
     * details yet), as a business contact added on the human's page would be.
     */
    async relate(auth: AuthContext, entityId: string, humanId: string, role: string) {
      await this.assertOwner(auth, { type: 'entity', id: entityId });
      await this.assertOwner(auth, { type: 'human', id: humanId });
      const [known] = await db.select({ code: referenceItems.code }).from(referenceItems)
        .where(and(eq(referenceItems.listName, 'Position Name'), eq(referenceItems.code, role)));
      if (!known) throw new HttpError(400, invalidFields, [{ field: '/relationship_Type', message: relationshipReplies.unknownRole }]);
      return db.transaction(async (t) => {
        const tx = t as Db;
        const business = { contact: { type: 'business' as const, entity_Related_To: entityId, relationship_Type: role } };
        const id = await this.addTo(tx, auth, { type: 'human', id: humanId }, business, { isPrimary: false, keepEmpty: true });
        // the entity's list shows its key humans
        await bumpDataVersion(tx, auth.tenantId, 'entity');
        return { contact_Reference_Id: id! };
      });
    },

    /** Answers 404 unless the human or entity is on the tenant's books. */
    async assertOwner(auth: AuthContext, owner: ContactOwner) {
      const table = owner.type === 'human' ? humans : entities;
      const [found] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, owner.id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
      if (!found) throw notFound(owner.type === 'human' ? 'Human' : 'Entity');
    },

    /**
     * The humans who speak for each of the given entities (a business contact of the human's
     * linked to the entity), with their role: the entity list's key humans, its Relationships tab.
     */
    async keyHumansOf(auth: AuthContext, entityIds: string[]) {
      const byEntity = new Map<string, { reference_Id: string; first_Name: string; last_Name: string; profile_Image: string | null; relationship_Type: string | null; relationship_Label: string | null }[]>();
      if (!entityIds.length) return byEntity;
      const rows = await keyHumansRead.execute({ tenantId: auth.tenantId, entityIds });
      for (const row of rows) {
        const list = byEntity.get(row.entityId!) ?? [];
        list.push({
          reference_Id: row.id,
          first_Name: row.first,
          last_Name: row.last,
          profile_Image: row.picture,
          relationship_Type: row.role,
          relationship_Label: await label('Position Name', row.role),
        });
        byEntity.set(row.entityId!, list);
      }
      return byEntity;
    },

    /** A record's contact details as the spec's read-back shape, the primary one first. */
    async of(auth: AuthContext, owner: ContactOwner) {
      const rows = await db
        .select({ contact: contacts, link: contactLinks, entityName: entities.name })
        .from(contactLinks)
        .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
        .leftJoin(entities, and(eq(entities.id, contactLinks.entityRelatedTo), eq(entities.tenantId, auth.tenantId)))
        .where(and(
          eq(contactLinks.tenantId, auth.tenantId),
          eq(contactLinks.recordType, owner.type),
          eq(contactLinks.recordId, owner.id),
          isNull(contacts.retiredAt),
        ))
        .orderBy(desc(contactLinks.isPrimary), asc(contactLinks.createdAt));
      const linkCounts = await linksOf(rows.map((r) => r.contact.id));
      return Promise.all(rows.map(async ({ contact: c, link, entityName }) => ({
        contact_Reference_Id: c.id,
        version: c.version,
        linked_Records: linkCounts.get(c.id) ?? 1,
        contact_Type: c.contactType,
        is_Primary: link.isPrimary,
        name: c.name,
        title: c.title,
        relationship_Type: link.relationshipType,
        relationship_Label: await label('Position Name', link.relationshipType),
        entity_Related_To: link.entityRelatedTo,
        entity_Name: entityName,
        preferred_Contact_Method: c.preferredContactMethod,
        marketing: c.marketing,
        ...(await phoneOf('primary_Phone', 'primaryPhone', c)),
        ...(await phoneOf('secondary_Phone', 'secondaryPhone', c)),
        ...(await phoneOf('fax', 'fax', c)),
        email_Address: c.emailAddress,
        email_Verified: c.emailVerified,
        linkedin_Url: c.linkedinUrl,
        website_Url: c.websiteUrl,
        ...(await addressOf('mailing', c)),
        physical_Same_As_Mailing: c.physicalSameAsMailing,
        ...(await addressOf('physical', c)),
      })));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
