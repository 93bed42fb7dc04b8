import { PDFDocument } from '@cantoo/pdf-lib';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

interface Policy { carrier_Issued_Policy_Id: string | null; insured_Name: string }

/** Issue 21: Generate Acord, an insured's policy certified to a new holder, the issued certificate in the viewer, a mass reissue with its progress; a tenant's own ACORD form uploaded and removed in the Admin Portal. */
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

  // after the CSR's journey: while Harbor has its own ACORD 25, its certificates are issued on it
  it("a tenant admin uploads the agency's licensed ACORD 25 in the Admin Portal, mapping our fields to the PDF's own, then removes it", async () => {
    const licensed = await PDFDocument.create();
    const sheet = licensed.addPage();
    for (const [i, name] of ['NamedInsured', 'PolicyNumber_A', 'CertHolder'].entries()) licensed.getForm().createTextField(name).addToPage(sheet, { x: 40, y: 700 - i * 40, width: 300, height: 24 });
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/admin`);
    const section = page.getByRole('region', { name: 'Certificate Forms' });
    const acord25 = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ACORD 25' }) });
    await acord25.getByText('Our certificate').waitFor({ timeout: 30_000 });
    await acord25.getByRole('button', { name: 'Upload ACORD 25' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload ACORD 25' });
    await dialog.getByLabel('Choose PDF').setInputFiles({ name: 'acord25.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await licensed.save()) });
    await dialog.getByText('acord25.pdf: 3 text fields').waitFor({ timeout: 20_000 });
    await dialog.getByRole('combobox', { name: 'insured', exact: true }).selectOption('NamedInsured');
    await dialog.getByRole('combobox', { name: 'coverage_1_policy_number', exact: true }).selectOption('PolicyNumber_A');
    await dialog.getByRole('combobox', { name: 'holder', exact: true }).selectOption('CertHolder');
    await dialog.getByRole('button', { name: 'Save Form' }).click();
    await page.getByText('Form saved: certificates are now issued on it', { exact: true }).waitFor({ timeout: 20_000 });
    await acord25.getByText(/^Uploaded \d{2}\/\d{2}\/\d{4} by /).waitFor();
    expect(await acord25.getByRole('cell', { name: '3', exact: true }).count()).toBe(1);
    const { forms } = await read<{ forms: { form: string; field_Map: Record<string, string> }[] }>(page, '/v1/certificate/forms');
    expect(forms).toEqual([expect.objectContaining({ form: 'acord_25', field_Map: { insured: 'NamedInsured', coverage_1_policy_number: 'PolicyNumber_A', holder: 'CertHolder' } })]);

    await acord25.getByRole('button', { name: 'Remove ACORD 25' }).click();
    await page.getByRole('dialog', { name: 'Remove ACORD 25?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Form removed: certificates are issued on ours again', { exact: true }).waitFor({ timeout: 20_000 });
    await acord25.getByText('Our certificate').waitFor();
    await page.close();
  }, 120_000);
});
