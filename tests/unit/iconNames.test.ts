import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../src/engine/react/Icon';
import linesOfBusiness from '../../src/server/modules/linesOfBusiness/lines-of-business.json';

/** Every icon a manifest, a schema, the lines of business or the code names is one the engine draws (an unknown name silently draws the dashboard's). */
const root = resolve(import.meta.dirname, '../..');
/** The icon names of a JSON file: every `icon` but an icons display's, which names the field its items' icons are in. */
function iconsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconsIn);
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const own = typeof node.icon === 'string' && node.display !== 'icons' ? [node.icon] : [];
  return [...own, ...Object.values(node).flatMap(iconsIn)];
}

const files = (dir: string, ending: RegExp): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && ending.test(e.name)).map((e) => join(e.parentPath, e.name));

describe('icon names', () => {
  it('names only icons there are', () => {
    const named = [
      ...['screens', 'schemas'].flatMap((dir) => files(dir, /\.json$/)).flatMap((file) => iconsIn(JSON.parse(readFileSync(file, 'utf8'))).map((name) => [name, file])),
      ...linesOfBusiness.lines.map((line) => [line[3], 'lines-of-business.json']),
      ...files('src', /\.tsx$/).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<Icon name="([\w-]+)"/g)].map((m) => [m[1], file])),
    ];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(([name]) => !iconNames.has(name))).toEqual([]);
  });
});
