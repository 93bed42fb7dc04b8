import replies from '../../../../schemas/admin/admin.replies.json';
import validateAdminAudit from '../../../generated/validators/admin-audit.js';
import validateAdminInvite from '../../../generated/validators/admin-invite.js';
import validateAdminUserScopes from '../../../generated/validators/admin-user-scopes.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import validateTenantLogo from '../../../generated/validators/tenant-logo.js';
import validateTenantProfile from '../../../generated/validators/tenant-profile.js';
import { fillTemplate } from '../../../engine/core/template.ts';
import { HttpError } from '../../http/errors.ts';
import { defineRoute, readRoute, writeRoute } from '../../http/route.ts';
import { tenantAdminScope } from './roles.ts';
import { ok } from '../../http/reply.ts';
import type { AdminInviteBody } from '../../../generated/types/admin-invite.ts';

/** The Admin Portal's calls (spec 02 names only its redirect: DECISIONS 270), all for a tenant admin. */
export const adminRoutes = [
  readRoute({
    url: '/v1/admin/tenant/profile', scope: tenantAdminScope,
    summary: "The agency's profile: name, address, phone, email, licence number, whether it has a logo, its version (none before the first save).",
    query: validateNoQuery,
  }, ({ auth, services }) => services.admin.profile.read(auth)),
  writeRoute({
    method: 'PUT', url: '/v1/admin/tenant/profile', scope: tenantAdminScope,
    summary: "Saves the agency's profile (at the version read: 412 when stale), printed as the producer on its certificates; audited.",
    body: validateTenantProfile,
  }, ({ body, auth, services }) => services.admin.profile.save(auth, body), replies.profileSaved),
  writeRoute({
    method: 'PUT', url: '/v1/admin/tenant/logo', scope: tenantAdminScope,
    summary: "Saves the agency's logo, re-encoded as a PNG of at most 600 x 200 (an empty logo removes it); audited.",
    body: validateTenantLogo,
  }, ({ body, auth, services }) => services.admin.profile.saveLogo(auth, body.logo), (body) => (body.logo ? replies.logoSaved : replies.logoRemoved)),
  defineRoute({
    method: 'GET', url: '/v1/admin/tenant/logo', scope: tenantAdminScope,
    summary: "The agency's logo (image/png); 404 when it has none.",
    query: validateNoQuery,
    answer: { mediaType: 'image/png', description: "The agency's logo, a PNG of at most 600 x 200." },
    async handler({ auth, services, reply }) {
      const logo = await services.admin.profile.logo(auth);
      if (!logo) throw new HttpError(404, replies.logoNotFound);
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(logo);
    },
  }),
  readRoute({
    url: '/v1/admin/users', scope: tenantAdminScope,
    summary: "The agency's members (name, email, scopes, the role they match), the invitations waiting for a sign-in, and each role's scopes.",
    query: validateNoQuery,
  }, ({ auth, services }) => services.admin.members.list(auth)),
  writeRoute({
    method: 'PUT', url: '/v1/admin/user/scopes', scope: tenantAdminScope,
    summary: "Sets a member's scopes in this agency (all of them); they hold from the member's next request. An admin cannot remove their own tenant-admin. Audited with before and after.",
    body: validateAdminUserScopes,
  }, ({ body, auth, services }) => services.admin.members.setScopes(auth, body.user_Reference_Id, body.scopes), replies.scopesSaved),
  defineRoute<AdminInviteBody>({
    method: 'POST', url: '/v1/admin/user/invite', scope: tenantAdminScope,
    summary: 'Invites a person by email with these scopes and emails them: a link to set a password when the email has no account yet, else to sign in; a membership once they sign in (DECISIONS 271, 361). Audited. The invitation is kept when the mail server refuses the mail (email_Sent false, the reason in the sentence).',
    body: validateAdminInvite, query: validateNoQuery,
    async handler({ body, auth, services }) {
      const { reason, email, ...answer } = await services.admin.members.invite(auth, body.email, body.scopes);
      return ok(answer, reason === null ? fillTemplate(replies.invited, { email }) : fillTemplate(replies.invitedNotSent, { email, reason }));
    },
  }),
  readRoute({
    url: '/v1/admin/audit', scope: tenantAdminScope,
    summary: "The agency's audit log, newest first: when (UTC), who, the record's type and id, the action and each field's before → after; by user_Reference_Id, record_Type and from/to (UTC days), paged.",
    query: validateAdminAudit,
  }, ({ query, auth, services }) => services.admin.audit.page(auth, query)),
];
