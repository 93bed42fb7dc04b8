import type { Entity } from '../../../generated/types/entity.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import type { entities } from '../../db/schema.ts';

type EntityRow = typeof entities.$inferSelect;
export type EntityColumns = Pick<
  EntityRow,
  | 'name' | 'dba' | 'legalEntityTypeCode' | 'entityDescription' | 'annualRevenue' | 'numberOfEmployees'
  | 'dateOfIncorporation' | 'websiteUrl' | 'taxIdType' | 'taxIdEncrypted' | 'taxIdLast4' | 'isClosed'
  | 'isAgencyParticipant' | 'profileImage' | 'searchName'
>;

const digits = (value: string) => value.replace(/\D/g, '');
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const entitySearchName = (name: string, dba: string | null) => [name, dba].filter(Boolean).join(' ').toLowerCase();

/** The form model (and upsert body) as table columns; the tax id sealed. */
export function columnsFromModel(model: Entity, cipher: FieldCipher): EntityColumns {
  const e = model.entity;
  const sealed = model.encrypted_String?.[0];
  const taxId = digits(sealed?.string_Value ?? e.fein ?? '');
  const dba = text(e.dba ?? model.alternate_Name?.find((a) => a.name_Type === 'DBA')?.alternate_Name);
  const name = e.name.trim();
  return {
    name,
    dba,
    legalEntityTypeCode: text(e.legal_Entity_Type_Code),
    entityDescription: text(e.entity_Description),
    annualRevenue: e.annual_Revenue === undefined || e.annual_Revenue === null ? null : e.annual_Revenue.toFixed(2),
    numberOfEmployees: e.number_Of_Employees ?? null,
    dateOfIncorporation: e.date_Of_Incorporation ?? null,
    websiteUrl: text(e.website_Url),
    taxIdType: taxId ? (sealed?.string_Type ?? 'FEIN') : null,
    taxIdEncrypted: taxId ? cipher.encrypt(taxId) : null,
    taxIdLast4: taxId ? taxId.slice(-4) : null,
    isClosed: e.is_Closed ?? false,
    isAgencyParticipant: e.is_Agency_Participant ?? false,
    profileImage: e.profile_Image ?? null,
    searchName: entitySearchName(name, dba),
  };
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

export const formatTaxId = (type: string | null, d: string) =>
  type === 'SSN' ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : `${d.slice(0, 2)}-${d.slice(2)}`;

/** The stored entity as the form model, for the edit form (the tax id revealed). */
export function modelFromRow(row: EntityRow, cipher: FieldCipher): Entity {
  const model: Entity = {
    entity: defined({
      entity_Reference_Id: row.id,
      name: row.name,
      entity_Type: 'Business' as const,
      legal_Entity_Type_Code: row.legalEntityTypeCode ?? undefined,
      entity_Description: row.entityDescription ?? undefined,
      annual_Revenue: row.annualRevenue === null ? undefined : Number(row.annualRevenue),
      number_Of_Employees: (row.numberOfEmployees ?? undefined) as Entity['entity']['number_Of_Employees'],
      date_Of_Incorporation: row.dateOfIncorporation ?? undefined,
      is_Agency_Participant: row.isAgencyParticipant,
      is_Closed: row.isClosed,
      finance_Info_Type_Revenue: 'Annual Revenue' as const,
      website_Url: row.websiteUrl ?? undefined,
      dba: row.dba ?? undefined,
      profile_Image: row.profileImage ?? undefined,
    }),
  };
  if (row.taxIdEncrypted) {
    model.encrypted_String = [{ string_Type: row.taxIdType === 'SSN' ? 'SSN' : 'FEIN', string_Value: formatTaxId(row.taxIdType, cipher.decrypt(row.taxIdEncrypted)) }];
  }
  return model;
}

/** A tax id as lists show it: the last four digits only. */
export const maskedTaxId = (type: string | null, last4: string | null) =>
  last4 ? (type === 'SSN' ? `***-**-${last4}` : `**-***${last4}`) : null;
