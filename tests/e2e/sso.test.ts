import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeOidcProvider, type FakeOidcProvider } from '../api/helpers/fakeOidcProvider';
import { connectBrowser, startServer, type RunningApp } from './helpers/server';

let provider: FakeOidcProvider;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  app = await startServer({
    env: (url) => ({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, PUBLIC_URL: url }),
  });
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
});

describe('single sign-on', () => {
  it('signs a known person in through the provider, and tells a stranger to ask for access', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/login`);
    provider.signInAs('csr@harbor.test');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('button', { name: 'Carlos Reyes' }).count()).toBe(1);

    const stranger = await browser.newPage();
    await stranger.goto(`${app.url}/login`);
    provider.signInAs('stranger@elsewhere.test');
    await stranger.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await stranger.waitForURL('**/login?sso=unknown');
    await expect.poll(() => stranger.getByRole('alert').textContent()).toBe('Your account is not set up in Agency Desk. Ask your administrator for access.');
    await page.close();
    await stranger.close();
  });
});
