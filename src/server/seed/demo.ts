import { faker } from '@faker-js/faker';
import { refreshStatistics, type Db } from '../db/client.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import { configurations, humans, memberships, referenceItems, tenants, users } from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { columnsFromModel } from '../modules/humans/record.ts';
import type { Human } from '../../generated/types/human.ts';
import referenceLists from './reference-lists.json';
import configurationDefaults from './configurations.json';
import { scopesOfRole } from '../modules/admin/roles.ts';
import { seedEntitiesAndContacts } from './book.ts';
import { seedPolicyBook } from './policyBook.ts';
import { modules } from '../modules/index.ts';
import { demoPassword } from './demoAccounts.ts';

export { demoAccounts, demoPassword } from './demoAccounts.ts';

/** A role's scopes (an admin's open the Admin Portal too). */
export const scopesFor = scopesOfRole;

const prefixOrder = new Map(['mr', 'mrs', 'miss', 'ms', 'dr', 'prof'].map((code, i) => [code, i]));

export async function seedReferenceData(db: Db): Promise<void> {
  const rows = Object.entries(referenceLists).flatMap(([listName, items]) =>
    items.map(([code, name]) => ({ listName, code, name, sortOrder: listName === 'PrefixName' ? prefixOrder.get(code) ?? 100 : 1000 })),
  );
  await db.insert(referenceItems).values(rows).onConflictDoNothing();
  for (const module of modules) await module.seedReference?.(db);
}

export async function seedTenant(db: Db, name: string, kind = 'agency') {
  const [tenant] = await db.insert(tenants).values({ name, kind }).returning();
  await db.insert(configurations).values(
    Object.entries(configurationDefaults).map(([key, details]) => ({ tenantId: tenant.id, key, details })),
  );
  return tenant;
}

export async function seedUser(db: Db, email: string, firstName: string, lastName: string, access: { tenantId: string; scopes: string[]; isDefault?: boolean }[]) {
  const [user] = await db.insert(users).values({ email, firstName, lastName, passwordHash: await hashPassword(demoPassword) }).returning();
  await db.insert(memberships).values(access.map((a) => ({ userId: user.id, ...a, isDefault: a.isDefault ?? false })));
  return user;
}

const states = referenceLists.State.map(([code]) => code);
const pronouns = referenceLists.IRYS_Pronouns.map(([code]) => code);

/** A plausible human as its form model; deterministic for a seeded faker. */
export function fakeHuman(f: typeof faker): Human {
  const sex = f.helpers.arrayElement(['M', 'F'] as const);
  const model: Human = {
    human: {
      first_Name: f.person.firstName(sex === 'M' ? 'male' : 'female').slice(0, 20).padEnd(2, 'a'),
      last_Name: f.person.lastName().slice(0, 20).padEnd(2, 'a'),
      prefix_Code: f.helpers.maybe(() => (sex === 'M' ? 'mr' : f.helpers.arrayElement(['mrs', 'ms', 'miss'])), { probability: 0.6 }),
      preferred_Name: f.helpers.maybe(() => f.person.firstName().slice(0, 20), { probability: 0.2 }),
      pronoun_Code: f.helpers.maybe(() => f.helpers.arrayElement(pronouns), { probability: 0.5 }),
      is_Agency_Participant: f.datatype.boolean({ probability: 0.15 }),
    },
    gender: { code: sex },
    dates: [{ date_Type: 'DOB', value: f.date.birthdate({ min: 18, max: 85, mode: 'age' }).toISOString().slice(0, 10) }],
  };
  if (f.datatype.boolean({ probability: 0.6 })) {
    model.encrypted_String = [{ string_Type: 'SSN', string_Value: f.string.numeric({ length: 9, allowLeadingZeros: false }) }];
  }
  if (f.datatype.boolean({ probability: 0.5 })) {
    model.drivers_License = {
      license_Number: f.string.alphanumeric({ length: 9, casing: 'upper' }),
      license_State: f.helpers.arrayElement(states),
      first_Licensed_Date: f.date.past({ years: 30 }).toISOString().slice(0, 10),
    };
  }
  return model;
}

/** Inserts count fake humans into a tenant in batches. */
export async function seedHumans(db: Db, cipher: FieldCipher, tenantId: string, ownerIds: string[], count: number, seed = 42) {
  faker.seed(seed);
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, () => ({
      ...columnsFromModel(fakeHuman(faker), cipher),
      tenantId,
      ownerUserId: faker.helpers.arrayElement(ownerIds),
      isActive: faker.datatype.boolean({ probability: 0.85 }),
      openOpportunities: faker.helpers.weightedArrayElement([{ value: 0, weight: 6 }, { value: 1, weight: 3 }, { value: 2, weight: 1 }]),
      activePolicies: faker.helpers.weightedArrayElement([{ value: 0, weight: 4 }, { value: 1, weight: 4 }, { value: 3, weight: 2 }]),
      activePremium: String(faker.number.int({ min: 0, max: 250_000 })),
    }));
    await db.insert(humans).values(batch);
  }
}

/** The demo book: two agencies, four accounts, their humans, entities and contacts, markets and policies. */
export async function seedDemo(db: Db, cipher: FieldCipher): Promise<void> {
  await seedReferenceData(db);
  const harbor = await seedTenant(db, 'Harbor Insurance Agency');
  const summit = await seedTenant(db, 'Summit Brokers');
  const admin = await seedUser(db, 'admin@harbor.test', 'Hannah', 'Harbor', [
    { tenantId: harbor.id, scopes: scopesFor('admin'), isDefault: true },
    { tenantId: summit.id, scopes: scopesFor('admin') },
  ]);
  const csr = await seedUser(db, 'csr@harbor.test', 'Carlos', 'Reyes', [{ tenantId: harbor.id, scopes: scopesFor('csr'), isDefault: true }]);
  await seedUser(db, 'viewer@harbor.test', 'Vera', 'Viewer', [{ tenantId: harbor.id, scopes: scopesFor('viewer'), isDefault: true }]);
  const summitAdmin = await seedUser(db, 'admin@summit.test', 'Sam', 'Summit', [{ tenantId: summit.id, scopes: scopesFor('admin'), isDefault: true }]);
  await seedHumans(db, cipher, harbor.id, [admin.id, csr.id], 60, 7);
  await seedHumans(db, cipher, summit.id, [summitAdmin.id], 12, 11);
  await seedEntitiesAndContacts(db, cipher, harbor.id, [admin.id, csr.id], 30, 13);
  await seedEntitiesAndContacts(db, cipher, summit.id, [summitAdmin.id], 5, 17);
  await seedPolicyBook(db, harbor.id, [admin.id, csr.id], 300, 19);
  await seedPolicyBook(db, summit.id, [summitAdmin.id], 12, 23, 4);
  await refreshStatistics(db, true);
}
