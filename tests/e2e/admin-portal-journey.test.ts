import { describe, expect, it } from 'vitest';
import { read } from './helpers/api';
import { signIn } from './helpers/server';
import { appAndBrowser } from './helpers/suite';

const running = appAndBrowser();

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
