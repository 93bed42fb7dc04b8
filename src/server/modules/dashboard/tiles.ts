import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { newVsRenewals, topCarriers, writtenPremium } from './book.ts';
import { myTasks, renewalsDue } from './myDay.ts';
import { byStage } from './stages.ts';
import type { Month } from './period.ts';
import type { Total } from './totals.ts';

/** What a tile reads from: the tenant's totals (one statement for all tiles) and its own statements. */
export interface TileSource {
  db: Db;
  auth: AuthContext;
  months: Month[];
  totals: Total[];
  /** the signed-in user's open cases, counted once per work version */
  openCases(): Promise<number>;
}

interface Tile<T> {
  /** the scopes of the list the tile summarises: a user without them gets null */
  scopes: string[];
  read(from: TileSource): T | Promise<T>;
}
const tile = <T>(scopes: string[], read: (from: TileSource) => T | Promise<T>): Tile<T> => ({ scopes, read });

/** The dashboard's tiles by the answer's names. */
export const dashboardTiles = {
  my_Tasks: tile(['task-view'], ({ db, auth }) => myTasks(db, auth)),
  my_Cases: tile(['task-view'], async ({ openCases }) => ({ open: await openCases() })),
  renewals_Due: tile(['opportunity-view', 'policy-view'], ({ totals }) => renewalsDue(totals)),
  my_Opportunities: tile(['opportunity-view'], ({ totals }) => byStage(totals, true)),
  written_Premium: tile(['policy-view'], ({ totals, months }) => writtenPremium(totals, months)),
  pipeline: tile(['opportunity-view'], ({ totals }) => byStage(totals, false)),
  new_Vs_Renewals: tile(['policy-view'], ({ totals }) => newVsRenewals(totals)),
  top_Carriers: tile(['policy-view', 'market-view'], ({ totals }) => topCarriers(totals)),
};
