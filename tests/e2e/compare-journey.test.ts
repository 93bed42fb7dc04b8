import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textDocx, textPdf } from '../api/helpers/documents';
import { post } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const upload = (page: Page, name: string, bytes: Buffer, fields: Record<string, string>) =>
  post(page, '/v1/upload/file', { upload: bytes.toString('base64'), name, fields });

/** Content-Security-Policy violations the page reports, as they happen. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

describe('compare files', () => {
  it("compares two versions of a document uploaded on an entity's case, and shows the changed line marked", async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const entity = (await post(page, '/v1/entities/upsert', { entity: { name: 'Pier Nine Marina' } })).entity_Reference_Id;
    const onCase = (await post(page, '/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entity, description: 'Renewal' })).irys_Case_Reference_Id;
    const first = textDocx(['Named insured: Pier Nine Marina', 'Hull limit: 250,000 per vessel', 'Deductible: 1,000']);
    const second = textDocx(['Named insured: Pier Nine Marina', 'Hull limit: 400,000 per vessel', 'Deductible: 1,000']);
    const file = (await upload(page, 'Hull schedule.docx', first, { irys_Case_Reference_Id: onCase })).file_Reference_Id;
    await upload(page, 'Hull schedule.docx', second, { file_Reference_Id: file });

    await page.goto(`${running.app.url}/entity/${entity}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await panel.getByRole('button', { name: 'Add', exact: true }).last().click();
    await page.getByRole('menuitem', { name: 'Compare Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Files' });
    await expect.poll(() => dialog.getByText("Select the files you'd like to compare and review").count()).toBe(1);
    const compare = dialog.getByRole('button', { name: 'Compare', exact: true });
    expect(await compare.getAttribute('aria-disabled')).toBe('true');

    await dialog.getByRole('button', { name: 'Compare the last two versions of Hull schedule.docx' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Version of Hull schedule.docx' }).evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))).toEqual(['1', '2']);
    expect(await compare.getAttribute('aria-disabled')).toBe('false');
    await compare.click();

    const before = dialog.getByRole('region', { name: 'Hull schedule.docx, version 1' });
    const after = dialog.getByRole('region', { name: 'Hull schedule.docx, version 2' });
    await expect.poll(() => before.locator('del[data-change="changed"]').allTextContents(), { timeout: 20_000 }).toEqual(['250,000']);
    expect(await after.locator('ins[data-change="changed"]').allTextContents()).toEqual(['400,000']);
    expect(await after.locator('ins').evaluate((mark) => mark.parentElement!.textContent!.split('\n').find((line) => line.includes('400,000')))).toBe('Hull limit: 400,000 per vessel');
    expect(await dialog.getByText('Difference 1 of 1').count()).toBe(1);
    expect(await before.locator('[data-current]').count()).toBe(1);
  });

  it('opens a PDF in the viewer and draws its page on a canvas under the Content-Security-Policy', async () => {
    const page = await (await running.browser.newContext()).newPage();
    const violations = await watchPolicy(page);
    await signIn(page, running.app.url, 'admin@harbor.test');
    const pdf = textPdf([['Certificate of insurance', 'Pier Nine Marina'], ['Second page']]);
    const name = 'Marina certificate.pdf';
    await upload(page, name, pdf, {});

    const response = await page.goto(`${running.app.url}/files`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'View details' }).click();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: `Preview of ${name}` });
    const canvas = viewer.locator('.react-pdf__Page canvas').first();
    await expect.poll(() => canvas.count(), { timeout: 20_000 }).toBe(1);
    // the page is drawn: its canvas has ink, not only the white page
    await expect.poll(() => canvas.evaluate((c) => {
      const { width, height } = c as HTMLCanvasElement;
      const pixels = (c as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
      return width > 100 && pixels.some((value, i) => i % 4 !== 3 && value < 128);
    }), { timeout: 20_000 }).toBe(true);
    expect(await viewer.getByText('Page 1 of 2').count()).toBe(1);

    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    expect(await viewer.getByText('110%').count()).toBe(1);
    await viewer.getByRole('button', { name: 'Thumbnails' }).click();
    await viewer.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => viewer.getByText('Page 2 of 2').count()).toBe(1);
    await viewer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'New Mail' }).count()).toBe(1);
    expect(violations).toEqual([]);
  });
});
