import replies from '../../../../schemas/report/report.replies.json';
import { displayDate, displayMonth } from '../../../engine/core/dates.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import validateReportPeriod from '../../../generated/validators/report-period.js';
import type { ReportPeriodQuery } from '../../../generated/types/report-period.ts';
import type { AuthContext } from '../../auth/context.ts';
import { defineRoute, readRoute, type RouteDeclaration } from '../../http/route.ts';
import type { Services } from '../../composition/services.ts';
import { csvAnswer, csvStream, sendCsv, type CsvColumn } from './csv.ts';
import { once, pageLabel, pdfAnswer, sendPdf } from './files.ts';
import { reportPdf } from './pdf.ts';
import type { PeriodQuery } from './retention.ts';

/** A row of a monthly report's table: a month, or the period's total (no month), and its figures by name. */
type Row = { month?: string } & Record<string, unknown>;
type Column = CsvColumn<Row> & { numeric: true };

interface PeriodReport {
  /** its address under /v1/report/ */
  name: string;
  /** the scope of the records it counts */
  scope: 'policy-view' | 'opportunity-view';
  summary: string;
  title: string;
  covers: string;
  csvFile: string;
  pdfFile: string;
  columns: Column[];
  read(services: Services, auth: AuthContext, q: PeriodQuery): Promise<{ from: string; to: string; months: Row[]; total: object }>;
}

const whole = (header: string, key: string): Column => ({ header, value: (r) => r[key], numeric: true });
const money = (header: string, key: string): Column => ({ header, value: (r) => Number(r[key]).toFixed(2), numeric: true });
const rate = (header: string, key: string): Column => ({ header, value: (r) => (r[key] === null ? '' : Number(r[key]).toFixed(1)), numeric: true });
const monthColumn: CsvColumn<Row> = { header: replies.month, value: (r) => (r.month ? displayMonth(r.month) : replies.total) };
const only = { new: replies.onlyNew, renewal: replies.onlyRenewal };

/** A monthly report's three routes: its figures, its CSV and its PDF (the months, then the total). */
function periodReport(r: PeriodReport): RouteDeclaration<unknown, ReportPeriodQuery>[] {
  const url = `/v1/report/${r.name}`;
  const read = (services: Services, auth: AuthContext, q: ReportPeriodQuery) => r.read(services, auth, q as PeriodQuery);
  const rows = async (services: Services, auth: AuthContext, q: ReportPeriodQuery) => {
    const report = await read(services, auth, q);
    return { ...report, rows: [...report.months, report.total] as Row[] };
  };
  const columns = [monthColumn, ...r.columns];
  return [
    readRoute({ url, scope: r.scope, summary: r.summary, query: validateReportPeriod }, ({ auth, services, query }) => read(services, auth, query)),
    defineRoute<unknown, ReportPeriodQuery>({
      method: 'GET', url: `${url}/csv`, scope: r.scope,
      summary: `${r.title} as a CSV file: a row a month, then the total (cells that would run as a spreadsheet formula escaped).`,
      query: validateReportPeriod, answer: csvAnswer,
      handler: async ({ auth, services, query, reply }) => sendCsv(reply, r.csvFile, csvStream(columns, once(rows(services, auth, query).then((x) => x.rows)))),
    }),
    defineRoute<unknown, ReportPeriodQuery>({
      method: 'GET', url: `${url}/pdf`, scope: r.scope,
      summary: `${r.title} as a PDF.`,
      query: validateReportPeriod, answer: pdfAnswer,
      handler: async ({ auth, services, query, reply }) => {
        const report = await rows(services, auth, query);
        const covers = fillTemplate(r.covers, { from: displayDate(report.from), to: displayDate(report.to), business: query.business ? only[query.business] : '' });
        return sendPdf(reply, r.pdfFile, await reportPdf(r.title, covers, columns, report.rows, pageLabel));
      },
    }),
  ];
}

export const periodRoutes = [
  ...periodReport({
    name: 'retention', scope: 'policy-view', title: replies.retentionTitle, covers: replies.retentionCovers, csvFile: replies.retentionFile, pdfFile: replies.retentionPdf,
    summary: 'Renewals and retention by the month written policies expire: how many expired, were renewed (a renewal opportunity won), are being renewed, were lost or not started, the retention rate and the premium.',
    columns: [
      whole(replies.expiring, 'expiring'), whole(replies.renewed, 'renewed'), whole(replies.inProgress, 'in_Progress'), whole(replies.lost, 'lost'), whole(replies.notStarted, 'not_Started'),
      rate(replies.retentionRate, 'retention_Rate'), money(replies.premiumExpiring, 'premium_Expiring'), money(replies.premiumRenewed, 'premium_Renewed'),
    ],
    read: (services, auth, q) => services.reports.retention(auth, q),
  }),
  ...periodReport({
    name: 'conversion', scope: 'opportunity-view', title: replies.conversionTitle, covers: replies.conversionCovers, csvFile: replies.conversionFile, pdfFile: replies.conversionPdf,
    summary: 'Pipeline conversion by the month opportunities were created: how many, won, lost and open, the conversion and win rates and the premium won.',
    columns: [
      whole(replies.created, 'created'), whole(replies.won, 'won'), whole(replies.lost, 'lost'), whole(replies.open, 'open'),
      rate(replies.conversionRate, 'conversion_Rate'), rate(replies.winRate, 'win_Rate'), money(replies.premiumWon, 'premium_Won'),
    ],
    read: (services, auth, q) => services.reports.conversion(auth, q),
  }),
];
