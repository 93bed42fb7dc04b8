import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type RunningApp } from './server';

/** The app and a browser for a test file's tests: started before them, stopped after them. */
export function appAndBrowser(): { app: RunningApp; browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    running.app = await startServer();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}
