import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailSettings } from '../../src/server/mail/mailSettings';
import { createSendQueue } from '../../src/server/modules/email/queue';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { pdf } from './helpers/fileFixtures';
import { startSmtp } from '../setup/smtp';
import adminReplies from '../../schemas/admin/admin.replies.json';
import { multipart } from './helpers/multipart';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

for (const backend of backends) {
  describe(`outbound email (${backend})`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let t: TestApp;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let humanId: string;
    let contactId: string;
    let fileId: string;
    let summitHumanId: string;
    const address = `${uniqueName('c').toLowerCase()}@client.example.com`;

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await startApp(backend, { mail: { ...defaultMailSettings, smtpUrl: smtp.url, retryBaseMs: 300, attachmentsMaxBytes: 2048 } });
      [csr, viewer, summit] = await Promise.all(['csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      humanId = (await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Mara', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
      const added = await t.as(csr.token, { method: 'POST', url: '/v1/human/contact', payload: { id: humanId, contact: { type: 'personal', name: 'Home' }, email: { email_Address: address } } });
      expect(added.statusCode, added.body).toBe(200);
      const details = await t.as(csr.token, { method: 'GET', url: `/v1/fetch/contact?workflow_Name=human&reference_Id=${humanId}` });
      contactId = details.json().resolved.contact_Details[0].contact_Reference_Id;
      const { payload, headers } = multipart([{ name: 'file', filename: 'schedule.pdf', content: pdf('Mail me') }]);
      fileId = (await t.app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${csr.token}` } })).json().resolved.file_Reference_Id;
      summitHumanId = (await t.as(summit.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Other', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const save = (body: object, who: Session = csr) => t.as(who.token, { method: 'POST', url: '/v1/email', payload: body });
    const draftOf = (id: string, who: Session = csr) => t.as(who.token, { method: 'GET', url: `/v1/email/draft?outbound_Draft_Reference_Id=${id}` });
    const recipient = () => ({ type: 'to', reference_Id: humanId, humanOrEntity: 'Human', contact_Reference_Id: contactId, emailId: address });
    const refusedField = async (response: Awaited<ReturnType<typeof save>>, status: number) => {
      expect(response.statusCode, response.body).toBe(status);
      return response.json().errors.map((e: { field: string }) => e.field);
    };

    it("saves a draft as the composer edits it, then sends it: the mail arrives with its recipients and attachment, and is on the record and in the outbox", async () => {
      const created = await save({ related_To: { type: 'human', reference_Id: humanId }, request_Data: { subject: 'Your renewal' } });
      expect(created.json()).toMatchObject({ responseCode: 200, responseMessage: 'Draft saved', resolved: { outbound_Data_Log_Id: null } });
      const draftId = created.json().resolved.outbound_Draft_Reference_Id;
      await save({ outbound_Draft_Reference_Id: draftId, request_Data: { toEmailAdd: [recipient(), { type: 'cc', emailId: 'broker@partner.example.com' }, { type: 'bcc', emailId: 'records@harbor.example.com' }] } });
      await save({ outbound_Draft_Reference_Id: draftId, request_Data: { attachments: [{ file_Reference_Id: fileId }], emailMessage: 'Hello Mara,\n\nThe schedule is attached.' } });
      const draft = (await draftOf(draftId)).json().resolved;
      expect(draft).toMatchObject({ status: 'draft', subject: 'Your renewal', to: [{ emailId: address, full_Name: expect.stringMatching(/^Mara /) }], attachments: [{ file_Reference_Id: fileId, name: 'schedule.pdf' }] });

      const sent = await save({ outbound_Draft_Reference_Id: draftId, is_Sent: true, fromEmail: 'csr@harbor.test', request_Data: {} });
      expect(sent.json()).toMatchObject({ responseCode: 200, responseMessage: 'Email queued for sending' });
      const logId = sent.json().resolved.outbound_Data_Log_Id;
      expect(logId).toMatch(/^[0-9a-f-]{36}$/);
      await until(async () => smtp.received.length, (n) => n > 0);
      const [mail] = smtp.received;
      expect(mail.subject).toBe('Your renewal');
      expect(mail.text?.trim()).toBe('Hello Mara,\n\nThe schedule is attached.');
      expect(mail.from?.text).toContain('csr@harbor.test');
      expect((mail.to as { text: string }).text).toContain(address);
      expect((mail.cc as { text: string }).text).toContain('broker@partner.example.com');
      expect(smtp.envelopes[0].sort()).toEqual([address, 'broker@partner.example.com', 'records@harbor.example.com'].sort());
      expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['schedule.pdf', pdf('Mail me').toString()]]);

      const outbox = await until(async () => (await t.as(csr.token, { method: 'GET', url: '/v1/email/outbox' })).json().resolved, (r) => r.emails[0]?.status === 'sent');
      expect(outbox.emails[0]).toMatchObject({ outbound_Data_Log_Id: logId, status: 'sent', subject: 'Your renewal', attempts: 1, reason: null });
      const onRecord = (await t.as(csr.token, { method: 'GET', url: `/v1/email/record?type=human&reference_Id=${humanId}` })).json().resolved;
      expect(onRecord.emails.map((e: { outbound_Data_Log_Id: string }) => e.outbound_Data_Log_Id)).toEqual([logId]);

      const again = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { subject: 'Changed' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().responseMessage).toBe('This email has already been sent. Start a new email to send it again.');
    });

    it('a rich text message is kept and sent as HTML of the allowlist (scripts, handlers and unsafe links dropped) with its plain text beside it', async () => {
      const before = smtp.received.length;
      const message = '<div>Dear <b onclick="steal()">Mara</b>,</div><ul><li>the <i>schedule</i></li></ul><script>alert(1)</script><div><a href="javascript:alert(1)">bad</a> <a href="https://harbor.example.com/pay">Pay online</a></div>';
      const sent = await save({ is_Sent: true, request_Data: { toEmailAdd: [recipient()], subject: 'Rich', emailMessage: message } });
      expect(sent.statusCode, sent.body).toBe(200);
      const kept = '<div>Dear <b>Mara</b>,</div><ul><li>the <i>schedule</i></li></ul><div><a>bad</a> <a href="https://harbor.example.com/pay">Pay online</a></div>';
      expect((await draftOf(sent.json().resolved.outbound_Draft_Reference_Id)).json().resolved.emailMessage).toBe(kept);
      await until(async () => smtp.received.length, (n) => n > before);
      const mail = smtp.received[before];
      expect(mail.html).toBe(kept);
      expect(mail.text?.trim()).toBe('Dear Mara,\n- the schedule\n\nbad Pay online <https://harbor.example.com/pay>');
      const blank = await save({ is_Sent: true, request_Data: { toEmailAdd: [recipient()], subject: 'Blank', emailMessage: '<div><br></div><p> </p>' } });
      expect(blank.json()).toMatchObject({ responseCode: 400, responseMessage: 'Please complete the Email message.' });
    });

    it("Cancel discards the draft: it is retired (404 after), another tenant's answers 404, and a sent mail cannot be discarded (409)", async () => {
      const discard = (id: string, who: Session = csr) => t.as(who.token, { method: 'PUT', url: '/v1/retire/email', payload: { outbound_Draft_Reference_Id: id } });
      const draftId = (await save({ request_Data: { subject: 'Never mind', toEmailAdd: [recipient()] } })).json().resolved.outbound_Draft_Reference_Id;
      expect((await discard(draftId, summit)).statusCode).toBe(404);
      expect((await discard(draftId, viewer)).statusCode).toBe(403);
      const gone = await discard(draftId);
      expect(gone.json()).toMatchObject({ responseCode: 200, responseMessage: 'Draft discarded', resolved: { outbound_Draft_Reference_Id: draftId } });
      expect((await draftOf(draftId)).statusCode).toBe(404);
      expect((await save({ outbound_Draft_Reference_Id: draftId, is_Sent: true, request_Data: { emailMessage: 'x' } })).statusCode).toBe(404);
      const sentId = (await save({ is_Sent: true, request_Data: { toEmailAdd: [recipient()], subject: 'Gone out', emailMessage: 'Body' } })).json().resolved.outbound_Draft_Reference_Id;
      const late = await discard(sentId);
      expect(late.statusCode).toBe(409);
      expect(late.json().responseMessage).toBe('This email has already been sent. Start a new email to send it again.');
      expect((await draftOf(sentId)).json().resolved.status).toBe('sent');
      await until(async () => smtp.received.map((m) => m.subject), (subjects) => subjects.includes('Gone out'));
    });

    it('a mail the server refuses is failed with its reason, then sent after the retry', async () => {
      smtp.state.refusing = 'Mailbox busy, try later';
      const before = smtp.received.length;
      const sent = await save({ is_Sent: true, request_Data: { toEmailAdd: [recipient()], subject: 'Retry me', emailMessage: 'Body' } });
      expect(sent.statusCode, sent.body).toBe(200);
      const draftId = sent.json().resolved.outbound_Draft_Reference_Id;
      const failed = await until(async () => (await draftOf(draftId)).json().resolved.send, (s) => s.status === 'failed');
      // at load the poll may first see it after a retry that was refused too: failed at least once
      expect(failed.status).toBe('failed');
      expect(failed.attempts).toBeGreaterThanOrEqual(1);
      expect(failed.reason).toContain('Mailbox busy, try later');
      smtp.state.refusing = '';
      const retried = await until(async () => (await draftOf(draftId)).json().resolved.send, (s) => s.status === 'sent');
      expect(retried).toMatchObject({ status: 'sent', reason: null });
      expect(retried.attempts).toBeGreaterThan(failed.attempts);
      expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(['Retry me']);
    });

    it("an invitation the mail server refuses is kept, and the answer says so with the server's reason (DECISIONS 361); inviting again sends it", async () => {
      const admin = await t.login('admin@harbor.test');
      const email = `${uniqueName('refused').toLowerCase()}@example.test`;
      const invite = () => t.as(admin.token, { method: 'POST', url: '/v1/admin/user/invite', payload: { email, scopes: ['human-view'] } });
      const pending = async () => (await t.as(admin.token, { method: 'GET', url: '/v1/admin/users' })).json().resolved.invitations.map((i: { email: string }) => i.email);
      smtp.state.refusing = 'Mailbox unavailable';
      const refused = await invite().finally(() => { smtp.state.refusing = ''; });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json().resolved).toMatchObject({ invitation_Reference_Id: expect.any(String), email_Sent: false });
      const reason = refused.json().responseMessage.match(/could not be sent \((.*)\)\. Invite again/)?.[1] ?? '';
      expect(reason).toContain('Mailbox unavailable');
      expect(refused.json().responseMessage).toBe(adminReplies.invitedNotSent.replace('{email}', email).replace('{reason}', reason));
      expect(await pending()).toContain(email);

      const before = smtp.received.length;
      const again = await invite();
      expect(again.json()).toMatchObject({ responseMessage: `Invitation sent to ${email}: they join when they next sign in`, resolved: { invitation_Reference_Id: refused.json().resolved.invitation_Reference_Id, email_Sent: true } });
      expect((await pending()).filter((e: string) => e === email)).toHaveLength(1);
      const mail = await until(async () => smtp.received.slice(before).find((m) => (m.to as { text: string }).text.includes(email)), Boolean);
      expect(mail?.text).toMatch(/\/invitation\/\S+/);
    });

    it("another tenant's draft answers 404, and its people cannot be recipients", async () => {
      const draftId = (await save({ request_Data: { subject: 'Mine' } })).json().resolved.outbound_Draft_Reference_Id;
      expect((await draftOf(draftId, summit)).statusCode).toBe(404);
      const theirs = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { subject: 'Taken' } }, summit);
      expect(theirs.statusCode).toBe(404);
      expect((await draftOf(draftId)).json().resolved.subject).toBe('Mine');
      const other = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { toEmailAdd: [{ type: 'to', reference_Id: summitHumanId, humanOrEntity: 'Human', emailId: 'x@summit.example.com' }] } });
      expect(await refusedField(other, 400)).toEqual(['/request_Data/toEmailAdd/0/reference_Id']);
      expect(other.json().errors[0].message).toBe('That human was not found');
    });

    it('bad input names the field and keeps the draft: an address that is not one, an unreadable attachment, too much attached, missing parts', async () => {
      const draftId = (await save({ request_Data: { subject: 'Keep me', toEmailAdd: [recipient()] } })).json().resolved.outbound_Draft_Reference_Id;
      const bad = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { toEmailAdd: [{ type: 'cc', emailId: 'not an address' }] } });
      expect(await refusedField(bad, 400)).toEqual(['/request_Data/toEmailAdd/0/emailId']);
      expect(bad.json()).toMatchObject({ responseMessage: invalidFields, errors: [{ message: 'Invalid email format' }] });
      const summitFile = await t.as(summit.token, { method: 'GET', url: '/v1/files?limit=1' });
      const foreignFile = summitFile.json().resolved?.file_Data?.[0]?.file_Reference_Id ?? '00000000-0000-4000-8000-000000000000';
      const unreadable = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { attachments: [fileId, foreignFile] } });
      expect(await refusedField(unreadable, 400)).toEqual(['/request_Data/attachments/1']);
      expect(unreadable.json().errors[0].message).toBe('That file was not found or you cannot read it');
      const { payload, headers } = multipart([{ name: 'file', filename: 'big.pdf', content: pdf('x'.repeat(3000)) }]);
      const big = (await t.app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${csr.token}` } })).json().resolved.file_Reference_Id;
      const tooLarge = await save({ outbound_Draft_Reference_Id: draftId, request_Data: { attachments: [big] } });
      expect(await refusedField(tooLarge, 400)).toEqual(['/request_Data/attachments']);
      expect(tooLarge.json().errors[0].message).toMatch(/^Attachments can be at most 0 MB together; these would be 0 MB\.$|^Attachments can be at most [\d.]+ MB together/);
      const noMessage = await save({ outbound_Draft_Reference_Id: draftId, is_Sent: true, request_Data: {} });
      expect(noMessage.statusCode).toBe(400);
      expect(noMessage.json()).toMatchObject({ responseMessage: 'Please complete the Email message.', errors: [{ field: '/request_Data/emailMessage' }] });
      const kept = (await draftOf(draftId)).json().resolved;
      expect(kept).toMatchObject({ status: 'draft', subject: 'Keep me', to: [{ emailId: address }], attachments: [], send: null });
      const noRecipient = await save({ is_Sent: true, request_Data: { subject: 'S', emailMessage: 'M' } });
      expect(noRecipient.json()).toMatchObject({ responseCode: 400, responseMessage: 'Please complete the Send To.' });
      const notMine = await save({ fromEmail: 'admin@harbor.test', request_Data: {} });
      expect(await refusedField(notMine, 400)).toEqual(['/fromEmail']);
      expect((await save({ request_Data: {} }, viewer)).statusCode).toBe(403);
    });

    it('two instances draining the queue at once send each mail once (FOR UPDATE SKIP LOCKED)', async () => {
      await t.services.email.queue.stop();
      const logIds: string[] = [];
      for (let i = 0; i < 8; i++) {
        const sent = await save({ is_Sent: true, request_Data: { toEmailAdd: [recipient()], subject: `Race ${i}`, emailMessage: 'Body' } });
        logIds.push(sent.json().resolved.outbound_Data_Log_Id as string);
      }
      const delivered: string[] = [];
      const instance = () => createSendQueue(t.db, { ...defaultMailSettings, retryBaseMs: 60_000 }, async (send) => {
        delivered.push(send.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `<${send.id}@test>`;
      });
      const [a, b] = [instance(), instance()];
      await Promise.all([a.drainNow(), b.drainNow(), a.drainNow(), b.drainNow()]);
      await Promise.all([a.stop(), b.stop()]);
      expect(delivered.filter((id) => logIds.includes(id)).sort()).toEqual([...logIds].sort());
      for (const id of logIds) expect((await t.as(csr.token, { method: 'GET', url: '/v1/email/outbox?limit=50' })).json().resolved.emails.find((m: { outbound_Data_Log_Id: string }) => m.outbound_Data_Log_Id === id).status).toBe('sent');
    });
  });
}
