import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

type Line = { line_Of_Business_Id: string; line_Of_Business_Name: string; selected_Premium: number; selected_Commission: number };
type Policy = {
  policy_Reference_Id: string; version: number; carrier_Issued_Policy_Id: string; policy_Status: string; effective_Date: string; expiration_Date: string;
  first_Name_Insured_Type: string; first_Name_Insured_Reference_Id: string; line_Of_Business: Line[];
};

const bodyRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('button', { name: /^(Show|Hide) Lines of Business$/ }) });
const statusLabels = ['Bound', 'Issued', 'Reinstated', 'Pending Cancel'];
/** The list's cells of a column, by its place (the row toggle first). */
const column = (page: Page, place: number) => page.locator(`tbody > tr > td:nth-child(${place})`);
const today = new Date().toISOString().slice(0, 10);

describe('an agency admin browses the book of business', () => {
  it('filters the policies by status and a line of business, opens a row, a policy, its versions and history; the markets and their tiles; an entity\'s policies', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Policies' }).click();
    await page.waitForURL('**/policy');
    await expect.poll(() => bodyRows(page).count()).toBe(15);
    expect(await page.getByRole('button', { name: 'Add Policy' }).count()).toBe(1);

    // active policies with cyber liability
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Active' });
    await page.getByRole('button', { name: 'Lines of business', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search lines of business' }).fill('cyber');
    await page.getByRole('checkbox', { name: 'Cyber Liability' }).check();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(async () => {
      const statuses = await column(page, 9).allTextContents();
      return statuses.length > 0 && statuses.every((s) => statusLabels.includes(s));
    }).toBe(true);
    await expect.poll(() => bodyRows(page).first().getByRole('listitem').filter({ hasText: 'Cyber Liability' }).count()).toBe(1);

    // a row opens to its lines with premium and commission (one that can be endorsed: not pending cancellation)
    const first = bodyRows(page).filter({ hasNotText: 'Pending Cancel' }).first();
    const number = (await first.getByRole('link').textContent())!;
    await first.getByRole('button', { name: 'Show Lines of Business' }).click();
    const lines = page.getByRole('table', { name: 'Lines of Business' });
    expect(await lines.getByRole('columnheader').allTextContents()).toEqual(['Line of Business', 'Premium', 'Commission']);
    expect(await lines.getByRole('row').filter({ hasText: 'Cyber Liability' }).getByRole('cell').nth(1).textContent()).toMatch(/^\$[\d,]+\.\d\d$/);

    // an endorsement makes version 2; the top bar switches between them
    const { policies } = await read<{ policies: Policy[] }>(page, `/v1/policy/list?search=${encodeURIComponent(number)}`);
    const policy = (await read<{ policy: Policy & { allowed_Actions: string[] } }>(page, `/v1/policy/fetch?policy_Reference_Id=${policies[0].policy_Reference_Id}`)).policy;
    const line = policy.line_Of_Business[0];
    const changed = await post(page, '/v1/policy/change', {
      policy_Reference_Id: policy.policy_Reference_Id, version: policy.version, change_Effective_Date: policy.effective_Date > today ? policy.effective_Date : today, version_Title: 'Raise the limit',
      line_Of_Business: [{ ...policy.line_Of_Business.map(({ line_Of_Business_Id, selected_Premium, selected_Commission }) => ({ line_Of_Business_Id, selected_Premium, selected_Commission }))[0], selected_Premium: line.selected_Premium + 500 },
        ...policy.line_Of_Business.slice(1).map(({ line_Of_Business_Id, selected_Premium, selected_Commission }) => ({ line_Of_Business_Id, selected_Premium, selected_Commission }))],
    });
    expect(changed.policy_Reference_Id).toBeTruthy();
    await first.getByRole('link').click();
    await page.waitForURL(`**/policy/${policy.policy_Reference_Id}`);
    await page.getByRole('tab', { name: 'General Info' }).waitFor();
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('heading', { level: 1 }).textContent()).toBe(`Policy ${number}`);
    const versions = banner.getByRole('combobox', { name: 'Policy version' });
    await expect.poll(() => versions.locator('option').allTextContents()).toEqual(['Version 1', 'Raise the limit']);
    await versions.selectOption({ label: 'Raise the limit' });
    await page.waitForURL(`**/policy/${changed.policy_Reference_Id}`);
    await expect.poll(() => page.getByText('Version Title', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('Raise the limit');
    expect(await versions.inputValue()).toBe(changed.policy_Reference_Id);
    await page.getByRole('tab', { name: 'Policy History' }).click();
    await page.getByRole('heading', { name: 'Policy change (endorsement)' }).waitFor();
    expect(await page.getByText(/^Lines repriced: /).textContent()).toContain(line.line_Of_Business_Name);
    await versions.selectOption({ label: 'Version 1' });
    await page.waitForURL(`**/policy/${policy.policy_Reference_Id}`);
    // beside it, the case side panel of its insured
    await page.getByRole('complementary', { name: 'Activities and files of this record' }).getByRole('tab', { name: 'Activities' }).waitFor();
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await page.getByText('No submissions yet').waitFor();

    // the markets: the tiles over the book, a market with its Active badge and policies
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Market' }).click();
    await page.waitForURL('**/market');
    const tile = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => tile('Total Markets').textContent()).toBe('11');
    expect(Number(await tile('Total Policies').textContent())).toBeGreaterThan(100);
    expect(await tile('Total Policy Premium').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await tile('Total Revenue').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    const market = page.getByRole('row').nth(1);
    const marketName = (await market.getByRole('link').textContent())!;
    await market.getByRole('link').click();
    await page.waitForURL(/\/market\/[0-9a-f-]{36}$/);
    await expect.poll(() => banner.getByRole('heading', { level: 1 }).textContent()).toBe(marketName);
    expect(await banner.getByText('Active', { exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    expect((await column(page, 4).allTextContents()).every((name) => name.startsWith(marketName.slice(0, 30)))).toBe(true);

    // an entity's Policies tab lists its policies
    const { policies: ofEntities } = await read<{ policies: Policy[] }>(page, '/v1/policy/list?limit=100&is_Active=true');
    const insured = ofEntities.find((p) => p.first_Name_Insured_Type === 'entity')!;
    await page.goto(`${running.app.url}/entity/${insured.first_Name_Insured_Reference_Id}`);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.getByRole('link', { name: insured.carrier_Issued_Policy_Id }).waitFor();
    await page.close();
  });

  it('adds a market, edits it, and is told why a market with policies cannot be retired', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/market`);
    await page.getByRole('button', { name: 'Add Market' }).click();
    await page.waitForURL('**/market/add');
    await page.getByRole('heading', { name: 'Add Market' }).waitFor();
    await page.getByLabel('Market Name', { exact: true }).fill('Zephyr Specialty Markets');
    await page.getByLabel('Type').selectOption({ label: 'MGA' });
    await page.getByLabel('NAIC Code').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/market\/[0-9a-f-]{36}$/);
    await page.getByText('Market successfully added').waitFor();
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('heading', { level: 1 }).textContent()).toBe('Zephyr Specialty Markets');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/edit');
    await expect.poll(() => page.getByLabel('NAIC Code').inputValue()).toBe('12345');
    await page.getByRole('radiogroup', { name: 'Active' }).getByRole('radio', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/market\/[0-9a-f-]{36}$/);
    await page.getByText('Market successfully updated').waitFor();
    await expect.poll(() => banner.getByText('Inactive', { exact: true }).count()).toBe(1);

    await page.goto(`${running.app.url}/market`);
    const withPolicies = page.getByRole('row').filter({ hasText: 'Granite Mutual' });
    await withPolicies.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('This market has policies on the books; retire or move them first.').waitFor();
    await page.close();
  });
});
