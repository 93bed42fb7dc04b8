import pg from 'pg';

const lost = (error: Error) => console.warn(`A database connection was lost: ${error.message}`);
const guarded = new WeakSet<pg.PoolClient>();
const beginning = /^\s*begin\b/i;

/**
 * Gives a connection back to the pool, with its error, when a transaction's `begin` fails on it.
 * Drizzle (0.45) sends `begin` outside the try/finally that gives the connection back: a connection
 * cut by a restart while it sat idle in the pool, then handed to a transaction, was never given back,
 * so each restart could shrink the pool for good and closing it waited forever.
 */
function releasingFailedBegins(client: pg.PoolClient): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const answer = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (!(answer instanceof Promise) || !beginning.test(text ?? '')) return answer;
    return answer.catch((error: Error) => {
      client.release(error);
      throw error;
    });
  };
}

/**
 * PostgreSQL's connection pool. A connection cut by the server (stopped, restarted), idle in the
 * pool or held between a transaction's statements, is dropped (its request answers 503) and the
 * pool connects again when next asked; unheard, the error would end the process.
 */
export function postgresPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  pool.on('error', lost);
  pool.on('connect', (connection) => connection.on('error', lost));
  pool.on('acquire', releasingFailedBegins);
  return pool;
}
