import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';
import { downloadedBytes } from './helpers/downloads';

const running = appAndBrowser();

interface Figures {
  my_Cases: { open: number };
  written_Premium: { month: string; from: string; to: string; count: number }[];
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-live]');
const pagesOf = (count: number) => `Page 1 of ${Math.max(1, Math.ceil(count / 15))}`;

describe('the dashboard and the global search', () => {
  it("a tile opens its list filtered as it counts; a chart's row opens the month's written policies", async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const carriers = page.getByRole('region', { name: 'Top carriers' });
    await carriers.locator('svg').first().waitFor();
    const figures = await read<Figures>(page, '/v1/knowi/dashboard/user?dashboard_Code=main');
    expect(figures.my_Cases.open).toBeGreaterThan(0);
    const chart = page.getByRole('region', { name: 'Written premium by month' }).getByRole('img', { name: /^Written premium by month, premium and count: / });
    expect(await chart.getAttribute('aria-label')).toMatch(/\(\d+\)\.$/);

    await page.getByRole('link', { name: new RegExp(`^Open cases\\s*${figures.my_Cases.open}$`) }).click();
    await page.waitForURL('**/activity?activity_Type=case');
    await expect.poll(() => pager(page).textContent()).toBe(pagesOf(figures.my_Cases.open));
    const types = await page.locator('tbody > tr > td:nth-child(2)').allTextContents();
    expect(types.length).toBe(Math.min(15, figures.my_Cases.open));
    expect(new Set(types)).toEqual(new Set(['Case']));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const busiest = figures.written_Premium.reduce((a, b) => (b.count > a.count ? b : a));
    const written = page.getByRole('region', { name: 'Written premium by month' });
    const monthLink = written.getByRole('table').getByRole('row').nth(figures.written_Premium.indexOf(busiest) + 1).getByRole('link');
    await monthLink.click();
    await page.waitForURL(`**/policy?is_Written=true&effective_Date_From=${busiest.from}&effective_Date_To=${busiest.to}`);
    await expect.poll(() => pager(page).textContent()).toBe(pagesOf(busiest.count));
    await expect.poll(() => page.locator('tbody > tr > td:nth-child(6)').allTextContents()).toHaveLength(Math.min(15, busiest.count));
    const [year, month] = busiest.month.split('-');
    for (const effective of await page.locator('tbody > tr > td:nth-child(6)').allTextContents()) expect(effective).toMatch(new RegExp(`^${month}/\\d\\d/${year}$`));
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Written', { exact: true }).inputValue()).toBe('true');
    await page.close();
  });

  it("'/' opens the global search; a policy found by its number opens its page", async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const list = await read<{ policies: { policy_Reference_Id: string; carrier_Issued_Policy_Id: string }[] }>(page, '/v1/policy/list?limit=1&page=1&sort=asc&sortKey=carrier_Issued_Policy_Id');
    const [policy] = list.policies;
    await page.locator('body').click();
    await page.keyboard.press('/');
    await page.keyboard.type(policy.carrier_Issued_Policy_Id);
    const results = page.getByRole('region', { name: 'Search results' });
    const policies = results.getByRole('region', { name: /^Policies \(\d+\)$/ });
    await policies.getByRole('link', { name: new RegExp(`^${policy.carrier_Issued_Policy_Id}`) }).first().click();
    await page.waitForURL(`**/policy/${policy.policy_Reference_Id}`);
    expect(await results.count()).toBe(0);
    await page.close();
  });

  it('a report exported as CSV: the expiring policies of 120 days, every one of them', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
    await page.waitForURL('**/report');
    const expiring = page.getByRole('region', { name: 'Expiring policies' });
    // the report has answered for its first window before another is chosen (on a busy machine the click came first and was lost)
    await expect.poll(() => pager(page).textContent()).toMatch(/^Page 1 of \d+$/);
    await expiring.getByText('120 days').click();
    const { count } = await read<{ count: number }>(page, '/v1/report/expiring?days=120&limit=15&page=1');
    await expect.poll(() => pager(page).textContent()).toBe(pagesOf(count));
    const [download] = await Promise.all([page.waitForEvent('download'), expiring.getByRole('link', { name: 'Export Expiring policies as CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('expiring-policies-120-days.csv');
    const rows = Papa.parse<string[]>((await downloadedBytes(download)).toString('utf8').trim()).data;
    expect(rows[0]).toEqual(['Policy Number', 'Insured', 'Carrier', 'Lines of Business', 'Effective Date', 'Expiration Date', 'Premium']);
    expect(rows.length - 1).toBe(count);
    await page.close();
  });

  it('a list exported as filtered: the written policies, every one of them, as the list counts them', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/policy?is_Written=true`);
    const { count } = await read<{ count: number }>(page, '/v1/policy/list?is_Written=true&limit=15&page=1');
    await expect.poll(() => pager(page).textContent()).toBe(pagesOf(count));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('policy.csv');
    const rows = Papa.parse<string[]>((await downloadedBytes(download)).toString('utf8').trim()).data;
    expect(rows[0].slice(0, 3)).toEqual(['Policy Number', 'Insured', 'Market']);
    expect(rows.length - 1).toBe(count);
    await page.close();
  });
});
