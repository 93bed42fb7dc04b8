import { faker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import { contactLinks, contacts, entities, humans } from '../db/schema.ts';
import { contactColumns, type ContactGroups } from '../modules/contacts/record.ts';
import referenceLists from './reference-lists.json';

type Faker = typeof faker;
const states = referenceLists.State.map(([code]) => code);
const legalTypes = referenceLists['Legal Entity Type'].map(([code]) => code);
const roles = referenceLists['Position Name'].map(([code]) => code);
const employeeBands = [10, 25, 50, 100, 200, 300, 500, 1000, 1001];

const phoneDigits = (f: Faker) => `${f.number.int({ min: 201, max: 989 })}${f.string.numeric(7)}`;

function fakeAddress(f: Faker, type: 'mailing' | 'physical') {
  return {
    address_Type: type,
    line1: f.location.streetAddress().slice(0, 100),
    line2: f.helpers.maybe(() => `Suite ${f.number.int({ min: 100, max: 999 })}`, { probability: 0.3 }),
    city: f.location.city().slice(0, 50),
    state_Code: f.helpers.arrayElement(states),
    zip_Code: f.location.zipCode('#####'),
  };
}

/** Plausible contact groups: a person's own, or a business's main line. */
export function fakeContact(f: Faker, type: 'personal' | 'business', email: string): ContactGroups {
  const sameAsMailing = f.datatype.boolean({ probability: 0.7 });
  const mailing = fakeAddress(f, 'mailing');
  return {
    contact: {
      type,
      preferred_Contact_Method: f.helpers.arrayElement(['phone', 'email', 'fax'] as const),
      marketing: f.datatype.boolean({ probability: 0.8 }),
      physical_Same_As_Mailing: sameAsMailing,
    },
    phone_Number: [
      { phone_Reference_Type: 'primary', phone_Number: phoneDigits(f), country_Code: '+1', can_Accept_SMS: f.datatype.boolean() },
      ...(f.datatype.boolean({ probability: 0.3 }) ? [{ phone_Reference_Type: 'secondary' as const, phone_Number: phoneDigits(f), country_Code: '+1' }] : []),
      ...(type === 'business' && f.datatype.boolean({ probability: 0.4 }) ? [{ phone_Reference_Type: 'FAX' as const, phone_Number: phoneDigits(f), country_Code: '+1' }] : []),
    ],
    email: { email_Address: email },
    web_url: type === 'personal' && f.datatype.boolean({ probability: 0.3 })
      ? [{ url_Type: 'LINKEDIN_URL', url: `https://www.linkedin.com/in/${f.internet.username().toLowerCase()}` }]
      : [],
    address: [mailing, sameAsMailing ? { ...mailing, address_Type: 'physical' } : fakeAddress(f, 'physical')],
  };
}

function fakeEntity(f: Faker, cipher: FieldCipher) {
  const name = f.company.name().slice(0, 100).padEnd(5, '.');
  const legal = f.helpers.arrayElement(legalTypes);
  const soleProprietorSsn = legal === 'sole_proprietor' && f.datatype.boolean();
  const taxId = f.string.numeric({ length: 9, allowLeadingZeros: false });
  const dba = f.helpers.maybe(() => `${f.word.adjective()} ${f.word.noun()}`.replace(/\b\w/g, (c) => c.toUpperCase()), { probability: 0.4 });
  return {
    name,
    dba: dba ?? null,
    legalEntityTypeCode: legal,
    entityDescription: f.company.catchPhrase(),
    annualRevenue: String(f.number.int({ min: 50, max: 50_000 }) * 1000),
    numberOfEmployees: f.helpers.arrayElement(employeeBands),
    dateOfIncorporation: f.date.past({ years: 60 }).toISOString().slice(0, 10),
    websiteUrl: `https://www.${f.internet.domainWord()}.com`,
    taxIdType: soleProprietorSsn ? 'SSN' : 'FEIN',
    taxIdEncrypted: cipher.encrypt(taxId),
    taxIdLast4: taxId.slice(-4),
    isAgencyParticipant: f.datatype.boolean({ probability: 0.1 }),
    isActive: f.datatype.boolean({ probability: 0.9 }),
    openOpportunities: f.helpers.weightedArrayElement([{ value: 0, weight: 5 }, { value: 1, weight: 3 }, { value: 3, weight: 2 }]),
    activePolicies: f.helpers.weightedArrayElement([{ value: 0, weight: 3 }, { value: 2, weight: 4 }, { value: 5, weight: 3 }]),
    activePremium: String(f.number.int({ min: 0, max: 2_000_000 })),
    searchName: [name, dba].filter(Boolean).join(' ').toLowerCase(),
  };
}

async function addContact(db: Db, tenantId: string, groups: ContactGroups, links: Omit<typeof contactLinks.$inferInsert, 'tenantId' | 'contactId'>[]) {
  const [contact] = await db.insert(contacts).values({ ...contactColumns(groups), tenantId }).returning({ id: contacts.id });
  await db.insert(contactLinks).values(links.map((link) => ({ ...link, tenantId, contactId: contact.id })));
}

const emailOf = (f: Faker, first: string, last: string, domain: string) =>
  f.internet.email({ firstName: first, lastName: last, provider: domain }).toLowerCase();

/** Entities without contacts, a thousand a statement: the bench's 100,000. */
export async function seedEntities(db: Db, cipher: FieldCipher, tenantId: string, ownerIds: string[], count: number, seed: number) {
  faker.seed(seed);
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, () => ({ ...fakeEntity(faker, cipher), tenantId, ownerUserId: faker.helpers.arrayElement(ownerIds) }));
    await db.insert(entities).values(batch);
  }
}

