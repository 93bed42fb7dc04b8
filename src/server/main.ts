import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createFieldCipher, FieldCipherError, generatedKeyFile, loadFieldKeys, type FieldCipher } from './crypto/fieldCipher.ts';
import { startBackgroundReseal } from './crypto/rekey.ts';
import { loadFileSettings, type FileSettings } from './storage/fileSettings.ts';
import { loadMailSettings, type MailSettings } from './mail/mailSettings.ts';
import { demoAccounts, demoPassword } from './seed/demoAccounts.ts';

let config: Config;
let cipher: FieldCipher;
let previousKeys: number;
let files: FileSettings;
let mail: MailSettings;
try {
  config = loadConfig();
  files = loadFileSettings(process.env, config);
  mail = loadMailSettings(process.env);
  const keys = loadFieldKeys(config);
  cipher = createFieldCipher(keys.primary, keys.previous);
  previousKeys = keys.previous.length;
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof FieldCipherError)) throw error;
  console.error(`Agency Desk cannot start: ${error.message}`);
  process.exit(1);
}
if (config.production && existsSync(generatedKeyFile(config.dataDir))) {
  console.warn(
    `${generatedKeyFile(config.dataDir)} is not used in production. If values were sealed with it, put it in FIELD_ENCRYPTION_KEY_PREVIOUS ` +
      'until the re-seal logs done; then delete the file.',
  );
}

// the database opens on its own thread while the app's modules load on this one
const [database, { buildApp }] = await Promise.all([openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }), import('./app.ts')]);

if (database.fresh && config.seedDemo) {
  // loaded only to seed (faker and the demo books take a second to load at every start)
  const [{ seedDemo }, { seedDemoWork }, { seedDemoPipeline }] = await Promise.all([import('./seed/demo.ts'), import('./seed/workBook.ts'), import('./seed/pipelineBook.ts')]);
  await seedDemo(database.db, cipher);
  await seedDemoWork(database.db, files.dir);
  await seedDemoPipeline(database.db);
  console.log('Seeded the demo data.');
}

const { app, services } = await buildApp({
  db: database.db,
  cipher,
  sessionHours: config.sessionHours,
  trustProxy: config.trustProxy,
  secureCookies: config.secureCookies,
  oidc: config.oidc,
  files,
  mail,
  staticDir: join(import.meta.dirname, '../../dist'),
  logger: process.env.LOG_REQUESTS === 'true',
  checkAnswers: config.checkAnswers,
});

let reseal: { stop(): Promise<void> } | null = null;

async function shutdown() {
  await reseal?.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
// sends queued before a restart or left by another instance, and retries when due
services.email.queue.start();
console.log(`Agency Desk is at http://localhost:${config.port} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
if (config.seedDemo) {
  console.log(`Demo accounts (password ${demoPassword}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.note}`);
}
// values sealed with a previous key (or in the key-less v1 format) are re-sealed with the primary one
reseal = startBackgroundReseal(database.db, cipher, { previousKeys });
