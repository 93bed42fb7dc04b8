import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

type Due = { policy_Reference_Id: string; carrier_Issued_Policy_Id: string; insured_Name: string; first_Name_Insured_Reference_Id: string };
type Opportunity = { opportunity_Type: string; first_Name_Insured_Reference_Id: string; renewal_Of_Policy_Ids: string[]; stage_Label: string };

/** The list's rows with a record (those with a Delete button). */
const bodyRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Delete' }) });
/** The stage badges: the list's ninth column. */
const stages = (page: Page) => page.locator('tbody > tr > td:nth-child(9)');

describe('an agency admin works the pipeline', () => {
  it('lists the opportunities, filters them by stage, opens one at its stage, and renews a policy through the dialog', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Opportunities' }).click();
    await page.waitForURL('**/opportunity');
    await expect.poll(() => bodyRows(page).count()).toBe(15);
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.replace(/\W+$/, ''));
    expect(headers).toEqual(['Name', 'Description', 'Type', 'Lines of Business', 'Participants', 'Premium', 'Revenue', 'Close Date', 'Stage', 'Actions']);

    // Workflows → Opportunity → New: the add page (tests/e2e/opportunity-add.test.ts fills it in)
    await page.getByRole('button', { name: 'Workflows' }).click();
    await page.getByRole('menuitem', { name: 'Opportunity' }).click();
    await page.getByRole('dialog', { name: 'Opportunity Type' }).getByRole('radio', { name: 'New', exact: true }).check();
    await page.getByRole('dialog', { name: 'Opportunity Type' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/opportunity/add');
    await page.getByRole('heading', { name: 'New Opportunity' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/opportunity');
    await expect.poll(() => bodyRows(page).count()).toBe(15);

    // the proposed ones only
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: 'Proposed' });
    await page.keyboard.press('Escape');
    await expect.poll(async () => {
      const shown = await stages(page).allTextContents();
      return shown.length > 0 && shown.every((s) => s === 'Proposed');
    }).toBe(true);
    expect(await page.getByRole('cell').filter({ hasText: /^\$[\d,]+\.\d\d$/ }).count()).toBeGreaterThan(0);

    // a row opens the opportunity with its stage in the hash
    await bodyRows(page).first().getByRole('link').click();
    await page.waitForURL(/\/opportunity\/[0-9a-f-]{36}#step-gathering-info=proposed$/);

    // the renewals due beside the list lead to the renewals view; its first policy is renewed through the dialog
    await page.goto(`${running.app.url}/opportunity`);
    await page.getByRole('link', { name: /in the next 120 days$/ }).click();
    await page.waitForURL('**/opportunity/renewals?days=120');
    expect(await page.getByRole('radio', { name: '120 days' }).isChecked()).toBe(true);
    const { renewals } = await read<{ renewals: Due[] }>(page, '/v1/opportunity/renewals?days=120&limit=1');
    const due = renewals[0];
    await page.getByRole('link', { name: due.carrier_Issued_Policy_Id }).waitFor();

    await page.getByRole('button', { name: 'Workflows' }).click();
    await page.getByRole('menuitem', { name: 'Opportunity' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Opportunity Type' });
    await typeDialog.getByText('Select Opportunity Type to add').waitFor();
    expect(await typeDialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await typeDialog.getByRole('radio', { name: 'Renewal' }).check();
    await typeDialog.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renewal Policy' });
    await dialog.getByText('Search for an insured and select the desired Policy to renew.').waitFor();
    await dialog.getByRole('combobox', { name: 'Insured' }).fill(due.insured_Name);
    await dialog.getByRole('option', { name: due.insured_Name, exact: true }).first().click();
    const tick = dialog.getByRole('checkbox', { name: `Renew ${due.carrier_Issued_Policy_Id}` });
    await tick.waitFor();
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual(['Select', 'Policy', 'Market', 'Line of Business', 'Effective Date', 'Expiration Date', 'Premium']);
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await tick.check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/opportunity\/[0-9a-f-]{36}#step-gathering-info=suspect$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const [renewal] = (await read<{ opportunity: Opportunity[] }>(page, `/v1/opportunity?opportunity_Reference_Id=${id}`)).opportunity;
    expect(renewal).toMatchObject({ opportunity_Type: 'renewal', first_Name_Insured_Reference_Id: due.first_Name_Insured_Reference_Id, renewal_Of_Policy_Ids: [due.policy_Reference_Id], stage_Label: 'Suspect' });

    // renewed, the policy is no longer due
    const after = await read<{ renewals: Due[] }>(page, '/v1/opportunity/renewals?days=120&limit=100');
    expect(after.renewals.map((r) => r.policy_Reference_Id)).not.toContain(due.policy_Reference_Id);
    await page.close();
  });

  it('moves cards on the board by drag and by the keyboard; the server refuses a move the stage table forbids', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/opportunity/board`);
    const column = (label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });
    const suspects = column('Suspect').getByRole('listitem');
    await suspects.first().waitFor();

    // by the keyboard: a suspect's Move to choice
    const moved = (await suspects.first().getByRole('link').textContent())!;
    const namedMoved = column('Suspect').getByRole('link', { name: moved, exact: true });
    const suspectsNamedMoved = await namedMoved.count();
    await suspects.first().getByRole('combobox', { name: `Move ${moved} to` }).selectOption({ label: 'Prospect' });
    await page.getByText('Opportunity is now at Prospect').waitFor();
    await column('Prospect').getByRole('link', { name: moved, exact: true }).first().waitFor();
    // each column reads its cards again on its own: Suspect may still show the moved card after Prospect shows it
    await expect.poll(() => namedMoved.count()).toBe(suspectsNamedMoved - 1);

    // by drag: the next suspect's handle dropped on Out to Market
    const dragged = (await suspects.first().getByRole('link').textContent())!;
    const handle = suspects.first().getByRole('button', { name: `Drag ${dragged}` });
    // take the handle once it is shown and in view
    await handle.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await handle.boundingBox()) !== null).toBe(true);
    const from = (await handle.boundingBox())!;
    const to = (await column('Out to Market').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + ((to.x + to.width / 2 - from.x) * step) / 10, from.y + ((to.y + 60 - from.y) * step) / 10);
    expect(await handle.getAttribute('aria-roledescription')).toBe('draggable');
    await expect.poll(() => page.locator('#board-drag-said').textContent()).toBe(`${dragged} is over Out to Market.`);
    // held over the middle of the last column in view, the board stays (it scrolls on only at its very edge)
    await page.waitForTimeout(500);
    expect(await column('Out to Market').locator('..').evaluate((board) => board.scrollLeft)).toBe(0);
    await page.mouse.up();
    await expect.poll(() => page.locator('#board-drag-said').textContent()).toBe(`${dragged} was dropped in Out to Market.`);
    await page.getByText('Opportunity is now at Out to Market').waitFor();
    await column('Out to Market').getByRole('link', { name: dragged, exact: true }).first().waitFor();

    // a proposed one without a delivered proposal cannot enter client response
    const proposed = column('Proposed').getByRole('listitem').first();
    const name = (await proposed.getByRole('link').textContent())!;
    await proposed.getByRole('combobox', { name: `Move ${name} to` }).selectOption({ label: 'Client Response' });
    await page.getByText('Client Response needs a delivered proposal: mark a proposal as delivered first.').waitFor();
    await page.close();
  });
});
