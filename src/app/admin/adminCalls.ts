import type { ItemCall } from '../../engine/core/itemForms';

/** A member of the agency as GET /v1/admin/users lists them. */
export interface Member {
  user_Reference_Id: string;
  email: string;
  name: string;
  scopes: string[];
  role: string;
}

export interface Invitation {
  invitation_Reference_Id: string;
  email: string;
  scopes: string[];
  role: string;
  invited_At: string;
}

export interface People {
  users: Member[];
  invitations: Invitation[];
}

/** The agency's profile as GET /v1/admin/tenant/profile reads it (what is not filled in is absent). */
export interface AgencyProfile {
  agency_Name: string;
  address_Line_1?: string;
  address_Line_2?: string;
  city?: string;
  state_Code?: string;
  zip?: string;
  phone?: string;
  email?: string;
  licence_Number?: string;
  has_Logo: boolean;
  version?: number;
}

export const peoplePath = '/v1/admin/users';
export const profilePath = '/v1/admin/tenant/profile';
export const logoPath = '/v1/admin/tenant/logo';

/** The portal's forms (schemas/admin/<form>.ui.json), each with its mode and call; the model is the body. */
export const adminForms = {
  profile: { form: 'tenant-profile', mode: 'edit', call: { method: 'PUT', path: profilePath, body: {} } },
  access: { form: 'admin-user-scopes', mode: 'edit', call: { method: 'PUT', path: '/v1/admin/user/scopes', body: {} } },
  invite: { form: 'admin-invite', mode: 'add', call: { method: 'POST', path: '/v1/admin/user/invite', body: {} } },
} satisfies Record<string, { form: string; mode: string; call: ItemCall }>;
