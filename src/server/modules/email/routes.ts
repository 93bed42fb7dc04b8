import replies from '../../../../schemas/email/email.replies.json';
import validateEmail from '../../../generated/validators/email.js';
import validateEmailContacts from '../../../generated/validators/email-contacts.js';
import validateEmailDraft from '../../../generated/validators/email-draft.js';
import validateEmailOutbox from '../../../generated/validators/email-outbox.js';
import validateEmailRecord from '../../../generated/validators/email-record.js';
import validateEmailRetire from '../../../generated/validators/email-retire.js';
import { assertScope, readRoute, writeRoute } from '../../http/route.ts';

export const emailRoutes = [
  writeRoute(
    {
      method: 'POST', url: '/v1/email', scope: 'email-edit', ids: ['outbound_Draft_Reference_Id'], body: validateEmail,
      summary: 'Saves an email draft (created without outbound_Draft_Reference_Id) with request_Data\'s changes; is_Sent true queues it. Answers outbound_Draft_Reference_Id and outbound_Data_Log_Id (the queued send, null for a draft save).',
    },
    (ctx) => ctx.services.email.save(ctx.auth, ctx.body),
    (body) => (body.is_Sent ? replies.queued : replies.saved),
  ),
  writeRoute(
    {
      method: 'PUT', url: '/v1/retire/email', scope: 'email-edit', referenceId: 'outbound_Draft_Reference_Id', body: validateEmailRetire,
      summary: "Discards a draft (the composer's Cancel): it leaves the books' reads and can no longer be saved or sent; a sent mail answers 409.",
    },
    async (ctx) => {
      await ctx.services.email.discard(ctx.auth, ctx.body.outbound_Draft_Reference_Id, ctx.body.version);
      return { outbound_Draft_Reference_Id: ctx.body.outbound_Draft_Reference_Id };
    },
    replies.discarded,
  ),
  readRoute(
    { url: '/v1/email/draft', scope: 'email-view', summary: 'A draft with its recipients and attachments, and its send (status, reason) once sent.', query: validateEmailDraft },
    (ctx) => ctx.services.email.draft(ctx.auth, ctx.query.outbound_Draft_Reference_Id),
  ),
  readRoute(
    { url: '/v1/email/contacts', scope: 'email-view', summary: "Recipients: humans' and entities' contacts with an email address (email contact model), by name or address; from_Type Business or Human.", query: validateEmailContacts },
    (ctx) => ctx.services.email.contacts(ctx.auth, ctx.query),
  ),
  readRoute(
    { url: '/v1/email/outbox', scope: 'email-view', summary: "The outbox: the tenant's outbound mail, newest first, each with its status (queued, sending, sent, failed with the reason).", query: validateEmailOutbox },
    (ctx) => ctx.services.email.outbox(ctx.auth, ctx.query),
  ),
  readRoute(
    { url: '/v1/email/record', scope: 'email-view', summary: "The mail a human, entity, case, opportunity or policy concerns; needs that record's view scope too.", query: validateEmailRecord },
    (ctx) => {
      assertScope(ctx.auth, `${ctx.query.type}-view`);
      return ctx.services.email.onRecord(ctx.auth, ctx.query);
    },
  ),
];
