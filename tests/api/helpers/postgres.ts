import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = '/usr/lib/postgresql/15/bin';

/** PostgreSQL 15 runs only where its binaries are installed; elsewhere the API tests run on PGlite alone. */
export const postgresAvailable = existsSync(join(bin, 'initdb'));
export const postgresUnavailableReason = postgresAvailable ? null : `PostgreSQL 15 is not available (no ${bin}/initdb)`;

export interface Postgres {
  url: string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: then the binaries run as the postgres user, or nobody. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { stdio: 'pipe' }).toString().trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user: try the next one
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as.');
}

const running = new Set<Postgres>();
let exitHookInstalled = false;

/** A throw-away PostgreSQL 15 cluster on a free loopback port, with an empty database. */
export async function startPostgres(): Promise<Postgres> {
  if (!postgresAvailable) throw new Error(postgresUnavailableReason!);
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = user ? ['runuser', '-u', user.name, '--', join(bin, command), ...args] : [join(bin, command), ...args];
    try {
      execFileSync(file, rest, { stdio: 'pipe', cwd: dir });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
      throw new Error(`${command} failed: ${stderr?.toString() || stdout?.toString() || String(error)}`, { cause: error });
    }
  };
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'agency_desk']);
    let stopped = false;
    const cluster: Postgres = {
      url: `postgres://postgres@127.0.0.1:${port}/agency_desk`,
      stop() {
        if (stopped) return;
        stopped = true;
        running.delete(cluster);
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
    running.add(cluster);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      // a run cut short must not leave clusters behind
      process.once('exit', () => {
        for (const left of [...running]) {
          try {
            left.stop();
          } catch {
            // best effort on the way out
          }
        }
      });
    }
    return cluster;
  } catch (error) {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // it never started
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
