import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { failureReport } from './failureReport';
import { connectBrowser, startServer, type RunningApp } from './server';
import { withSlowApi } from './slowApi';

/** The app and a browser for a test file's tests: started before them, stopped after them. */
export function appAndBrowser(): { app: RunningApp; browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    // both at once: the server's start is a few seconds, the connection to the run's Chromium less
    const [app, browser] = await Promise.allSettled([startServer(), connectBrowser()]);
    if (app.status === 'fulfilled') running.app = app.value;
    if (browser.status === 'fulfilled') running.browser = withSlowApi(browser.value);
    for (const started of [app, browser]) if (started.status === 'rejected') throw started.reason;
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => console.error(await failureReport(running.browser)));
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}
