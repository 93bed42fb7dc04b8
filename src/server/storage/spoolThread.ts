import { Worker } from 'node:worker_threads';

type Message = { op: 'open'; path: string } | { op: 'write'; bytes: Uint8Array } | { op: 'end' } | { op: 'abort' };
interface Reply {
  id: number;
  /** a written batch, handed back */
  bytes?: Uint8Array;
  sha256?: string;
  size?: number;
  error?: { message: string; code?: string };
}
interface Waiting {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/** An error from the thread as the file system raised it: its message and code (a code keeps it a 500). */
const asError = ({ message, code }: { message: string; code?: string }) => Object.assign(new Error(message), code ? { code } : {});

/**
 * The thread that hashes and writes the uploads being spooled (spoolWorker.js), one for the process, started
 * on first use; it keeps the process alive only while it has something to answer. Each upload has an id; its
 * messages are answered in turn, save that batches written side by side may come back in either order (any batch
 * back frees a place). Should the thread stop, what waits on it fails and the next
 * upload starts another.
 */
function createSpoolThread() {
  let worker: Worker | undefined;
  const waiting = new Map<number, Waiting[]>();
  let nextId = 1;

  /** The thread stopped or failed: what waits on it fails (once: an error is followed by an exit). */
  function failAll(thread: Worker, error: Error) {
    if (worker !== thread) return;
    worker = undefined;
    const all = [...waiting.values()].flat();
    waiting.clear();
    for (const w of all) w.reject(error);
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL('./spoolWorker.js', import.meta.url));
    thread.on('message', (reply: Reply) => {
      const queue = waiting.get(reply.id);
      const next = queue?.shift();
      if (queue && !queue.length) waiting.delete(reply.id);
      if (!waiting.size) thread.unref();
      if (reply.error) next?.reject(asError(reply.error));
      else next?.resolve(reply);
    });
    thread.on('error', (error) => failAll(thread, error));
    thread.on('exit', () => failAll(thread, new Error('The spool thread stopped.')));
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    /** A new upload's id. */
    id: () => nextId++,
    /** Sends `message` about upload `id` (a batch's buffer is handed over, and back with the answer); resolves with its answer. */
    send(id: number, message: Message): Promise<Reply> {
      const thread = started();
      return new Promise<Reply>((resolve, reject) => {
        const queue = waiting.get(id) ?? [];
        queue.push({ resolve, reject });
        if (!waiting.size) thread.ref();
        waiting.set(id, queue);
        thread.postMessage({ id, ...message }, message.op === 'write' ? [message.bytes.buffer as ArrayBuffer] : []);
      });
    },
  };
}

export const spoolThread = createSpoolThread();
