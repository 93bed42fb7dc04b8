import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

interface Policy { carrier_Issued_Policy_Id: string | null; insured_Name: string }

/** Issue 21: Generate Acord, an insured's policy certified to a new holder, the issued certificate in the viewer, a mass reissue with its progress. */
describe('a CSR issues a certificate of liability', () => {
  it('finds the insured, picks its policy and the forms, previews, issues to a new holder and sees the certificate in the viewer; Reissue All shows its progress per holder', async () => {
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
    const holders = dialog.getByRole('region', { name: 'Holders of this insured' });
    await holders.getByRole('button', { name: 'Reissue to Journey Holder' }).waitFor();

    // a second holder, then Reissue All: each holder's reissue is held until the progress before it has been seen
    await dialog.getByRole('combobox', { name: /^Holder/ }).selectOption({ label: 'New holder' });
    await dialog.getByRole('textbox', { name: 'Holder Name' }).fill('Second Holder');
    await dialog.getByRole('button', { name: 'Issue Certificate' }).click();
    await page.getByText('Certificate issued to Second Holder', { exact: true }).waitFor();
    await page.getByRole('dialog', { name: /^Preview of Certificate of Liability - Second Holder - / }).getByRole('button', { name: 'Close' }).click();
    await holders.getByRole('button', { name: 'Reissue to Second Holder' }).waitFor();
    const total = await holders.getByRole('button', { name: /^Reissue to / }).count();
    const held: Route[] = [];
    await page.route('**/v1/certificate/reissue', (route) => { held.push(route); });
    await holders.getByRole('button', { name: 'Reissue All' }).click();
    const progress = holders.getByRole('progressbar', { name: 'Reissue All' });
    for (let done = 0; done < total; done += 1) {
      await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);
      expect(await holders.getByText(/^Reissued \d+ of \d+$/).textContent()).toBe(`Reissued ${done} of ${total}`);
      expect(await progress.getAttribute('value')).toBe(String(done));
      await held.shift()!.continue();
    }
    await page.getByText(`Reissued ${total} of ${total} certificates`, { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => progress.count()).toBe(0);
    await page.close();
  }, 240_000);
});
