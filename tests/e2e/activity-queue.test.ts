import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

type Activity = { activity_Type: string; name: string; data: { related_To_Who_Name: string }[] };
const bodyRows = (page: Page) => page.locator('tbody > tr');

describe('a CSR works the Activities queue', () => {
  it('finds work by its client, closes a task in place and opens a row at its record', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'csr@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Activities', exact: true }).click();
    await page.waitForURL('**/activity');
    await expect.poll(() => bodyRows(page).count()).toBe(15);

    // the client's name finds its work, though the work's own name does not hold it
    const { activities } = await read<{ activities: Activity[] }>(page, '/v1/work-assigned?page=1&limit=100');
    const task = activities.find((a) => a.activity_Type === 'task' && a.data[0]?.related_To_Who_Name)!;
    const client = task.data[0].related_To_Who_Name;
    const word = client.split(/[^A-Za-z]+/).find((w) => w.length > 3 && !task.name.toLowerCase().includes(w.toLowerCase()))!;
    await page.getByRole('searchbox').fill(word);
    await expect.poll(async () => (await bodyRows(page).allTextContents()).every((text) => text.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await page.getByRole('link', { name: task.name }).count()).toBeGreaterThan(0);

    // closed where it is listed: it leaves the queue
    const before = await bodyRows(page).count();
    const row = bodyRows(page).filter({ has: page.getByRole('link', { name: task.name }) }).first();
    await row.getByRole('button', { name: `Close the task ${task.name}` }).click();
    await page.getByText('Task was successfully closed.').waitFor();
    await expect.poll(() => bodyRows(page).count()).toBe(before - 1);

    // a row opens the record its work is on
    await page.getByRole('searchbox').fill('');
    await expect.poll(() => bodyRows(page).count()).toBe(15);
    const caseRow = bodyRows(page).filter({ hasText: 'Case' }).first();
    const clientName = (await caseRow.locator('td').nth(5).textContent())!.trim();
    await caseRow.getByRole('link').click();
    await page.waitForURL(/\/(human|entity|opportunity)\/[0-9a-f-]{36}/);
    await expect.poll(() => page.getByRole('heading').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(clientName.split(' ')[0])]));
    await page.close();
  });
});
