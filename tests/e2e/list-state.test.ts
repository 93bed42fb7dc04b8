import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const side = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
const bodyRows = (page: Page) => page.locator('tbody > tr');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-live]');

/** The number of pages the list's first page says, read the way the screen asks it (its default sort, no search). */
async function pagesOf(page: Page, path: string): Promise<number> {
  return (await read<{ last_Page: number }>(page, `${path}?page=1&limit=15`)).last_Page;
}

describe('each list opens on its own first page', () => {
  it('Policies, then Opportunities from the side navigation: rows and Page 1 of N', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await side(page, 'Policies').click();
    await page.waitForURL('**/policy');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    const opportunityPages = await pagesOf(page, '/v1/opportunity/search');
    await side(page, 'Opportunities').click();
    await page.waitForURL('**/opportunity');
    await expect.poll(() => pager(page).textContent()).toBe(`Page 1 of ${opportunityPages}`);
    expect(await bodyRows(page).count()).toBe(15);
    await page.close();
  });

  it('Activities page 2, then Entities: the first entities and Page 1 of N', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await side(page, 'Activities').click();
    await page.waitForURL('**/activity');
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 1 of [2-9]/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 2 of/);
    const entityPages = await pagesOf(page, '/v1/entities/search');
    await side(page, 'Entities').click();
    await page.waitForURL('**/entity');
    await expect.poll(() => pager(page).textContent()).toBe(`Page 1 of ${entityPages}`);
    expect(await bodyRows(page).count()).toBe(15);
    await page.close();
  });

  it('a search on Policies does not follow to Opportunities, and neither does the policy sort', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { opportunities } = await read<{ opportunities: { name: string }[] }>(page, '/v1/opportunity/search?page=1&limit=1');
    const insured = opportunities[0].name.split(/\W+/)[0];
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/v1/opportunity/search')) asked.push(request.url()); });
    const failed: number[] = [];
    page.on('response', (response) => { if (response.url().includes('/v1/') && response.status() >= 400) failed.push(response.status()); });

    await side(page, 'Policies').click();
    await page.waitForURL('**/policy');
    await page.getByRole('searchbox').fill(insured);
    await expect.poll(() => pager(page).textContent()).toBe('Page 1 of 1');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    const opportunityPages = await pagesOf(page, '/v1/opportunity/search');
    await side(page, 'Opportunities').click();
    await page.waitForURL('**/opportunity');
    await expect.poll(() => pager(page).textContent()).toBe(`Page 1 of ${opportunityPages}`);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    expect(await bodyRows(page).count()).toBe(15);
    expect(asked.some((url) => url.includes('search=') || url.includes('effective_Date'))).toBe(false);
    expect(failed).toEqual([]);
    await page.close();
  });
});
