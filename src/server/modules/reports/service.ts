import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { bookOfBusiness } from './bookOfBusiness.ts';
import { expiringBatches, expiringPage } from './expiring.ts';
import { productionByProducer } from './production.ts';
import { conversion } from './conversion.ts';
import { retention, type PeriodQuery } from './retention.ts';

/** The agency's reports: the book of business, the policies expiring, production by producer, renewals and retention, and pipeline conversion, read by the database on the tenant's rows. */
export function createReportService({ db }: ServiceDeps) {
  return {
    book: (auth: AuthContext) => bookOfBusiness(db, auth),
    expiring: (auth: AuthContext, q: { days: number; limit: number; page: number }) => expiringPage(db, auth, q),
    expiringBatches: (auth: AuthContext, days: number) => expiringBatches(db, auth, days),
    production: (auth: AuthContext) => productionByProducer(db, auth),
    retention: (auth: AuthContext, q: PeriodQuery) => retention(db, auth, q),
    conversion: (auth: AuthContext, q: PeriodQuery) => conversion(db, auth, q),
  };
}
