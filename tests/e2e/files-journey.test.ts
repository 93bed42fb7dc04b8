import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { post } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();
const fileName = 'Quayside loss runs.pdf';

/**
 * A real one-page PDF that says `text`, padded with a comment to `bytes` so its upload takes
 * more than one progress event (the padding sits before the objects, so the offsets hold).
 */
function onePagePdf(text: string, bytes: number): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = `%PDF-1.4\n%${'x'.repeat(Math.max(0, bytes - 1000))}\n`;
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const row = (page: Page) => page.getByRole('row').filter({ hasText: fileName });
/** The entity page's Files tab (the hash opens it; the case side panel beside it has a Files tab of its own). */
const filesTab = (page: Page) => page.getByRole('tabpanel', { name: 'Files' }).first();

describe('files on an entity', () => {
  it('uploads a PDF with its progress, tags it, lists it on the entity and on /files, previews, downloads and deletes it', async () => {
    const page = await (await running.browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const entity = (await post(page, '/v1/entities/upsert', { entity: { name: 'Quayside Chandlery' } })).entity_Reference_Id;
    await page.goto(`${running.app.url}/entity/${entity}#files`);
    await expect.poll(() => filesTab(page).getByText('No Files yet').count()).toBe(1);

    await filesTab(page).getByRole('button', { name: 'Upload File' }).click();
    const attach = page.getByRole('dialog', { name: 'Attach File' });
    await expect.poll(() => attach.count()).toBe(1);
    // every value the progress bar takes, from the moment it appears
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progress: string[] }).progress = seen;
      new MutationObserver(() => {
        const now = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow');
        if (now && seen.at(-1) !== now) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await attach.getByLabel('Choose a file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: onePagePdf('Loss runs 2021 to 2026', 4 * 1024 * 1024) });
    const bar = attach.getByRole('progressbar', { name: `Upload of ${fileName}` });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
    const progress = (await page.evaluate(() => (window as unknown as { progress: string[] }).progress)).map(Number);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await attach.getByText(`${fileName} is uploaded.`).count()).toBe(1);
    await attach.getByRole('button', { name: 'Attach' }).click();

    const details = page.getByRole('dialog', { name: 'File Details' });
    await expect.poll(() => details.getByLabel('File Name').inputValue()).toBe(fileName);
    expect(await details.getByText('Fill out any missing details.').count()).toBe(1);
    expect(await details.getByRole('combobox', { name: 'Related to (Who)' }).inputValue()).toBe('Quayside Chandlery');
    await details.getByRole('button', { name: 'Tags' }).click();
    await details.getByRole('checkbox', { name: 'Loss Run' }).check();
    await details.getByRole('checkbox', { name: 'Underwriting Information' }).check();
    await details.getByLabel('Description').fill('Five years of claims');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('File details successfully updated').count()).toBe(1);
    await expect.poll(() => details.count()).toBe(0);

    await expect.poll(() => row(page).count()).toBe(1);
    // the list reads the saved tags again after the dialog closes: wait for that answer, not the first
    await expect.poll(() => row(page).getByText('Loss Run', { exact: true }).count()).toBe(1);
    expect(await row(page).getByText('Underwriting Information', { exact: true }).count()).toBe(1);

    await page.goto(`${running.app.url}/files`);
    await expect.poll(() => row(page).count()).toBe(1);

    await row(page).getByRole('button', { name: 'View details' }).click();
    const opened = page.getByRole('dialog', { name: fileName });
    await expect.poll(() => opened.getByText('Five years of claims').count()).toBe(1);
    expect(await opened.getByText('Quayside Chandlery · Entity').count()).toBe(1);
    await opened.getByRole('button', { name: 'Preview' }).click();
    // the PDF viewer opens over the details (which it hides from assistive technology), titled by the file's name, and draws the page
    const viewer = page.getByRole('dialog', { name: fileName }).filter({ has: page.getByRole('button', { name: 'Zoom in' }) });
    await expect.poll(() => viewer.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => viewer.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText('File Preview/download is not available for the selected File. Please try with a different file.').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await page.getByRole('dialog', { name: fileName }).getByRole('button', { name: 'Close' }).click();

    const downloading = page.waitForEvent('download');
    await row(page).getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);

    await row(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Do you want to delete this File?' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText('File successfully removed').count()).toBe(1);
    await expect.poll(() => row(page).count()).toBe(0);
    await page.goto(`${running.app.url}/entity/${entity}#files`);
    await expect.poll(() => filesTab(page).getByText('No Files yet').count()).toBe(1);
  });
});
