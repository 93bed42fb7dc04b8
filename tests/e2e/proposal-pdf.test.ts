import { describe, expect, it } from 'vitest';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';
import { downloadedBytes } from './helpers/downloads';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("a proposal's PDF", () => {
  it('Download PDF on the Proposed step saves the proposal as a PDF named after it, from the keyboard', async () => {
    const page = await (await running.browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const { markets } = await read<{ markets: { market_Reference_Id: string }[] }>(page, '/v1/market/list?limit=1');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[] }>(page, '/v1/lob');
    const line = lob.find((l) => l.line_Of_Business_Reference_Code === 'general_liability')!.line_Of_Business_Id;
    const { opportunity_Reference_Id: id } = await post(page, '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
      opportunity_Description: `Proposal PDF ${Date.now().toString(36)}`, effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: line }],
    });
    const submission = await post(page, '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: markets[0].market_Reference_Id, line_Of_Business: [{ line_Of_Business_Id: line }] });
    const { quote_Reference_Id: quote } = await post(page, '/v1/opportunity/submission/quote', { version_Reference_Id: submission.version_Reference_Id, line_Of_Business_Id: line, quoted_Premium: '4,000.10' });
    await post(page, '/v1/opportunity/proposal/create', { opportunity_Reference_Id: id, name: 'Best options 🏠', quote_Reference_Id: [quote] });
    await post(page, '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'proposed' }, 'PUT');

    await page.goto(`${running.app.url}/opportunity/${id}`);
    const action = page.getByRole('button', { name: 'Download PDF Best options 🏠' });
    await action.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Best options 🏠.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect.poll(() => action.isEnabled()).toBe(true);
  });
});
