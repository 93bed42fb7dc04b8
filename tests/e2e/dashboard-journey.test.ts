import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { day } from '../setup/days';
import { post, read } from './helpers/api';
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
    // the first window's answer is held back until 120 days, chosen during the first load, has answered: the late answer must not undo the choice
    const chosenAnswered = page.waitForResponse('**/v1/report/expiring?days=120&*');
    await page.route('**/v1/report/expiring?days=30&*', async (route) => {
      const answer = await route.fetch();
      await chosenAnswered;
      await route.fulfill({ response: answer });
    });
    const late = page.waitForResponse('**/v1/report/expiring?days=30&*');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
    await page.waitForURL('**/report');
    const expiring = page.getByRole('region', { name: 'Expiring policies' });
    await expiring.getByText('120 days').click();
    await late;
    const { count } = await read<{ count: number }>(page, '/v1/report/expiring?days=120&limit=15&page=1');
    const soon = await read<{ count: number }>(page, '/v1/report/expiring?days=30&limit=15&page=1');
    const shown = (n: number) => `${pagesOf(n)} ${Math.min(15, n)}`;
    expect(shown(soon.count)).not.toBe(shown(count)); // the two windows look different on the page
    await expect.poll(async () => `${await pager(page).textContent()} ${await expiring.locator('tbody > tr').count()}`).toBe(shown(count));
    expect(await expiring.getByRole('radio', { name: '120 days' }).isChecked()).toBe(true);
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

  it('a CSV of 50 humans: the preview reports its two bad rows and imports nothing; corrected, all 50 are imported', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await page.waitForURL('**/import');
    const last = `Ledger ${Date.now().toString(36)}`;
    const rows = Array.from({ length: 50 }, (_, i) => [`Person${String.fromCharCode(65 + (i % 26))}${i}`, last, `person${i}@example.test`]);
    const file = (lines: string[][]) => ({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from([['First Name', 'Last Name', 'Email'], ...lines].map((r) => r.join(',')).join('\n')) });
    const bad = rows.map((r, i) => (i === 10 ? [r[0], '', r[2]] : i === 30 ? [r[0], r[1], 'person30@'] : r));
    await page.getByRole('radio', { name: 'Humans' }).check();
    await page.getByLabel('CSV file').setInputFiles(file(bad));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('50 rows, 48 without errors').waitFor();
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    expect(await errors.locator('tbody tr').allTextContents()).toEqual(['12Last NameLast Name is required', '32EmailEnter a valid Email address']);
    expect(await page.getByRole('button', { name: 'Import 50 rows' }).isDisabled()).toBe(true);

    await page.getByLabel('CSV file').setInputFiles(file(rows));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('50 rows, 50 without errors').waitFor();
    await page.getByRole('button', { name: 'Import 50 rows' }).click();
    await page.getByText('50 records imported.').waitFor({ timeout: 60_000 });
    const found = await read<{ count: number }>(page, `/v1/humans/search?search=${encodeURIComponent(last)}&limit=1`);
    expect(found.count).toBe(50);
    await page.close();
  });

  it("a general request's workflow: New, In Process, then Closed once its task is closed", async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const me = (await read<{ user: { id: string } }>(page, '/v1/auth/session')).user.id;
    const human = (await post(page, '/v1/humans/upsert', { human: { first_Name: 'Rhea', last_Name: `Request ${Date.now().toString(36)}` } })).human_Reference_Id;
    const request = (await post(page, '/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: human, request_Type: 'billing', description: 'Billing address change' })).irys_Case_Reference_Id;
    await post(page, '/v1/add/task', { irys_Task: { task_Name: 'Confirm the new address', source: 'phone', assignee: [me], due_Date: `${day(3)}T15:00:00+00:00`, case_Reference_Id: request }, data: [] });
    expect((await read<{ open_Tasks: number }>(page, `/v1/case?irys_Case_Reference_Id=${request}`)).open_Tasks).toBe(1);
    await page.goto(`${running.app.url}/general-request/${human}/${request}`);
    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    const steps = page.getByRole('list', { name: 'General request steps' }).getByRole('listitem');
    await steps.nth(1).getByRole('button', { name: 'Mark as Current Step' }).click();
    await page.getByText('The request is now at In Process.').waitFor();
    await expect.poll(() => steps.nth(1).getAttribute('aria-current')).toBe('step');
    await steps.nth(2).getByRole('button', { name: 'Mark as Current Step' }).click();
    await page.getByText("Close the request's 1 open tasks before closing it.").waitFor();
    await page.getByRole('button', { name: 'Show the details of this case' }).click();
    await page.getByRole('checkbox', { name: 'Close the task Confirm the new address' }).click();
    await expect.poll(async () => (await read<{ open_Tasks: number }>(page, `/v1/case?irys_Case_Reference_Id=${request}`)).open_Tasks).toBe(0);
    await steps.nth(2).getByRole('button', { name: 'Mark as Current Step' }).click();
    await page.getByText('The request is now at Closed.').waitFor();
    await expect.poll(() => steps.nth(2).getAttribute('aria-current')).toBe('step');
    expect(await steps.nth(0).textContent()).toContain('Step 1: New (completed)');
    await page.close();
  });
});
