import { describe, it } from 'vitest';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

interface Policy { carrier_Issued_Policy_Id: string | null; insured_Name: string }

/** Issue 21: Generate Acord, an insured's policy certified to a new holder, the issued certificate in the viewer. */
describe('a CSR issues a certificate of liability', () => {
  it('finds the insured, picks its policy and the forms, previews, issues to a new holder and sees the certificate in the viewer', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'csr@harbor.test');
    const { policies } = await read<{ policies: Policy[] }>(page, '/v1/policy/list?limit=100&is_Active=true');
    const policy = policies.find((p) => p.carrier_Issued_Policy_Id && p.insured_Name.length >= 3)!;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Generate Acord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Certificate of Liability' });
    await dialog.getByText('Choose an insured and at least one policy to see the certificate.').waitFor();
    await dialog.getByRole('combobox', { name: 'Insured' }).pressSequentially(policy.insured_Name);
    await dialog.getByRole('option', { name: policy.insured_Name, exact: true }).first().click();
    await dialog.getByRole('checkbox', { name: `Certify ${policy.carrier_Issued_Policy_Id}` }).check();
    await dialog.getByRole('list', { name: 'Selected policies' }).getByText(policy.carrier_Issued_Policy_Id!).waitFor();
    await dialog.getByRole('checkbox', { name: 'Select All' }).check();
    await dialog.getByRole('region', { name: 'Certificate preview' }).locator('canvas').first().waitFor({ timeout: 60_000 });

    await dialog.getByRole('textbox', { name: 'Holder Name' }).fill('Journey Holder');
    await dialog.getByRole('button', { name: 'Issue Certificate' }).click();
    await page.getByText('Certificate issued to Journey Holder', { exact: true }).waitFor();
    const viewer = page.getByRole('dialog', { name: /^Preview of Certificate of Liability - Journey Holder - \d{4}-\d{2}-\d{2}\.pdf$/ });
    await viewer.locator('canvas').first().waitFor({ timeout: 60_000 });
    await viewer.getByRole('toolbar', { name: 'Preview tools' }).getByRole('button', { name: 'Download' }).waitFor();
    await page.screenshot({ path: 'test-results/certificate-viewer.png' });
    await viewer.getByRole('button', { name: 'Close' }).click();
    await dialog.getByRole('region', { name: 'Holders of this insured' }).getByRole('button', { name: 'Reissue to Journey Holder' }).waitFor();
    await page.close();
  }, 240_000);
});
