import type { Browser } from 'playwright-core';

/**
 * `E2E_API_DELAY=MAX`: each API request a journey's page sends waits a random 0..MAX ms before it
 * goes, so answers arrive late and out of order as on a loaded machine. A journey that reads the
 * screen before the answer it needs has arrived fails at once instead of once in a hundred runs.
 */
const maxDelay = Number(process.env.E2E_API_DELAY ?? 0);

export function withSlowApi(browser: Browser): Browser {
  if (!maxDelay) return browser;
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.route(/\/v1\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelay));
      await route.fallback();
    });
    return page;
  };
  return browser;
}