/**
 * A tenant's businesses and everybody's contact information: each entity its main business
 * contact; each human a personal contact; about a third of the humans also speak for an entity
 * (a business contact shared by the human and the entity, with a role).
 */
export async function seedEntitiesAndContacts(db: Db, cipher: FieldCipher, tenantId: string, ownerIds: string[], count: number, seed: number) {
  faker.seed(seed);
  const made = await db
    .insert(entities)
    .values(Array.from({ length: count }, () => ({ ...fakeEntity(faker, cipher), tenantId, ownerUserId: faker.helpers.arrayElement(ownerIds) })))
    .returning({ id: entities.id, website: entities.websiteUrl });
  const domainOf = (website: string | null) => (website ?? 'https://www.example.com').replace(/^https:\/\/www\./, '');
  for (const entity of made) {
    const groups = fakeContact(faker, 'business', `info@${domainOf(entity.website)}`);
    groups.web_url = [{ url_Type: 'WEBSITE_URL', url: entity.website! }];
    await addContact(db, tenantId, groups, [{ recordType: 'entity', recordId: entity.id, isPrimary: true }]);
  }
  const people = await db
    .select({ id: humans.id, first: humans.firstName, last: humans.lastName })
    .from(humans)
    .where(eq(humans.tenantId, tenantId))
    .orderBy(asc(humans.createdAt), asc(humans.id));
  for (const person of people) {
    const personal = fakeContact(faker, 'personal', emailOf(faker, person.first, person.last, faker.helpers.arrayElement(['gmail.com', 'outlook.com', 'yahoo.com'])));
    await addContact(db, tenantId, personal, [{ recordType: 'human', recordId: person.id, isPrimary: true }]);
    if (!made.length || !faker.datatype.boolean({ probability: 0.35 })) continue;
    const entity = faker.helpers.arrayElement(made);
    const role = faker.helpers.arrayElement(roles);
    const business = fakeContact(faker, 'business', emailOf(faker, person.first, person.last, domainOf(entity.website)));
    business.contact = { ...business.contact, name: `${person.first} ${person.last}`.slice(0, 30), title: faker.person.jobTitle().slice(0, 100) };
    await addContact(db, tenantId, business, [
      { recordType: 'human', recordId: person.id, entityRelatedTo: entity.id, relationshipType: role },
      { recordType: 'entity', recordId: entity.id, entityRelatedTo: entity.id, relationshipType: role },
    ]);
  }
}
