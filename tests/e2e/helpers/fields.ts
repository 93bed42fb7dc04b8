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

/**
 * Types into a field, leaves it and waits out the form's check on leaving (250 ms after): the next
 * step starts after it. At load the check's message may come later still: read it with `expect.poll`.
 */
export async function blurWith(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.blur();
  await page.waitForTimeout(400);
}

/** The tabs of the record a page shows, not the case side panel's beside them (both have an Activities and a Files tab). */
export const recordTab = (page: Page, name: string, options: { selected?: boolean } = {}) =>
  page.locator(`[role=tablist]:not([aria-label="${messages.work.panel}"])`).getByRole('tab', { name, exact: true, ...options });
