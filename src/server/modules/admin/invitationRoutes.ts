import validateInvitationPassword from '../../../generated/validators/invitation-password.js';
import validateInvitationToken from '../../../generated/validators/invitation-token.js';
import type { InvitationTokenQuery } from '../../../generated/types/invitation-token.ts';
import type { InvitationPasswordBody } from '../../../generated/types/invitation-password.ts';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { defineRoute, readRoute } from '../../http/route.ts';

/** The invitation's link (DECISIONS 361): public, the token is the credential. */
export const invitationRoutes = [
  readRoute({
    url: '/v1/invitation', scope: 'public', errors: [409, 410],
    summary: "Who an invitation's link is for and the agency (410 when the link has expired, was used or replaced; 409 when the email has an account: sign in instead).",
    query: validateInvitationToken,
  }, ({ query, services }) => services.admin.invitation.read((query as InvitationTokenQuery).token)),
  defineRoute<InvitationPasswordBody>({
    method: 'POST', url: '/v1/invitation/password', scope: 'public', errors: [409, 410],
    summary: "Sets the invited person's name and password by the invitation's link: their account and the agency's membership at once; the link is spent (410 after).",
    body: validateInvitationPassword, query: validateNoQuery,
    async handler({ body, services }) {
      const { email, sentence } = await services.admin.invitation.setPassword(body.token, body);
      return ok({ email }, sentence);
    },
  }),
];
