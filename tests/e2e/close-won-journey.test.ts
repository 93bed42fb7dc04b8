import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stepper = (page: Page) => page.getByRole('region', { name: 'Opportunity steps' });

/** Issue 18 item 6, as the CSR met it: the client accepted one line and declined the other; closing ignored that. */
describe('a CSR closes an opportunity as the client answered', () => {
  it('offers only the accepted line, ticked at its premium as money; the page says Won; the drafts name insured and market and open the opportunity; the Policy tab lists them', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=desc');
    const { markets } = await read<{ markets: { market_Reference_Id: string; market_Name: string }[] }>(page, '/v1/market/list?limit=1');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
    const code = (c: string) => lob.find((l) => l.line_Of_Business_Reference_Code === c)!.line_Of_Business_Id;
    const [gl, property] = [code('general_liability'), code('commercial_property')];
    const market = markets[0];
    // through the API, as far as the client's answer: quoted, proposed, delivered, GL accepted at 4,100 and property declined
    const { opportunity_Reference_Id: id } = await post(page, '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
      opportunity_Description: 'Package renewal – property declined', effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20),
      line_Of_Business: [{ line_Of_Business_Id: gl }, { line_Of_Business_Id: property }],
    });
    const submission = await post(page, '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: market.market_Reference_Id, line_Of_Business: [{ line_Of_Business_Id: gl }, { line_Of_Business_Id: property }] });
    const quotes = [];
    for (const [line, premium] of [[gl, 4100], [property, 6000]] as const) {
      quotes.push((await post(page, '/v1/opportunity/submission/quote', { version_Reference_Id: submission.version_Reference_Id, line_Of_Business_Id: line, quoted_Premium: premium })).quote_Reference_Id);
    }
    const proposal = await post(page, '/v1/opportunity/proposal/create', { opportunity_Reference_Id: id, name: 'Renewal options', quote_Reference_Id: quotes });
    await post(page, '/v1/opportunity/proposal/update', { proposal_Reference_Id: proposal.proposal_Reference_Id, version: 1, to_Update: { status: 'delivered' } }, 'PUT');
    await post(page, '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'client_Response' }, 'PUT');
    await post(page, '/v1/opportunity/clientresponse/lob/update', { opportunity_Reference_Id: id, lob: [
      { lob_Reference_Id: gl, client_Response_Status: 'accepted', selected_Premium: 4100, market_Reference_Id: market.market_Reference_Id },
      { lob_Reference_Id: property, client_Response_Status: 'declined', client_Decline_Reason: 'bad_Timing' },
    ] });

    await page.goto(`${running.app.url}/opportunity/${id}`);
    await stepper(page).getByRole('button', { name: 'Close Opportunity' }).click();
    await stepper(page).getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'What are the results of the Opportunity?' });
    await dialog.getByRole('group', { name: 'Did You Win This Opportunity?' }).getByRole('radio', { name: 'Yes' }).check();
    const accepted = dialog.getByRole('checkbox', { name: `General Liability ${market.market_Name}` });
    await expect.poll(() => accepted.isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: `Premium General Liability ${market.market_Name}` }).inputValue()).toBe('$4,100.00');
    expect(await dialog.getByRole('checkbox', { name: /Commercial Property/ }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Total Premium' }).inputValue()).toBe('$4,100.00');
    await dialog.getByRole('textbox', { name: 'Total Revenue' }).fill('492');
    await page.screenshot({ path: 'test-results/close-won-dialog-1440.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Opportunity closed as won').waitFor();

    // the page says Won, and its Policy tab lists the draft it made
    await page.getByText('Won', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Policy', exact: true }).click();
    const drafts = page.getByRole('region', { name: /Draft Policies/ });
    await drafts.getByText(market.market_Name).waitFor();
    await drafts.getByText('$4,100.00').waitFor();

    // the drafts panel names the insured and the market; the insured opens the opportunity
    await page.goto(`${running.app.url}/policy`);
    const panel = page.getByRole('complementary', { name: 'Policies' });
    const card = panel.getByRole('listitem').filter({ hasText: entities[0].name }).last();
    await card.getByText(market.market_Name).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/close-won-drafts-1280.png' });
    await card.getByRole('link', { name: entities[0].name }).click();
    await page.waitForURL(`**/opportunity/${id}`);
    await page.close();
  }, 180_000);
});
