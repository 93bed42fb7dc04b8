import { Worker } from 'node:worker_threads';
import type { TextJob, TextReply } from './textJobs.ts';
import { textLimits, TooLarge } from './limits.ts';

/** A job the thread did not finish: past its time, or the thread ran out of memory or failed. */
export class TextJobFailed extends Error {}

/**
 * Text extraction and diffing on a thread of their own, one job at a time, so a large file never
 * holds up the web server and takes at most one core. Each job has a time limit and the thread a heap
 * limit: past either the thread is ended (a new one starts for the next job) and the job fails.
 */
export function createTextThread(limits = textLimits) {
  let worker: Worker | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () => {
    const started = new Worker(new URL('./textWorker.js', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    started.unref();
    return started;
  };

  const runOne = <T>(job: TextJob, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const thread = (worker ??= start());
      const id = nextId++;
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        settle();
      };
      const onMessage = (reply: TextReply) => {
        if (reply.id !== id) return;
        finish(() => (reply.error === undefined ? resolve(reply.result as T) : reject(reply.error === TooLarge.name ? new TooLarge() : new TextJobFailed(reply.error))));
      };
      const onFailure = () => {
        if (worker === thread) worker = undefined;
        finish(() => reject(new TextJobFailed()));
      };
      const timer = setTimeout(() => {
        onFailure();
        void thread.terminate();
      }, timeoutMs);
      thread.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      thread.postMessage({ id, job });
    });

  return {
    /** Runs a job after those before it. */
    run<T>(job: TextJob, timeoutMs: number): Promise<T> {
      const result = queue.then(() => runOne<T>(job, timeoutMs));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

export type TextThread = ReturnType<typeof createTextThread>;
