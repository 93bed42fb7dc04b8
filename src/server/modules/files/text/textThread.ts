import { Worker } from 'node:worker_threads';
import type { TextJob, TextReply } from './textJobs.ts';
import { textLimits, TooLarge } from './limits.ts';

/** A job a thread did not finish: past its time, or the thread ran out of memory or failed. */
export class TextJobFailed extends Error {}

/**
 * Text extraction and diffing on threads of their own, `threads` jobs side by side (the rest wait
 * their turn), so a large file never holds up the web server or everyone else's compare. Each job has
 * a time limit and each thread a heap limit: past either the thread is ended and the job fails. A
 * thread is also ended after a job that left it holding more than `keepMb` (what the worker reports:
 * its heap and buffers), so the memory of a large file goes with it; a new thread starts when needed.
 */
export function createTextThreads(limits = textLimits) {
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: (() => void)[] = [];
  let busy = 0;
  let nextId = 1;

  const start = () => {
    const started = new Worker(new URL('./textWorker.js', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    started.unref();
    all.add(started);
    started.once('exit', () => all.delete(started));
    return started;
  };

  async function acquire(): Promise<Worker> {
    if (busy < limits.threads) busy++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    return idle.pop() ?? start();
  }

  /** a thread back for the next job, or (undefined) ended; the turn passes to the next job waiting */
  function release(thread: Worker | undefined) {
    if (thread) idle.push(thread);
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }

  const runOn = <T>(thread: Worker, job: TextJob, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const finish = (keep: boolean, settle: () => void) => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        if (!keep) void thread.terminate();
        release(keep ? thread : undefined);
        settle();
      };
      const onMessage = (reply: TextReply) => {
        if (reply.id !== id) return;
        finish(reply.memoryMb <= limits.keepMb, () => (reply.error === undefined ? resolve(reply.result as T) : reject(reply.error === TooLarge.name ? new TooLarge() : new TextJobFailed(reply.error))));
      };
      const onFailure = () => finish(false, () => reject(new TextJobFailed()));
      const timer = setTimeout(onFailure, timeoutMs);
      thread.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      thread.postMessage({ id, job });
    });

  return {
    /** Runs a job on a free thread, or after the jobs before it when all are busy. */
    async run<T>(job: TextJob, timeoutMs: number): Promise<T> {
      return runOn<T>(await acquire(), job, timeoutMs);
    },
    async close() {
      await Promise.all([...all].map((thread) => thread.terminate()));
      idle.length = 0;
    },
  };
}

export type TextThreads = ReturnType<typeof createTextThreads>;
