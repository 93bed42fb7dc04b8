import type { BoardResult } from './board';
import type { BundleResult } from './bundle';
import type { KeystrokeResult } from './keystrokes';
import type { SearchResult } from './api';
import type { CompareResult } from './files';
import type { ReportsResult } from './reports';
import type { UploadResult } from './upload';
import type { LighthouseResult } from './lighthouse';
import type { MailBenchRow } from './mail';
import { describeScore, type MachineScore } from './machine';

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; chromium: string; loadAverage: { before: number; after: number };
    /** tests/bench/machine.ts at the start ('start'), after each part ('forms', 'search', 'files', 'mail') and at the end ('end') */
    scores: Record<string, MachineScore> };
  method: { warmUpKeys: number; measuredKeys: number; rounds: number; keyIntervalMs: number; firstRenderLoads: number };
  seconds: number;
  keystrokes: KeystrokeResult[];
  firstRenderMs: Record<string, number>;
  /** module start to React's first commit, the same loads: the script's work without the wait for the painting frame */
  firstCommitMs?: Record<string, number>;
  /** the opportunity board's columns and cards, and a plain React list of the same cards */
  board: BoardResult[];
  search: SearchResult[];
  /** each compressed search beside the same one uncompressed */
  compression: CompressionVerdict[];
  /** uploads (ours beside the bare transport), GET /v1/files on 100,000 files, comparing two 100-page PDFs */
  files: { upload: UploadResult[]; list: SearchResult[]; compare: CompareResult[] };
  /** certificates (one, a 200-holder reissue) and mail throughput, each beside its baseline (tests/bench/mail.ts) */
  mail: MailBenchRow[];
  /** the dashboard call, a 100,000-row CSV export and a 10,000-row import on the bench data */
  reports: ReportsResult;
  bundle: BundleResult;
  lighthouse: { version: string; runs: number; results: LighthouseResult[]; budgets: LighthouseBudget[] };
}

export interface LighthouseBudget {
  page: string;
  what: string;
  limit: number;
  value: number;
  pass: boolean;
}

export interface CompressionVerdict {
  database: string;
  scenario: string;
  encoding: string;
  bytesPlain: number;
  bytesCompressed: number;
  requestsPerSecondPlain: number;
  requestsPerSecondCompressed: number;
  p95Plain: number;
  p95Compressed: number;
  /** what the smaller answer saves on the reference link, against what compressing added to p95 */
  transferSavedMs: number;
  pays: boolean;
}

/**
 * The budgets: DESIGN.md's, and issue 24's as ratios to a baseline measured in the same run (they travel
 * between machines; the absolute ones hold on the reference machine only).
 */
export const budgets = {
  keystrokeP95Ms: 16, keystrokeVsPlain: 1.1, firstRenderMs: 150, firstRenderVsPlain: 1.5, siblingRenders: 0, initialJsKb: 150,
  searchP95Ms: 30, searchRequestsPerSecond: 1_500, boardVsPlain: 1.2, uploadVsBare: 0.8,
  lighthouseMobileScore: 95, loginBytesKb: 150,
};

/** The link compression is weighed on: Lighthouse's desktop setting (its mobile one is 6x slower). */
export const referenceLinkMbps = 10;

/** Lighthouse's budgets: mobile performance on every page, bytes transferred by /login. */
export function lighthouseBudgets(results: LighthouseResult[]): LighthouseBudget[] {
  return [
    ...results.filter((r) => r.formFactor === 'mobile').map((r) => ({
      page: r.page, what: 'mobile performance score', limit: budgets.lighthouseMobileScore, value: r.performance, pass: r.performance >= budgets.lighthouseMobileScore,
    })),
    ...results.filter((r) => r.page === '/login' && r.formFactor === 'mobile').map((r) => ({
      page: r.page, what: 'KB transferred', limit: budgets.loginBytesKb, value: Math.round(r.bytes / 102.4) / 10, pass: r.bytes / 1024 <= budgets.loginBytesKb,
    })),
  ];
}

