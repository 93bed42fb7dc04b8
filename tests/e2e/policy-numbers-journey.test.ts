import { describe, expect, it } from 'vitest';
import { post, read } from './helpers/api';
import { fieldError } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/** Issue 18 item 2, as the CSR met it: a Pre-bind policy without a number, bound and then issued from its page. */
describe('a CSR binds and issues a policy that has no number yet', () => {
  it('Bind asks the binder number and bind date, Issue the policy number; the number can be corrected afterwards and the history says so', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const { markets } = await read<{ markets: { market_Reference_Id: string }[] }>(page, '/v1/market/list?limit=1');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string }[] }>(page, '/v1/lob');
    const added = await post(page, '/v1/policy/add', {
      market_Reference_Id: markets[0].market_Reference_Id, first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity',
      policy_Type: 'New', effective_Date: day(-10), expiration_Date: day(355), line_Of_Business: [{ line_Of_Business_Id: lob[0].line_Of_Business_Id, selected_Premium: 4100, selected_Commission: 410 }],
    });
    await page.goto(`${running.app.url}/policy/${added.policy_Reference_Id}`);
    await page.getByRole('heading', { level: 2, name: `${entities[0].name} – Pre-bind Policy` }).waitFor();

    const actions = page.getByRole('group', { name: 'Policy actions' });
    await actions.getByRole('button', { name: 'Bind' }).click();
    const bind = page.getByRole('dialog', { name: 'Bind Policy' });
    await bind.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldError(page, 'Binder Number')).toBe('Enter the binder number: a policy is bound with its binder.');
    expect(await fieldError(page, 'Bind Date')).toBe('Enter the bind date: the day the carrier bound the policy.');
    await bind.getByLabel('Binder Number').fill('BN-2026-118');
    await bind.getByLabel('Bind Date').pressSequentially(typed(day(0)));
    await bind.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy is now Bound').waitFor();

    await actions.getByRole('button', { name: 'Issue' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Policy' });
    await issue.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldError(page, 'Policy Number')).toBe("Enter the carrier's policy number: a policy is issued with its number.");
    await issue.getByLabel('Policy Number').fill('GL-2026-04I');
    await issue.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy is now Issued').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Policy GL-2026-04I' }).waitFor();

    // a typo in the number is corrected, not endorsed
    await actions.getByRole('button', { name: 'Correct Policy Number' }).click();
    const correct = page.getByRole('dialog', { name: 'Correct Policy Number' });
    expect(await correct.getByLabel('Policy Number').inputValue()).toBe('GL-2026-04I');
    await correct.getByLabel('Policy Number').fill('GL-2026-041');
    await correct.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Policy number saved').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Policy GL-2026-041' }).waitFor();

    await page.getByRole('tab', { name: 'Policy History' }).click();
    await page.getByText('Policy number: GL-2026-04I → GL-2026-041').waitFor();
    await page.getByText('Status: Bound → Issued').waitFor();
    await page.getByText('Binder number: — → BN-2026-118').waitFor();
    await page.getByRole('tab', { name: 'General Info' }).click();
    await page.screenshot({ path: 'test-results/policy-numbers-1440.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/policy-numbers-1280.png' });
    await page.close();
  }, 180_000);
});
