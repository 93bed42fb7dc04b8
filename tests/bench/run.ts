/**
 * npm run bench: our form engine, stock RJSF and a plain React form side by side in one run,
 * search on 100,000 humans, bundle sizes. Writes bench/results/latest.json and prints a table.
 * Budget misses are reported, not failures; only a crash fails.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/schemas';
import { launchBrowser } from '../e2e/helpers/server';
import { chromiumPath } from '../../scripts/ensure-chromium';
import { measureSearch } from './api';
import { measureBundle } from './bundle';
import { fieldTypeNames, implementations, measureFirstRender, measureTyping, type KeystrokeResult } from './keystrokes';
import { formatReport, type BenchResults } from './report';
import { serveFolder } from './staticServer';

execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'ignore' });
const pages = await serveFolder(join(root, 'bench/dist'));
const browser = await launchBrowser();
const keystrokes: KeystrokeResult[] = [];
const firstRenderMs: Record<string, number> = {};
try {
  for (const implementation of implementations) {
    const url = `${pages.url}/${implementation}.html`;
    firstRenderMs[implementation] = await measureFirstRender(browser, url);
    for (const throttle of [1, 4]) {
      for (const field of fieldTypeNames) {
        const result = await measureTyping(browser, url, implementation, field, throttle);
        console.log(`  ${implementation} ${field} x${throttle}: p50 ${result.p50} ms, p95 ${result.p95} ms, siblings ${result.siblingRendersPerKey}/key`);
        keystrokes.push(result);
      }
    }
  }
} finally {
  await browser.close();
  await pages.close();
}

const search = await measureSearch(root);
const results: BenchResults = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, chromium: execSync(`${chromiumPath} --version`).toString().trim() },
  keystrokes,
  firstRenderMs,
  search,
  bundle: measureBundle(join(root, 'dist')),
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatReport(results)}\n\nWritten to bench/results/latest.json`);
