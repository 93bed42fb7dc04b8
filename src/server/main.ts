import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createFieldCipher, loadKey } from './crypto/fieldCipher.ts';
import { buildApp } from './app.ts';
import { demoAccounts, demoPassword, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const cipher = createFieldCipher(loadKey(config.dataDir, config.fieldEncryptionKey));

if (database.fresh && config.seedDemo) {
  await seedDemo(database.db, cipher);
  console.log('Seeded the demo data.');
}

const { app } = await buildApp({
  db: database.db,
  cipher,
  sessionHours: config.sessionHours,
  trustProxy: config.trustProxy,
  oidc: config.oidc,
  staticDir: join(import.meta.dirname, '../../dist'),
  logger: process.env.LOG_REQUESTS === 'true',
});

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`Agency Desk is at http://localhost:${config.port} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
if (config.seedDemo) {
  console.log(`Demo accounts (password ${demoPassword}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.note}`);
}
