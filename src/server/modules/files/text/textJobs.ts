import { parentPort } from 'node:worker_threads';
import { extractText } from './extractText.ts';
import { wordDiff } from './wordDiff.ts';

/** Work for the text thread: a file version's text, or the differences of two texts. */
export type TextJob =
  | { kind: 'extract'; extension: string; bytes: Uint8Array }
  | { kind: 'diff'; left: string; right: string; timeoutSeconds: number };

export interface TextReply {
  id: number;
  result?: unknown;
  error?: string;
  /** what the thread holds after the job, in MB: its heap and its buffers */
  memoryMb: number;
}

const run = (job: TextJob) => (job.kind === 'extract' ? extractText(job.extension, job.bytes) : wordDiff(job.left, job.right, job.timeoutSeconds));

/** this thread's heap and buffers (not the process's resident size, which every thread shares) */
const memoryMb = () => {
  const { heapUsed, external } = process.memoryUsage();
  return Math.round((heapUsed + external) / 1024 / 1024);
};

parentPort?.on('message', async ({ id, job }: { id: number; job: TextJob }) => {
  try {
    const result = await run(job);
    parentPort?.postMessage({ id, result, memoryMb: memoryMb() } satisfies TextReply);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.name : 'Error', memoryMb: memoryMb() } satisfies TextReply);
  }
});
