/**
 * The board's comparison alone (npx tsx tests/bench/boardOnly.ts): builds the bench pages into a
 * folder of its own and prints the function calls of the board's and the plain list's first render (counted), then
 * their first render and move with 1,000 cards (timed).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers/server';
import { countBoardCalls, measureBoard } from './board';
import { serveFolder } from './staticServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'bench-board-'));
execSync(`npx vite build --config bench/vite.config.ts --outDir ${out}`, { cwd: root, stdio: 'pipe' });
const pages = await serveFolder(out);
const browser = await launchBrowser();
try {
  const calls = await countBoardCalls(browser, pages.url);
  console.log(`first render, function calls: board ${calls.board}, plain list ${calls['board-plain']} (${(calls.board / calls['board-plain']).toFixed(2)}x)`);
  const before = loadavg()[0];
  for (const r of await measureBoard(browser, pages.url)) {
    console.log(`${r.page}: ${r.cards} cards, first render ${r.firstRenderMs} ms, move ${r.moveMs} ms (median of ${r.loads} loads)`);
  }
  console.log(`1-minute load average ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
} finally {
  await browser.close();
  await pages.close();
  rmSync(out, { recursive: true, force: true });
}
