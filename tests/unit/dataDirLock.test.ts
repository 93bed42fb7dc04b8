import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from '../../src/server/db/client';

const linux = existsSync('/proc/self/stat');
const fixture = new URL('./fixtures/holdDataDirLock.ts', import.meta.url).pathname;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-lock-'));
  dirs.push(dir);
  return dir;
}

/** A live process that is no server: `sleep`. */
function sleeper(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child as ChildProcess & { pid: number };
}

/** A live server holding the directory's lock: a node process that took it with lockDataDir. */
async function holder(dir: string): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}:\n${output}`)));
  });
  return child as ChildProcess & { pid: number };
}

const lockFile = (dir: string) => join(dir, 'pglite.lock');
const inUse = (dir: string, pid: number) => `The data directory ${dir} is in use by process ${pid}; stop it or set DATA_DIR.`;

describe('the data directory lock', () => {
  it('records this process (with its start time on Linux) and removes the lock when let go', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    const record = JSON.parse(readFileSync(lockFile(dir), 'utf8'));
    expect(record.pid).toBe(process.pid);
    if (linux) expect(record.startTime).toBe(processStartTime(process.pid));
    unlock();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = tempDir();
    const child = sleeper();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    writeFileSync(lockFile(dir), JSON.stringify({ pid: child.pid, startTime: '1' }));
    lockDataDir(dir)();
  });

  it.skipIf(!linux)('takes over a lock left by kill -9 whose PID now belongs to another live process', () => {
    const dir = tempDir();
    const other = sleeper();
    const started = processStartTime(other.pid)!;
    // the recorded server started at another time than the process now holding its PID
    writeFileSync(lockFile(dir), JSON.stringify({ pid: other.pid, startTime: String(Number(started) - 100) }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    unlock();
    // a lock from before start times were recorded: a bare PID, now a process that is no node server
    writeFileSync(lockFile(dir), String(other.pid));
    lockDataDir(dir)();
    // the same process, but recorded in another boot
    writeFileSync(lockFile(dir), JSON.stringify({ pid: other.pid, startTime: started, bootId: 'another-boot' }));
    lockDataDir(dir)();
  });

  it('refuses while a live server holds the directory', { timeout: 30_000 }, async () => {
    const dir = tempDir();
    const server = await holder(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(server.pid);
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, server.pid));
    // its lock in the format before start times: a bare PID of a live node process
    if (linux) {
      const current = readFileSync(lockFile(dir), 'utf8');
      writeFileSync(lockFile(dir), String(server.pid));
      expect(() => lockDataDir(dir)).toThrow(inUse(dir, server.pid));
      writeFileSync(lockFile(dir), current);
    }
    // once it stops, the directory is free again
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.stdin!.end();
    await exited;
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir)();
  });
});
