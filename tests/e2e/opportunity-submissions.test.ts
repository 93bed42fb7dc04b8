import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

interface Market { market_Reference_Id: string; market_Name: string }

/** An opportunity of the journey's own, on the first entity with general liability and commercial property, moved out to market. */
async function outToMarket(page: Page) {
  const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
  const { markets } = await read<{ markets: Market[] }>(page, '/v1/market/list?limit=2&sortKey=market_Name');
  const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
  const line = (code: string) => lob.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
  const added = await post(page, '/v1/opportunity/add', {
    first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
    opportunity_Description: unique('Marketing'), effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20),
    line_Of_Business: [{ line_Of_Business_Id: line('general_liability') }, { line_Of_Business_Id: line('commercial_property') }],
  });
  const [opportunity] = (await read<{ opportunity: { version: number }[] }>(page, `/v1/opportunity?opportunity_Reference_Id=${added.opportunity_Reference_Id}`)).opportunity;
  await post(page, '/v1/opportunity/stage/update', { opportunity_Reference_Id: added.opportunity_Reference_Id, stage: 'out_To_Market', version: opportunity.version }, 'PUT');
  return { id: added.opportunity_Reference_Id, markets };
}

const stepper = (page: Page) => page.getByRole('region', { name: 'Opportunity steps' });
const submissions = (page: Page) => stepper(page).getByRole('region', { name: 'Submissions' });

describe('an agency admin markets an opportunity on its Out to Market step', () => {
  it('adds a submission to a market with two lines, adds a version, quotes both lines, sees the row, follows it to the market, and removes a submission after asking', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { id, markets } = await outToMarket(page);
    const [first, second] = markets;

    await page.goto(`${running.app.url}/opportunity/${id}`);
    await expect.poll(() => stepper(page).locator('[aria-current="step"]').textContent()).toContain('Step 4: Out to Market');
    await submissions(page).getByText('No records available').waitFor();

    // Add Submission: one market, the opportunity's two lines (both chosen at first)
    await submissions(page).getByRole('button', { name: 'Add Submission' }).click();
    const adding = page.getByRole('dialog', { name: 'Add Submission' });
    await adding.getByRole('button', { name: /Markets/ }).click();
    await adding.getByRole('checkbox', { name: first.market_Name }).check();
    await adding.getByRole('button', { name: /Markets/ }).click();
    const lines = adding.getByRole('button', { name: /Lines of Business/ });
    // chosen at once; their names show once the lines of business have come
    await expect.poll(() => lines.textContent()).toContain('General Liability');
    expect(await lines.textContent()).toContain('Commercial Property');
    await adding.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Submission added').waitFor();
    const row = submissions(page).getByRole('row').filter({ has: page.getByRole('link', { name: first.market_Name }) });
    await row.waitFor();
    expect(await row.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('title')))).toEqual(['General Liability', 'Commercial Property']);

    // a second version, then a quote for each of its lines
    await row.getByRole('button', { name: 'Versions and Quotes' }).click();
    const versions = page.getByRole('dialog', { name: /^Versions and quotes of / });
    await versions.getByRole('table', { name: 'Version 1: Version 1' }).waitFor();
    await versions.getByRole('button', { name: 'Add Version' }).click();
    const versionForm = page.getByRole('dialog', { name: 'Add Version' });
    await versionForm.getByRole('textbox', { name: /Version Name/ }).fill('Higher deductible');
    await versionForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Submission version added').waitFor();
    const higher = versions.getByRole('table', { name: 'Version 2: Higher deductible' });
    await higher.waitFor();
    expect(await higher.getByRole('row', { name: /General Liability/ }).textContent()).toBe('General LiabilityNewNot quoted yet');
    await versions.getByRole('button', { name: 'Enter quotes of Version 2: Higher deductible' }).click();
    const quotes = page.getByRole('dialog', { name: 'Enter Quotes' });
    await quotes.getByRole('group', { name: 'General Liability' }).getByRole('textbox', { name: /Quoted Premium/ }).fill('4,000.10');
    await quotes.getByRole('group', { name: 'Commercial Property' }).getByRole('textbox', { name: /Quoted Premium/ }).fill('6000.20');
    await quotes.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quote saved').waitFor();
    await expect.poll(() => higher.getByRole('row', { name: /Commercial Property/ }).textContent()).toBe('Commercial PropertyQuoted$6,000.20');
    await versions.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.textContent()).toContain('$10,000.30');

    // the proposal dialog finds the quotes entered here
    const { lob } = await read<{ lob: { line_Of_Business_Name: string; quotes: { quoted_Premium: number; version_Name: string }[] }[] }>(page, `/v1/proposal/lob/quotes?opportunity_Reference_Id=${id}`);
    expect(lob.map((l) => [l.line_Of_Business_Name, l.quotes.map((q) => [q.version_Name, q.quoted_Premium])])).toEqual([
      ['General Liability', [['Higher deductible', 4000.1]]], ['Commercial Property', [['Higher deductible', 6000.2]]],
    ]);

    // a second submission, removed after its confirmation
    await submissions(page).getByRole('button', { name: 'Add Submission' }).click();
    await adding.getByRole('button', { name: /Markets/ }).click();
    await adding.getByRole('checkbox', { name: second.market_Name }).check();
    await adding.getByRole('button', { name: /Markets/ }).click();
    await adding.getByRole('button', { name: 'Save' }).click();
    const other = submissions(page).getByRole('row').filter({ has: page.getByRole('link', { name: second.market_Name }) });
    await other.waitFor();
    await other.getByRole('button', { name: 'Remove' }).click();
    const asking = page.getByRole('dialog', { name: 'Do you want to remove this submission?' });
    await asking.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Submission removed').waitFor();
    await expect.poll(() => other.count()).toBe(0);
    expect(await row.count()).toBe(1);

    // the row goes to its market's page
    await row.getByRole('link', { name: first.market_Name }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/market/${first.market_Reference_Id}`);
    await page.getByRole('heading', { name: first.market_Name }).first().waitFor();
    await page.close();
  });
});
