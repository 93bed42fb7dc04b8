import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from '../../../scripts/ensure-chromium.ts';
import { serverBundle, startBundle } from '../../../scripts/build-server.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** A server in a process of its own, which can also be killed outright (SIGKILL: no shutdown, nothing flushed). */
export interface RunningProcess extends RunningApp {
  kill(): Promise<void>;
}

/**
 * A journey file's server: Agency Desk started in this worker as main.ts starts it (its modules
 * loaded once per worker, ~1 s of CPU a file instead of a process's ~4.5 s), listening on a free
 * port, on a fresh copy of the run's seeded data directory (the demo data), thrown away on stop.
 */
export async function startServer(options: { env?: (url: string) => Record<string, string> } = {}): Promise<RunningApp> {
  const dataDir = seededCopy();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { startAgencyDesk } = (await import(/* @vite-ignore */ pathToFileURL(resolve(startBundle)).href)) as typeof import('../../../src/server/start.ts');
  const server = await startAgencyDesk({ ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...options.env?.(url) });
  return {
    url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the server as `npm start` runs it: the bundle (`npm run build` or the e2e global setup
 * makes it, on the built front end) as a node process of its own, so stopping it leaves nothing
 * behind. Without a data directory it uses a fresh copy of the run's seeded one.
 */
export async function startServerProcess(options: { dataDir?: string; env?: (url: string) => Record<string, string> } = {}): Promise<RunningProcess> {
  const dataDir = options.dataDir ?? seededCopy();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...options.env?.(`http://127.0.0.1:${port}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Agency Desk is at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url: `http://127.0.0.1:${port}`,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      // a copy of the seeded data is thrown away: no need to close it cleanly; a data directory
      // of the caller's is closed cleanly
      child.kill(options.dataDir ? 'SIGTERM' : 'SIGKILL');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function seededCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-e2e-'));
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}

const chromiumOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/** A Chromium of its own (the benchmarks). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/** A Chromium the journeys' run shares (the e2e global setup's), to connect to from each journey file. */
export async function startBrowserServer(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server = await chromium.launchServer(chromiumOptions);
  return { endpoint: server.wsEndpoint(), stop: () => server.close() };
}

/**
 * The run's Chromium (started once by the e2e global setup): a journey file's connection, whose
 * pages each open in a context of their own; closing it closes them and disconnects.
 */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export const demoPassword = 'demo-password-1';

export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}
