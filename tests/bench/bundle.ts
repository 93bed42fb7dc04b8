import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  initialJsGzipKb: number;
  initialFiles: string[];
  chunks: { file: string; gzipKb: number }[];
}

const gzipKb = (path: string) => Math.round((gzipSync(readFileSync(path), { level: 9 }).length / 1024) * 10) / 10;

/** The JS the first page load needs (entry + modulepreloads), and every chunk loaded later. */
export function measureBundle(dist: string): BundleResult {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialFiles.includes(`assets/${f}`))
    .map((f) => ({ file: f.replace(/-[\w-]{8}\.js$/, '.js'), gzipKb: gzipKb(join(dist, 'assets', f)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const initialJsGzipKb = Math.round(initialFiles.reduce((sum, f) => sum + gzipKb(join(dist, f)), 0) * 10) / 10;
  return { initialJsGzipKb, initialFiles, chunks };
}
