import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { recordTab } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

interface Book { entity: { reference_Id: string; name: string }; markets: { market_Reference_Id: string; market_Name: string }[]; lob(code: string): string }

async function book(page: Page): Promise<Book> {
  const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
  const { markets } = await read<{ markets: { market_Reference_Id: string; market_Name: string }[] }>(page, '/v1/market/list?limit=2');
  const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
  return { entity: entities[0], markets, lob: (code) => lob.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id };
}

/** A new opportunity of the journey's own on the first entity, with two lines (its case has no tasks). */
async function addOpportunity(page: Page, b: Book, lines: string[]) {
  return post(page, '/v1/opportunity/add', {
    first_Name_Insured_Reference_Id: b.entity.reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
    opportunity_Description: unique('Journey'), effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20),
    line_Of_Business: lines.map((line) => ({ line_Of_Business_Id: line })),
  });
}

const stepper = (page: Page) => page.getByRole('region', { name: 'Opportunity steps' });
const current = (page: Page) => stepper(page).locator('[aria-current="step"]');

describe('an agency admin walks an opportunity to its close', () => {
  it('walks the steps to proposed, marks it, makes and delivers a proposal, records the client response, closes it won and saves its draft policy from /policy', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const b = await book(page);
    const [gl, property] = [b.lob('general_liability'), b.lob('commercial_property')];
    const { opportunity_Reference_Id: id } = await addOpportunity(page, b, [gl, property]);
    // marketed through the API: a submission to the first market with a quote per line
    const submission = await post(page, '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: b.markets[0].market_Reference_Id, line_Of_Business: [{ line_Of_Business_Id: gl }, { line_Of_Business_Id: property }] });
    for (const [line, premium] of [[gl, '4,000.10'], [property, 6000.2]] as const) {
      await post(page, '/v1/opportunity/submission/quote', { version_Reference_Id: submission.version_Reference_Id, line_Of_Business_Id: line, quoted_Premium: premium });
    }

    await page.goto(`${running.app.url}/opportunity/${id}`);
    await stepper(page).waitFor();
    await expect.poll(() => current(page).textContent()).toContain('Step 1: Suspect');
    await recordTab(page, 'Activities', { selected: true }).waitFor();
    await stepper(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#step-gathering-info=prospect');
    await stepper(page).getByRole('button', { name: /Step 5: Proposed/ }).click();
    await stepper(page).getByRole('button', { name: 'Mark as Current Stage' }).click();
    await page.getByText('Opportunity is now at Proposed').waitFor();
    await expect.poll(() => stepper(page).getByRole('button', { name: 'Mark as Current Stage' }).isDisabled()).toBe(true);
    // the tick shows on the steps before the saved one, after a reload too
    await page.reload();
    await expect.poll(() => current(page).textContent()).toContain('Step 5: Proposed');
    expect(await stepper(page).getByRole('button', { name: /Step 4: Out to Market/ }).textContent()).toContain('completed');
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { name: 'Proposed' }).waitFor();
    // a tab chosen leaves the step in the address
    expect(await page.evaluate(() => window.location.hash)).toBe('#step-gathering-info=proposed');
    await page.getByRole('tab', { name: 'Market' }).click();
    await page.getByRole('table', { name: 'Market' }).getByRole('cell', { name: b.markets[0].market_Name }).first().waitFor();

    // no delivered proposal yet: Next waits; a proposal of both quotes is made and delivered
    expect(await stepper(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await stepper(page).getByText('Client Response needs a delivered proposal: mark a proposal as delivered first.').waitFor();
    await stepper(page).getByRole('button', { name: 'Add Proposal' }).click();
    const adding = page.getByRole('dialog', { name: 'Add Proposal' });
    await adding.getByRole('textbox', { name: 'Proposal Name' }).fill('Best options');
    await adding.getByRole('checkbox', { name: /General Liability/ }).check();
    await adding.getByRole('checkbox', { name: /Commercial Property/ }).check();
    await adding.getByRole('button', { name: 'Save' }).click();
    await stepper(page).getByText('Not Delivered').waitFor();
    await stepper(page).getByRole('button', { name: 'Mark as Delivered Best options' }).click();
    await stepper(page).getByText('Delivered', { exact: true }).waitFor();
    await stepper(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => current(page).textContent()).toContain('Step 6: Client Response');
    // the client accepts both lines at the delivered proposal's premiums
    for (const line of ['General Liability', 'Commercial Property']) await stepper(page).getByRole('group', { name: line }).getByRole('radio', { name: 'Accepted' }).check();
    expect(await stepper(page).getByRole('group', { name: 'General Liability' }).getByRole('textbox', { name: 'Premium chosen' }).inputValue()).toBe('4000.1');
    await stepper(page).getByRole('button', { name: 'Save Client Response' }).click();
    await page.getByText('Client response saved').waitFor();
    await stepper(page).getByRole('button', { name: 'Close Opportunity' }).click();
    await page.getByText('Are you sure you want to close this Opportunity?').waitFor();
    await stepper(page).getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'What are the results of the Opportunity?' });
    await dialog.getByRole('group', { name: 'Did You Win This Opportunity?' }).getByRole('radio', { name: 'Yes' }).check();
    // both lines were accepted: they come ticked at the accepted premiums
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Select All' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Total Premium' }).inputValue()).toBe('$10,000.30');
    await dialog.getByRole('textbox', { name: 'Total Revenue' }).fill('1,500.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Opportunity closed as won').waitFor();
    await expect.poll(() => current(page).textContent()).toContain('Step 7: Closed');
    await stepper(page).getByText('This Opportunity is closed.').waitFor();
    expect(await stepper(page).getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await page.goto(`${running.app.url}/policy`);
    const drafts = page.getByRole('complementary', { name: 'Policies' });
    await drafts.getByRole('img', { name: 'General Liability' }).first().waitFor();
    await drafts.getByRole('img', { name: 'Commercial Property' }).first().waitFor();
    // saved: one policy on the market quoted, its two lines at their won premiums
    await drafts.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('1 policy saved').waitFor();
    const { policies } = await read<{ policies: { opportunity_Reference_Id: string; actual_Premium: number; line_Of_Business: unknown[] }[] }>(page, `/v1/policies/opportunity?opportunity_Reference_Id=${id}`);
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({ actual_Premium: 10000.3 });
    expect(policies[0].line_Of_Business).toHaveLength(2);
    await page.close();
  });

  it("closes another lost with one reason applied to all lines", async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const b = await book(page);
    const { opportunity_Reference_Id: id } = await addOpportunity(page, b, [b.lob('general_liability'), b.lob('commercial_property')]);
    await page.goto(`${running.app.url}/opportunity/${id}#step-gathering-info=closed`);
    await stepper(page).getByText('Are you sure you want to close this Opportunity?').waitFor();
    await stepper(page).getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'What are the results of the Opportunity?' });
    await dialog.getByRole('group', { name: 'Did You Win This Opportunity?' }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('combobox', { name: 'General Liability' }).selectOption({ label: 'Not Competitive' });
    await dialog.getByRole('button', { name: 'Apply to all' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Commercial Property' }).inputValue()).toBe('not_Competitive');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Opportunity closed as lost').waitFor();
    await stepper(page).getByText('This Opportunity is closed.').waitFor();
    const [closed] = (await read<{ opportunity: Record<string, unknown>[] }>(page, `/v1/opportunity?opportunity_Reference_Id=${id}`)).opportunity;
    expect(closed).toMatchObject({ opportunity_Stage: 'closed_Lost', is_Won: false, actual_Premium: 0 });
    await page.close();
  });
});
