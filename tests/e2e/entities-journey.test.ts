import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blurWith, fieldError, recordTab } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();
const url = (path: string) => `${running.app.url}${path}`;
const newPage = () => running.browser.newPage();

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('an agency admin works an entity end to end', () => {
  it('adds an entity with both addresses and a contact, tripping each rule once, edits it, closes it and deletes it from the list', async () => {
    const page = await newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Entities' }).click();
    await page.waitForURL('**/entity');
    await page.getByRole('button', { name: 'Add Entity' }).click();
    await page.waitForURL('**/entity/add');
    await expect.poll(() => page.getByRole('heading', { name: 'Add Entity' }).count()).toBe(1);

    await save(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Business Name is required' }).count()).toBeGreaterThan(0);
    await expect.poll(() => fieldError(page, 'Business Name')).toBe('Business Name is required');
    await blurWith(page, 'Business Name', 'Acme');
    await expect.poll(() => fieldError(page, 'Business Name')).toBe('Minimum length is 5');
    await page.getByLabel('Business Name', { exact: true }).fill('H'.repeat(120));
    expect(await page.getByLabel('Business Name', { exact: true }).inputValue()).toHaveLength(100);
    await blurWith(page, 'Business Name', 'Harbor Marine Supply');

    await blurWith(page, 'DBA', 'D'.repeat(101));
    await expect.poll(() => fieldError(page, 'DBA')).toBe('DBA cannot exceed 100 characters.');
    await blurWith(page, 'DBA', 'Harbor Marine');
    await blurWith(page, 'Business Description', 'd'.repeat(501));
    await expect.poll(() => fieldError(page, 'Business Description')).toBe('Business Description cannot exceed 500 characters.');
    await blurWith(page, 'Business Description', 'Boat parts and salvage');

    await page.getByLabel('FEIN', { exact: true }).pressSequentially('12345678');
    await page.getByLabel('FEIN', { exact: true }).blur();
    await expect.poll(() => fieldError(page, 'FEIN')).toBe('Enter a valid 9 digit FEIN');
    expect(await page.getByLabel('Tax ID Type').count()).toBe(0);
    await page.getByLabel('Legal Entity Type').selectOption({ label: 'Sole Proprietor' });
    await page.getByLabel('Tax ID Type').selectOption({ label: 'SSN' });
    expect(await page.getByLabel('FEIN', { exact: true }).count()).toBe(0);
    await page.getByLabel('SSN', { exact: true }).pressSequentially('12345678');
    expect(await page.getByLabel('SSN', { exact: true }).inputValue()).toBe('123-45-678');
    await page.getByLabel('SSN', { exact: true }).blur();
    await expect.poll(() => fieldError(page, 'SSN')).toBe('Enter a valid 9 digit SSN');
    await page.getByLabel('Legal Entity Type').selectOption({ label: 'Limited Liability Company' });
    expect(await page.getByLabel('Tax ID Type').count()).toBe(0);
    await page.getByLabel('FEIN', { exact: true }).pressSequentially('123456789');
    expect(await page.getByLabel('FEIN', { exact: true }).inputValue()).toBe('12-3456789');

    await page.getByLabel('Annual Revenue').pressSequentially('98000');
    await page.getByLabel('Number of Employees').selectOption({ label: '11-25' });
    await blurWith(page, 'Date of Incorporation', '02/03/2001');
    await blurWith(page, 'Website URL', 'harbor.example');
    await expect.poll(() => fieldError(page, 'Website URL')).toBe('Enter a valid URL');
    await blurWith(page, 'Website URL', 'https://harbor.example');
    await expect.poll(() => fieldError(page, 'Website URL')).toBe('Looks Good!');

    await section(page, 'Contact Information').getByLabel('Contact Description').fill('Front desk');
    await page.getByLabel('Primary Phone', { exact: true }).pressSequentially('6175550142');
    await section(page, 'Mailing Address').getByLabel('Street').fill('12 Harbor St');
    await save(page);
    await expect.poll(() => page.getByText('Please complete the address.').count()).toBe(1);
    const mailing = section(page, 'Mailing Address');
    await mailing.getByLabel('City').fill('Boston');
    await mailing.getByLabel('State').selectOption({ label: 'Massachusetts' });
    await mailing.getByLabel('Zip Code').pressSequentially('02110');
    const physical = section(page, 'Physical Address');
    await physical.getByLabel('Street').fill('1 Dock Rd');
    await physical.getByLabel('City').fill('Salem');
    await physical.getByLabel('State').selectOption({ label: 'Massachusetts' });
    await physical.getByLabel('Zip Code').pressSequentially('01970');
    await save(page);

    await page.waitForURL(/\/entity\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Entity successfully added').count()).toBe(1);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { name: 'Harbor Marine Supply' }).count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent()).toBe('Harbor Marine Supply');
    await expect.poll(() => page.getByText('**-***6789').count()).toBe(1);
    expect(await page.getByText('12-3456789').count()).toBe(0);
    expect(await page.getByText('$98,000.00').count()).toBe(1);
    await page.getByRole('tab', { name: 'Locations' }).click();
    await expect.poll(() => page.getByText('12 Harbor St, Boston, Massachusetts 02110').count()).toBe(1);
    expect(await page.getByText('1 Dock Rd, Salem, Massachusetts 01970').count()).toBe(1);
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await expect.poll(() => page.getByText('Front desk').count()).toBe(1);
    expect(await page.getByText('617-555-0142').count()).toBe(1);
    // the record's Files tab, not the case side panel's beside it
    await recordTab(page, 'Files').click();
    await expect.poll(() => page.getByText('No Files yet').count()).toBe(1);
    expect(page.url()).toMatch(/#files$/);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/edit');
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Entity' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('FEIN', { exact: true }).inputValue()).toBe('12-3456789');
    expect(await page.getByLabel('Number of Employees').inputValue()).toBe('25');
    expect(await page.getByRole('heading', { name: 'Mailing Address' }).count()).toBe(0);
    await page.getByLabel('DBA', { exact: true }).fill('Harbor Salvage');
    await page.getByLabel('Business is Closed').check();
    await save(page);
    await page.waitForURL(/\/entity\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Entity successfully updated').count()).toBe(1);
    const closed = page.getByText('Business is Closed', { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => closed.textContent()).toBe('Yes');
    expect(await page.getByText('Harbor Salvage', { exact: true }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Entities' }).click();
    await page.waitForURL('**/entity');
    await page.getByRole('searchbox', { name: 'Search' }).fill('harbor marine supply');
    const row = page.getByRole('row').filter({ hasText: 'Harbor Marine Supply' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Harbor Salvage · Limited Liabi...');
    expect(await row.textContent()).toContain('No key humans');
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this Entity?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect.poll(() => page.getByText('Entity successfully removed').count()).toBe(1);
    await expect.poll(() => page.getByText('No records available').count()).toBe(1);
    await page.close();
  });

  it('shows an entity of the book with its key humans, each a link to the human', async () => {
    const page = await newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.goto(url('/entity'));
    const withHumans = page.getByRole('row').filter({ has: page.getByRole('listitem') }).first();
    await expect.poll(() => withHumans.count()).toBe(1);
    const badge = (await withHumans.getByRole('listitem').first().textContent())!;
    await withHumans.getByRole('link').click();
    await page.waitForURL(/\/entity\/[0-9a-f-]{36}(#.*)?$/);
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await page.getByRole('link', { name: badge }).click();
    await page.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()).toBe(badge);
    await page.close();
  });

  it("asks an entity admin only whether the entity can be an Agency Participant, No as entity_Config says", async () => {
    const question = 'Can this Entity be selected as an Agency Participant?';
    const admin = await newPage();
    await signIn(admin, running.app.url, 'admin@harbor.test');
    await admin.goto(url('/entity/add'));
    const participant = admin.getByRole('radiogroup', { name: question });
    await expect.poll(() => participant.count()).toBe(1);
    expect(await participant.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
    await admin.close();
    const csr = await newPage();
    await signIn(csr, running.app.url, 'csr@harbor.test');
    await csr.goto(url('/entity/add'));
    await csr.getByLabel('Business Name').waitFor();
    expect(await csr.getByText(question).count()).toBe(0);
    await csr.close();
  });

  it('a viewer sees entities but cannot add, edit or delete them', async () => {
    const page = await newPage();
    await signIn(page, running.app.url, 'viewer@harbor.test');
    await page.goto(url('/entity'));
    const firstRow = page.getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    for (const name of ['Edit', 'Delete']) {
      const button = firstRow.getByRole('button', { name });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.getAttribute('title')).toBe("You don't have permission to perform this action");
    }
    await firstRow.getByRole('button', { name: 'Delete' }).click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Entity' }).count()).toBe(0);
    await firstRow.getByRole('link').click();
    await page.waitForURL(/\/entity\/[0-9a-f-]{36}(#.*)?$/);
    await page.getByRole('tab', { name: 'Relationships' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.close();
  });
});
