import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createFieldCipher, type FieldCipher } from '../../../src/server/crypto/fieldCipher';
import { openDatabase, type Database, type Db } from '../../../src/server/db/client';
import { inject } from 'vitest';
import { demoPassword } from '../../../src/server/seed/demo';
import { seedDemoWork } from '../../../src/server/seed/workBook';
import { temporaryFileSettings } from '../../../src/server/storage/fileSettings';
import type { MailSettings } from '../../../src/server/mail/mailSettings';
import type { Services } from '../../../src/server/composition/services';
import { checkAnswers } from './answers';
import { apiBackends, type Backend } from './backends';
import { adminQuery, databaseUrl, type SeededState } from './seeded';

export type { Backend };

/** Every API test file runs on PGlite, and on PostgreSQL 15 where its binaries are (API_BACKEND picks one). */
export const backends: Backend[] = apiBackends;

const seeded = (): SeededState => inject('seeded');
let pgliteDump: Uint8Array | undefined;

/** A database of its own in the run's PostgreSQL cluster: a copy of the seeded template, or empty; dropped by `drop()`. */
export async function postgresDatabase(from: 'seeded' | 'empty' = 'seeded'): Promise<{ url: string; drop(): Promise<void> }> {
  const cluster = seeded().postgres;
  if (!cluster) throw new Error('PostgreSQL was not started for this run (API_BACKEND=pglite).');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(cluster.adminUrl, `create database ${name}${from === 'seeded' ? ` template ${cluster.template}` : ''}`);
  // dropped when nothing holds it any more; else it goes with the cluster at the end of the run (forcing
  // it would cut connections a pool is still closing, an uncaught error in the test file)
  const drop = () => adminQuery(cluster.adminUrl, `drop database if exists ${name}`).catch(() => undefined);
  return { url: databaseUrl(cluster.adminUrl, name), drop };
}

/** The seeded demo data: PGlite in memory from the run's dump, or a PostgreSQL copy of its template. */
async function openSeeded(backend: Backend): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (backend === 'pglite') {
    pgliteDump ??= readFileSync(seeded().pgliteDump ?? '');
    return { database: await openDatabase({ loadDataDir: pgliteDump }) };
  }
  const copy = await postgresDatabase('seeded');
  return { database: await openDatabase({ databaseUrl: copy.url }), drop: copy.drop };
}

export interface Session {
  token: string;
  tenantId: string;
  userId: string;
  csrf: string;
  /** the Cookie header of the browser session (ad_session and ad_csrf) */
  cookie: string;
  scopes: string[];
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  database: Database;
  cipher: FieldCipher;
  login(email: string): Promise<Session>;
  /** inject with a bearer token */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** the rows of a raw SQL query */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** `staticDir`: a built front end to serve (tests of static files and pages); `work`: the demo book's cases, tasks and files too, as npm start seeds them */
export async function startApp(backend: Backend, options: { staticDir?: string; work?: boolean; mail?: MailSettings } = {}): Promise<TestApp> {
  const { database, drop } = await openSeeded(backend);
  try {
    const cipher = createFieldCipher(Buffer.from(seeded().cipherKey, 'base64'));
    const files = temporaryFileSettings();
    if (options.work) await seedDemoWork(database.db, files.dir);
    const { app, services } = await buildApp({ db: database.db, cipher, staticDir: options.staticDir, files, mail: options.mail });
    checkAnswers(app);
    await app.ready();
    return {
      app,
      services,
      db: database.db,
      database,
      cipher,
      async login(email) {
        const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: demoPassword } });
        if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
        const resolved = response.json().resolved;
        return {
          token: resolved.token,
          tenantId: resolved.current_Tenant_Id,
          userId: resolved.user.id,
          csrf: resolved.csrf_Token,
          cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
          scopes: resolved.userScopes,
        };
      },
      as(token, options) {
        return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
      },
      async rows<T>(query: SQL) {
        return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      },
      async close() {
        try {
          await app.close();
          await database.close();
        } finally {
          await drop?.();
        }
      },
    };
  } catch (error) {
    await database.close();
    await drop?.();
    throw error;
  }
}

let counter = 0;
/** A name no seeded human has (faker names carry no digits), unique within the run; about 10 characters. */
export function uniqueName(prefix = 'T'): string {
  counter += 1;
  return `${prefix}${(Date.now() % 1e7).toString(36)}${counter.toString(36)}${randomBytes(1).toString('hex')}`;
}

/** A valid upsert body: the human group plus any other groups. */
export function humanModel(first: string, last: string, extra: Record<string, unknown> = {}) {
  return { human: { first_Name: first, last_Name: last }, ...extra };
}

export const noPermission = "You don't have permission to perform this action";
export const missingId = '00000000-0000-4000-8000-000000000000';
