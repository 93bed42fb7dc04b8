/**
 * A database with N fake humans, M entities, P policies and O opportunities on them, for benchmarks and trying things at scale:
 *   tsx scripts/seed.ts --data-dir DIR --humans N --entities M --policies P --opportunities O   (or DATABASE_URL=... tsx scripts/seed.ts ...)
 * Seeds reference data, the tenant 'Bench Agency' and bench@bench.test (password demo-password-1).
 */
import { parseArgs } from 'node:util';
import { openDatabase, refreshStatistics } from '../src/server/db/client.ts';
import { createFieldCipher, loadKey } from '../src/server/crypto/fieldCipher.ts';
import { scopesFor, seedHumans, seedReferenceData, seedTenant, seedUser } from '../src/server/seed/demo.ts';
import { seedEntities } from '../src/server/seed/book.ts';
import { seedPolicyBook } from '../src/server/seed/policyBook.ts';
import { seedPipelineBook } from '../src/server/seed/pipelineBook.ts';

export const benchAccount = 'bench@bench.test';

export async function seedBench(dataDir: string | undefined, humans: number, entities = 0, databaseUrl = process.env.DATABASE_URL, policies = 0, opportunities = 0): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    if (!database.fresh) {
      console.log('The database already has data: nothing seeded.');
      return;
    }
    const began = Date.now();
    const seconds = () => `${Math.round((Date.now() - began) / 1000)} s`;
    const cipher = createFieldCipher(loadKey(dataDir ?? './data', process.env.FIELD_ENCRYPTION_KEY));
    await seedReferenceData(database.db);
    const tenant = await seedTenant(database.db, 'Bench Agency');
    const user = await seedUser(database.db, benchAccount, 'Bench', 'User', [{ tenantId: tenant.id, scopes: scopesFor('admin'), isDefault: true }]);
    for (let done = 0; done < humans; done += 10_000) {
      await seedHumans(database.db, cipher, tenant.id, [user.id], Math.min(10_000, humans - done), 1000 + done);
      console.log(`  ${Math.min(done + 10_000, humans).toLocaleString('en-US')} humans (${seconds()})`);
    }
    for (let done = 0; done < entities; done += 10_000) {
      await seedEntities(database.db, cipher, tenant.id, [user.id], Math.min(10_000, entities - done), 5000 + done);
      console.log(`  ${Math.min(done + 10_000, entities).toLocaleString('en-US')} entities (${seconds()})`);
    }
    if (policies) {
      await seedPolicyBook(database.db, tenant.id, [user.id], policies, 9000);
      console.log(`  ${policies.toLocaleString('en-US')} policies (${seconds()})`);
    }
    if (opportunities) {
      await seedPipelineBook(database.db, tenant.id, [user.id], opportunities, 9500);
      console.log(`  ${opportunities.toLocaleString('en-US')} opportunities (${seconds()})`);
    }
    await refreshStatistics(database.db, true);
    console.log(`  statistics and vacuum (${seconds()})`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, humans: { type: 'string', default: '1000' }, entities: { type: 'string', default: '0' }, policies: { type: 'string', default: '0' }, opportunities: { type: 'string', default: '0' } } });
  const [humans, entities, policies, opportunities] = [Number(values.humans), Number(values.entities), Number(values.policies), Number(values.opportunities)];
  if (![humans, entities, policies, opportunities].every((n) => Number.isInteger(n) && n >= 0)) throw new Error('--humans, --entities, --policies and --opportunities must be whole numbers');
  await seedBench(values['data-dir'] ?? (process.env.DATABASE_URL ? undefined : './data'), humans, entities, process.env.DATABASE_URL, policies, opportunities);
}
