import type { ContactBody } from '../../../generated/types/contact.ts';
import type { contacts } from '../../db/schema.ts';

type ContactRow = typeof contacts.$inferSelect;
export type ContactColumns = Omit<
  ContactRow,
  'id' | 'tenantId' | 'version' | 'retiredAt' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;
/** The contact groups of a human or entity model (and of the shared contact form's body). */
export type ContactGroups = Pick<ContactBody, 'contact' | 'phone_Number' | 'email' | 'web_url' | 'address'>;
type Phone = NonNullable<ContactGroups['phone_Number']>[number];
type Address = NonNullable<ContactGroups['address']>[number];

const blank = (value: string | undefined | null) => !value || !value.trim();
const orNull = (value: string | undefined) => (blank(value) ? null : value!.trim());

/** Whether the groups hold anything worth keeping: a phone, an email, a URL or an address. */
export function hasContactContent(groups: ContactGroups): boolean {
  return Boolean(
    groups.phone_Number?.some((p) => !blank(p.phone_Number)) ||
      !blank(groups.email?.email_Address) ||
      groups.web_url?.some((u) => !blank(u.url)) ||
      groups.address?.some((a) => !blank(a.line1)),
  );
}

/** The groups as a contact row's columns; phones keep their 3-3-4 dashes, zips their 5-4 dash. */
export function contactColumns(groups: ContactGroups): ContactColumns {
  const phone = (type: 'primary' | 'secondary' | 'FAX') => groups.phone_Number?.find((p) => p.phone_Reference_Type === type && !blank(p.phone_Number));
  const url = (type: 'LINKEDIN_URL' | 'WEBSITE_URL') => orNull(groups.web_url?.find((u) => u.url_Type === type)?.url);
  const address = (type: 'mailing' | 'physical') => groups.address?.find((a) => a.address_Type === type && !blank(a.line1));
  const formatPhone = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  const phoneText = (p: { phone_Number?: string } | undefined) => (p?.phone_Number ? formatPhone(p.phone_Number.replace(/\D/g, '')) : null);
  const zipText = (zip: string | undefined) => {
    const digits = (zip ?? '').replace(/\D/g, '');
    return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : orNull(digits);
  };
  const [primary, secondary, fax] = [phone('primary'), phone('secondary'), phone('FAX')];
  const [mailing, physical] = [address('mailing'), address('physical')];
  const c = groups.contact ?? {};
  const phoneDetails = (p: Phone | undefined) => ({
    extension: orNull(p?.phone_Extension),
    type: p ? p.phone_Type ?? 'mobile' : null,
    verified: p?.is_Verified ?? false,
  });
  const addressDetails = (a: Address | undefined) => ({
    line3: orNull(a?.line3),
    line4: orNull(a?.line4),
    county: orNull(a?.county),
    latitude: a?.latitude ?? null,
    longitude: a?.longitude ?? null,
    verified: a?.is_Verified ?? false,
  });
  const [p1, p2, p3] = [phoneDetails(primary), phoneDetails(secondary), phoneDetails(fax)];
  const [m, ph] = [addressDetails(mailing), addressDetails(physical)];
  return {
    contactType: c.type ?? 'personal',
    name: orNull(c.name),
    title: orNull(c.title),
    preferredContactMethod: c.preferred_Contact_Method ?? null,
    marketing: c.marketing ?? true,
    primaryPhone: phoneText(primary),
    primaryPhoneCountryCode: primary ? primary.country_Code ?? '+1' : null,
    primaryPhoneCanSms: primary?.can_Accept_SMS ?? false,
    primaryPhoneCanCall: primary?.can_Call ?? true,
    primaryPhoneExtension: p1.extension,
    primaryPhoneType: p1.type,
    primaryPhoneVerified: p1.verified,
    secondaryPhone: phoneText(secondary),
    secondaryPhoneCountryCode: secondary ? secondary.country_Code ?? '+1' : null,
    secondaryPhoneCanSms: secondary?.can_Accept_SMS ?? false,
    secondaryPhoneCanCall: secondary?.can_Call ?? true,
    secondaryPhoneExtension: p2.extension,
    secondaryPhoneType: p2.type,
    secondaryPhoneVerified: p2.verified,
    fax: phoneText(fax),
    faxCountryCode: fax ? fax.country_Code ?? '+1' : null,
    faxExtension: p3.extension,
    faxType: p3.type,
    faxVerified: p3.verified,
    emailAddress: orNull(groups.email?.email_Address),
    emailVerified: groups.email?.is_Verified ?? false,
    linkedinUrl: url('LINKEDIN_URL'),
    websiteUrl: url('WEBSITE_URL'),
    mailingLine1: orNull(mailing?.line1),
    mailingLine2: orNull(mailing?.line2),
    mailingLine3: m.line3,
    mailingLine4: m.line4,
    mailingCity: orNull(mailing?.city),
    mailingStateCode: orNull(mailing?.state_Code),
    mailingZip: zipText(mailing?.zip_Code),
    mailingCounty: m.county,
    mailingLatitude: m.latitude,
    mailingLongitude: m.longitude,
    mailingVerified: m.verified,
    physicalSameAsMailing: c.physical_Same_As_Mailing ?? false,
    physicalLine1: orNull(physical?.line1),
    physicalLine2: orNull(physical?.line2),
    physicalLine3: ph.line3,
    physicalLine4: ph.line4,
    physicalCity: orNull(physical?.city),
    physicalStateCode: orNull(physical?.state_Code),
    physicalZip: zipText(physical?.zip_Code),
    physicalCounty: ph.county,
    physicalLatitude: ph.latitude,
    physicalLongitude: ph.longitude,
    physicalVerified: ph.verified,
  };
}
