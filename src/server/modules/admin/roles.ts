import roles from '../../seed/roles.json';

/** The scope that opens the Admin Portal (DECISIONS 269). */
export const tenantAdminScope = 'tenant-admin';

/** The scopes of a role: each module's actions of the role, and the portal for an admin. */
export function scopesOfRole(role: 'admin' | 'csr' | 'viewer'): string[] {
  const actions = roles[role];
  const scopes = roles.modules.flatMap((module) => actions.map((action) => `${module}-${action}`));
  return role === 'admin' ? [...scopes, tenantAdminScope] : scopes;
}

export const roleNames = ['admin', 'csr', 'viewer'] as const;

/** The role whose scopes these are exactly, else 'custom'. */
export function roleOf(scopes: readonly string[]): string {
  const held = [...scopes].sort().join();
  return roleNames.find((role) => scopesOfRole(role).sort().join() === held) ?? 'custom';
}
