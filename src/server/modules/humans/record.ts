import type { Human } from '../../../generated/types/human.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import type { humans } from '../../db/schema.ts';

type HumanRow = typeof humans.$inferSelect;
export type HumanColumns = Pick<
  HumanRow,
  | 'prefixCode' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'preferredName' | 'pronounCode'
  | 'genderCode' | 'maritalStatusCode' | 'dob' | 'ssnEncrypted' | 'ssnLast4' | 'licenseNumberEncrypted'
  | 'licenseLast4' | 'licenseState' | 'firstLicensedDate' | 'isDeceased' | 'isAgencyParticipant'
  | 'profileImage' | 'searchName'
>;

const digits = (value: string) => value.replace(/\D/g, '');
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export function searchNameOf(c: Pick<HumanColumns, 'firstName' | 'middleName' | 'lastName' | 'preferredName'>): string {
  return [c.firstName, c.middleName, c.lastName, c.preferredName].filter(Boolean).join(' ').toLowerCase();
}

/** The form model (and upsert body) as table columns; sensitive numbers sealed. */
export function columnsFromModel(model: Human, cipher: FieldCipher): HumanColumns {
  const h = model.human;
  const ssn = model.encrypted_String?.find((s) => s.string_Type === 'SSN')?.string_Value;
  const license = model.drivers_License?.license_Number?.trim();
  const names = {
    firstName: h.first_Name.trim(),
    middleName: orNull(h.middle_Name?.trim()),
    lastName: h.last_Name.trim(),
    preferredName: orNull(h.preferred_Name?.trim()),
  };
  return {
    ...names,
    prefixCode: orNull(h.prefix_Code),
    suffix: orNull(h.suffix),
    pronounCode: orNull(h.pronoun_Code),
    profileImage: orNull(h.profile_Image),
    isDeceased: h.is_Deceased ?? false,
    isAgencyParticipant: h.is_Agency_Participant ?? false,
    genderCode: orNull(model.gender?.code),
    maritalStatusCode: orNull(model.marital_Status?.marital_Status_Code),
    dob: orNull(model.dates?.find((d) => d.date_Type === 'DOB')?.value),
    ssnEncrypted: ssn ? cipher.encrypt(digits(ssn)) : null,
    ssnLast4: ssn ? digits(ssn).slice(-4) : null,
    licenseNumberEncrypted: license ? cipher.encrypt(license) : null,
    licenseLast4: license ? license.slice(-4) : null,
    licenseState: orNull(model.drivers_License?.license_State),
    firstLicensedDate: orNull(model.drivers_License?.first_Licensed_Date),
    searchName: searchNameOf(names),
  };
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

const formatSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

/** The stored human as the form model, for the edit form (sensitive numbers revealed). */
export function modelFromRow(row: HumanRow, cipher: FieldCipher): Human {
  const model: Human = {
    human: defined({
      prefix_Code: row.prefixCode ?? undefined,
      first_Name: row.firstName,
      middle_Name: row.middleName ?? undefined,
      last_Name: row.lastName,
      suffix: row.suffix ?? undefined,
      preferred_Name: row.preferredName ?? undefined,
      pronoun_Code: row.pronounCode ?? undefined,
      profile_Image: row.profileImage ?? undefined,
      is_Deceased: row.isDeceased,
      is_Agency_Participant: row.isAgencyParticipant,
    }),
  };
  if (row.genderCode) model.gender = { code: row.genderCode };
  if (row.maritalStatusCode) model.marital_Status = { marital_Status_Code: row.maritalStatusCode };
  if (row.dob) model.dates = [{ date_Type: 'DOB', value: row.dob }];
  if (row.ssnEncrypted) model.encrypted_String = [{ string_Type: 'SSN', string_Value: formatSsn(cipher.decrypt(row.ssnEncrypted)) }];
  const license = defined({
    license_Number: row.licenseNumberEncrypted ? cipher.decrypt(row.licenseNumberEncrypted) : undefined,
    license_State: row.licenseState ?? undefined,
    first_Licensed_Date: row.firstLicensedDate ?? undefined,
  });
  if (Object.keys(license).length) model.drivers_License = license;
  return model;
}

export const maskedSsn = (last4: string | null) => (last4 ? `***-**-${last4}` : null);
export const maskedLicense = (last4: string | null) => (last4 ? `****${last4}` : null);
