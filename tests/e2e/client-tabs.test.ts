import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const tabRows = (page: Page) => page.getByRole('tabpanel').locator('tbody > tr');

/** From a client list, the first client with an open opportunity: its Opportunities tab lists every opportunity it has. */
async function opportunitiesTabOfFirst(page: Page, kind: 'human' | 'entity', side: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: side, exact: true }).click();
  await page.waitForURL(`**/${kind}`);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filtered = page.waitForResponse((response) => response.url().includes('open_Opportunity=true'));
  await page.getByRole('combobox', { name: 'Open opportunity' }).selectOption({ label: 'Yes' });
  await filtered;
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('tbody > tr').count()).toBeGreaterThan(0);
  await page.locator('tbody > tr').first().getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/${kind}/[0-9a-f-]{36}`));
  const id = new URL(page.url()).pathname.split('/')[2];
  const { count } = await read<{ count: number }>(page, `/v1/opportunities/${kind}?${kind}_Reference_Id=${id}&limit=1`);
  expect(count).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Opportunities' }).click();
  await expect.poll(() => tabRows(page).count()).toBe(Math.min(count, 15));
  expect(await page.getByRole('tabpanel').getByText('No records available').count()).toBe(0);
  expect(await page.getByRole('tabpanel').getByText('Coming Soon').count()).toBe(0);
}

describe("a client's tabs show what is there", () => {
  it("an entity with open opportunities lists them on its tab; Billing and Proofs say Coming Soon; a human's tab lists its own", async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await opportunitiesTabOfFirst(page, 'entity', 'Entities');
    for (const tab of ['Billing', 'Proofs']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByRole('heading', { name: 'Coming Soon' }).waitFor();
      expect(await page.getByRole('tabpanel').getByText('No records available').count()).toBe(0);
    }
    await opportunitiesTabOfFirst(page, 'human', 'Humans');
    await page.close();
  });
});
