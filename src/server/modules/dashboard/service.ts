import { today } from '../../../engine/core/clock.ts';
import { hasScope } from '../../../engine/core/scopes.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { newVsRenewals, pipeline, topCarriers, writtenPremium } from './book.ts';
import { myCases, myOpportunities, myTasks, renewalsDue } from './myDay.ts';
import { bookMonths } from './period.ts';

/**
 * GET /v1/knowi/dashboard/user: the signed-in user's day and the agency's book, one query per tile,
 * each tile only for a user who may view the list it summarises (else null).
 */
export function createDashboardService({ db }: ServiceDeps) {
  return {
    async figures(auth: AuthContext) {
      const may = (scope: string) => hasScope(auth.scopes, scope);
      const when = <T>(scope: string | string[], tile: () => Promise<T>) => ([scope].flat().every(may) ? tile() : Promise.resolve(null));
      const months = bookMonths();
      const [tasks, cases, renewals, myPipeline, written, agencyPipeline, business, carriers] = await Promise.all([
        when('task-view', () => myTasks(db, auth)),
        when('task-view', () => myCases(db, auth)),
        when(['opportunity-view', 'policy-view'], () => renewalsDue(db, auth)),
        when('opportunity-view', () => myOpportunities(db, auth)),
        when('policy-view', () => writtenPremium(db, auth, months)),
        when('opportunity-view', () => pipeline(db, auth)),
        when('policy-view', () => newVsRenewals(db, auth, months)),
        when(['policy-view', 'market-view'], () => topCarriers(db, auth, months)),
      ]);
      return {
        dashboard_Code: 'main',
        today: today(),
        period: { from: months[0].from, to: months[months.length - 1].to },
        my_Tasks: tasks,
        my_Cases: cases,
        renewals_Due: renewals,
        my_Opportunities: myPipeline,
        written_Premium: written,
        pipeline: agencyPipeline,
        new_Vs_Renewals: business,
        top_Carriers: carriers,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
