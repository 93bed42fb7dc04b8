import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** yyyy-MM-dd as keyed into a date field (its mask adds the slashes). */
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const row = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Fills the add-policy form's policy part: market, number, an entity as first named insured, dates. */
async function fillPolicy(page: Page, number: string, insured: string, from: string, to: string) {
  await page.getByLabel('Market', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Carrier Policy Number').fill(number);
  await page.getByRole('radio', { name: 'Entity' }).click();
  await page.getByRole('combobox', { name: 'First Named Insured' }).fill(insured.slice(0, 6));
  await page.getByRole('option', { name: insured }).first().click();
  await page.getByLabel('Effective Date').pressSequentially(typed(from));
  await page.getByLabel('Expiration Date').pressSequentially(typed(to));
}

/** Chooses lines in the lines-of-business picker. */
async function chooseLines(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Lines of Business', exact: true }).click();
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Search lines of business' }).fill(name);
    await page.getByRole('checkbox', { name }).check();
  }
  await page.keyboard.press('Escape');
}

async function fillRow(group: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await group.getByLabel(label, { exact: true }).fill(value);
}

describe('an agency admin adds and changes policies', () => {
  it('adds a policy with two lines, a fee and a tax; binds and issues it; endorses it; cancels it and sees the return premium', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const insured = entities[0].name;
    const number = unique('PX');
    const from = day(-30);
    const to = day(335);

    await page.goto(`${running.app.url}/policy/add`);
    await page.getByRole('heading', { name: 'Add Policy' }).waitFor();
    await fillPolicy(page, number, insured, from, to);
    await chooseLines(page, ['General Liability', 'Commercial Property']);
    await fillRow(row(page, 'Line 1'), { Premium: '1000', Commission: '150' });
    await fillRow(row(page, 'Line 2'), { Premium: '2650.50', Commission: '265.05' });

    await page.getByRole('button', { name: 'Add Fee' }).click();
    const fee = row(page, 'Fee 1');
    await fee.getByLabel('Fee Type').selectOption({ label: 'Policy Fee' });
    await fee.getByLabel('Fee Amount').fill('100');
    await fee.getByLabel('Commissionable').check();
    await fee.getByLabel('Commission Percent').fill('10');
    await page.getByRole('button', { name: 'Add Tax' }).click();
    const tax = row(page, 'Tax 1');
    await tax.getByLabel('Tax Type').selectOption({ label: 'Surplus Lines Tax' });
    await tax.getByLabel('Tax Amount').fill('1,234.56');
    await tax.getByLabel('Responsible for Filing').selectOption({ label: 'Broker' });

    const total = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => total('Total Premium').textContent()).toBe('$3,650.50');
    expect(await total('Total Commission').textContent()).toBe('$425.05');
    expect(await total('Total Cost').textContent()).toBe('$4,985.06');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy successfully added').waitFor();
    await page.waitForURL(/\/policy\/[0-9a-f-]{36}$/);
    const firstId = page.url().split('/').pop()!;
    const stored = (await read<{ policy: { actual_Premium: number; actual_Commission: number; total_Taxes: number; total_Fees: number; line_Of_Business: unknown[] } }>(page, `/v1/policy/fetch?policy_Reference_Id=${firstId}`)).policy;
    expect(stored).toMatchObject({ actual_Premium: 3650.5, actual_Commission: 425.05, total_Taxes: 1234.56, total_Fees: 100 });
    expect(stored.line_Of_Business).toHaveLength(2);

    // bind, then issue: the table's next steps; then no free edit, an endorsement instead
    const actions = page.getByRole('group', { name: 'Policy actions' });
    await actions.getByRole('link', { name: 'Edit' }).waitFor();
    await actions.getByRole('button', { name: 'Bind' }).click();
    const bind = page.getByRole('dialog', { name: 'Bind Policy' });
    await bind.getByLabel('Binder Number').fill('BN-1');
    await bind.getByLabel('Bind Date').pressSequentially(typed(day(0)));
    await bind.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy is now Bound').waitFor();
    // the number it was added with is the one it is issued under
    await actions.getByRole('button', { name: 'Issue' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Policy' });
    expect(await issue.getByLabel('Policy Number').inputValue()).toBe(number);
    await issue.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy is now Issued').waitFor();
    await actions.getByRole('button', { name: 'Endorse' }).waitFor();
    expect(await actions.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    // the edit page of an issued policy says why it is no longer edited freely
    await page.goto(`${running.app.url}/policy/${firstId}/edit`);
    await page.getByText('This policy is Issued: it can no longer be edited freely. Make a policy change (endorsement) instead.').waitFor();
    await page.goto(`${running.app.url}/policy/${firstId}`);

    // endorse: a new version with a line repriced, effective today
    await actions.getByRole('button', { name: 'Endorse' }).click();
    const change = page.getByRole('dialog', { name: 'Policy Change (Endorsement)' });
    await change.getByLabel('Change Effective Date').pressSequentially(typed(day(0)));
    await change.getByLabel('Version Title').fill('Raise general liability');
    // the money field shows its amount unformatted once focused: select it all, then type
    const premium = row(page, 'Line 1').getByLabel('Premium');
    await premium.click();
    await premium.press('ControlOrMeta+a');
    await premium.pressSequentially('1200');
    await change.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy change saved as version 2').waitFor();
    await page.waitForURL((url) => /\/policy\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(firstId));
    const secondId = page.url().split('/').pop()!;
    const versions = page.getByRole('banner').getByRole('combobox', { name: 'Policy version' });
    await expect.poll(() => versions.locator('option').allTextContents()).toEqual(['Version 1', 'Raise general liability']);
    await versions.selectOption({ label: 'Version 1' });
    await page.waitForURL(`**/policy/${firstId}`);
    // an earlier version offers no moves but retiring
    await expect.poll(() => actions.getByRole('button', { name: 'Endorse' }).count()).toBe(0);
    await versions.selectOption({ label: 'Raise general liability' });
    await page.waitForURL(`**/policy/${secondId}`);

    // cancel today: the pro-rata return premium the server computes (335 of 365 days left)
    await actions.getByRole('button', { name: 'Cancel Policy' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Policy' });
    await cancel.getByLabel('Cancellation Date').pressSequentially(typed(day(0)));
    await cancel.getByLabel('Reason').fill('Insured sold the business');
    await cancel.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy cancelled').waitFor();
    const returned = Math.round((3850.5 * 335 * 100) / 365) / 100;
    await page.getByText(`Return premium: ${money(returned)}`).waitFor();
    await actions.getByRole('button', { name: 'Reinstate' }).waitFor();
    await page.close();
  });

  it('saves three draft policies at once; a draft that fails names itself and nothing is saved', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'csr@harbor.test');
    const { entities } = await read<{ entities: { name: string; reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
    const { markets } = await read<{ markets: { market_Reference_Id: string }[] }>(page, '/v1/market/list?limit=1');
    const numbers = [unique('DA'), unique('DB'), unique('DC')];

    // the first from the add-policy form: Save as draft
    await page.goto(`${running.app.url}/policy/add`);
    await page.getByRole('heading', { name: 'Add Policy' }).waitFor();
    await fillPolicy(page, numbers[0], entities[0].name, day(0), day(365));
    await chooseLines(page, ['Cyber Liability']);
    await fillRow(row(page, 'Line 1'), { Premium: '1,500', Commission: '150' });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Draft policy saved').waitFor();
    await page.waitForURL('**/policy');

    // two more kept on the server; the second's dates are the wrong way round
    const draft = (policyNumber: string, expirationDate: string) => ({
      policyNumber, marketId: markets[0].market_Reference_Id, first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity',
      policyType: 'New', effectiveDate: day(0), expirationDate,
      lineOfBusinessInfo: [{ reference_Id: lob.find((l) => l.line_Of_Business_Reference_Code === 'umbrella')!.line_Of_Business_Id, premium: '800', commissionDollars: '80' }],
    });
    await post(page, '/v1/policy/draft/add', draft(numbers[1], day(-10)));
    await post(page, '/v1/policy/draft/add', draft(numbers[2], day(365)));
    // a reload loses nothing: the drafts are the server's
    await page.reload();
    const panel = page.getByRole('complementary', { name: 'Policies' });
    for (const n of numbers) await panel.getByText(n, { exact: true }).waitFor();
    expect(await panel.getByText('$1,500.00').count()).toBe(1);

    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await panel.getByRole('alert').textContent()).toBe(`Draft policy ${numbers[1]} could not be saved: Expiration Date must be after Effective Date. No policies were saved.`);
    for (const n of numbers) {
      await panel.getByText(n, { exact: true }).waitFor();
      expect((await read<{ count: number }>(page, `/v1/policy/list?search=${n}`)).count).toBe(0);
    }

    // the failing one taken off and made again right
    await panel.getByRole('button', { name: `Remove draft policy ${numbers[1]}` }).click();
    await page.getByText('Draft policy removed').waitFor();
    await post(page, '/v1/policy/draft/add', draft(numbers[1], day(365)));
    await page.reload();
    for (const n of numbers) await panel.getByText(n, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('3 policies saved').waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    for (const n of numbers) expect((await read<{ count: number }>(page, `/v1/policy/list?search=${n}`)).count).toBe(1);
    await page.close();
  });
});
