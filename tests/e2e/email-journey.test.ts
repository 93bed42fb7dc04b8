import { describe, expect, it } from 'vitest';
import { day } from '../setup/days';
import { post, read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Declarations\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');

describe('outbound email', () => {
  it("composes on a human's page, attaches the human's file, sends, and finds the mail in the outbox and on the human", async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const human = (await post(page, '/v1/humans/upsert', { human: { first_Name: 'Philippa', last_Name: 'Quenneville' } })).human_Reference_Id;
    await post(page, '/v1/human/contact', { id: human, contact: { type: 'personal', name: 'Home' }, email: { email_Address: 'philippa@quenneville.example.com' } });
    const file = (await post(page, '/v1/upload/file', { upload: pdf, name: 'Declarations.pdf', fields: {} })).file_Reference_Id;
    await post(page, '/v1/metadata/file/update', { file_Reference_Id: file, related_To: { type: 'Human', reference_Id: human } }, 'PUT');

    await page.goto(`${running.app.url}/human/${human}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Email' }).click();
    const mail = page.getByRole('dialog', { name: 'New Mail' });
    await expect.poll(() => mail.count()).toBe(1);

    await mail.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => mail.getByRole('alert').textContent()).toBe('Please complete the Send To.');
    await mail.getByRole('combobox', { name: 'Send To', exact: true }).fill('Quenne');
    const found = mail.getByRole('listbox', { name: 'Send To' }).getByRole('option', { name: /philippa@quenneville\.example\.com/ });
    await found.click({ timeout: 20_000 });
    await mail.getByLabel('Subject').fill('Your declarations');
    const message = mail.getByRole('textbox', { name: 'Email Message' });
    await message.click();
    await page.keyboard.type('Dear Philippa, ');
    await mail.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('your declarations');
    await mail.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' are attached.');
    await mail.getByLabel('Attach a file of this record').selectOption({ label: 'Declarations.pdf' });
    await expect.poll(() => mail.getByTitle('Declarations.pdf').count()).toBe(1);
    await expect.poll(() => mail.getByRole('button', { name: 'Send Email' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await mail.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => page.getByText('Email queued for sending').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mail.count()).toBe(0);

    await page.goto(`${running.app.url}/email/outbox`);
    const sent = page.getByRole('article', { name: 'Your declarations' });
    await expect.poll(() => sent.getByLabel('Status').textContent(), { timeout: 30_000 }).toBe('Sent');
    expect(await sent.getByText('Philippa Quenneville <philippa@quenneville.example.com>').count()).toBe(1);
    expect(await sent.getByRole('list', { name: 'Attachments' }).textContent()).toBe('Declarations.pdf');
    expect(await sent.locator('b', { hasText: 'your declarations' }).count()).toBe(1);
    expect(await sent.getByText(/are attached\./).count()).toBe(1);

    await page.goto(`${running.app.url}/human/${human}#emails`);
    await expect.poll(() => page.getByRole('article', { name: 'Your declarations' }).count(), { timeout: 20_000 }).toBe(1);
  });

  it("writes from an opportunity's side panel: Cancel discards a started mail after asking; a sent one is on the opportunity's Emails tab", async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1&sortKey=name&sort=asc');
    const opportunity = (await post(page, '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
      opportunity_Description: 'Mail journey', effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20), line_Of_Business: [],
    })).opportunity_Reference_Id;
    await page.goto(`${running.app.url}/opportunity/${opportunity}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    const compose = async () => {
      await panel.getByRole('button', { name: 'Add', exact: true }).click({ timeout: 20_000 });
      await page.getByRole('menuitem', { name: 'Email' }).click();
    };
    const mail = page.getByRole('dialog', { name: 'New Mail' });

    await compose();
    await mail.getByLabel('Subject').fill('Never sent');
    await mail.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure you want to discard the changes you made?' });
    // the question's dialog loads with the first question asked: wait for it as the user does
    await expect.poll(() => question.getByText('Any information you have entered will be lost').count()).toBe(1);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => mail.count()).toBe(0);

    await compose();
    await mail.getByRole('combobox', { name: 'Send To', exact: true }).fill('risk@insured.example.com');
    await mail.getByRole('combobox', { name: 'Send To', exact: true }).press('Enter');
    await mail.getByLabel('Subject').fill('Your quote is coming');
    await mail.getByRole('textbox', { name: 'Email Message' }).fill('We are out to market.');
    await expect.poll(() => mail.getByRole('button', { name: 'Send Email' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await mail.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => mail.count(), { timeout: 20_000 }).toBe(0);

    await page.getByRole('tab', { name: 'Emails' }).click();
    const onTab = page.getByRole('article', { name: 'Your quote is coming' });
    await expect.poll(() => onTab.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('article', { name: 'Never sent' }).count()).toBe(0);
    await expect.poll(() => onTab.getByLabel('Status').textContent(), { timeout: 30_000 }).toBe('Sent');
  });

  it("offers the client's sub-dialogs in the composer: Quick Opportunity for the human, and a contact added in 'Add Contact Information' is sent to", async () => {
    const page = await (await running.browser.newContext()).newPage();
    await signIn(page, running.app.url, 'admin@harbor.test');
    const human = (await post(page, '/v1/humans/upsert', { human: { first_Name: 'Ottoline', last_Name: 'Brackenridge' } })).human_Reference_Id;
    await page.goto(`${running.app.url}/human/${human}`);
    const panel = page.getByRole('complementary', { name: 'Activities and files of this record' });
    await panel.getByRole('button', { name: 'Add', exact: true }).click({ timeout: 20_000 });
    await page.getByRole('menuitem', { name: 'Email' }).click();
    const mail = page.getByRole('dialog', { name: 'New Mail' });
    await expect.poll(() => mail.count()).toBe(1);

    await mail.getByRole('button', { name: 'Quick Opportunity' }).click();
    const quick = page.getByRole('dialog', { name: 'Quick Opportunity' });
    await quick.getByText('Step 1 of 3: Main Contact').waitFor({ timeout: 20_000 });
    await expect.poll(() => quick.getByRole('combobox', { name: 'Main Contact' }).inputValue()).toBe('Ottoline Brackenridge');
    await quick.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => quick.count()).toBe(0);
    expect(await mail.count()).toBe(1);

    await mail.getByRole('button', { name: 'Add Contact Information' }).click();
    const contact = page.getByRole('dialog', { name: 'Add Personal Contact' });
    await expect.poll(() => contact.getByText('Fill out the new Contact Information').count(), { timeout: 20_000 }).toBe(1);
    await contact.getByLabel('Email', { exact: true }).fill('ottoline@brackenridge.example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('ottoline@brackenridge.example.com added to Send To').count(), { timeout: 20_000 }).toBe(1);
    expect(await contact.count()).toBe(0);
    const chosen = mail.getByRole('list', { name: 'Send To recipients' });
    expect(await chosen.getByText('Ottoline Brackenridge').count()).toBe(1);

    await mail.getByLabel('Subject').fill('Welcome aboard');
    await mail.getByRole('textbox', { name: 'Email Message' }).fill('Your new contact details are on file.');
    await expect.poll(() => mail.getByRole('button', { name: 'Send Email' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await mail.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => mail.count(), { timeout: 20_000 }).toBe(0);
    await page.goto(`${running.app.url}/email/outbox`);
    const sent = page.getByRole('article', { name: 'Welcome aboard' });
    await expect.poll(() => sent.getByText('Ottoline Brackenridge <ottoline@brackenridge.example.com>').count(), { timeout: 30_000 }).toBe(1);
  });
});
