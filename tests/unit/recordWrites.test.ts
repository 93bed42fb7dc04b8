import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every write to a record table goes through the record lifecycle (src/server/records/): its
// version, its audit line and the data version move together (DECISIONS 280).
const root = join(import.meta.dirname, '../..');
const server = join(root, 'src/server');
/** Where raw writes to record tables are the point: the lifecycle itself, the demo seed (bulk loads
 *  of a new database, no one's edit), the migrations, and the key rotation (re-seals a value without
 *  changing the record, README "Field encryption key"). */
const allowed = ['src/server/records/', 'src/server/seed/', 'src/server/db/migrations/', 'src/server/crypto/rekey.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sources(server).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

/** The record tables: every table a RecordDeclaration names, by its TypeScript and its SQL name. */
function recordTables() {
  const declared = new Set(files.flatMap(({ text }) => [...text.matchAll(/RecordDeclaration<typeof (\w+)>/g)].map((m) => m[1])));
  const sqlNames = new Map(files.flatMap(({ text }) => [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => [m[1], m[2]] as const)));
  return [...declared].map((name) => ({ name, sqlName: sqlNames.get(name) }));
}

/** The audit log's record types of those tables (`type: 'human'` in their declarations). */
function recordTypes() {
  return new Set(files.flatMap(({ text }) => [...text.matchAll(/RecordDeclaration<typeof \w+>\s*=\s*\{\s*type:\s*'(\w+)'/g)].map((m) => m[1])));
}

function rawWrites() {
  const tables = recordTables();
  const types = recordTypes();
  const found: string[] = [];
  for (const { path, text } of files) {
    if (allowed.some((prefix) => path.startsWith(prefix))) continue;
    text.split('\n').forEach((line, i) => {
      const at = `${path}:${i + 1}`;
      for (const { name, sqlName } of tables) {
        if (new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\s*\\)`).test(line)) found.push(`${at} writes ${name}`);
        if (sqlName && new RegExp(`(insert into|update|delete from)\\s+${sqlName}\\b`, 'i').test(line)) found.push(`${at} writes ${sqlName} in SQL`);
      }
      const audited = /\baudit\([^,]+,[^,]+,\s*\{\s*type:\s*'(\w+)'/.exec(line);
      if (audited && types.has(audited[1])) found.push(`${at} audits a ${audited[1]}`);
      if (/\.(insert|update)\(\s*auditLog\s*\)|insert into audit_log/i.test(line)) found.push(`${at} writes the audit log`);
    });
  }
  return found;
}

/** Tables whose rows are records (versioned, retired, audited: `...versioned()` among their columns), in any folder. */
function versionedTables() {
  const tables = files.flatMap(({ text }) => text.split(/\nexport /).map((part) => /^const (\w+) = pgTable\(/.exec(part) && part));
  return tables.filter((part): part is string => !!part && part.includes('...versioned()')).map((part) => /^const (\w+)/.exec(part)![1]);
}

describe('record writes', () => {
  it('reads every module folder and guards every record table in them', () => {
    const modules = readdirSync(join(server, 'modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `src/server/modules/${entry.name}/`);
    expect(modules.filter((folder) => !files.some(({ path }) => path.startsWith(folder)))).toEqual([]);
    const guarded = recordTables().map((t) => t.name);
    expect(versionedTables().length).toBeGreaterThanOrEqual(guarded.length);
    expect(versionedTables().filter((name) => !guarded.includes(name))).toEqual([]);
  });


  it('finds the record tables it guards (the declarations are read)', () => {
    const names = recordTables().map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['humans', 'entities', 'contacts', 'cases', 'tasks', 'policies', 'opportunities', 'submissions', 'quotes']));
    expect(recordTables().every((t) => t.sqlName)).toBe(true);
  });

  it('has no raw insert, update, delete or audit write to a record table outside the lifecycle', () => {
    expect(rawWrites()).toEqual([]);
  });
});
