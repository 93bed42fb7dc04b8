/**
 * The keystroke comparison alone (npx tsx tests/bench/keystrokesOnly.ts; BENCH_FORMS=policy for
 * one form): builds the bench pages and prints each form's field's p50/p95 per implementation.
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers/server';
import { measureKeystrokes } from './keystrokes';
import { serveFolder } from './staticServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'pipe' });
const pages = await serveFolder(`${root}bench/dist`);
const browser = await launchBrowser();
try {
  await measureKeystrokes(browser, pages.url, (r) =>
    console.log(`${r.form} ${r.implementation} ${r.field} x${r.cpuThrottle}: p50 ${r.p50} ms, p95 ${r.p95} ms, siblings ${r.siblingRendersPerKey}/key, slow ${r.slowInteractions}`));
} finally {
  await browser.close();
  await pages.close();
}
