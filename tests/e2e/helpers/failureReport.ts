import type { Browser, Page } from 'playwright-core';

const shownText = 1_500;

/** A request worth naming when a journey fails: one that failed, answered 4xx/5xx, or had no answer yet. */
async function unusual(page: Page): Promise<string[]> {
  const lines: string[] = [];
  for (const request of await page.requests()) {
    const failure = request.failure();
    const response = failure ? null : await request.response().catch(() => null);
    const url = request.url().replace(/^https?:\/\/[^/]+/, '');
    if (failure) lines.push(`${request.method()} ${url} failed: ${failure.errorText}`);
    else if (!response) lines.push(`${request.method()} ${url} had no answer (still waiting, or cut off by a navigation)`);
    else if (response.status() >= 400) lines.push(`${request.method()} ${url} answered ${response.status()}`);
  }
  return lines;
}

/** What one page showed and went through, as text: its address, its visible text, its errors and unusual requests. */
async function pageReport(page: Page, index: number): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((shown) => shown.replace(/[\t ]*\n[\t\n ]*/g, '\n').slice(0, shownText))
    .catch((error: Error) => `(its text could not be read: ${error.message})`);
  const console = (await page.consoleMessages().catch(() => []))
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .slice(-10)
    .map((message) => `${message.type()}: ${message.text()}`);
  const errors = (await page.pageErrors().catch(() => [])).slice(-5).map((error) => `page error: ${error.message}`);
  const requests = await unusual(page).catch(() => []);
  return [`-- page ${index + 1}: ${page.url()}`, text, ...console, ...errors, ...requests].join('\n');
}

/**
 * When a journey fails, what its browser's open pages showed (a failure on a loaded CI runner says
 * only which locator it waited for; this says what the screen held instead, and why).
 */
export async function failureReport(browser: Browser | undefined): Promise<string> {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  const reports = await Promise.all(pages.filter((page) => !page.isClosed()).map(pageReport));
  return ['The open pages when the journey failed:', ...reports].join('\n');
}
