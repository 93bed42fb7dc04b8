import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { connectBrowser, signIn, startServer, type RunningApp } from './helpers/server';

let app: RunningApp;
let browser: Browser;
let signedIn: BrowserContext;

beforeAll(async () => {
  app = await startServer();
  browser = await connectBrowser();
  signedIn = await browser.newContext();
  await signIn(await signedIn.newPage(), app.url, 'admin@harbor.test');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface FirstLoad {
  /** what the page names: entry script, modulepreloads, preloaded fetches */
  named: { scripts: string[]; fetches: string[] };
  scripts: string[];
  /** every API request, in order, duplicates kept */
  api: string[];
  warnings: string[];
}

/** Opens a page on an empty cache and records what it asks for until the network is quiet. */
async function firstLoad(context: BrowserContext, path: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const scripts: string[] = [];
  const api: string[] = [];
  const warnings: string[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname.startsWith('/v1/')) api.push(url.pathname + url.search);
  });
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  const response = await page.goto(`${app.url}${path}`);
  const html = await response!.text();
  await page.waitForLoadState('networkidle');
  // Chromium warns about a preload left unused a few seconds after the load event
  await page.waitForTimeout(3500);
  await page.close();
  const attribute = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1].replaceAll('&amp;', '&'));
  return {
    named: {
      scripts: [...attribute(/<script[^>]* src="([^"]+)"/g), ...attribute(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)],
      fetches: attribute(/<link rel="preload" as="fetch"[^>]* href="([^"]+)"/g),
    },
    scripts,
    api,
    warnings,
  };
}

/**
 * src/app/firstLoad.ts tells the server what each route's first load needs; these fail when the app
 * and that list drift apart: a chunk found one request after another again, or a preload spent.
 */
describe('the first load of a page asks for what its HTML names, at once', () => {
  // laterRequests: what a page asks the API for that nothing waits for (not preloaded)
  const pages = [
    { path: '/login', signedIn: false, preloads: 0, laterRequests: ['/v1/auth/providers'] },
    // the session and the dashboard's figures; its chart's chunk named too
    { path: '/dashboard', signedIn: true, preloads: 2, laterRequests: [] },
    { path: '/human', signedIn: true, preloads: 2, laterRequests: [] },
    // the contact block's Role choices (ENTITY_TO_HUMAN relationships) among them, shown for a Business contact
    { path: '/human/add', signedIn: true, preloads: 10, laterRequests: [] },
    { path: '/entity', signedIn: true, preloads: 2, laterRequests: [] },
    // the session, Legal Entity Type, Phone Country Codes and State, entity_Config and contact_Config
    { path: '/entity/add', signedIn: true, preloads: 6, laterRequests: [] },
  ];
  for (const { path, signedIn: needsSession, preloads, laterRequests } of pages) {
    it(`${path}${needsSession ? ' (signed in)' : ''}`, async () => {
      const context = needsSession ? signedIn : await browser.newContext();
      const load = await firstLoad(context, path);
      if (!needsSession) await context.close();
      // every script it runs was named in the page, and every one named was run
      expect([...new Set(load.scripts)].sort()).toEqual([...new Set(load.named.scripts)].sort());
      // every API answer it waits for was preloaded, and the app's request used the preload: each
      // URL asked for once (a preload the app spells differently shows up as one more URL)
      expect(load.named.fetches).toHaveLength(preloads);
      expect([...load.api].sort()).toEqual([...load.named.fetches, ...laterRequests].sort());
      expect(load.warnings).toEqual([]);
    });
  }

  it('a signed-out visit to a signed-in page goes to /login without errors', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/human`);
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
