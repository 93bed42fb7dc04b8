import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  initialJsGzipKb: number;
  /** the stylesheets index.html links: they hold up the first paint */
  initialCssGzipKb: number;
  initialFiles: string[];
  chunks: { file: string; gzipKb: number }[];
  /** all JS each benchmark form page loads (React included), by implementation */
  formPageJsGzipKb: Record<string, number>;
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The JS files a built page loads at once: its entry script and modulepreload links. */
function pageScripts(dist: string, html: string): string[] {
  return [...readFileSync(join(dist, html), 'utf8').matchAll(/(?:src|href)="\.?\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
}

/** The stylesheets a built page links. */
function pageStyles(dist: string, html: string): string[] {
  return [...readFileSync(join(dist, html), 'utf8').matchAll(/<link rel="stylesheet"[^>]* href="\.?\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
}

const pageJsKb = (dist: string, html: string) => round1(pageScripts(dist, html).reduce((sum, f) => sum + gzipKb(join(dist, f)), 0));

/** The JS the app's first page load needs (entry + modulepreloads), every chunk loaded later, and the form pages'. */
export function measureBundle(dist: string, formPagesDist: string, formPages: readonly string[]): BundleResult {
  const initialFiles = pageScripts(dist, 'index.html');
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialFiles.includes(`assets/${f}`))
    .map((f) => ({ file: f, gzipKb: round1(gzipKb(join(dist, 'assets', f))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    initialJsGzipKb: pageJsKb(dist, 'index.html'),
    initialCssGzipKb: round1(pageStyles(dist, 'index.html').reduce((sum, f) => sum + gzipKb(join(dist, f)), 0)),
    initialFiles,
    chunks,
    formPageJsGzipKb: Object.fromEntries(formPages.map((page) => [page, pageJsKb(formPagesDist, `${page}.html`)])),
  };
}
