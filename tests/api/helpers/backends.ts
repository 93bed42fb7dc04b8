import { postgresAvailable, postgresUnavailableReason } from './postgres';

export type Backend = 'pglite' | 'postgres';

function chosen(): Backend[] {
  const asked = process.env.API_BACKEND;
  if (asked === 'pglite') return ['pglite'];
  if (asked === 'postgres') {
    if (!postgresAvailable) throw new Error(`API_BACKEND=postgres, but ${postgresUnavailableReason}.`);
    return ['postgres'];
  }
  if (asked) throw new Error(`API_BACKEND must be pglite or postgres, not ${asked}.`);
  if (!postgresAvailable) console.warn(`API tests run on PGlite only: ${postgresUnavailableReason}.`);
  return postgresAvailable ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The databases the API tests run on: API_BACKEND (pglite or postgres; `npm run test:api` runs the
 * two at once, a process each), else PGlite and, where its binaries are, PostgreSQL 15.
 */
export const apiBackends: Backend[] = chosen();