/**
 * Each compressed search against the same search uncompressed in the same run: it pays when the
 * bytes it saves take longer on the reference link than the time compressing added to p95.
 */
export function compressionVerdicts(search: SearchResult[]): CompressionVerdict[] {
  return search.filter((s) => s.encoding !== 'identity').flatMap((c) => {
    const plain = search.find((s) => s.encoding === 'identity' && s.database === c.database && s.scenario === c.scenario && s.limit === c.limit);
    if (!plain) return [];
    const transferSavedMs = Math.round(((plain.bytesPerAnswer - c.bytesPerAnswer) * 8) / (referenceLinkMbps * 1000) * 10) / 10;
    return [{
      database: c.database, scenario: `${c.scenario}, ${c.limit} rows`, encoding: c.encoding,
      bytesPlain: plain.bytesPerAnswer, bytesCompressed: c.bytesPerAnswer,
      requestsPerSecondPlain: plain.requestsPerSecond, requestsPerSecondCompressed: c.requestsPerSecond,
      p95Plain: plain.p95, p95Compressed: c.p95,
      transferSavedMs, pays: c.p95 - plain.p95 < transferSavedMs,
    }];
  });
}

/** The machine score taken right after a part of the bench, printed beside that part's figures. */
const scoreAfter = (r: BenchResults, part: string) => (r.machine.scores[part] ? describeScore(r.machine.scores[part]) : 'no machine score');

const ratio = (x: number, y: number) => Math.round((x / y) * 100) / 100;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pad = (cells: (string | number)[], widths: number[]) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

/** Where to look when a budget is missed: the command that records the profile of what it measures, and what to open. */
const profiles: [RegExp, string][] = [
  [/^(keystroke|sibling)/, 'BENCH_TRACE=bench/traces BENCH_FORMS=<form> npx tsx tests/bench/keystrokesOnly.ts, then open bench/traces/keys-<form>-<field>-engine-x<cpu>.json in Chromium DevTools (Performance panel)'],
  [/^board/, 'npx tsx tests/bench/boardOnly.ts with Chromium DevTools open on bench/dist/board.html beside board-plain.html (Performance panel, record a reload)'],
  [/^upload/, 'node --cpu-prof --import tsx tests/bench/upload.ts (the app runs in that process; open the .cpuprofile in Chromium DevTools)'],
  [/^first render/, 'BENCH_TRACE=bench/traces BENCH_FORMS=human npx tsx tests/bench/keystrokesOnly.ts, then open bench/traces/first-render-engine.json beside first-render-plain.json in Chromium DevTools (Performance panel)'],
  [/^search (p95|req\/s)/, 'the list\'s query plans above (each query of a search by a new term, explained), and its server\'s CPU profiles under the same load: SEARCH_LISTS=<list> SEARCH_PROFILE=1 SEARCH_PROFILE_KEEP=bench/profiles SEARCH_PLANS=bench/plans npx tsx tests/bench/searchOnly.ts (open the .cpuprofile in Chromium DevTools)'],
  [/^files list (p95|req\/s)/, 'SEARCH_PROFILE=1 SEARCH_PROFILE_KEEP=bench/profiles npx tsx tests/bench/files.ts (the files list\'s server profiles; open the .cpuprofile in Chromium DevTools)'],
  [/^Lighthouse/, 'LIGHTHOUSE_SAVE=bench/lighthouse BENCH_PAGES=<page> npx tsx tests/bench/lighthouseOnly.ts, then the report\'s bootup-time, long-tasks and network-requests audits'],
  [/^initial JS/, 'the route chunks above, and the built dist/.vite/manifest.json for what imports them'],
  [/^compression/, 'the compression lines above: bytes saved against the p95 added'],
];
const profileToOpen = (verdictLine: string) => profiles.find(([pattern]) => pattern.test(verdictLine))?.[1] ?? 'the figures above';

