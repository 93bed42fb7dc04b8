import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { day } from '../setup/days';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

/** A date as the date field takes it typed (MMddyyyy), and as the screens show it. */
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(email: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await running.browser.newPage({ viewport });
  await signIn(page, running.app.url, email);
  return page;
}

/** The issue 18 items left, and issue 19 item 5, as a CSR (and an admin) meets them. */
describe("a CSR's first-day follow-up", () => {
  it('Cancel Policy shows the return premium as the date is picked, before Save, and refuses a date outside the term', async () => {
    const page = await signedIn('admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
    const { markets } = await read<{ markets: { market_Reference_Id: string }[] }>(page, '/v1/market/list?limit=1');
    // in force today: 182 days behind it, 183 ahead, 3,650 of premium
    const added = await post(page, '/v1/policy/add', {
      market_Reference_Id: markets[0].market_Reference_Id, first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity',
      policy_Type: 'New', policy_Status: 'bound', effective_Date: day(-182), expiration_Date: day(183), carrier_Issued_Policy_Id: unique('CX'),
      line_Of_Business: [{ line_Of_Business_Id: lob.find((l) => l.line_Of_Business_Reference_Code === 'cyber')!.line_Of_Business_Id, selected_Premium: 3650, selected_Commission: 365 }],
      fee: [], tax: [],
    });
    await page.goto(`${running.app.url}/policy/${added.policy_Reference_Id}`);
    await page.getByRole('group', { name: 'Policy actions' }).getByRole('button', { name: 'Cancel Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Policy' });
    const preview = dialog.locator('output');
    await expect.poll(() => preview.textContent()).toBe('Pick the cancellation date to see the return premium.');
    const date = dialog.getByLabel('Cancellation Date');
    const pick = async (iso: string) => {
      await date.click();
      await date.press('ControlOrMeta+a');
      await date.press('Backspace');
      await date.pressSequentially(typed(iso));
    };
    await pick(day(0));
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toBe('Return premium: $1,830.00 (the policy becomes Cancelled)');
    await pick(day(30));
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toBe('Return premium: $1,530.00 (the policy becomes Pending Cancel)');
    await pick(day(200));
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toBe("The cancellation date must be between the policy's effective and expiration dates.");
    await pick(day(0));
    await expect.poll(() => preview.textContent(), { timeout: 20_000 }).toBe('Return premium: $1,830.00 (the policy becomes Cancelled)');
    await dialog.getByLabel('Reason').fill('Insured sold the business');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy cancelled').waitFor();
    await page.getByText('Return premium: $1,830.00').waitFor();
    await page.close();
  }, 180_000);

  it('board cards say since when they are in their stage; a moved card since today', async () => {
    const page = await signedIn('admin@harbor.test');
    await page.goto(`${running.app.url}/opportunity/board`);
    const column = (label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });
    const proposed = column('Proposed').getByRole('listitem').first();
    await proposed.waitFor();
    expect(await proposed.textContent()).toMatch(/In stage since \d\d\/\d\d\/\d{4}/);
    const suspect = column('Suspect').getByRole('listitem').first();
    const name = (await suspect.getByRole('link').textContent())!;
    const id = (await suspect.getByRole('link').getAttribute('href'))!.split('#')[0];
    expect(await suspect.textContent()).not.toContain(`In stage since ${shown(day(0))}`);
    await suspect.getByRole('combobox', { name: `Move ${name} to` }).selectOption({ label: 'Prospect' });
    await page.getByText('Opportunity is now at Prospect').waitFor();
    const moved = column('Prospect').getByRole('listitem').filter({ has: page.locator(`a[href^="${id}#"]`) });
    await expect.poll(() => moved.textContent(), { timeout: 20_000 }).toContain(`In stage since ${shown(day(0))}`);
    await page.close();
  }, 180_000);

  it("a lost opportunity's stepper shows the stage it was lost at, not every step ticked", async () => {
    const page = await signedIn('csr@harbor.test');
    const { opportunities } = await read<{ opportunities: { opportunity_Reference_Id: string; stage_Key: string }[] }>(page, '/v1/opportunity/search?limit=1&page=1&stage=closed_Lost');
    const [lost] = opportunities;
    await page.goto(`${running.app.url}/opportunity/${lost.opportunity_Reference_Id}#step-gathering-info=${lost.stage_Key}`);
    const steps = page.getByRole('region', { name: 'Opportunity steps' }).getByRole('list').getByRole('button');
    await expect.poll(() => steps.allTextContents()).toEqual([
      '✓Step 1: Suspect(completed)', '✓Step 2: Prospect(completed)', '✕Step 3: Lines Of Business(lost)', '4Step 4: Out to Market', '5Step 5: Proposed', '6Step 6: Client Response', '7Step 7: Closed',
    ]);
    await page.getByText('Lost at Lines Of Business').waitFor();
    await page.close();
  }, 180_000);

  it('a retired human in the Retired filter offers Open, and Restore to the admin; never Edit or Delete', async () => {
    const admin = await signedIn('admin@harbor.test');
    const { humans } = await read<{ humans: { reference_Id: string; version: number; first_Name: string; last_Name: string }[] }>(admin, '/v1/humans/search?limit=1&page=1&sortKey=name&sort=desc');
    const [human] = humans;
    const fullName = `${human.first_Name} ${human.last_Name}`;
    await post(admin, '/v1/humans/retire', { human_Reference_Id: human.reference_Id, version: human.version }, 'PUT');
    const retiredRows = async (page: Page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Humans', exact: true }).click();
      await page.waitForURL('**/human');
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('combobox', { name: 'Retired' }).selectOption({ label: 'Retired only' });
      await page.keyboard.press('Escape');
      const row = page.locator('tbody > tr').filter({ hasText: human.last_Name });
      await row.first().waitFor();
      return row.first();
    };

    const csr = await signedIn('csr@harbor.test');
    const csrRow = await retiredRows(csr);
    expect(await csrRow.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([`Open ${fullName}`]);
    await csrRow.getByRole('button', { name: `Open ${fullName}` }).click();
    await csr.waitForURL(`**/human/${human.reference_Id}`);
    await csr.getByText('This human is retired: it is shown read-only and is in no list but the Retired filter.').waitFor();
    await csr.close();

    const adminRow = await retiredRows(admin);
    expect(await adminRow.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await adminRow.getByRole('button', { name: `Restore ${fullName}` }).click();
    await admin.getByText('Human successfully restored').waitFor();
    await expect.poll(() => admin.locator('tbody > tr').filter({ hasText: human.last_Name }).count()).toBe(0);
    await admin.close();
  }, 180_000);

  for (const [width, height] of [[1440, 900], [1280, 800]]) {
    it(`an entity's Opportunities tab at ${width}x${height}: no sideways scroll, names whole or cut with a title`, async () => {
      const page = await signedIn('admin@harbor.test', { width, height });
      const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&page=1&open_Opportunity=true&sortKey=name&sort=asc');
      await page.goto(`${running.app.url}/entity/${entities[0].reference_Id}`);
      await page.getByRole('tab', { name: 'Opportunities' }).click();
      const panel = page.getByRole('tabpanel');
      await expect.poll(() => panel.locator('tbody > tr').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `test-results/entity-opportunities-tab-${width}.png` });
      const table = panel.getByRole('table');
      expect(await table.evaluate((t) => { const box = t.parentElement!; return [box.scrollWidth, box.clientWidth]; })).toSatisfy(([scroll, client]: number[]) => scroll <= client + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const actions = (await panel.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
      expect(actions.x + actions.width).toBeLessThanOrEqual(width);
      // every cell's text whole, or cut with the whole of it in its title
      const cells = await panel.locator('tbody td').evaluateAll((tds) => tds.map((td) => {
        const cut = td.textContent!.endsWith('...') || td.textContent!.endsWith('…');
        return { fits: td.scrollWidth <= td.clientWidth + 1, cut, titled: Boolean(td.querySelector('[title]')) };
      }));
      expect(cells.every((c) => c.fits)).toBe(true);
      expect(cells.filter((c) => c.cut).every((c) => c.titled)).toBe(true);
      await page.close();
    }, 180_000);
  }

  it('an opportunity opened without a hash says its step in the address, in place of the entry; its entity lists its case', async () => {
    const page = await signedIn('admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&page=2&sortKey=name&sort=asc');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string }[] }>(page, '/v1/lob');
    const description = unique('Fleet review');
    const made = await post(page, '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new', opportunity_Description: description,
      effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob[0].line_Of_Business_Id }],
    });
    await page.goto(`${running.app.url}/opportunity`);
    await page.goto(`${running.app.url}/opportunity/${made.opportunity_Reference_Id}`);
    await page.waitForURL(`**/opportunity/${made.opportunity_Reference_Id}#step-gathering-info=suspect`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/opportunity');

    await page.goto(`${running.app.url}/entity/${entities[0].reference_Id}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await panel.getByText(description).first().waitFor({ timeout: 20_000 });
    await page.close();
  }, 180_000);

  it("Add Human's contact block offers the Contact Type; Business without an entity says 'Please specify the associated Entity.'", async () => {
    const page = await signedIn('csr@harbor.test');
    await page.goto(`${running.app.url}/human/add`);
    const type = page.getByLabel('Contact Type');
    await expect.poll(() => type.locator('option').allTextContents(), { timeout: 20_000 }).toEqual(expect.arrayContaining(['Personal', 'Business']));
    await type.selectOption({ label: 'Business' });
    await page.getByLabel('First Name').fill('Della');
    await page.getByLabel('Last Name').fill(unique('Business'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please specify the associated Entity.').waitFor();
    expect(page.url()).toContain('/human/add');
    await page.close();
  }, 180_000);
});
