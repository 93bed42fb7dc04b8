import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const bodyRows = (page: Page) => page.locator('tbody > tr');

describe('a retired client can be found, read and restored', () => {
  it('the admin retires a human, finds it under the Retired filter, reads its page and restores it', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Humans', exact: true }).click();
    await page.waitForURL('**/human');
    await expect.poll(() => bodyRows(page).count()).toBe(15);
    const first = bodyRows(page).first();
    const name = (await first.getByRole('link').getAttribute('title')) ?? (await first.getByRole('link').textContent())!;
    await first.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Do you want to delete this Human?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Human successfully removed').waitFor();
    await expect.poll(() => page.getByRole('link', { name }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Retired' }).selectOption({ label: 'Retired only' });
    await page.keyboard.press('Escape');
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await bodyRows(page).first().getByRole('link').click();
    await page.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    await page.getByText('This human is retired: it is shown read-only and is in no list but the Retired filter.').waitFor();
    expect(await page.getByText('Human was not found.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Human successfully restored').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Humans', exact: true }).click();
    await page.waitForURL('**/human');
    await expect.poll(() => page.getByRole('link', { name }).count()).toBe(1);
    await page.close();
  });
});