/** Certificates and mail, ours above its baseline and their ratio per figure (tests/bench/mail.ts). */
export function mailLines(rows: MailBenchRow[], machine: string): string[] {
  const lines = [`Certificates and mail, each beside its baseline (tests/bench/mail.ts: the rendering and the delivery, no API or database) [${machine}]`];
  for (const what of ['one certificate', 'mass reissue', 'mail'] as const) {
    const part = rows.filter((x) => x.what === what);
    for (const x of part) {
      const figures = what === 'one certificate' ? `${x.ms} ms (median of 20), ${x.kb} KB`
        : what === 'mass reissue' ? `${x.count} holders in ${seconds(x.ms)}, ${x.msEach} ms a holder`
          : `${x.count} mails with a 50 KB attachment in ${seconds(x.ms)}, ${x.perSecond} mails/s`;
      lines.push(`  ${what.padEnd(16)} ${x.target.padEnd(34)} ${figures}`);
    }
    if (part.length === 2) lines.push(`  ${what.padEnd(16)} ${'ours/baseline'.padEnd(34)} ${Math.round((part[0].msEach / part[1].msEach) * 100) / 100}×`);
  }
  return lines;
}

/** The table printed by npm run bench: engine, RJSF and plain side by side, with the budgets. */
export function formatReport(r: BenchResults): string {
  const m = r.method;
  const lines: string[] = [
    `Agency Desk benchmarks — ${r.date} — ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}, ${r.machine.chromium}`,
    '',
    `1-minute load average: ${r.machine.loadAverage.before.toFixed(2)} before, ${r.machine.loadAverage.after.toFixed(2)} after (other work on the machine skews figures)`,
    `Machine score (tests/bench/machine.ts: a fixed CPU micro-benchmark, runs per second, higher is faster; ms × score travels between machines, ratios need no correction): ${Object.values(r.machine.scores).map((m) => `${m.at} ${m.score} at load ${m.load.toFixed(2)}`).join(', ')}`,
    '',
    `[${scoreAfter(r, 'forms')}]`,
    `Keystroke latency, keydown to next paint (ms): ${m.measuredKeys} keys ${m.keyIntervalMs} ms apart in ${m.rounds} rounds (each on a fresh page after ${m.warmUpKeys} warm-up keys), implementations alternating;`,
    'engine/plain = ratio of p95; siblings = re-renders of the other fields per keystroke; slow = interactions with an event ≥ 16 ms',
  ];
  const widths = [8, 8, 4, 15, 15, 15, 12, 14, 12];
  lines.push(pad(['form', 'field', 'cpu', 'engine p50/p95', 'rjsf p50/p95', 'plain p50/p95', 'engine/plain', 'siblings e/r/p', 'slow e/r/p'], widths));
  const groups = new Map<string, KeystrokeResult[]>();
  for (const k of r.keystrokes) {
    const key = `${k.form} ${k.field} x${k.cpuThrottle}`;
    groups.set(key, [...(groups.get(key) ?? []), k]);
  }
  const verdicts: string[] = [];
  const each = (rows: (KeystrokeResult | undefined)[], pick: (k: KeystrokeResult) => string | number) => rows.map((k) => (k ? pick(k) : '-')).join('/');
  for (const [, rows] of groups) {
    const by = (impl: string) => rows.find((k) => k.implementation === impl);
    const [engine, rjsf, plain] = [by('engine')!, by('rjsf'), by('plain')!];
    const p95Ratio = ratio(engine.p95, plain.p95);
    const name = `${engine.form} ${engine.field}`;
    lines.push(pad([engine.form, engine.field, `x${engine.cpuThrottle}`, `${engine.p50}/${engine.p95}`, rjsf ? `${rjsf.p50}/${rjsf.p95}` : '-', `${plain.p50}/${plain.p95}`, p95Ratio, each([engine, rjsf, plain], (k) => k.siblingRendersPerKey), each([engine, rjsf, plain], (k) => k.slowInteractions)], widths));
    if (engine.cpuThrottle === 1) {
      verdicts.push(`keystroke p95 ${name} ≤ ${budgets.keystrokeP95Ms} ms: ${engine.p95} ms ${verdict(engine.p95 <= budgets.keystrokeP95Ms)}`);
    }
    verdicts.push(`keystroke p95 ${name} x${engine.cpuThrottle} ≤ ${budgets.keystrokeVsPlain}× plain: ${p95Ratio}× ${verdict(p95Ratio <= budgets.keystrokeVsPlain)}`);
    verdicts.push(`sibling re-renders ${name} x${engine.cpuThrottle} = 0: ${engine.siblingRendersPerKey} ${verdict(engine.siblingRendersPerKey <= budgets.siblingRenders)}`);
  }
  lines.push('', `First render (ms, module start to the paint of the frame after React's first commit, median of ${m.firstRenderLoads} loads): engine ${r.firstRenderMs.engine}, rjsf ${r.firstRenderMs.rjsf}, plain ${r.firstRenderMs.plain}`);
  if (r.firstCommitMs) lines.push(`  to React's first commit (the script's work; its paint comes with the next frame): engine ${r.firstCommitMs.engine}, rjsf ${r.firstCommitMs.rjsf}, plain ${r.firstCommitMs.plain} (${ratio(r.firstCommitMs.engine, r.firstCommitMs.plain)}× plain)`);
  verdicts.push(`first render ≤ ${budgets.firstRenderMs} ms: ${r.firstRenderMs.engine} ms ${verdict(r.firstRenderMs.engine <= budgets.firstRenderMs)}`);
  const firstRenderRatio = ratio(r.firstRenderMs.engine, r.firstRenderMs.plain);
  verdicts.push(`first render ≤ ${budgets.firstRenderVsPlain}× plain: ${firstRenderRatio}× ${verdict(firstRenderRatio <= budgets.firstRenderVsPlain)}`);
  const [board, plainBoard] = [r.board.find((b) => b.page === 'board'), r.board.find((b) => b.page === 'board-plain')];
  if (board && plainBoard) {
    lines.push('', `Opportunity board with ${board.cards.toLocaleString('en-US')} cards beside a plain React list of them (ms, medians of ${board.loads} loads taken in turns; first render: module start to the paint after mount; move: one card to another column, the call to the next paint, ${board.moves} moves)`);
    lines.push(`  board (dnd-kit, engine displays)  first render ${board.firstRenderMs}, move ${board.moveMs}`);
    lines.push(`  plain list                        first render ${plainBoard.firstRenderMs}, move ${plainBoard.moveMs}`);
    const [firstRender, move] = [ratio(board.firstRenderMs, plainBoard.firstRenderMs), ratio(board.moveMs, plainBoard.moveMs)];
    lines.push(`  board/plain                       first render ${firstRender}×, move ${move}×`);
    verdicts.push(`board first render ≤ ${budgets.boardVsPlain}× plain list: ${firstRender}× ${verdict(firstRender <= budgets.boardVsPlain)}`);
    verdicts.push(`board move ≤ ${budgets.boardVsPlain}× plain list: ${move}× ${verdict(move <= budgets.boardVsPlain)}`);
  }
  lines.push('', `GET /v1/humans/search, /v1/entities/search, /v1/policy/list and /v1/opportunity/search (ms; answers as sent, headers included) [${scoreAfter(r, 'search')}]`);
  for (const s of r.search) {
    lines.push(`  ${s.database.padEnd(18)} ${`${s.scenario}, ${s.limit} rows`.padEnd(32)} ${s.encoding.padEnd(8)} ${s.records.toLocaleString('en-US')} records, ${s.connections} connections: p50 ${s.p50}, p95 ${s.p95}, p99 ${s.p99}, ${s.requestsPerSecond} req/s, ${s.bytesPerAnswer} B/answer, ${s.requests} requests, ${s.non2xx} non-2xx`);
    if (s.encoding === 'identity' && s.limit === 15) {
      verdicts.push(`search p95 (${s.database}, ${s.scenario}) ≤ ${budgets.searchP95Ms} ms: ${s.p95} ms ${verdict(s.p95 <= budgets.searchP95Ms && s.non2xx === 0)}`);
      verdicts.push(`search req/s (${s.database}, ${s.scenario}) ≥ ${budgets.searchRequestsPerSecond.toLocaleString('en-US')}: ${s.requestsPerSecond} ${verdict(s.requestsPerSecond >= budgets.searchRequestsPerSecond)}`);
    }
  }
  lines.push('', `Compression of API answers, same run (pays: the transfer it saves at ${referenceLinkMbps} Mbit/s exceeds what it adds to p95)`);
  for (const c of r.compression) {
    lines.push(`  ${c.database.padEnd(18)} ${c.scenario.padEnd(32)} ${c.encoding.padEnd(5)} ${c.bytesPlain} -> ${c.bytesCompressed} B, ${c.requestsPerSecondPlain} -> ${c.requestsPerSecondCompressed} req/s, p95 ${c.p95Plain} -> ${c.p95Compressed} ms, transfer saved ${c.transferSavedMs} ms`);
    verdicts.push(`compression pays (${c.database}, ${c.scenario}, ${c.encoding}): p95 ${c.p95Compressed - c.p95Plain >= 0 ? '+' : ''}${Math.round((c.p95Compressed - c.p95Plain) * 10) / 10} ms vs ${c.transferSavedMs} ms saved ${verdict(c.pays)}`);
  }
  lines.push('', `Files: upload over HTTP (curl, median of ${r.files.upload[0]?.runs} runs; memory: the server's peak growth while it uploads) [${scoreAfter(r, 'files')}]`);
  for (const u of r.files.upload) {
    lines.push(`  ${u.target.padEnd(34)} ${u.megabytes} MB in ${u.seconds} s = ${u.mbPerSecond} MB/s${u.oursOver === 1 ? '' : ` (ours ${u.oursOver}x)`}, RSS +${u.rssGrowthMB} MB, heap +${u.heapGrowthMB} MB, buffers +${u.buffersGrowthMB} MB (status ${u.statuses.join('/')})`);
  }
  const [ours, bare] = r.files.upload;
  if (ours && bare) {
    const share = ratio(ours.mbPerSecond, bare.mbPerSecond);
    verdicts.push(`upload ≥ ${budgets.uploadVsBare}× the bare Node server's rate: ${share}× ${verdict(share >= budgets.uploadVsBare)}`);
  }
  lines.push('GET /v1/files (ms), beside the searches above');
  for (const s of r.files.list) {
    lines.push(`  ${s.database.padEnd(18)} ${`${s.scenario}, ${s.limit} rows`.padEnd(32)} ${s.records.toLocaleString('en-US')} files, ${s.connections} connections: p50 ${s.p50}, p95 ${s.p95}, p99 ${s.p99}, ${s.requestsPerSecond} req/s, ${s.requests} requests, ${s.non2xx} non-2xx${s.cpuMsPerRequest ? `, server CPU ${s.cpuMsPerRequest.all} ms/request (HTTP thread ${s.cpuMsPerRequest.http})` : ''}`);
    verdicts.push(`files list p95 (${s.database}, ${s.scenario}) ≤ ${budgets.searchP95Ms} ms: ${s.p95} ms ${verdict(s.p95 <= budgets.searchP95Ms && s.non2xx === 0)}`);
    verdicts.push(`files list req/s (${s.database}, ${s.scenario}) ≥ ${budgets.searchRequestsPerSecond.toLocaleString('en-US')}: ${s.requestsPerSecond} ${verdict(s.requestsPerSecond >= budgets.searchRequestsPerSecond)}`);
  }
  lines.push('POST /v1/file/compare, two PDFs (first: both texts taken out on the text thread and diffed; again: the kept texts diffed)');
  for (const c of r.files.compare) {
    lines.push(`  ${c.pages} pages, ${c.wordsPerDocument.toLocaleString('en-US')} words each, ${Math.round(c.editedShare * 100)} % of words changed: first ${c.firstMs} ms, again ${c.againMs} ms, ${c.differences} differences`);
  }
  lines.push('', ...mailLines(r.mail, scoreAfter(r, 'mail')));
  const rp = r.reports;
  lines.push('', `Reports on the bench data (${rp.database}, one request after another; memory: the process's peak growth while the export streams, the database's thread included) [${scoreAfter(r, 'reports')}]`);
  lines.push(`  GET /v1/knowi/dashboard/user        p50 ${rp.dashboard.p50}, p95 ${rp.dashboard.p95}, max ${rp.dashboard.max} ms over ${rp.dashboard.requests} requests`);
  lines.push(`  GET /v1/report/…                    ${Object.entries(rp.reportsMs).map(([k, ms]) => `${k} ${ms} ms`).join(', ')}`);
  lines.push(`  GET /v1/export/human                ${rp.export.rows.toLocaleString('en-US')} rows, ${Math.round(rp.export.bytes / 2 ** 20)} MB: first byte ${rp.export.firstByteMs} ms, all ${rp.export.totalMs} ms, RSS +${rp.export.peakRssMb} MB (over ${rp.export.restingRssMb} MB), heap +${rp.export.peakHeapMb} MB`);
  lines.push(`  CSV import of humans                ${rp.import.rows.toLocaleString('en-US')} rows: preview ${rp.import.previewMs} ms, import ${rp.import.importMs} ms`);
  const lh = r.lighthouse;
  lines.push('', `Lighthouse ${lh.version}, median of ${lh.runs} runs (mobile: slow 4G, 4x CPU, simulated; desktop: its desktop preset), first visit [${scoreAfter(r, 'end')}]`);
  const lhWidths = [17, 8, 6, 8, 8, 7, 6, 9, 9, 10];
  lines.push(pad(['page', 'settings', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'KB', 'requests', 'run scores'], lhWidths));
  for (const x of lh.results) {
    lines.push(pad([x.page, x.formFactor, x.performance, seconds(x.fcpMs), seconds(x.lcpMs), `${x.tbtMs} ms`, x.cls, Math.round(x.bytes / 102.4) / 10, x.requests, x.runScores.join('/')], lhWidths));
  }
  const opportunities = [...new Set(lh.results.flatMap((x) => x.opportunities.map((o) => o.replace(/ \(.*\)$/, ''))))];
  if (opportunities.length) lines.push(`Lighthouse opportunities left: ${opportunities.join(', ')}`);
  for (const b of lh.budgets) {
    verdicts.push(b.what === 'KB transferred'
      ? `Lighthouse ${b.page} ${b.what} ≤ ${b.limit}: ${b.value} KB ${verdict(b.pass)}`
      : `Lighthouse ${b.page} ${b.what} ≥ ${b.limit}: ${b.value} ${verdict(b.pass)}`);
  }
  lines.push('', `Initial JS: ${r.bundle.initialJsGzipKb} KB gzip (${r.bundle.initialFiles.length} files); render-blocking CSS: ${r.bundle.initialCssGzipKb} KB gzip; route chunks:`);
  for (const c of r.bundle.chunks) lines.push(`  ${c.file.padEnd(44)} ${c.gzipKb} KB`);
  const formJs = r.bundle.formPageJsGzipKb;
  lines.push(`Add Human form page JS, React included (KB gzip): engine ${formJs.engine}, rjsf ${formJs.rjsf}, plain ${formJs.plain}`);
  verdicts.push(`initial JS ≤ ${budgets.initialJsKb} KB gzip: ${r.bundle.initialJsGzipKb} KB ${verdict(r.bundle.initialJsGzipKb <= budgets.initialJsKb)}`);
  lines.push('', 'Budgets (DESIGN.md; issue 24\'s ratios):', ...verdicts.flatMap((v) => [`  ${v}`, ...(v.endsWith('FAIL') ? [`    profile: ${profileToOpen(v)}`] : [])]), '', `tests/bench/run.ts took ${Math.round(r.seconds)} s (npm run build before it not counted).`);
  return lines.join('\n');
}
