/**
 * The server started as its own process for a bench (the load and the search): its CPU time read
 * from /proc, the HTTP thread (the main one) apart from the rest (the PGlite thread, libuv's pool,
 * V8's helpers), and, with `profile`, each thread's CPU profile summed up when it stops.
 */
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { round } from './stats';

export interface ServerLaunch {
  /** what node runs: a script and the flags before it (`--import tsx src/server/main.ts`, or the bundle) */
  entry: string[];
  port: number;
  env: Record<string, string>;
  /** where to write CPU profiles (`--cpu-prof`); none when absent */
  profileDir?: string;
}

/** CPU seconds (user + system) from a /proc stat line */
const cpuOf = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).reduce((n, ticks) => n + Number(ticks), 0) / 100;

export interface CpuSeconds {
  /** the whole process */
  all: number;
  /** its main thread, which answers HTTP */
  http: number;
}

/** Starts the server and waits for its "is at" line; `seen` gets everything it prints. */
export async function launchServer({ entry, port, env, profileDir }: ServerLaunch, seen: (text: string) => void = () => {}) {
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...flags, ...entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CHECK_ANSWERS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      seen(text);
      if (output.includes('Agency Desk is at')) return;
      output += text;
      if (output.includes('Agency Desk is at')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const cpuSeconds = (): CpuSeconds => ({
    all: cpuOf(readFileSync(`/proc/${child.pid}/stat`, 'utf8')),
    http: cpuOf(readFileSync(`/proc/${child.pid}/task/${child.pid}/stat`, 'utf8')),
  });
  const stop = async (keepProfilesIn?: string) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (profileDir && keepProfilesIn) cpSync(profileDir, keepProfilesIn, { recursive: true });
    if (profileDir) printProfiles(profileDir);
  };
  return { url: `http://127.0.0.1:${port}`, child, cpuSeconds, stop };
}

/** CPU milliseconds per request between two readings: the whole server's and its HTTP thread's. */
export function cpuPerRequest(before: CpuSeconds, after: CpuSeconds, requests: number): { all: number; http: number } {
  const per = (thread: keyof CpuSeconds) => round((1000 * (after[thread] - before[thread])) / Math.max(1, requests), 3);
  return { all: per('all'), http: per('http') };
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

/**
 * Each thread's CPU profile, summed by self time: the top functions, and the time by where the code
 * lives (a package, our src folder, node's internals) — the PGlite worker is its own thread.
 */
export function printProfiles(dir: string) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'))) {
    const { nodes, startTime, endTime, samples } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
    const msPerSample = (endTime - startTime) / 1000 / samples.length;
    const byFunction = new Map<string, number>();
    const byPlace = new Map<string, number>();
    // the packages' and node's time charged to the nearest frame of ours above it: which of our calls costs it
    const byOurCaller = new Map<string, number>();
    const parent = new Map<number, ProfileNode>();
    for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node);
    const ours = (node: ProfileNode) => /\/src\/|\/\.build\/server\//.test(node.callFrame.url) && !node.callFrame.url.includes('node_modules');
    const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
    for (const node of nodes) {
      const ms = (node.hitCount ?? 0) * msPerSample;
      const { functionName, url, lineNumber } = node.callFrame;
      const place = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? /\/(src\/[^/]+\/[^/]+)/.exec(url)?.[1] ?? (url ? url.replace(/^.*\//, '') : `(${functionName || 'program'})`);
      add(byFunction, `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}`, ms);
      add(byPlace, place, ms);
      if (ms && !ours(node) && node.callFrame.url) {
        let above = parent.get(node.id);
        while (above && !ours(above)) above = parent.get(above.id);
        if (above) add(byOurCaller, `${above.callFrame.functionName || '(anonymous)'} ${above.callFrame.url.replace(/^.*\/src\//, 'src/')}:${above.callFrame.lineNumber + 1}`, ms);
      }
    }
    const total = (endTime - startTime) / 1000;
    const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `    ${String(round(ms, 0)).padStart(7)} ms ${String(round((100 * ms) / total)).padStart(5)} %  ${key}`).join('\n');
    console.log(`\n  CPU profile ${name} (${round(total / 1000)} s):\n  by place:\n${top(byPlace, 14)}\n  by function (self time):\n${top(byFunction, 16)}\n  packages' time by our calling function:\n${top(byOurCaller, 12)}`);
  }
}
