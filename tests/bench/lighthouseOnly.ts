/**
 * Lighthouse alone (npx tsx tests/bench/lighthouseOnly.ts after npm run build; BENCH_PAGES=/human/add
 * and BENCH_FORM_FACTORS=mobile for one page and setting, LIGHTHOUSE_SAVE=DIR keeps each run's report): each page's median run, with the
 * machine score before and after.
 */
import { lighthouseRuns, measureLighthouse } from './lighthouse';
import { describeScore, machineScore } from './machine';

console.log(describeScore(machineScore('start')));
await measureLighthouse((r) =>
  console.log(`${r.page} ${r.formFactor}: performance ${r.performance} (runs ${r.runScores.join('/')}, median of ${lighthouseRuns}), FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ${r.bytes} B`));
console.log(describeScore(machineScore('end')));
