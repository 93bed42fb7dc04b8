import { describe, expect, it } from 'vitest';
import { post } from './helpers/api';
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
    await mail.getByLabel('Send To').fill('Quenne');
    const found = mail.getByRole('list', { name: 'Send To' }).getByRole('button', { name: /philippa@quenneville\.example\.com/ });
    await found.click({ timeout: 20_000 });
    await mail.getByLabel('Subject').fill('Your declarations');
    await mail.getByLabel('Email Message').fill('Dear Philippa,\n\nYour declarations are attached.');
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
    expect(await sent.getByText(/Your declarations are attached\./).count()).toBe(1);

    await page.goto(`${running.app.url}/human/${human}#emails`);
    await expect.poll(() => page.getByRole('article', { name: 'Your declarations' }).count(), { timeout: 20_000 }).toBe(1);
  });
});
