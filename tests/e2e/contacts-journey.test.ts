import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldError } from './helpers/fields';
import { post } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();
const stale = 'This contact information was changed by someone else since you opened it. Reload to see the latest details.';
const sharedWarning = 'This contact information is used on other records in Agency Desk. Any change you make here applies to all of them.';

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, running.app.url, 'admin@harbor.test');
  return page;
}

async function contactsOf(page: Page, path: string) {
  await page.goto(`${running.app.url}${path}`);
  await page.getByRole('tab', { name: 'Contact Information' }).click();
}

/** The card of the contact that shows this text. */
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

describe('contacts on the detail pages', () => {
  let human: string;
  let entity: string;

  it('adds a business contact to a human with a searched entity and a role; the entity shows it too', async () => {
    const page = await signedIn(running.browser);
    entity = (await post(page, '/v1/entities/upsert', { entity: { name: 'Quayside Chandlery' } })).entity_Reference_Id;
    human = (await post(page, '/v1/humans/upsert', { human: { first_Name: 'Marin', last_Name: 'Tidewell' } })).human_Reference_Id;
    await contactsOf(page, `/human/${human}`);
    await expect.poll(() => page.getByText('No records available').count()).toBe(1);

    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Add Personal Contact' }).count()).toBe(1);
    expect(await page.getByText('Fill out the new Contact Information').count()).toBe(1);
    await page.getByLabel('Contact Type').selectOption({ label: 'Business' });
    const dialog = page.getByRole('dialog', { name: 'Add Business Contact' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'Associated Entity')).toBe('Please specify the associated Entity.');
    expect(await fieldError(page, 'Role')).toBe('This field is required');

    const search = dialog.getByRole('combobox', { name: 'Associated Entity' });
    await search.pressSequentially('Quaysid');
    await expect.poll(() => dialog.getByRole('option', { name: 'Quayside Chandlery' }).count()).toBe(1);
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(await search.inputValue()).toBe('Quayside Chandlery');
    await dialog.getByLabel('Role').selectOption({ label: 'Producer' });
    await dialog.getByLabel('Contact Description').fill('Quayside desk');
    await dialog.getByLabel('Email', { exact: true }).fill('marin@quayside.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Business Contact successfully added').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const added = card(page, 'marin@quayside.example.com');
    await expect.poll(() => added.count()).toBe(1);
    expect(await added.textContent()).toContain('Quayside Chandlery');
    expect(await added.textContent()).toContain('Producer');
    // a human's business contact is its tie to the entity: it is edited, not deleted, here
    expect(await added.getByRole('button', { name: 'Edit Business Contact' }).count()).toBe(1);
    expect(await added.getByRole('button', { name: /Delete/ }).count()).toBe(0);

    await contactsOf(page, `/entity/${entity}`);
    await expect.poll(() => card(page, 'marin@quayside.example.com').count()).toBe(1);
    expect(await card(page, 'marin@quayside.example.com').textContent()).toContain('Quayside desk');
    await page.close();
  });

  it("edits that shared contact from the entity's page, warned that it changes everywhere; the human shows the change", async () => {
    const page = await signedIn(running.browser);
    await contactsOf(page, `/entity/${entity}`);
    await card(page, 'marin@quayside.example.com').getByRole('button', { name: 'Edit Business Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business Contact' });
    await expect.poll(() => dialog.getByText(sharedWarning).count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('marin@quayside.example.com');
    expect(await dialog.getByLabel('Contact Type').count()).toBe(0);
    await dialog.getByLabel('Email', { exact: true }).fill('orders@quayside.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Business Contact successfully updated').count()).toBe(1);
    await expect.poll(() => card(page, 'orders@quayside.example.com').count()).toBe(1);

    await contactsOf(page, `/human/${human}`);
    const shared = card(page, 'orders@quayside.example.com');
    await expect.poll(() => shared.count()).toBe(1);
    expect(await shared.textContent()).toContain('Quayside Chandlery');
    expect(await shared.textContent()).toContain('Producer');

    // someone saves the same contact first: the later save is refused with the server's sentence
    await shared.getByRole('button', { name: 'Edit Business Contact' }).click();
    const mine = page.getByRole('dialog', { name: 'Edit Business Contact' });
    await expect.poll(() => mine.getByLabel('Associated Entity').inputValue()).toBe('Quayside Chandlery');
    const other = await signedIn(running.browser);
    await contactsOf(other, `/entity/${entity}`);
    await card(other, 'orders@quayside.example.com').getByRole('button', { name: 'Edit Business Contact' }).click();
    await other.getByLabel('Title').fill('Buyer');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => other.getByText('Business Contact successfully updated').count()).toBe(1);
    await mine.getByLabel('Title').fill('Owner');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(stale).count()).toBe(1);
    expect(await mine.count()).toBe(1);
    await other.close();
    await page.close();
  });

  it('asks before discarding what was typed, and removes a personal contact after asking', async () => {
    const page = await signedIn(running.browser);
    await contactsOf(page, `/human/${human}`);
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Personal Contact' });
    await dialog.getByLabel('Contact Description').fill('Boat shed');
    // Escape is Cancel: with something typed it asks first (DECISIONS 185)
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Are you sure you want to discard the changes you made?' });
    await expect.poll(() => discard.count()).toBe(1);
    await discard.getByRole('button', { name: 'No' }).click();
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => discard.count()).toBe(1);
    expect(await discard.textContent()).toContain('Any information you have entered will be lost');
    await discard.getByRole('button', { name: 'No' }).click();
    expect(await dialog.getByLabel('Contact Description').inputValue()).toBe('Boat shed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Boat shed').count()).toBe(0);

    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill('marin@home.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Personal Contact successfully added').count()).toBe(1);
    await card(page, 'marin@home.example.com').getByRole('button', { name: 'Delete Personal Contact' }).click();
    const remove = page.getByRole('dialog', { name: 'Do you want to delete this Contact Information?' });
    expect(await remove.textContent()).toContain('Any information you have entered will be lost');
    await remove.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText('Contact Information successfully removed').count()).toBe(1);
    await expect.poll(() => card(page, 'marin@home.example.com').count()).toBe(0);
    expect(await card(page, 'orders@quayside.example.com').count()).toBe(1);
    await page.close();
  });

  it('adds an entity not yet on the books from the business contact\'s search (quick add) and chooses it', async () => {
    const page = await signedIn(running.browser);
    await contactsOf(page, `/human/${human}`);
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await page.getByLabel('Contact Type').selectOption({ label: 'Business' });
    const dialog = page.getByRole('dialog', { name: 'Add Business Contact' });
    const search = dialog.getByRole('combobox', { name: 'Associated Entity' });
    await search.pressSequentially('Lanternfish');
    await expect.poll(() => dialog.getByText('No results found').count()).toBe(1);
    await dialog.getByRole('option', { name: 'Add Entity' }).click();
    const quickAdd = page.getByRole('dialog', { name: 'Add Entity' });
    await expect.poll(() => quickAdd.count()).toBe(1);
    await quickAdd.getByLabel('Business Name').fill('Lanternfish Marine Supply');
    await quickAdd.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Entity successfully added').count()).toBe(1);
    await expect.poll(() => quickAdd.count()).toBe(0);
    // the contact form is as it was, the new entity chosen
    await expect.poll(() => search.inputValue()).toBe('Lanternfish Marine Supply');
    await dialog.getByLabel('Role').selectOption({ label: 'Producer' });
    await dialog.getByLabel('Email', { exact: true }).fill('desk@lanternfish.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Business Contact successfully added').count()).toBe(1);
    expect(await card(page, 'desk@lanternfish.example.com').textContent()).toContain('Lanternfish Marine Supply');
    await page.close();
  });
});
