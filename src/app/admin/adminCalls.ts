import type { ItemCall } from '../../engine/core/itemForms';
import type { GetAdminTenantProfileAnswer, GetAdminUsersAnswer } from '../../generated';

/** The agency's members and pending invitations as GET /v1/admin/users lists them. */
export type People = GetAdminUsersAnswer;
/** A member of the agency. */
export type Member = People['users'][number];
export type Invitation = People['invitations'][number];

/** The agency's profile as GET /v1/admin/tenant/profile reads it (what is not filled in is absent). */
export type AgencyProfile = GetAdminTenantProfileAnswer;

export const peoplePath = '/v1/admin/users';
export const profilePath = '/v1/admin/tenant/profile';
export const logoPath = '/v1/admin/tenant/logo';

/** The portal's forms (schemas/admin/<form>.ui.json), each with its mode and call; the model is the body. */
export const adminForms = {
  profile: { form: 'tenant-profile', mode: 'edit', call: { method: 'PUT', path: profilePath, body: {} } },
  access: { form: 'admin-user-scopes', mode: 'edit', call: { method: 'PUT', path: '/v1/admin/user/scopes', body: {} } },
  invite: { form: 'admin-invite', mode: 'add', call: { method: 'POST', path: '/v1/admin/user/invite', body: {} } },
} satisfies Record<string, { form: string; mode: string; call: ItemCall }>;
