import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createFieldCipher } from '../../../src/server/crypto/fieldCipher';
import { seedDemo, demoPassword } from '../../../src/server/seed/demo';
import { postgresAvailable, startPostgres } from './postgres';

export type Backend = 'pglite' | 'postgres';

/** Every test file runs on the embedded database, and on PostgreSQL 15 where its binaries are. */
export const backends: Backend[] = postgresAvailable ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** a bearer token and tenant of a demo account */
  login(email: string): Promise<{ token: string; tenantId: string; csrf: string; cookie: string }>;
  /** inject with a bearer token */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startApp(backend: Backend): Promise<TestApp> {
  const postgres = backend === 'postgres' ? await startPostgres() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url });
  const cipher = createFieldCipher(randomBytes(32));
  await seedDemo(database.db, cipher);
  const { app } = await buildApp({ db: database.db, cipher });
  await app.ready();
  return {
    app,
    database,
    async login(email) {
      const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: demoPassword } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      const resolved = response.json().resolved;
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { token: resolved.token, tenantId: resolved.current_Tenant_Id, csrf: resolved.csrf_Token, cookie };
    },
    as(token, options) {
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.close();
      postgres?.stop();
    },
  };
}

/** A valid human model; names vary so searches can find each test's own. */
export function humanModel(first: string, last: string, extra: Record<string, unknown> = {}) {
  return { human: { first_Name: first, last_Name: last }, ...extra };
}
