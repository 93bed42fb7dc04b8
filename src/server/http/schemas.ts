import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const schemasDir = new URL('../../../schemas', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : [],
  );
}

/** Every JSON Schema of schemas/, so the OpenAPI document can resolve their $refs. */
export function allSchemas(): { $id: string }[] {
  return files(schemasDir).map((path) => JSON.parse(readFileSync(path, 'utf8')));
}
