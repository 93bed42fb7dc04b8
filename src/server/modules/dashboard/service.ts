import { today } from '../../../engine/core/clock.ts';
import { hasScope } from '../../../engine/core/scopes.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { myCases, renewalWindows } from './myDay.ts';
import { bookMonths } from './period.ts';
import { dashboardTiles } from './tiles.ts';
import { readTotals, workVersion } from './totals.ts';

type Tiles = typeof dashboardTiles;
type Figures = { [name in keyof Tiles]: Awaited<ReturnType<Tiles[name]['read']>> | null };

/** Users' open cases kept by tenant, user and work version (exact: any write to what they are counted from moves the version). */
const keptCases = 2000;

/**
 * GET /v1/knowi/dashboard/user: the signed-in user's day and the agency's book, each tile only for a
 * user who may view the list it summarises (else null). Figures kept on write (dashboard_totals, one
 * statement for all of them), the user's tasks from their index, their cases once per work version.
 */
export function createDashboardService({ db }: ServiceDeps) {
  const cases = new Map<string, number>();
  return {
    async figures(auth: AuthContext) {
      const months = bookMonths();
      const names = (Object.keys(dashboardTiles) as (keyof Tiles)[]).filter((name) => dashboardTiles[name].scopes.every((scope) => hasScope(auth.scopes, scope)));
      const totals = names.length ? await readTotals(db, auth, months, Math.max(...renewalWindows)) : [];
      const openCases = async () => {
        const key = `${auth.tenantId}|${auth.userId}`;
        const kept = cases.get(`${key}|${workVersion(totals)}`);
        if (kept !== undefined) return kept;
        const counted = await myCases(db, auth);
        cases.set(`${key}|${counted.version}`, counted.open);
        if (cases.size > keptCases) cases.delete(cases.keys().next().value!);
        return counted.open;
      };
      const read = await Promise.all(names.map((name) => dashboardTiles[name].read({ db, auth, months, totals, openCases })));
      const figures = Object.fromEntries(Object.keys(dashboardTiles).map((name) => [name, read[names.indexOf(name as keyof Tiles)] ?? null])) as Figures;
      return { dashboard_Code: 'main', today: today(), period: { from: months[0].from, to: months[months.length - 1].to }, ...figures };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
