import { describe, expect, it } from 'vitest';
import { post } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

/** Issue 18 item 5, as the CSR met it: case cards that all read 'General Request', and Open Case asking no type or assignee. */
describe('a CSR opens a case and tells the cases apart', () => {
  it('Open Case asks the case type and assignee; the card shows the type and the description, the assignee among its people', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'csr@harbor.test');
    const human = (await post(page, '/v1/humans/upsert', { human: { first_Name: 'Dana', last_Name: `Whitfield ${Date.now().toString(36)}` } })).human_Reference_Id;
    await page.goto(`${running.app.url}/human/${human}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await expect.poll(() => panel.getByText('No activities found for this record.').count()).toBe(1);

    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Case' }).click();
    const opening = page.getByRole('dialog', { name: 'Open Case' });
    await opening.getByLabel('Case Type').selectOption({ label: 'Renewal Review' });
    await opening.getByLabel('Description').fill('Auto renewal review – driver added');
    await opening.getByRole('combobox', { name: 'Assignee' }).pressSequentially('Hannah');
    await opening.getByRole('option', { name: 'Hannah Harbor' }).click();
    await opening.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Case opened successfully.', { exact: true }).waitFor();

    const card = panel.getByRole('article', { name: 'Case Renewal Review' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Open Renewal Review' }).waitFor();
    await card.getByText('Auto renewal review – driver added').waitFor();
    await card.getByRole('img', { name: 'Hannah Harbor' }).waitFor();
    await page.screenshot({ path: 'test-results/case-type-1440.png' });

    // the demo book's cases say what they are about too: not 'General Request' for all
    await page.goto(`${running.app.url}/activity`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/case-type-1280.png' });
    await page.close();
  }, 180_000);
});
