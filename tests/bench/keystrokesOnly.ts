/**
 * The keystroke comparison alone (npx tsx tests/bench/keystrokesOnly.ts; BENCH_FORMS=policy for
 * one form, BENCH_FIELDS=masked,date for those field kinds, BENCH_THROTTLES=4 for that CPU throttle; BENCH_TRACE=DIR keeps Chrome traces; BENCH_KEYS=0 no timed typing, function calls counted instead): builds the bench pages and prints the first render
 * of Add Human and each form's field's p50/p95 per implementation, with the machine score before and after.
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers/server';
import { countCalls, firstRenderComponents, firstRenderLoads, measureFirstRenders, measureKeystrokes } from './keystrokes';
import { describeScore, machineScore } from './machine';
import { serveFolder } from './staticServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'pipe' });
const pages = await serveFolder(`${root}bench/dist`);
const browser = await launchBrowser();
try {
  console.log(describeScore(machineScore('start')));
  if (!process.env.BENCH_FORMS || process.env.BENCH_FORMS.split(',').includes('human')) {
    const { paint, commit } = await measureFirstRenders(browser, pages.url);
    console.log(`First render of Add Human (ms, median of ${firstRenderLoads}): ${JSON.stringify(paint)}; to React's commit: ${JSON.stringify(commit)}`);
    for (const [implementation, { components, componentNames }] of Object.entries(await firstRenderComponents(browser, pages.url))) {
      const most = Object.entries(componentNames).sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(`Components in ${implementation}'s first render: ${components} (most: ${most.map(([name, n]) => `${name} ${n}`).join(', ')})`);
    }
  }
  if (process.env.BENCH_KEYS === '0') {
    for (const { form, implementation, what, calls } of await countCalls(browser, pages.url)) console.log(`${form} ${implementation} ${what}: ${calls} function calls`);
  } else {
    await measureKeystrokes(browser, pages.url, (r) =>
      console.log(`${r.form} ${r.implementation} ${r.field} x${r.cpuThrottle}: p50 ${r.p50} ms, p95 ${r.p95} ms, siblings ${r.siblingRendersPerKey}/key, slow ${r.slowInteractions}`));
  }
  console.log(describeScore(machineScore('end')));
} finally {
  await browser.close();
  await pages.close();
}
