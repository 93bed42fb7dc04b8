import { describe, expect, it } from 'vitest';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

describe('errors that say what to fix', () => {
  it('a viewer typing /human/add sees at once that they cannot open it, not the form', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, running.app.url, 'viewer@harbor.test');
    await page.goto(`${running.app.url}/human/add`);
    await page.getByRole('heading', { name: "You can't open this page" }).waitFor();
    expect(await page.getByText('Your role does not allow it. Ask an administrator if you need access.').count()).toBe(1);
    expect(await page.getByLabel('First Name').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.close();
  });

  it('the first Tab offers a skip link to the main content, and the human list headers are heard by name', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(`${running.app.url}/human`);
    await page.locator('tbody > tr').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers[0]).toBe('Picture');
    expect(headers.join(' ')).not.toContain('profile_Image');
    await page.close();
  });
});
