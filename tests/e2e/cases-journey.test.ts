import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldError } from './helpers/fields';
import { post } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();
/** axe-core (as tests/e2e/accessibility.test.ts runs it): the context bypasses the CSP to put it in. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Fills Add New Task: a name, and with a due day the follow-up (that day at 09:30 AM, assigned to the demo admin). */
async function addTask(page: Page, card: Locator, name: string, due?: string) {
  await card.getByRole('button', { name: 'Add to this case' }).click();
  await page.getByRole('menuitem', { name: 'Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Task' });
  await dialog.getByLabel('Task Name').fill(name);
  await dialog.getByLabel('Source').selectOption({ label: 'Phone' });
  if (due) {
    await dialog.getByLabel('Follow up required').check();
    await dialog.getByLabel('Due Date').pressSequentially(due);
    await dialog.getByLabel('Time').pressSequentially('0930am');
    const assignee = dialog.getByRole('combobox', { name: 'Assignee' });
    await assignee.pressSequentially('Hannah');
    await dialog.getByRole('option', { name: 'Hannah Harbor' }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => toast(page, 'Task created successfully.').count()).toBeGreaterThan(0);
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('cases and tasks on an entity', () => {
  let entity: string;

  it('opens a case on an entity, adds two tasks, closes and reopens one with the toasts, drops a file on it', async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    entity = (await post(page, '/v1/entities/upsert', { entity: { name: 'Lighthouse Freight' } })).entity_Reference_Id;
    await page.goto(`${running.app.url}/entity/${entity}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await expect.poll(() => panel.getByText('No activities found for this record.').count()).toBe(1);
    expect(await panel.evaluate((p) => p.getBoundingClientRect().width)).toBe(326);

    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Case' }).click();
    const opening = page.getByRole('dialog', { name: 'Open Case' });
    await opening.getByLabel('Description').fill('Renewal paperwork');
    await opening.getByLabel('Due Date').pressSequentially('01152026');
    await opening.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Case opened successfully.').count()).toBe(1);

    const card = panel.getByRole('article', { name: 'Case General Request' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('01/15/2026');
    expect(await card.textContent()).toContain('Overdue');
    expect(await card.textContent()).toContain('Lighthouse Freight');
    expect(await card.textContent()).toContain('0 Open Task(s)');
    expect(await card.textContent()).toContain('New');
    await card.getByRole('button', { name: 'Show the details of this case' }).click();
    await expect.poll(() => card.getByText('No activities found for this case.').count()).toBe(1);
    expect(await card.getByText('Drag and drop files to add.').count()).toBe(1);

    // the dialog's rules, each with its message
    await card.getByRole('button', { name: 'Add to this case' }).click();
    await page.getByRole('menuitem', { name: 'Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Task' });
    await expect.poll(() => dialog.getByText('Fill out task details.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'Task Name')).toBe('Task name is required');
    await dialog.getByLabel('Task Name').fill('Ring the broker');
    await dialog.getByLabel('Follow up required').check();
    expect(await dialog.getByLabel('Mark as Priority Case').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'Due Date')).toBe('Due date is required');
    expect(await fieldError(page, 'Assignee')).toBe('Assignee is required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to cancel?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await addTask(page, card, 'Call the carrier', '01202026');
    await addTask(page, card, 'Send the forms', '12302030');
    const carousel = card.getByRole('region', { name: 'Tasks of this case' });
    await expect.poll(() => carousel.getByRole('article').count()).toBe(2);
    expect(await card.textContent()).toContain('2 Open Task(s)');
    const call = carousel.getByRole('article', { name: 'Call the carrier' });
    expect(await call.textContent()).toContain('01/20/2026 09:30 AM');
    expect(await call.textContent()).toContain('Overdue');
    expect(await call.textContent()).toContain('Phone');

    await call.getByRole('checkbox', { name: 'Close the task Call the carrier' }).click();
    await expect.poll(() => toast(page, 'Task was successfully closed.').count()).toBe(1);
    await expect.poll(() => card.textContent()).toContain('1 Open Task(s)');
    await call.getByRole('checkbox', { name: 'Reopen the task Call the carrier' }).click();
    await expect.poll(() => toast(page, 'Task was successfully opened.').count()).toBe(1);
    await expect.poll(() => card.textContent()).toContain('2 Open Task(s)');

    // a file dropped on the case opens the attachment dialog with it, and lands on the case
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Signed renewal form'], 'renewal.txt', { type: 'text/plain' }));
      return transfer;
    });
    await card.getByRole('region', { name: 'Drop files on this case' }).dispatchEvent('drop', { dataTransfer: dropped });
    const attach = page.getByRole('dialog', { name: 'Attach File' });
    await expect.poll(() => attach.getByRole('button', { name: 'Attach' }).isEnabled()).toBe(true);
    await attach.getByRole('button', { name: 'Attach' }).click();
    const details = page.getByRole('dialog', { name: 'File Details' });
    await expect.poll(() => details.getByLabel('File Name').inputValue()).toBe('renewal.txt');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => card.getByText('renewal.txt').count()).toBeGreaterThan(0);

    // View All searches the record's real tasks
    await panel.getByRole('button', { name: 'View All' }).click();
    const search = page.getByRole('dialog', { name: 'Search Activities and Files' });
    await expect.poll(() => search.getByRole('article').count()).toBe(2);
    await search.getByLabel('Search activities and files').fill('carrier');
    await expect.poll(() => search.getByRole('article').count()).toBe(1);
    await search.getByRole('tab', { name: 'Closed' }).click();
    await expect.poll(() => search.getByText('No results found').count()).toBe(1);
    await search.getByRole('button', { name: 'Close' }).click();
    await page.close();
  });

  it('lists the signed-in user’s open tasks and cases on /activity, overdue first, among the demo book’s', async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/activity`);
    const rows = page.getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'Call the carrier' }).count()).toBe(1);
    // the journey's case (due 01/15/2026) and task (01/20/2026) are the longest overdue, before the demo book's work
    const shown = await rows.allTextContents();
    expect(shown.length).toBe(16);
    expect(shown[1]).toContain('Renewal paperwork');
    expect(shown[1]).toContain('Case');
    expect(shown[1]).toContain('01/15/2026');
    expect(shown[1]).toContain('Overdue');
    expect(shown[1]).toContain('Lighthouse Freight');
    expect(shown[2]).toContain('Call the carrier');
    expect(shown[2]).toContain('Phone');
    const overdue = shown.slice(1).map((r) => r.includes('Overdue'));
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));
    await page.getByRole('searchbox', { name: 'Search' }).fill('send the forms');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Send the forms');
    expect(await rows.nth(1).textContent()).not.toContain('Overdue');
    await page.close();
  });

  it('passes axe with the panel open and a case expanded (WCAG 2.2 AA)', async () => {
    const context = await running.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/entity/${entity}`);
    const card = page.getByRole('article', { name: 'Case General Request' });
    await card.getByRole('button', { name: 'Show the details of this case' }).click();
    await expect.poll(() => card.getByRole('region', { name: 'Tasks of this case' }).count()).toBe(1);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return result.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
