import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read } from './helpers/api';
import { fieldError } from './helpers/fields';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** yyyy-MM-dd as keyed into a date field (its mask adds the slashes). */
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

interface Opportunity {
  opportunity_Description: string | null;
  first_Name_Insured_Reference_Id: string;
  first_Name_Insured_Type: string;
  effective_Date: string;
  expiration_Date: string;
  stage_Label: string;
  line_Of_Business: { name: string }[];
  additional_Participants: { reference_Id: string; role: string }[];
}

const opportunityOf = async (page: Page, id: string) => (await read<{ opportunity: Opportunity[] }>(page, `/v1/opportunity?opportunity_Reference_Id=${id}`)).opportunity[0];
const openedId = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
const stepper = (page: Page) => page.getByRole('region', { name: 'Opportunity steps' });

/** Chooses a line in a lines-of-business picker (in `scope`: the page or a dialog). */
async function chooseLine(scope: Page | ReturnType<Page['getByRole']>, page: Page, name: string) {
  await scope.getByRole('button', { name: 'Lines of Business', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search lines of business' }).fill(name);
  await page.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
}

describe('an agency admin creates opportunities in the browser', () => {
  it('adds a new opportunity through Workflows → Opportunity → New: the dates refused in the browser first, then saved; it opens at Suspect', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const insured = entities[0];
    await page.getByRole('button', { name: 'Workflows' }).click();
    await page.getByRole('menuitem', { name: 'Opportunity' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Opportunity Type' });
    await typeDialog.getByRole('radio', { name: 'New', exact: true }).check();
    await typeDialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/opportunity/add');
    await page.getByRole('heading', { name: 'New Opportunity' }).waitFor();

    await page.getByRole('radio', { name: 'Entity' }).click();
    await page.getByRole('combobox', { name: 'First Named Insured' }).fill(insured.name.slice(0, 6));
    await page.getByRole('option', { name: insured.name }).first().click();
    const description = unique('New business');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await chooseLine(page, page, 'General Liability');
    await page.getByLabel('Effective Date').pressSequentially(typed(day(30)));
    await page.getByLabel('Expiration Date').pressSequentially(typed(day(29)));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page, 'Expiration Date')).toBe('Expiration Date must be after Effective Date');
    expect(new URL(page.url()).pathname).toBe('/opportunity/add');

    await page.getByLabel('Expiration Date').fill('');
    await page.getByLabel('Expiration Date').pressSequentially(typed(day(395)));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Opportunity successfully added').waitFor();
    await page.waitForURL(/\/opportunity\/[0-9a-f-]{36}#step-gathering-info=suspect$/);
    await expect.poll(() => stepper(page).locator('[aria-current="step"]').textContent()).toContain('Step 1: Suspect');
    const added = await opportunityOf(page, openedId(page));
    expect(added).toMatchObject({
      opportunity_Description: description, first_Name_Insured_Reference_Id: insured.reference_Id, first_Name_Insured_Type: 'entity',
      effective_Date: day(30), expiration_Date: day(395), stage_Label: 'Suspect',
    });
    expect(added.line_Of_Business.map((l) => l.name)).toEqual(['General Liability']);
    await page.close();
  });

  it('starts a quick opportunity from a human\'s page: three steps, each Next disabled until its step is complete; Save opens the new opportunity', async () => {
    const page = await running.browser.newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { humans } = await read<{ humans: { reference_Id: string; first_Name: string; last_Name: string }[] }>(page, '/v1/humans/search?limit=1&sortKey=last_Name&sort=asc');
    const { entities } = await read<{ entities: { reference_Id: string; name: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=desc');
    const [human, insured] = [humans[0], entities[0]];
    await page.goto(`${running.app.url}/human/${human.reference_Id}`);
    await page.getByRole('button', { name: 'Quick Opportunity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Opportunity' });
    const next = dialog.getByRole('button', { name: 'Next' });

    await dialog.getByText('Step 1 of 3: Main Contact').waitFor();
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Main Contact' }).inputValue()).toBe(`${human.first_Name} ${human.last_Name}`);
    expect(await next.isEnabled()).toBe(true);
    await next.click();

    await dialog.getByText('Step 2 of 3: Lines of Business').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await chooseLine(dialog, page, 'Commercial Property');
    await dialog.getByLabel('Effective Date').pressSequentially(typed(day(14)));
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByLabel('Expiration Date').pressSequentially(typed(day(379)));
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();

    await dialog.getByText('Step 3 of 3: First Named Insured').waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Entity' }).click();
    await dialog.getByRole('combobox', { name: 'First Named Insured' }).fill(insured.name.slice(0, 6));
    await page.getByRole('option', { name: insured.name }).first().click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();

    await page.getByText('Opportunity successfully added').waitFor();
    await page.waitForURL(/\/opportunity\/[0-9a-f-]{36}#step-gathering-info=suspect$/);
    const added = await opportunityOf(page, openedId(page));
    expect(added).toMatchObject({ first_Name_Insured_Reference_Id: insured.reference_Id, effective_Date: day(14), expiration_Date: day(379), stage_Label: 'Suspect' });
    expect(added.line_Of_Business.map((l) => l.name)).toEqual(['Commercial Property']);
    expect(added.additional_Participants).toEqual([expect.objectContaining({ reference_Id: human.reference_Id, role: 'Main Contact' })]);

    // where a human added from the dialog lands: the form with that human as first named insured
    await page.goto(`${running.app.url}/opportunity/add?first_Name_Insured_Type=human&first_Name_Insured_Reference_Id=${human.reference_Id}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'First Named Insured' }).inputValue()).toBe(`${human.first_Name} ${human.last_Name}`);
    expect(await page.getByRole('radio', { name: 'Human' }).getAttribute('aria-checked')).toBe('true');
    await page.close();
  });
});
