import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { fieldError } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A new opportunity of the journey's own on the first entity. */
async function addOpportunity(page: Page) {
  const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
  const { lob } = await read<{ lob: { line_Of_Business_Id: string }[] }>(page, '/v1/lob');
  const { opportunity_Reference_Id: id } = await post(page, '/v1/opportunity/add', {
    first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
    opportunity_Description: unique('Losses'), effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20),
    line_Of_Business: [{ line_Of_Business_Id: lob[0].line_Of_Business_Id }],
  });
  return id;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
};
const cellsOf = async (row: Locator) => row.getByRole('cell').allTextContents();

describe('loss history and prior carriers on an opportunity and a policy', () => {
  it('adds a claim and a prior carrier on an opportunity, sees them in their tables and deletes the claim after its question; a policy shows its own', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const id = await addOpportunity(page);
    const { markets } = await read<{ markets: { market_Name: string }[] }>(page, '/v1/market/list?limit=1&sortKey=market_Name&sort=asc');
    const market = markets[0].market_Name;
    await page.goto(`${running.app.url}/opportunity/${id}`);

    const losses = await openTab(page, 'Loss History');
    await losses.getByText('No records available').waitFor();
    await losses.getByRole('button', { name: 'Add Loss History' }).click();
    const claim = page.getByRole('dialog', { name: 'Add Loss History' });
    await claim.getByLabel('Date Reported').pressSequentially('02012025');
    await claim.getByLabel('Date of Claim').pressSequentially('02052025');
    await claim.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'Date of Claim')).toBe('Date of Claim cannot be after Date Reported');
    await claim.getByLabel('Date of Claim').fill('');
    await claim.getByLabel('Date of Claim').pressSequentially('01202025');
    await claim.getByLabel('Paid').fill('12,000.50');
    await claim.getByLabel('Reserved').fill('500');
    await claim.getByLabel('Open').check();
    await claim.getByLabel('Description').fill('Kitchen fire');
    await claim.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Loss history added').waitFor();
    const lossTable = losses.getByRole('table', { name: 'Loss History' });
    const lossRow = lossTable.getByRole('row').filter({ hasText: 'Kitchen fire' });
    await expect.poll(() => cellsOf(lossRow)).toEqual(['02/01/2025', '01/20/2025', '$12,000.50', '$500.00', 'Yes', 'Kitchen fire', 'Delete']);

    const carriers = await openTab(page, 'Prior Carriers');
    await carriers.getByText('No records available').waitFor();
    await carriers.getByRole('button', { name: 'Add Prior Carrier' }).click();
    const carrier = page.getByRole('dialog', { name: 'Add Prior Carrier' });
    await carrier.getByLabel('Market').selectOption({ label: market });
    await carrier.getByLabel('Policy Number').fill('OLD-77');
    await carrier.getByRole('button', { name: 'Lines of Business' }).click();
    await carrier.getByRole('searchbox', { name: 'Search lines of business' }).fill('Cyber');
    await carrier.getByRole('checkbox', { name: 'Cyber Liability' }).check();
    // the next field takes the focus, which closes the list
    await carrier.getByLabel('Effective Date').pressSequentially('01012025');
    await carrier.getByLabel('Expiration Date').pressSequentially('01012026');
    await carrier.getByLabel('Premium (USD)').fill('3,400.10');
    await carrier.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Prior carrier added').waitFor();
    const carrierRow = carriers.getByRole('table', { name: 'Prior Carriers' }).getByRole('row').filter({ hasText: 'OLD-77' });
    await expect.poll(() => cellsOf(carrierRow)).toEqual([market, 'OLD-77', '01/01/2025', '01/01/2026', '$3,400.10', 'Cyber Liability', 'Delete']);

    // the claim is deleted after its question; No first keeps it
    await openTab(page, 'Loss History');
    await lossRow.getByRole('button', { name: 'Delete 02/01/2025' }).click();
    const question = page.getByRole('dialog', { name: 'Do you want to delete this Loss History?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => lossRow.count()).toBe(1);
    await lossRow.getByRole('button', { name: 'Delete 02/01/2025' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Loss history deleted').waitFor();
    await losses.getByText('No records available').waitFor();

    // a policy's tabs show the policy's own entries
    const { policies } = await read<{ policies: { policy_Reference_Id: string }[] }>(page, '/v1/policy/list?limit=1');
    const policyId = policies[0].policy_Reference_Id;
    const policyNumber = unique('PRIOR');
    const { markets: [first] } = await read<{ markets: { market_Reference_Id: string }[] }>(page, '/v1/market/list?limit=1');
    await post(page, '/v1/policy/add/priorcarrier', {
      policy_Reference_Id: policyId, market_Reference_Id: first.market_Reference_Id, carrier_Issued_Policy_Id: policyNumber,
      effective_Date: '2023-01-01', expiration_Date: '2024-01-01', premium: { fiat_Value: 2500 },
    });
    await page.goto(`${running.app.url}/policy/${policyId}`);
    const policyCarriers = await openTab(page, 'Prior Carriers');
    const policyRow = policyCarriers.getByRole('row').filter({ hasText: policyNumber });
    await expect.poll(() => cellsOf(policyRow)).toEqual([expect.any(String), policyNumber, '01/01/2023', '01/01/2024', '$2,500.00', '—', 'Delete']);
    expect(await policyCarriers.getByText('OLD-77').count()).toBe(0);
    await policyRow.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Do you want to delete this Prior Carrier?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Prior carrier deleted').waitFor();
    await expect.poll(() => policyRow.count()).toBe(0);
    await page.close();
  });

  it('a viewer sees the entries without Add or Delete', async () => {
    const context = await running.browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, running.app.url, 'admin@harbor.test');
    const id = await addOpportunity(admin);
    await post(admin, '/v1/opportunity/add/losshistory', { opportunity_Reference_Id: id, date_Reported: '2024-03-02', date_Of_Claim: '2024-03-01', loss_History_Description: 'Hail' });
    await context.close();
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'viewer@harbor.test');
    await page.goto(`${running.app.url}/opportunity/${id}`);
    const losses = await openTab(page, 'Loss History');
    await losses.getByRole('row').filter({ hasText: 'Hail' }).waitFor();
    expect(await losses.getByRole('button').count()).toBe(0);
    await page.close();
  });
});
