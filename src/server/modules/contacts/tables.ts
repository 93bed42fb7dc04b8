import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantKey, versioned } from '../../db/columns.ts';
import { tenants } from '../../db/tenancy.ts';
import { entities } from '../entities/tables.ts';

/** Contact information; one contact may serve several records (see contactLinks). */
export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  contactType: text('contact_type').notNull(),
  name: text('name'),
  title: text('title'),
  preferredContactMethod: text('preferred_contact_method'),
  marketing: boolean('marketing').notNull().default(true),
  primaryPhone: text('primary_phone'),
  primaryPhoneCountryCode: text('primary_phone_country_code'),
  primaryPhoneCanSms: boolean('primary_phone_can_sms').notNull().default(false),
  primaryPhoneExtension: text('primary_phone_extension'),
  primaryPhoneType: text('primary_phone_type'),
  primaryPhoneCanCall: boolean('primary_phone_can_call').notNull().default(true),
  primaryPhoneVerified: boolean('primary_phone_verified').notNull().default(false),
  secondaryPhone: text('secondary_phone'),
  secondaryPhoneCountryCode: text('secondary_phone_country_code'),
  secondaryPhoneCanSms: boolean('secondary_phone_can_sms').notNull().default(false),
  secondaryPhoneExtension: text('secondary_phone_extension'),
  secondaryPhoneType: text('secondary_phone_type'),
  secondaryPhoneCanCall: boolean('secondary_phone_can_call').notNull().default(true),
  secondaryPhoneVerified: boolean('secondary_phone_verified').notNull().default(false),
  fax: text('fax'),
  faxCountryCode: text('fax_country_code'),
  faxExtension: text('fax_extension'),
  faxType: text('fax_type'),
  faxVerified: boolean('fax_verified').notNull().default(false),
  emailAddress: text('email_address'),
  emailVerified: boolean('email_verified').notNull().default(false),
  linkedinUrl: text('linkedin_url'),
  websiteUrl: text('website_url'),
  mailingLine1: text('mailing_line1'),
  mailingLine2: text('mailing_line2'),
  mailingLine3: text('mailing_line3'),
  mailingLine4: text('mailing_line4'),
  mailingCounty: text('mailing_county'),
  mailingLatitude: doublePrecision('mailing_latitude'),
  mailingLongitude: doublePrecision('mailing_longitude'),
  mailingVerified: boolean('mailing_verified').notNull().default(false),
  mailingCity: text('mailing_city'),
  mailingStateCode: text('mailing_state_code'),
  mailingZip: text('mailing_zip'),
  physicalSameAsMailing: boolean('physical_same_as_mailing').notNull().default(false),
  physicalLine1: text('physical_line1'),
  physicalLine2: text('physical_line2'),
  physicalLine3: text('physical_line3'),
  physicalLine4: text('physical_line4'),
  physicalCounty: text('physical_county'),
  physicalLatitude: doublePrecision('physical_latitude'),
  physicalLongitude: doublePrecision('physical_longitude'),
  physicalVerified: boolean('physical_verified').notNull().default(false),
  physicalCity: text('physical_city'),
  physicalStateCode: text('physical_state_code'),
  physicalZip: text('physical_zip'),
  ...versioned(),
}, (t) => [tenantKey('contacts', t)]);

/** Which records a contact belongs to: a human's or an entity's, with the role it plays. */
export const contactLinks = pgTable(
  'contact_links',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    contactId: uuid('contact_id').notNull().references(() => contacts.id),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** a business contact of a human: the entity it speaks for, and the role (Position Name code) */
    entityRelatedTo: uuid('entity_related_to').references(() => entities.id),
    relationshipType: text('relationship_type'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.recordType, t.recordId] }),
    index('contact_links_record').on(t.tenantId, t.recordType, t.recordId),
    // an entity's key humans (the entity list, its Relationships tab)
    index('contact_links_entity').on(t.tenantId, t.entityRelatedTo).where(sql`entity_related_to is not null`),
  ],
);
