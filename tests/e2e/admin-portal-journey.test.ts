import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminReplies from '../../schemas/admin/admin.replies.json';
import { startSmtp } from '../setup/smtp';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

// the invitations go to a mail server of the test's own: SMTP_URL is in the environment only while this file's server starts
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const smtpBefore = process.env.SMTP_URL;
const restoreSmtpUrl = () => (smtpBefore === undefined ? delete process.env.SMTP_URL : (process.env.SMTP_URL = smtpBefore));
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = `${smtp.url}?pool=false`;
});
const running = appAndBrowser();
beforeAll(restoreSmtpUrl);
afterAll(async () => {
  restoreSmtpUrl();
  await smtp?.close();
});

interface Member { email: string; name: string; scopes: string[] }

/** Issue 22: a tenant admin takes a scope from the CSR in the Admin Portal; the CSR's next request is refused. */
describe("an admin changes a CSR's scopes in the Admin Portal", () => {
  it("opens the portal from the avatar menu, removes Humans: view from the CSR, and the CSR's next request is refused; a viewer gets the permission page", async () => {
    const csr = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(csr, running.app.url, 'csr@harbor.test');
    await csr.goto(`${running.app.url}/human`);
    await csr.getByRole('table').waitFor();
    const searchAs = (page: typeof csr) => page.evaluate(async () => {
      const response = await fetch('/v1/humans/search?limit=1');
      return { status: response.status, message: (await response.json()).responseMessage as string };
    });
    expect((await searchAs(csr)).status).toBe(200);

    const admin = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, running.app.url, 'admin@harbor.test');
    const { users } = await read<{ users: Member[] }>(admin, '/v1/admin/users');
    const csrMember = users.find((u) => u.email === 'csr@harbor.test')!;
    await admin.getByRole('banner').getByRole('button').last().click();
    await admin.getByRole('menuitem', { name: 'Admin Portal' }).click();
    await admin.waitForURL(/\/admin$/);
    const people = admin.getByRole('region', { name: 'Users' });
    await people.getByRole('cell', { name: 'csr@harbor.test' }).waitFor();
    await people.getByRole('button', { name: `Change access of ${csrMember.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Change Access' });
    await dialog.getByRole('button', { name: /Scopes/ }).click();
    await dialog.getByRole('checkbox', { name: 'Humans: view' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Scopes saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await people.getByRole('row', { name: /csr@harbor\.test/ }).getByText('Custom').waitFor();

    const refused = await searchAs(csr);
    expect(refused).toEqual({ status: 403, message: "You don't have permission to perform this action (human-view)." });
    await csr.reload();
    await csr.getByRole('alert').getByText("You can't open this page").waitFor();

    const viewer = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(viewer, running.app.url, 'viewer@harbor.test');
    await viewer.goto(`${running.app.url}/admin`);
    await viewer.getByRole('alert').getByText("You can't open this page").waitFor();
    expect(await viewer.evaluate(async () => (await fetch('/v1/admin/users')).status)).toBe(403);
  });
});

/** Issue 22, DECISIONS 361: the invitee follows the invitation email's link, sets a name and password, and signs in; the link works once. */
describe('an invited person joins by the link in their invitation email', () => {
  it('the admin invites an email; its link opens the set-password page, the invitee sets a name and password and signs in; the link used again is refused', async () => {
    const email = `invitee${Date.now()}@example.test`;
    const admin = await running.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, running.app.url, 'admin@harbor.test');
    await admin.goto(`${running.app.url}/admin`);
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: /Scopes/ }).click();
    await dialog.getByRole('checkbox', { name: 'Humans: view' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Invitation sent to ${email}: they join when they next sign in`).waitFor();
    await admin.getByRole('region', { name: 'Users' }).getByRole('listitem').filter({ hasText: email }).waitFor();

    await expect.poll(() => smtp.received.some((m) => (m.to as { text: string }).text.includes(email)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((m) => (m.to as { text: string }).text.includes(email))!;
    const path = /\/invitation\/\S+/.exec(mail.text ?? '')?.[0];
    expect(path).toBeTruthy();

    const invitee = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await invitee.goto(`${running.app.url}${path}`);
    await invitee.getByRole('heading', { name: 'Join Harbor Insurance Agency' }).waitFor();
    await invitee.getByText(`Set your name and a password for ${email}. You sign in with them from now on.`).waitFor();
    await invitee.getByLabel('First Name').fill('Nora');
    await invitee.getByLabel('Last Name').fill('Invited');
    await invitee.getByLabel('Password', { exact: true }).fill('a-new-password-1');
    await invitee.getByLabel('Confirm Password').fill('a-new-password-1');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByRole('status').getByText(adminReplies.passwordSet.replace('{email}', email)).waitFor();
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await invitee.waitForURL('**/login');
    await invitee.getByLabel('Email').fill(email);
    await invitee.getByLabel('Password').fill('a-new-password-1');
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await invitee.waitForURL('**/dashboard');
    const { users } = await read<{ users: Member[] }>(admin, '/v1/admin/users');
    expect(users.find((u) => u.email === email)?.name).toBe('Nora Invited');

    const again = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await again.goto(`${running.app.url}${path}`);
    await again.getByRole('alert').getByText(adminReplies.invitationLinkGone).waitFor();
    await expect.poll(() => again.getByLabel('Password', { exact: true }).count()).toBe(0);
  });
});
