import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../e2e/helpers/server';

const bin = '/usr/lib/postgresql/15/bin';
export const postgresAvailable = existsSync(join(bin, 'initdb'));

/** PostgreSQL refuses to run as root: run its binaries as the postgres (or nobody) user then. */
function runAs(): { uid: number; gid: number; prefix: string[] } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user]).toString());
      const gid = Number(execFileSync('id', ['-g', user]).toString());
      return { uid, gid, prefix: ['runuser', '-u', user, '--'] };
    } catch {
      // try the next user
    }
  }
  throw new Error('Running as root without a postgres or nobody user to run PostgreSQL as.');
}

/** A throw-away PostgreSQL 15 cluster on a free loopback port. */
export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-pg-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (cmd: string, args: string[]) =>
    execFileSync(user ? user.prefix[0] : join(bin, cmd), user ? [...user.prefix.slice(1), join(bin, cmd), ...args] : args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`, 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'agency_desk']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/agency_desk`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
