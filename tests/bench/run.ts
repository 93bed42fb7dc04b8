/**
 * npm run bench: our form engine, stock RJSF and a plain React form side by side in one run, the
 * opportunity board with 1,000 cards beside a plain list of them,
 * search on 100,000 humans (answers plain and compressed), uploads, the files list on 100,000 files
 * and comparing two 100-page PDFs, certificates (one, a 200-holder reissue) and mail throughput beside their
 * baselines, the dashboard call, a 100,000-row export and a 10,000-row import, the long runs (load, soak,
 * fuzz: tests/bench/longRuns.ts), bundle sizes, Lighthouse on the served app. Writes bench/results/latest.json and prints a table.
 * Budget misses are reported, not failures; only a crash fails.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/schemas';
import { launchBrowser } from '../e2e/helpers/server';
import { measureSearch } from './api';
import { measureBoard, type BoardResult } from './board';
import { measureBundle } from './bundle';
import { measureCompare, measureFilesList } from './files';
import { lighthousePages, lighthouseRuns, measureLighthouse } from './lighthouse';
import { describeScore, machineScore, type MachineScore } from './machine';
import { firstRenderLoads, implementations, keyIntervalMs, measuredKeys, measureFirstRenders, measureKeystrokes, rounds, warmUpKeys, type KeystrokeResult } from './keystrokes';
import { compressionVerdicts, formatReport, lighthouseBudgets, type BenchResults } from './report';
import { serveFolder } from './staticServer';
import { measureMail } from './mail';
import { measureUpload } from './upload';
import { measureReports } from './reports';
import { formatLongRuns, measureLongRuns } from './longRuns';

const started = Date.now();
const loadBefore = loadavg()[0];
/** the machine's speed at the start, between the parts and at the end, printed beside each part's figures */
const scores: Record<string, MachineScore> = {};
const score = (at: string) => {
  scores[at] = machineScore(at);
  step(describeScore(scores[at]));
};
const limitMinutes = 110;
setTimeout(() => {
  console.error(`The bench ran over ${limitMinutes} minutes: stopped.`);
  process.exit(1);
}, limitMinutes * 60_000).unref();

const step = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);

score('start');
step('Building the benchmark pages (bench/vite.config.ts) ...');
execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'pipe' });
const pages = await serveFolder(join(root, 'bench/dist'));
const browser = await launchBrowser();
const chromium = `Chromium ${browser.version()}`;
let keystrokes: KeystrokeResult[];
let firstRenderMs: Record<string, number>;
let firstCommitMs: Record<string, number>;
let board: BoardResult[];
try {
  ({ paint: firstRenderMs, commit: firstCommitMs } = await measureFirstRenders(browser, pages.url));
  step(`First render: ${JSON.stringify(firstRenderMs)} (to React's commit: ${JSON.stringify(firstCommitMs)})`);
  board = await measureBoard(browser, pages.url);
  for (const b of board) step(`${b.page}, ${b.cards} cards: first render ${b.firstRenderMs} ms, a card's move ${b.moveMs} ms`);
  keystrokes = await measureKeystrokes(browser, pages.url, (r) =>
    step(`${r.implementation} ${r.field} x${r.cpuThrottle}: p50 ${r.p50} ms, p95 ${r.p95} ms, siblings ${r.siblingRendersPerKey}/key`),
  );
} finally {
  await browser.close();
  await pages.close();
}

score('forms');
step('Search on 100,000 humans ...');
const search = await measureSearch(root);
score('search');
step('Files: a 50 MB upload, the list on 100,000 files, comparing two 100-page PDFs ...');
const files = { upload: await measureUpload(), list: await measureFilesList(), compare: await measureCompare() };
score('files');
step('Certificates (one, a mass reissue of 200 holders) and 200 mails through an in-process SMTP server, each beside its baseline ...');
const mail = await measureMail();
score('mail');
step('Reports: the dashboard call, a 100,000-row CSV export, a 10,000-row import ...');
const reports = await measureReports();
score('reports');
const longRuns = await measureLongRuns(step);
score('long runs');
step(`Lighthouse on ${lighthousePages.map((p) => p.path).join(', ')} (${lighthouseRuns} runs each, mobile and desktop) ...`);
const lighthouse = await measureLighthouse((r) =>
  step(`${r.page} ${r.formFactor}: performance ${r.performance} (runs ${r.runScores.join('/')}), FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ${r.bytes} B`),
);
score('end');
const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    loadAverage: { before: loadBefore, after: loadavg()[0] },
    scores,
  },
  method: { warmUpKeys, measuredKeys, rounds, keyIntervalMs, firstRenderLoads },
  seconds: (Date.now() - started) / 1000,
  keystrokes,
  firstRenderMs,
  firstCommitMs,
  board,
  search,
  compression: compressionVerdicts(search),
  files,
  mail,
  reports,
  lighthouse: { ...lighthouse, runs: lighthouseRuns, budgets: lighthouseBudgets(lighthouse.results) },
  bundle: measureBundle(join(root, 'dist'), join(root, 'bench/dist'), implementations),
};
const withLongRuns = { ...results, longRuns };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(withLongRuns, null, 2)}\n`);
console.log(`\n${formatReport(results)}\n\n${formatLongRuns(longRuns)}\n\nWritten to bench/results/latest.json`);
