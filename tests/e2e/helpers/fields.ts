import type { Page } from 'playwright-core';
import messages from '../../../screens/messages.json';

/** The message under a field (its error, or its hint): the element its input names with aria-describedby ending in -error. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const describedBy = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  const error = page.locator(`[id="${errorId}"]`);
  return (await error.count()) ? ((await error.textContent()) ?? '') : '';
}

/** Types into a field and leaves it: the form checks it a moment later (poll `fieldError` for what it says). */
export async function blurWith(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.blur();
}

/** The tabs of the record a page shows, not the case side panel's beside them (both have an Activities and a Files tab). */
export const recordTab = (page: Page, name: string, options: { selected?: boolean } = {}) =>
  page.locator(`[role=tablist]:not([aria-label="${messages.work.panel}"])`).getByRole('tab', { name, exact: true, ...options });
