import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { day } from '../setup/days';
import { applyTestToday } from '../setup/testToday';
import sharp from 'sharp';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMailSettings } from '../../src/server/mail/mailSettings';
import replies from '../../schemas/admin/admin.replies.json';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { scopesFor } from '../../src/server/seed/demo';
import { backends, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

for (const backend of backends) {
  describe(`Admin Portal (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    const outbox = mkdtempSync(join(tmpdir(), 'admin-outbox-'));
    beforeAll(async () => {
      t = await startApp(backend, { mail: { ...defaultMailSettings, outboxDir: outbox, appUrl: 'https://desk.example.test' } });
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const put = (s: Session, url: string, payload: object) => t.as(s.token, { method: 'PUT', url, payload });
    const post = (s: Session, url: string, payload: object) => t.as(s.token, { method: 'POST', url, payload });
    const auditOf = (type: string, id: string) => t.rows<{ action: string; changes: Record<string, unknown>; user_id: string }>(sql`
      select action, changes, user_id from audit_log where record_type = ${type} and record_id = ${id} order by id`);

    it('refuses the CSR and the viewer every portal call with 403 naming tenant-admin; an admin holds it', async () => {
      expect(admin.scopes).toContain('tenant-admin');
      for (const s of [csr, viewer]) {
        for (const response of [
          await get(s, '/v1/admin/users'), await get(s, '/v1/admin/tenant/profile'),
          await put(s, '/v1/admin/tenant/profile', { agency_Name: 'Mine now' }),
          await put(s, '/v1/admin/user/scopes', { user_Reference_Id: s.userId, scopes: scopesFor('admin') }),
          await post(s, '/v1/admin/user/invite', { email: 'friend@example.test', scopes: [] }),
          await get(s, '/v1/admin/audit'),
        ]) {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json().responseMessage).toBe(`${noPermission} (tenant-admin).`);
        }
      }
    });

    it("lists the tenant's members with their scopes and roles, and no other tenant's", async () => {
      const harbor = (await get(admin, '/v1/admin/users')).json().resolved;
      const emails = harbor.users.map((u: { email: string }) => u.email);
      expect(emails).toEqual(expect.arrayContaining(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test']));
      expect(emails).not.toContain('admin@summit.test');
      const csrRow = harbor.users.find((u: { email: string }) => u.email === 'csr@harbor.test');
      expect(csrRow).toMatchObject({ user_Reference_Id: csr.userId, role: 'csr', scopes: [...scopesFor('csr')].sort() });
      expect(harbor.roles.admin).toContain('tenant-admin');
      const summitEmails = (await get(summit, '/v1/admin/users')).json().resolved.users.map((u: { email: string }) => u.email);
      expect(summitEmails).toContain('admin@summit.test');
      expect(summitEmails).not.toContain('csr@harbor.test');
      const other = await put(summit, '/v1/admin/user/scopes', { user_Reference_Id: csr.userId, scopes: [] });
      expect(other.statusCode).toBe(400);
      expect(other.json().responseMessage).toBe(replies.userNotFound);
    });

    it("takes a scope away on the member's next request, audited with before and after", async () => {
      const member = await t.login('viewer@harbor.test');
      expect((await get(member, '/v1/humans/search?limit=1')).statusCode).toBe(200);
      const without = scopesFor('viewer').filter((s) => s !== 'human-view');
      const saved = await put(admin, '/v1/admin/user/scopes', { user_Reference_Id: member.userId, scopes: without });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().responseMessage).toBe(replies.scopesSaved);
      const refused = await get(member, '/v1/humans/search?limit=1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toBe(`${noPermission} (human-view).`);
      expect((await get(member, '/v1/entities/search?limit=1')).statusCode).toBe(200);
      const [line] = (await auditOf('membership', member.userId)).slice(-1);
      expect(line).toMatchObject({ action: 'update', user_id: admin.userId, changes: { scopes: { from: [...scopesFor('viewer')].sort(), to: [...without].sort() } } });
      expect((await put(admin, '/v1/admin/user/scopes', { user_Reference_Id: member.userId, scopes: scopesFor('viewer') })).statusCode).toBe(200);
      expect((await get(member, '/v1/humans/search?limit=1')).statusCode).toBe(200);
    });

    it('keeps an admin from removing their own tenant-admin, and refuses scopes that do not exist', async () => {
      const own = await put(admin, '/v1/admin/user/scopes', { user_Reference_Id: admin.userId, scopes: scopesFor('csr') });
      expect(own.statusCode).toBe(400);
      expect(own.json().responseMessage).toBe(replies.ownTenantAdmin);
      const unknown = await put(admin, '/v1/admin/user/scopes', { user_Reference_Id: csr.userId, scopes: ['root'] });
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json())).toContain('That is not a scope of Agency Desk');
    });

    it('invites an email: the person becomes a member with those scopes at their first sign-in; a member already is refused', async () => {
      const email = `${uniqueName('invitee').toLowerCase()}@example.test`;
      const invited = await post(admin, '/v1/admin/user/invite', { email: email.toUpperCase(), scopes: scopesFor('viewer') });
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json().responseMessage).toBe(replies.invited.replace('{email}', email));
      const pending = (await get(admin, '/v1/admin/users')).json().resolved.invitations;
      expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ email, role: 'viewer' })]));
      await t.db.insert(users).values({ email, firstName: 'Ivy', lastName: 'Invitee', passwordHash: await hashPassword('demo-password-1') });
      const joined = await t.login(email);
      expect(joined.tenantId).toBe(admin.tenantId);
      expect([...joined.scopes].sort()).toEqual([...scopesFor('viewer')].sort());
      const after = (await get(admin, '/v1/admin/users')).json().resolved;
      expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
      expect(after.users.map((u: { email: string }) => u.email)).toContain(email);
      const again = await post(admin, '/v1/admin/user/invite', { email: 'csr@harbor.test', scopes: [] });
      expect(again.statusCode).toBe(400);
      expect(again.json().responseMessage).toBe(replies.alreadyMember.replace('{email}', 'csr@harbor.test'));
      const [invitation] = await t.rows<{ id: string }>(sql`select id from invitations where email = ${email}`);
      expect((await auditOf('invitation', invitation.id)).map((l) => l.action)).toEqual(['create', 'accept']);
    });

    /** The mails in the embedded outbox to an address, parsed. */
    const mailsTo = async (address: string) => {
      const mails = await Promise.all(readdirSync(outbox).map((f) => simpleParser(readFileSync(join(outbox, f)))));
      return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0].address === address);
    };
    const tokenIn = (text: string) => /https:\/\/desk\.example\.test\/invitation\/(\S+)/.exec(text)?.[1];

    it('emails an invitation with a link to set a password: once, expiring, replaced by inviting again; the account and membership come with it', async () => {
      const email = `${uniqueName('newcomer').toLowerCase()}@example.test`;
      const invited = await post(admin, '/v1/admin/user/invite', { email, scopes: scopesFor('csr') });
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json().responseMessage).toBe(`Invitation sent to ${email}: they join when they next sign in`);
      expect(invited.json().resolved.email_Sent).toBe(true);
      const [first] = await mailsTo(email);
      const [me] = await t.rows<{ first_name: string; last_name: string; email: string }>(sql`select first_name, last_name, email from users where id = ${admin.userId}`);
      const [tenant] = await t.rows<{ name: string }>(sql`select coalesce(p.agency_name, t.name) as name from tenants t left join tenant_profiles p on p.tenant_id = t.id where t.id = ${admin.tenantId}`);
      expect(first.subject).toBe(`${me.first_name} ${me.last_name} invited you to ${tenant.name} on Agency Desk`);
      expect(first.from?.value[0].address).toBe(me.email);
      const oldToken = tokenIn(first.text!)!;
      expect(first.text).toContain('The link works once, within 7 days.');
      expect(first.html).toContain(`<a href="https://desk.example.test/invitation/${oldToken}">`);

      // inviting again sends a new link; the first one stops working
      expect((await post(admin, '/v1/admin/user/invite', { email, scopes: scopesFor('viewer') })).statusCode).toBe(200);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      const token = mails.map((m) => tokenIn(m.text!)!).find((k) => k !== oldToken)!;
      expect(token).toBeDefined();
      const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
      const publicPost = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/invitation/password', payload });
      const gone = 'This invitation link has expired or has already been used. Ask your agency\'s administrator to invite you again.';
      const stale = await publicGet(`/v1/invitation?token=${oldToken}`);
      expect([stale.statusCode, stale.json().responseMessage]).toEqual([410, gone]);
      const read = await publicGet(`/v1/invitation?token=${encodeURIComponent(token)}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().resolved).toEqual({ email, agency_Name: tenant.name });
      expect((await publicGet(`/v1/invitation?token=${token.slice(0, -2)}xx`)).statusCode).toBe(410);

      const short = await publicPost({ token, first_Name: 'Nia', last_Name: 'Newcomer', password: 'short' });
      expect([short.statusCode, short.json().errors[0]]).toEqual([400, { field: '/password', message: 'Use at least 10 characters' }]);
      const set = await publicPost({ token, first_Name: 'Nia', last_Name: 'Newcomer', password: 'a-long-passphrase-1' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().responseMessage).toBe(`Your password is set. Sign in as ${email}.`);
      const signedIn = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'a-long-passphrase-1' } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().resolved.current_Tenant_Id).toBe(admin.tenantId);
      expect([...signedIn.json().resolved.userScopes].sort()).toEqual([...scopesFor('viewer')].sort());
      const again = await publicPost({ token, first_Name: 'Nia', last_Name: 'Newcomer', password: 'another-passphrase-2' });
      expect([again.statusCode, again.json().responseMessage]).toEqual([410, gone]);

      // a link older than seven days sets nothing
      const later = `${uniqueName('late').toLowerCase()}@example.test`;
      expect((await post(admin, '/v1/admin/user/invite', { email: later, scopes: [] })).statusCode).toBe(200);
      const lateToken = tokenIn((await mailsTo(later))[0].text!)!;
      vi.setSystemTime(Date.now() + 8 * 86_400_000);
      try {
        expect((await publicGet(`/v1/invitation?token=${lateToken}`)).statusCode).toBe(410);
      } finally {
        // the test's day back (TEST_TODAY's, or the real one), not the real clock
        applyTestToday();
      }
      expect((await publicGet(`/v1/invitation?token=${lateToken}`)).statusCode).toBe(200);
    });

    it('emails a person who has an account to sign in instead, with no password link', async () => {
      const invited = await post(admin, '/v1/admin/user/invite', { email: 'admin@summit.test', scopes: scopesFor('viewer') });
      expect(invited.statusCode, invited.body).toBe(200);
      const [mail] = await mailsTo('admin@summit.test');
      expect(mail.text).toContain('Sign in with your account (admin@summit.test) to join: https://desk.example.test/login');
      expect(mail.text).not.toContain('/invitation/');
    });

    it("saves the agency profile (licence sealed, audited, 412 when stale) and prints it with the logo as a certificate's producer", async () => {
      const profile = { agency_Name: 'Harbor Insurance Agency LLC', address_Line_1: '12 Wharf Street', city: 'Portland', state_Code: 'me', zip: '04101', phone: '207-555-0142', email: 'desk@harbor.test', licence_Number: 'ME-0042137' };
      const first = await put(admin, '/v1/admin/tenant/profile', profile);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().responseMessage).toBe(replies.profileSaved);
      const read = (await get(admin, '/v1/admin/tenant/profile')).json().resolved;
      expect(read).toMatchObject({ ...profile, state_Code: 'ME', version: 1, has_Logo: false });
      const [row] = await t.rows<{ id: string; licence_number: string }>(sql`select id, licence_number from tenant_profiles where tenant_id = ${admin.tenantId}`);
      expect(row.licence_number).not.toContain('0042137');
      const stale = await put(admin, '/v1/admin/tenant/profile', { ...profile, version: 7 });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe(replies.profileStale);
      expect((await put(admin, '/v1/admin/tenant/profile', { ...profile, phone: '2075550199', version: 1 })).statusCode).toBe(200);
      const lines = await auditOf('tenant_profile', row.id);
      expect(lines.map((l) => l.action)).toEqual(['create', 'update']);
      expect(lines[1].changes).toMatchObject({ phone: { from: '207-555-0142', to: '2075550199' } });
      expect(lines[0].changes.licenceNumber).toBe('changed');

      const red = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#c00' } }).jpeg().toBuffer();
      const logo = await put(admin, '/v1/admin/tenant/logo', { logo: red.toString('base64') });
      expect(logo.statusCode, logo.body).toBe(200);
      const kept = await get(admin, '/v1/admin/tenant/logo');
      expect(kept.headers['content-type']).toBe('image/png');
      expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
      expect((await put(admin, '/v1/admin/tenant/logo', { logo: Buffer.from('<svg/>').toString('base64') })).statusCode).toBe(400);

      const [{ id: policyId, entity }] = await t.rows<{ id: string; entity: string }>(sql`
        select id, insured_entity_id as entity from policies where tenant_id = ${admin.tenantId} and is_latest and retired_at is null
        and insured_entity_id is not null and carrier_policy_number is not null order by id limit 1`);
      const preview = await post(csr, '/v1/certificate/preview', { insured_Reference_Id: entity, insured_Type: 'entity', policy_Reference_Id: [policyId], forms: ['acord_137_ny', 'acord_127_ny'] });
      expect(preview.statusCode, preview.body).toBe(200);
      const pdf = await PDFDocument.load(preview.rawPayload);
      expect(pdf.getForm().getTextField('producer').getText()).toBe(
        'Harbor Insurance Agency LLC\n12 Wharf Street\nPortland, ME 04101\nPhone 2075550199  desk@harbor.test\nLicence # ME-0042137\nContact: Casey Rivera, csr@harbor.test'.replace('Casey Rivera', (await t.rows<{ n: string }>(sql`select first_name || ' ' || last_name as n from users where id = ${csr.userId}`))[0].n),
      );
      const images = pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
      expect(images.length).toBeGreaterThan(0);
      const summitPreview = (await get(summit, '/v1/admin/tenant/profile')).json().resolved;
      expect(summitPreview.agency_Name).not.toBe(profile.agency_Name);
    });

    it("pages the tenant's audit log newest first, by who, record type and UTC days, with each field's before and after", async () => {
      type Entry = { at: string; user_Reference_Id: string; user_Name: string; record_Type: string; record_Reference_Id: string; action: string; changes: string };
      const audit = async (s: Session, query: string) => {
        const response = await get(s, `/v1/admin/audit?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().resolved as { entries: Entry[]; count: number; last_Page: number; current_Page: number };
      };
      const member = await t.login('viewer@harbor.test');
      const scopes = scopesFor('viewer').filter((s) => s !== 'file-view');
      expect((await put(admin, '/v1/admin/user/scopes', { user_Reference_Id: member.userId, scopes })).statusCode).toBe(200);
      const [{ n }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where tenant_id = ${admin.tenantId} and user_id = ${admin.userId} and record_type = 'membership'`);
      const mine = await audit(admin, `user_Reference_Id=${admin.userId}&record_Type=membership&from=${day(0)}&to=${day(0)}&limit=1`);
      expect(mine.count).toBe(n);
      expect(mine.last_Page).toBe(n);
      expect(mine.entries[0]).toMatchObject({ user_Reference_Id: admin.userId, record_Type: 'membership', record_Reference_Id: member.userId, action: 'update' });
      expect(mine.entries[0].changes).toBe(`scopes: ${[...scopesFor('viewer')].sort().join(', ')} → ${[...scopes].sort().join(', ')}`);
      expect(mine.entries[0].user_Name).toMatch(/\S+ \S+/);
      const second = await audit(admin, `user_Reference_Id=${admin.userId}&record_Type=membership&limit=1&page=2`);
      expect(second.entries[0]?.record_Reference_Id === member.userId && second.entries[0]?.changes === mine.entries[0].changes).toBe(false);
      expect((await audit(admin, `record_Type=membership&to=${day(-1)}`)).count).toBe(0);
      expect((await audit(admin, `record_Type=membership&from=${day(1)}`)).count).toBe(0);
      const summitLog = await audit(summit, 'record_Type=membership');
      expect(summitLog.entries.map((e) => e.record_Reference_Id)).not.toContain(member.userId);
      const bad = await get(admin, '/v1/admin/audit?record_Type=root');
      expect(bad.statusCode).toBe(400);
    });
  });
}
