import type { BundleResult } from './bundle';
import type { KeystrokeResult } from './keystrokes';
import type { SearchResult } from './api';

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; chromium: string; loadAverage: { before: number; after: number } };
  method: { warmUpKeys: number; measuredKeys: number; rounds: number; keyIntervalMs: number; firstRenderLoads: number };
  seconds: number;
  keystrokes: KeystrokeResult[];
  firstRenderMs: Record<string, number>;
  search: SearchResult[];
  bundle: BundleResult;
}

/** DESIGN.md's budgets. */
export const budgets = { keystrokeP95Ms: 16, keystrokeVsPlain: 1.3, firstRenderMs: 150, siblingRenders: 0, initialJsKb: 150, searchP95Ms: 30 };

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pad = (cells: (string | number)[], widths: number[]) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

/** The table printed by npm run bench: engine, RJSF and plain side by side, with the budgets. */
export function formatReport(r: BenchResults): string {
  const m = r.method;
  const lines: string[] = [
    `Agency Desk benchmarks — ${r.date} — ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}, ${r.machine.chromium}`,
    '',
    `1-minute load average: ${r.machine.loadAverage.before.toFixed(2)} before, ${r.machine.loadAverage.after.toFixed(2)} after (other work on the machine skews figures)`,
    '',
    `Keystroke latency, keydown to next paint (ms): ${m.measuredKeys} keys ${m.keyIntervalMs} ms apart in ${m.rounds} rounds (each on a fresh page after ${m.warmUpKeys} warm-up keys), implementations alternating;`,
    'engine/plain = ratio of p95; siblings = re-renders of the other fields per keystroke; slow = interactions with an event ≥ 16 ms',
  ];
  const widths = [8, 4, 15, 15, 15, 12, 14, 12];
  lines.push(pad(['field', 'cpu', 'engine p50/p95', 'rjsf p50/p95', 'plain p50/p95', 'engine/plain', 'siblings e/r/p', 'slow e/r/p'], widths));
  const groups = new Map<string, KeystrokeResult[]>();
  for (const k of r.keystrokes) groups.set(`${k.field} x${k.cpuThrottle}`, [...(groups.get(`${k.field} x${k.cpuThrottle}`) ?? []), k]);
  const verdicts: string[] = [];
  for (const [, rows] of groups) {
    const by = (impl: string) => rows.find((k) => k.implementation === impl)!;
    const [engine, rjsf, plain] = [by('engine'), by('rjsf'), by('plain')];
    const ratio = Math.round((engine.p95 / plain.p95) * 100) / 100;
    lines.push(pad([engine.field, `x${engine.cpuThrottle}`, `${engine.p50}/${engine.p95}`, `${rjsf.p50}/${rjsf.p95}`, `${plain.p50}/${plain.p95}`, ratio, `${engine.siblingRendersPerKey}/${rjsf.siblingRendersPerKey}/${plain.siblingRendersPerKey}`, `${engine.slowInteractions}/${rjsf.slowInteractions}/${plain.slowInteractions}`], widths));
    if (engine.cpuThrottle === 1) {
      verdicts.push(`keystroke p95 ${engine.field} ≤ ${budgets.keystrokeP95Ms} ms: ${engine.p95} ms ${verdict(engine.p95 <= budgets.keystrokeP95Ms)}`);
    }
    verdicts.push(`keystroke p95 ${engine.field} x${engine.cpuThrottle} ≤ ${budgets.keystrokeVsPlain}× plain: ${ratio}× ${verdict(ratio <= budgets.keystrokeVsPlain)}`);
    verdicts.push(`sibling re-renders ${engine.field} x${engine.cpuThrottle} = 0: ${engine.siblingRendersPerKey} ${verdict(engine.siblingRendersPerKey <= budgets.siblingRenders)}`);
  }
  lines.push('', `First render (ms, module start to first paint, median of ${m.firstRenderLoads} loads): engine ${r.firstRenderMs.engine}, rjsf ${r.firstRenderMs.rjsf}, plain ${r.firstRenderMs.plain}`);
  verdicts.push(`first render ≤ ${budgets.firstRenderMs} ms: ${r.firstRenderMs.engine} ms ${verdict(r.firstRenderMs.engine <= budgets.firstRenderMs)}`);
  lines.push('', 'GET /v1/humans/search (ms)');
  for (const s of r.search) {
    lines.push(`  ${s.database.padEnd(18)} ${s.scenario.padEnd(24)} ${s.records.toLocaleString('en-US')} records, ${s.connections} connections: p50 ${s.p50}, p95 ${s.p95}, p99 ${s.p99}, ${s.requestsPerSecond} req/s, ${s.requests} requests, ${s.non2xx} non-2xx`);
    verdicts.push(`search p95 (${s.database}, ${s.scenario}) ≤ ${budgets.searchP95Ms} ms: ${s.p95} ms ${verdict(s.p95 <= budgets.searchP95Ms && s.non2xx === 0)}`);
  }
  lines.push('', `Initial JS: ${r.bundle.initialJsGzipKb} KB gzip (${r.bundle.initialFiles.length} files); route chunks:`);
  for (const c of r.bundle.chunks) lines.push(`  ${c.file.padEnd(44)} ${c.gzipKb} KB`);
  const formJs = r.bundle.formPageJsGzipKb;
  lines.push(`Add Human form page JS, React included (KB gzip): engine ${formJs.engine}, rjsf ${formJs.rjsf}, plain ${formJs.plain}`);
  verdicts.push(`initial JS ≤ ${budgets.initialJsKb} KB gzip: ${r.bundle.initialJsGzipKb} KB ${verdict(r.bundle.initialJsGzipKb <= budgets.initialJsKb)}`);
  lines.push('', 'Budgets (DESIGN.md):', ...verdicts.map((v) => `  ${v}`), '', `tests/bench/run.ts took ${Math.round(r.seconds)} s (npm run build before it not counted).`);
  return lines.join('\n');
}
