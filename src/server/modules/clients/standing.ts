import { sql } from 'drizzle-orm';
import type { entities, humans } from '../../db/schema.ts';

/**
 * A client is Active while it holds a policy in force or an open opportunity, whatever its own
 * flag says; without either, its flag decides (a new client is active until marked otherwise).
 */
export const clientActive = (table: typeof humans | typeof entities) =>
  sql<boolean>`(${table.isActive} or ${table.activePolicies} > 0 or ${table.openOpportunities} > 0)`;

export const clientIsActive = (row: { isActive: boolean; activePolicies: number; openOpportunities: number }) =>
  row.isActive || row.activePolicies > 0 || row.openOpportunities > 0;

/** A client's page says whether it is retired (shown read-only), and since when. */
export const retiredState = (retiredAt: Date | null) => ({ is_Retired: retiredAt !== null, retired_At: retiredAt ? retiredAt.toISOString() : null });
