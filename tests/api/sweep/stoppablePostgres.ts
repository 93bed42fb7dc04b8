import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/postgres';

const bin = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL 15 cluster of a test's own, which it may stop and start again on the same port and data. */
export interface StoppablePostgres {
  url: string;
  /** a fast shutdown: sessions are cut, what was committed stays */
  stop(): void;
  start(): void;
  remove(): void;
}

/** initdb refuses to run as root: there the binaries run as the postgres user. */
const asPostgres = (command: string, args: string[], cwd: string) => {
  const root = process.getuid?.() === 0;
  const [file, ...rest] = root ? ['runuser', '-u', 'postgres', '--', join(bin, command), ...args] : [join(bin, command), ...args];
  execFileSync(file, rest, { stdio: 'pipe', cwd });
};

export async function stoppablePostgres(): Promise<StoppablePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-pg-stoppable-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    chownSync(dir, uid, Number(execFileSync('id', ['-g', 'postgres']).toString()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], dir);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start'], dir);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], dir);
  start();
  asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'agency_desk'], dir);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', remove);
  return { url: `postgres://postgres@127.0.0.1:${port}/agency_desk`, stop, start, remove };
}
