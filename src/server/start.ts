import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createFieldCipher, generatedKeyFile, loadFieldKeys } from './crypto/fieldCipher.ts';
import { startBackgroundReseal } from './crypto/rekey.ts';
import { loadFileSettings } from './storage/fileSettings.ts';
import { openFileStore } from './storage/openFileStore.ts';
import { loadMailSettings } from './mail/mailSettings.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** the port it listens on (PORT=0 takes a free one) */
  port: number;
  /** DATA_DIR: PGlite's data and the files */
  dataDir: string;
  /** whether the demo data is seeded into a new database (SEED_DEMO, outside production) */
  seedDemo: boolean;
  stop(): Promise<void>;
}

/**
 * Agency Desk from its settings (the environment's names, README "Configuration"): the database
 * opened (and migrated, and seeded with the demo data when new), the app listening, the mail queue
 * and the re-seal of old values running. Throws ConfigError or FieldCipherError for a setting it
 * cannot start with. `npm start` runs it as a process of its own (main.ts); the browser journeys
 * start one per journey file in their worker.
 */
export async function startAgencyDesk(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const config = loadConfig(env);
  const files = loadFileSettings(env, config);
  const mail = loadMailSettings(env);
  const keys = loadFieldKeys(config);
  const cipher = createFieldCipher(keys.primary, keys.previous);
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
    await seedDemoWork(database.db, files.dir, openFileStore(files));
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
    logger: env.LOG_REQUESTS === 'true',
    checkAnswers: config.checkAnswers,
  });

  await app.listen({ port: config.port, host: config.host });
  // sends queued before a restart or left by another instance, and retries when due
  services.email.queue.start();
  // values sealed with a previous key (or in the key-less v1 format) are re-sealed with the primary one
  const reseal = startBackgroundReseal(database.db, cipher, { previousKeys: keys.previous.length });
  const address = app.server.address();
  return {
    app,
    database,
    port: typeof address === 'object' && address ? address.port : config.port,
    dataDir: config.dataDir,
    seedDemo: config.seedDemo,
    async stop() {
      await reseal.stop();
      await app.close();
      await database.close();
    },
  };
}
