import { today } from '../../../engine/core/clock.ts';
import { hasScope } from '../../../engine/core/scopes.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { myCases, renewalWindows } from './myDay.ts';
import { bookMonths } from './period.ts';
import { createCountCache } from '../../records/countCache.ts';
import { dashboardTiles } from './tiles.ts';
import { readTotals, workVersion } from './totals.ts';

type Tiles = typeof dashboardTiles;
type Figures = { [name in keyof Tiles]: Awaited<ReturnType<Tiles[name]['read']>> | null };


/**
 * GET /v1/knowi/dashboard/user: the signed-in user's day and the agency's book, each tile only for a
 * user who may view the list it summarises (else null). Figures kept on write (dashboard_totals, one
 * statement for all of them), the user's tasks from their index, their cases once per work version.
 */
export function createDashboardService({ db }: ServiceDeps) {
  // users' open cases kept by tenant, user and work version (exact: any write to what they are counted from moves the version)
  const cases = createCountCache();
  return {
    async figures(auth: AuthContext) {
      const months = bookMonths();
      const names = (Object.keys(dashboardTiles) as (keyof Tiles)[]).filter((name) => dashboardTiles[name].scopes.every((scope) => hasScope(auth.scopes, scope)));
      const totals = names.length ? await readTotals(db, auth, months, Math.max(...renewalWindows)) : [];
      const openCases = async () => {
        const key = `${auth.tenantId}|${auth.userId}`;
        const kept = cases.kept(workVersion(totals), key);
        if (kept !== undefined) return kept;
        const counted = await myCases(db, auth);
        cases.remember(counted.version, key, counted.open);
        return counted.open;
      };
      const read = await Promise.all(names.map((name) => dashboardTiles[name].read({ db, auth, months, totals, openCases })));
      const figures = Object.fromEntries(Object.keys(dashboardTiles).map((name) => [name, read[names.indexOf(name as keyof Tiles)] ?? null])) as Figures;
      return { dashboard_Code: 'main', today: today(), period: { from: months[0].from, to: months[months.length - 1].to }, ...figures };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
