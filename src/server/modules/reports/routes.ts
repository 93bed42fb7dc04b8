import replies from '../../../../schemas/report/report.replies.json';
import { displayDate } from '../../../engine/core/dates.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import validateNoQuery from '../../../generated/validators/no-query.js';
import validateReportExpiring from '../../../generated/validators/report-expiring.js';
import type { ReportExpiringQuery } from '../../../generated/types/report-expiring.ts';
import { defineRoute, readRoute } from '../../http/route.ts';
import type { bookOfBusiness } from './bookOfBusiness.ts';
import { csvAnswer, csvStream, sendCsv, type CsvColumn } from './csv.ts';
import type { expiringPage } from './expiring.ts';
import { once, pageLabel, pdfAnswer, sendPdf } from './files.ts';
import { reportPdf } from './pdf.ts';
import { periodRoutes } from './periodRoutes.ts';
import type { productionByProducer } from './production.ts';
import { today } from '../../../engine/core/clock.ts';

type BookRow = Awaited<ReturnType<typeof bookOfBusiness>>[number];
type ProductionRow = Awaited<ReturnType<typeof productionByProducer>>['producers'][number];
type ExpiringRow = Awaited<ReturnType<typeof expiringPage>>['policies'][number];

const bookColumns: CsvColumn<BookRow>[] = [
  { header: replies.line, value: (r) => r.line },
  { header: replies.carrier, value: (r) => r.carrier },
  { header: replies.policies, value: (r) => r.policies },
  { header: replies.premium, value: (r) => r.premium.toFixed(2) },
];
const productionColumns: (CsvColumn<ProductionRow> & { numeric?: boolean })[] = [
  { header: replies.producer, value: (r) => r.producer ?? replies.noProducer },
  { header: replies.policies, value: (r) => r.policies, numeric: true },
  { header: replies.newBusiness, value: (r) => r.new_Business, numeric: true },
  { header: replies.renewals, value: (r) => r.renewals, numeric: true },
  { header: replies.premium, value: (r) => r.premium.toFixed(2), numeric: true },
  { header: replies.commission, value: (r) => r.commission.toFixed(2), numeric: true },
];
const expiringColumns: CsvColumn<ExpiringRow>[] = [
  { header: replies.policyNumber, value: (r) => r.carrier_Issued_Policy_Id },
  { header: replies.insured, value: (r) => r.insured_Name },
  { header: replies.carrier, value: (r) => r.market_Name },
  { header: replies.linesOfBusiness, value: (r) => r.lines },
  { header: replies.effectiveDate, value: (r) => displayDate(r.effective_Date) },
  { header: replies.expirationDate, value: (r) => displayDate(r.expiration_Date) },
  { header: replies.premium, value: (r) => r.actual_Premium.toFixed(2) },
];

export const reportRoutes = [
  readRoute({
    url: '/v1/report/book-of-business', scope: 'policy-view',
    summary: 'The book of business: policies in force by line of business and carrier, how many and the lines\' premium.',
    query: validateNoQuery,
  }, async ({ auth, services }) => ({ book: await services.reports.book(auth) })),
  defineRoute({
    method: 'GET', url: '/v1/report/book-of-business/csv', scope: 'policy-view',
    summary: 'The book of business as a CSV file (cells that would run as a spreadsheet formula escaped).',
    query: validateNoQuery, answer: csvAnswer,
    handler: async ({ auth, services, reply }) => sendCsv(reply, replies.bookFile, csvStream(bookColumns, once(services.reports.book(auth)))),
  }),
  readRoute({
    url: '/v1/report/expiring', scope: 'policy-view',
    summary: 'Policies in force expiring within the next 30, 60, 90 or 120 days, soonest first: a page and the count.',
    query: validateReportExpiring,
  }, ({ query, auth, services }) => services.reports.expiring(auth, query as Required<ReportExpiringQuery>)),
  defineRoute<unknown, ReportExpiringQuery>({
    method: 'GET', url: '/v1/report/expiring/csv', scope: 'policy-view',
    summary: 'Every policy in force expiring within the days asked, as a CSV file streamed 1,000 rows at a time (cells that would run as a formula escaped).',
    query: validateReportExpiring, answer: csvAnswer,
    handler: async ({ query, auth, services, reply }) =>
      sendCsv(reply, fillTemplate(replies.expiringFile, { days: String(query.days) }), csvStream(expiringColumns, services.reports.expiringBatches(auth, query.days!))),
  }),
  defineRoute({
    method: 'GET', url: '/v1/report/book-of-business/pdf', scope: 'policy-view',
    summary: 'The book of business as a PDF.',
    query: validateNoQuery, answer: pdfAnswer,
    handler: async ({ auth, services, reply }) => sendPdf(reply, replies.bookPdf,
      await reportPdf(replies.bookTitle, fillTemplate(replies.bookCovers, { date: displayDate(today()) }), bookColumns.map((c, i) => ({ ...c, numeric: i > 1 })), await services.reports.book(auth), pageLabel)),
  }),
  readRoute({
    url: '/v1/report/production', scope: 'policy-view',
    summary: 'Production by producer: policies written taking effect in the last twelve months by their producer, how many (new business, renewals), premium and commission.',
    query: validateNoQuery,
  }, ({ auth, services }) => services.reports.production(auth)),
  defineRoute({
    method: 'GET', url: '/v1/report/production/csv', scope: 'policy-view',
    summary: 'Production by producer as a CSV file (cells that would run as a spreadsheet formula escaped).',
    query: validateNoQuery, answer: csvAnswer,
    handler: async ({ auth, services, reply }) => sendCsv(reply, replies.productionFile, csvStream(productionColumns, once(services.reports.production(auth).then((p) => p.producers)))),
  }),
  defineRoute({
    method: 'GET', url: '/v1/report/production/pdf', scope: 'policy-view',
    summary: 'Production by producer as a PDF.',
    query: validateNoQuery, answer: pdfAnswer,
    handler: async ({ auth, services, reply }) => {
      const { from, to, producers } = await services.reports.production(auth);
      return sendPdf(reply, replies.productionPdf, await reportPdf(replies.productionTitle, fillTemplate(replies.productionCovers, { from: displayDate(from), to: displayDate(to) }), productionColumns, producers, pageLabel));
    },
  }),
  ...periodRoutes,
];
