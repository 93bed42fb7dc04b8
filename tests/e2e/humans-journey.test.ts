import { describe, expect, it } from 'vitest';
import { blurWith, fieldError } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

describe('an agency admin works a human end to end', () => {
  it('signs in, adds a human with every rule tripped once, edits it, finds it and deletes it', async () => {
    const page = await running.browser.newPage();
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(m.text())) cspViolations.push(m.text());
    });
    await signIn(page, running.app.url, 'admin@harbor.test');
    await expect.poll(() => page.url()).toContain('/dashboard');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Humans' }).click();
    await page.waitForURL('**/human');
    await page.getByRole('button', { name: 'Add Human' }).click();
    await page.waitForURL('**/human/add');
    await expect.poll(() => page.getByRole('heading', { name: 'Add Human' }).count()).toBe(1);
    await expect.poll(() => page.getByText("Let's get started! Add a new client by filling in the details below").count()).toBe(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'First Name')).toBe('First Name is required');
    await expect.poll(() => fieldError(page, 'Last Name')).toBe('Last Name is required');

    await blurWith(page, 'First Name', 'A');
    await expect.poll(() => fieldError(page, 'First Name')).toBe('Minimum length is 2');
    await page.getByLabel('First Name', { exact: true }).focus();
    await expect.poll(() => fieldError(page, 'First Name')).toBe('');
    await blurWith(page, 'First Name', 'Augusta');
    await blurWith(page, 'Last Name', 'Byron');

    await blurWith(page, 'Social Security Number', '123');
    await expect.poll(() => fieldError(page, 'Social Security Number')).toBe('Enter a valid 9 digit SSN');

    await blurWith(page, 'Date of Birth', `01/01/${new Date().getFullYear() + 1}`);
    await expect.poll(() => fieldError(page, 'Date of Birth')).toBe('Date cannot be in the future');

    await page.getByLabel("Driver's License State", { exact: true }).selectOption({ label: 'New York' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Invalid SSN. Please enter a valid SSN.').count()).toBe(1);
    await expect.poll(() => fieldError(page, "Driver's License Number")).toBe("Driver's License Number is required");

    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 160 } });
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Remove Picture' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByLabel('Upload Picture').setInputFiles({ name: 'augusta.png', mimeType: 'image/png', buffer: picture });
    const crop = page.getByRole('dialog', { name: 'Crop Picture' });
    await expect.poll(() => crop.locator('.reactEasyCrop_CropAreaRound').count()).toBe(1);
    await crop.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await crop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => crop.count()).toBe(0);
    await expect.poll(() => page.getByRole('img', { name: 'Profile Picture' }).getAttribute('src')).toMatch(/^\/v1\/profile\/[0-9a-f-]{36}$/);

    await blurWith(page, 'Social Security Number', '123456789');
    await expect.poll(() => page.getByLabel('Social Security Number', { exact: true }).inputValue()).toBe('123-45-6789');
    await blurWith(page, 'Date of Birth', '12/10/1990');
    await blurWith(page, "Driver's License Number", 'D1234567');

    expect(await page.getByLabel('Secondary Phone', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Primary Phone', { exact: true }).pressSequentially('6175550142');
    expect(await page.getByLabel('Secondary Phone', { exact: true }).isDisabled()).toBe(false);
    await blurWith(page, 'Email', 'augusta@example');
    await expect.poll(() => fieldError(page, 'Email')).toBe('Enter a valid Email address');
    await blurWith(page, 'Email', 'augusta@example.com');
    await expect.poll(() => fieldError(page, 'Email')).toBe('Looks Good!');
    await page.locator('#field-address-0-line1').fill('12 Harbor St');
    expect(await page.locator('#field-address-1-line1').inputValue()).toBe('12 Harbor St');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Please complete the address.').count()).toBe(1);
    await page.locator('#field-address-0-city').fill('Boston');
    await page.locator('#field-address-0-state_Code').selectOption({ label: 'Massachusetts' });
    await page.locator('#field-address-0-zip_Code').pressSequentially('02110');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { name: 'Augusta Byron' }).count()).toBe(1);
    // the top bar names the record shown, not the list
    expect(await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent()).toBe('Augusta Byron');
    await expect.poll(() => page.getByText('***-**-6789').count()).toBe(1);
    await expect.poll(() => page.getByText('12/10/1990').count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Augusta Byron' }).getAttribute('src')).toMatch(/^\/v1\/profile\//);
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await expect.poll(() => page.getByText('Personal Contact').count()).toBe(1);
    expect(await page.getByText('617-555-0142').count()).toBe(1);
    expect(await page.getByText('augusta@example.com').count()).toBe(1);
    expect(await page.getByText('Massachusetts').count()).toBe(2);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/edit');
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Human' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('Last Name', { exact: true }).inputValue()).toBe('Byron');
    expect(await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent()).toBe('Augusta Byron');
    expect(await page.getByLabel('Deceased').count()).toBe(1);
    await page.getByLabel('Preferred Name', { exact: true }).fill('Ada');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    // the detail page remembers the tab last opened
    await expect.poll(() => page.getByRole('tab', { name: 'Contact Information', selected: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'General Information' }).click();
    await expect.poll(() => page.getByText('Ada', { exact: true }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Humans' }).click();
    await page.waitForURL('**/human');
    await page.getByRole('searchbox', { name: 'Search' }).fill('augusta');
    const row = page.getByRole('row').filter({ hasText: 'Augusta Byron (Ada)' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('12/10/1990');

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Do you want to delete this Human?' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect.poll(() => page.getByText('Human successfully removed').count()).toBe(1);
    await expect.poll(() => page.getByText('No records available').count()).toBe(1);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it('asks before leaving an add page through navigation and before logging out', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'csr@harbor.test');
    await page.goto(`${running.app.url}/human/add`);
    await expect.poll(() => page.getByRole('heading', { name: 'Add Human' }).count()).toBe(1);
    expect(await page.getByText('Can this Human be selected as an Agency Participant?').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to cancel?' });
    await expect.poll(() => leave.count()).toBe(1);
    expect(await leave.textContent()).toContain('Any information you have entered will be lost');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    expect(page.url()).toContain('/human/add');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'My day' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Carlos Reyes' }).click();
    await expect.poll(() => page.getByText('csr@harbor.test').count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const logout = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect.poll(() => logout.count()).toBe(1);
    expect(await logout.textContent()).toContain('Any unsaved changes will be lost');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL('**/login');
    await page.goto(`${running.app.url}/human`);
    await page.waitForURL('**/login');
    await page.close();
  });
});

describe('two people editing one human', () => {
  it('the second save is refused with a message, not silently lost', async () => {
    const context = await running.browser.newContext();
    const first = await context.newPage();
    await signIn(first, running.app.url, 'admin@harbor.test');
    await first.goto(`${running.app.url}/human`);
    await first.getByRole('row').nth(2).click();
    await first.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    const editUrl = `${first.url()}/edit`;
    const second = await context.newPage();
    await first.goto(editUrl);
    await second.goto(editUrl);
    for (const page of [first, second]) await page.getByLabel('Middle Name', { exact: true }).waitFor();
    await first.getByLabel('Middle Name', { exact: true }).fill('First');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    await second.getByLabel('Middle Name', { exact: true }).fill('Second');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => second.getByText('This human was changed by someone else since you opened it. Reload to see the latest details.').count()).toBe(1);
    expect(second.url()).toBe(editUrl);
    await context.close();
  });
});

describe('permissions and tenancy in the browser', () => {
  it('a viewer sees humans but cannot edit or delete them', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'viewer@harbor.test');
    await page.goto(`${running.app.url}/human`);
    const firstRow = page.getByRole('row').nth(1);
    await expect.poll(() => firstRow.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    const edit = firstRow.getByRole('button', { name: 'Edit' });
    expect(await edit.getAttribute('aria-disabled')).toBe('true');
    expect(await edit.getAttribute('title')).toBe("You don't have permission to perform this action");
    expect(await firstRow.getByRole('button', { name: 'Delete' }).getAttribute('title')).toBe("You don't have permission to perform this action");
    await firstRow.getByRole('button', { name: 'Delete' }).click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Human' }).count()).toBe(0);
    await firstRow.click();
    await page.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'General Information' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.close();
  });

  it('switches the account from the avatar menu and sees that tenant only', async () => {
    const context = await running.browser.newContext();
    const page = await context.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    await page.getByRole('button', { name: 'Hannah Harbor' }).click();
    const current = page.getByRole('menuitem', { name: /Harbor Insurance Agency/ });
    await expect.poll(() => current.textContent()).toContain('Current');
    // the page is on /dashboard already: wait for the document the switch loads, not for the address
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Summit Brokers' }).click();
    await reloaded;
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Hannah Harbor' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: /Summit Brokers/ }).textContent()).toContain('Current');
    await page.keyboard.press('Escape');
    await page.goto(`${running.app.url}/human`);
    await expect.poll(() => page.getByText('Page 1 of 1').count()).toBe(1);
    expect(await page.getByRole('row').count()).toBe(13);
    await context.close();
  });

  it('a Summit admin cannot read a Harbor human', async () => {
    const harbor = await running.browser.newPage();
    await signIn(harbor, running.app.url, 'admin@harbor.test');
    await harbor.goto(`${running.app.url}/human`);
    await harbor.getByRole('row').nth(1).click();
    await harbor.waitForURL(/\/human\/[0-9a-f-]{36}$/);
    const harborHumanUrl = harbor.url();
    await harbor.close();

    const summitContext = await running.browser.newContext();
    const summit = await summitContext.newPage();
    await signIn(summit, running.app.url, 'admin@summit.test');
    await summit.goto(harborHumanUrl);
    await expect.poll(() => summit.getByRole('alert').filter({ hasText: 'Human was not found.' }).count()).toBe(1);
    await summitContext.close();
  });
});
