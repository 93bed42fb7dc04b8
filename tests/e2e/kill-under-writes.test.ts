import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { cases, entities, files, humans, markets, opportunities, policies, tasks } from '../../src/server/db/schema';
import { pdf } from '../api/helpers/fileFixtures';
import { postgresAvailable, startPostgres, type Postgres } from '../api/helpers/postgres';
import { day } from '../setup/days';
import { demoPassword, seededCopy, startServerProcess, type RunningProcess } from './helpers/server';

/**
 * Issue 23, faults: the server is killed outright (SIGKILL: no shutdown, nothing flushed) while
 * writers create every kind of record and upload files. Every write it answered 200 to is there after
 * a restart on the same data directory (PGlite) or database (PostgreSQL, a new one the server seeds),
 * and every uploaded file's bytes come back with their checksum.
 */
const writers = 6;
/** writes answered before the kill, at the least; the kill falls while more are on their way */
const acknowledgedBeforeKill = 60;
/** two server starts (the second one after a crash) and a PostgreSQL cluster's: 104 s once beside two other journey files, 16 s alone */
const timeout = 300_000;

const tables = { human: humans, entity: entities, case: cases, task: tasks, opportunity: opportunities, market: markets, policy: policies, file: files } as const;
type Kind = keyof typeof tables;

interface Written {
  kind: Kind;
  id: string;
  sha256?: string;
}

const backends = ['pglite', ...(postgresAvailable ? ['postgres'] : [])] as const;

async function signIn(url: string): Promise<(path: string, init?: { method?: string; json?: unknown; form?: FormData }) => Promise<Response>> {
  const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@harbor.test', password: demoPassword }) });
  const { token } = (await login.json()).resolved as { token: string };
  return (path, init = {}) => fetch(`${url}${path}`, {
    method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  });
}

for (const backend of backends) describe(`a server killed under writes (${backend})`, () => {
  let server: RunningProcess | undefined;
  let postgres: Postgres | undefined;
  const dataDir = backend === 'pglite' ? seededCopy() : mkdtempSync(join(tmpdir(), 'agency-desk-kill-files-'));
  afterAll(async () => {
    await server?.kill();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it acknowledged, of every kind, and every uploaded file byte for byte', async () => {
    if (backend === 'postgres') postgres = await startPostgres();
    const env = postgres ? () => ({ DATABASE_URL: postgres!.url }) : undefined;
    server = await startServerProcess({ dataDir, env });
    const call = await signIn(server.url);
    const resolved = async (response: Response) => {
      if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
      return (await response.json()).resolved;
    };
    const entityId: string = (await resolved(await call('/v1/entities/upsert', { json: { entity: { name: 'Kill Test Holdings' } } }))).entity_Reference_Id;
    const marketId: string = (await resolved(await call('/v1/market/add', { json: { market_Name: 'Kill Test Mutual', market_Type: 'carrier' } }))).market_Reference_Id;
    const caseId: string = (await resolved(await call('/v1/add/case', { json: { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: 'Kill test' } }))).irys_Case_Reference_Id;
    const lobs = (await resolved(await call('/v1/lob'))).lob as { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    const generalLiability = lobs.find((l) => l.line_Of_Business_Reference_Code === 'general_liability')!.line_Of_Business_Id;

    let n = 0;
    const writes: Record<Kind, () => Promise<Written>> = {
      human: async () => ({ kind: 'human', id: (await resolved(await call('/v1/humans/upsert', { json: { human: { first_Name: 'Kill', last_Name: `Writer ${++n}` } } }))).human_Reference_Id }),
      entity: async () => ({ kind: 'entity', id: (await resolved(await call('/v1/entities/upsert', { json: { entity: { name: `Kill Writer ${++n} LLC` } } }))).entity_Reference_Id }),
      case: async () => ({ kind: 'case', id: (await resolved(await call('/v1/add/case', { json: { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: `Kill writer ${++n}` } }))).irys_Case_Reference_Id }),
      task: async () => ({ kind: 'task', id: (await resolved(await call('/v1/add/task', { json: { irys_Task: { task_Name: `Kill writer ${++n}`, case_Reference_Id: caseId } } }))).task_Reference_Id }),
      opportunity: async () => ({ kind: 'opportunity', id: (await resolved(await call('/v1/opportunity/add', { json: { first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Description: `Kill writer ${++n}`, effective_Date: day(30), expiration_Date: day(395) } }))).opportunity_Reference_Id }),
      market: async () => ({ kind: 'market', id: (await resolved(await call('/v1/market/add', { json: { market_Name: `Kill Writer ${++n} Mutual`, market_Type: 'carrier' } }))).market_Reference_Id }),
      policy: async () => ({
        kind: 'policy',
        id: (await resolved(await call('/v1/policy/add', { json: {
          market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
          effective_Date: day(0), expiration_Date: day(365), line_Of_Business: [{ line_Of_Business_Id: generalLiability, selected_Premium: 1000, selected_Commission: 100 }],
        } }))).policy_Reference_Id,
      }),
      file: async () => {
        const bytes = pdf(`Kill writer ${++n} ${'x'.repeat(64 * 1024)}`);
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), `kill-${n}.pdf`);
        return { kind: 'file', id: (await resolved(await call('/v1/upload/file', { form }))).file_Reference_Id, sha256: createHash('sha256').update(bytes).digest('hex') };
      },
    };
    const kinds = Object.keys(writes) as Kind[];

    const acknowledged: Written[] = [];
    let killed = false;
    let refused: unknown;
    const writer = async (start: number) => {
      for (let i = start; !killed && !refused; i++) {
        try {
          acknowledged.push(await writes[kinds[i % kinds.length]]());
        } catch (error) {
          // a request the kill cut off was never acknowledged; one refused before the kill is a defect
          if (!killed) refused ??= error;
        }
      }
    };
    const running = Array.from({ length: writers }, (_, w) => writer(w));
    await expect.poll(() => {
      if (refused) throw refused;
      return acknowledged.length;
    }, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(acknowledgedBeforeKill);
    killed = true;
    await server.kill();
    await Promise.all(running);
    const kept = [...acknowledged];
    expect(new Set(kept.map((w) => w.kind))).toEqual(new Set(kinds));

    server = await startServerProcess({ dataDir, env });
    const again = await signIn(server.url);
    for (const file of kept.filter((w) => w.sha256)) {
      const link = (await resolved(await again(`/v1/file/magic-link?file_Reference_Id=${file.id}`))).magicLink[0].magic_link as string;
      const served = Buffer.from(await (await again(link)).arrayBuffer());
      expect(createHash('sha256').update(served).digest('hex'), file.id).toBe(file.sha256);
    }
    await server.stop();
    server = undefined;

    const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
    try {
      for (const kind of kinds) {
        const ids = kept.filter((w) => w.kind === kind).map((w) => w.id);
        const table = tables[kind];
        const found = await database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        expect(found.map((row) => row.id).sort(), `${kind}: every acknowledged write kept`).toEqual([...ids].sort());
      }
    } finally {
      await database.close();
    }
    console.log(`${backend}: killed under ${writers} writers: ${kept.length} acknowledged writes (${kinds.map((k) => `${k} ${kept.filter((w) => w.kind === k).length}`).join(', ')}), all kept`);
  }, timeout);
});
