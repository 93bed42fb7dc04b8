import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { median, round } from './stats';

/**
 * How fast this machine is at the moment, so figures from two machines (or two moments of a shared
 * one) can be compared: a fixed CPU micro-benchmark, always the same work (SHA-256 over 4 MB, a
 * JSON round trip of 2,000 rows, 2 million floating-point steps), median of 3 runs, given as runs
 * per second. A figure in milliseconds times the score is roughly constant across machines;
 * ratios measured side by side in one run need no correction.
 */
export interface MachineScore {
  /** runs of the fixed work per second (higher is faster), median of 3 */
  score: number;
  /** 1-minute load average at that moment */
  load: number;
  at: string;
}

const data = Buffer.alloc(4 * 2 ** 20, 7);
const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `row ${i}`, amount: i * 1.5, tags: ['a', 'b', String(i % 7)] }));

function fixedWork(): number {
  let digest = data;
  for (let i = 0; i < 4; i++) digest = Buffer.concat([createHash('sha256').update(data).digest(), digest.subarray(32)]);
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
  let x = parsed.length + digest[0];
  for (let i = 0; i < 2_000_000; i++) x = (x * 1.000001 + i) % 1_000_003;
  return x;
}

export function machineScore(at: string): MachineScore {
  fixedWork(); // compiled and warm before it counts
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    fixedWork();
    return performance.now() - started;
  });
  return { score: round(1000 / median(runs)), load: round(loadavg()[0], 2), at };
}

export const describeScore = (m: MachineScore) => `machine score ${m.score} (${m.at}), load ${m.load.toFixed(2)}`;
