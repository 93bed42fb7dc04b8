import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListManifest } from '../../engine/core/screenManifests.ts';

const listsDir = join(import.meta.dirname, '../../../screens/lists');

/** A list manifest by the name routes give it (screens/lists/<name>.list.json, or its `list`). */
export function listManifest(name: string): ListManifest | undefined {
  for (const file of existsSync(listsDir) ? readdirSync(listsDir).filter((f) => f.endsWith('.list.json')) : []) {
    const manifest = JSON.parse(readFileSync(join(listsDir, file), 'utf8')) as ListManifest & { list?: string };
    if ((manifest.list ?? file.slice(0, -'.list.json'.length)) === name) return manifest;
  }
  return undefined;
}
