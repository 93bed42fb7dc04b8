/** The admin scope of a scope's prefix: 'order-edit' -> 'order-admin'. */
export function adminScopeOf(scope: string): string {
  return `${scope.split('-')[0]}-admin`;
}

/** A check passes for the exact scope or the admin scope of the same prefix. */
export function hasScope(userScopes: readonly string[], scope: string): boolean {
  return userScopes.includes(scope) || userScopes.includes(adminScopeOf(scope));
}
