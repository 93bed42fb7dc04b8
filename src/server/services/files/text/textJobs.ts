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
}

const run = (job: TextJob) => (job.kind === 'extract' ? extractText(job.extension, job.bytes) : wordDiff(job.left, job.right, job.timeoutSeconds));

parentPort?.on('message', async ({ id, job }: { id: number; job: TextJob }) => {
  try {
    parentPort?.postMessage({ id, result: await run(job) } satisfies TextReply);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.name : 'Error' } satisfies TextReply);
  }
});
