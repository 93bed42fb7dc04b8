/** The demo accounts a new database is seeded with (never in production), and their password. */
export const demoPassword = 'demo-password-1';
export const demoAccounts = [
  { email: 'admin@harbor.test', role: 'admin', note: 'Harbor admin (every scope), also a member of Summit Brokers' },
  { email: 'csr@harbor.test', role: 'csr', note: 'Harbor CSR: view and edit, no delete, no admin' },
  { email: 'viewer@harbor.test', role: 'viewer', note: 'Harbor viewer: view only' },
  { email: 'admin@summit.test', role: 'admin', note: 'Summit Brokers admin' },
] as const;
