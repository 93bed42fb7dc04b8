import texts from '../../../../schemas/opportunity/proposal-pdf.json';
import { displayDate } from '../../../engine/core/dates.ts';
import { displayMoney } from '../../../engine/core/format.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { fromStored, sum } from '../insuredLines/money.ts';
import type { ProposalSheet } from './pdfDocument.ts';

/** A chosen quote as the proposal list answers it. */
export interface SheetQuote {
  market_Reference_Id: string;
  market_Name: string;
  version_Code: string;
  version_Name: string | null;
  line_Of_Business_Name: string | null;
  quoted_Premium: number | null;
}

/** What a proposal prints from: its agency, the proposal, the opportunity and its chosen quotes. */
export interface SheetSource {
  agency: string;
  proposal: { name: string; created_At: Date | string; quotes: SheetQuote[] };
  opportunity: { insuredName: string; description: string | null; effectiveDate: string | null; expirationDate: string | null };
}

const money = (amount: ReturnType<typeof sum>) => displayMoney(amount.toFixed(2));
const premiumOf = (quotes: SheetQuote[]) => sum(quotes.map((q) => fromStored(q.quoted_Premium)));

/** The proposal's texts as they print (for the client: not our delivery status): facts under the title, a table per market (in the order the quotes come) with its total, the total. */
export function proposalSheet({ agency, proposal, opportunity }: SheetSource): ProposalSheet {
  const markets = [...new Set(proposal.quotes.map((q) => q.market_Reference_Id))].map((id) => proposal.quotes.filter((q) => q.market_Reference_Id === id));
  const facts = [
    { label: texts.date, value: displayDate(new Date(proposal.created_At).toISOString().slice(0, 10)) },
    { label: texts.insured, value: opportunity.insuredName },
    { label: texts.description, value: opportunity.description ?? '' },
    { label: texts.effectiveDate, value: displayDate(opportunity.effectiveDate) },
    { label: texts.expirationDate, value: displayDate(opportunity.expirationDate) },
  ];
  return {
    agency,
    name: fillTemplate(texts.title, { name: proposal.name }),
    facts: facts.filter((f) => f.value.trim()),
    columns: { version: texts.version, line: texts.lineOfBusiness, premium: texts.quotedPremium },
    markets: markets.map((quotes) => ({
      heading: quotes[0].market_Name,
      rows: quotes.map((q) => ({
        version: q.version_Name?.trim() || fillTemplate(texts.versionFallback, { code: q.version_Code }),
        line: q.line_Of_Business_Name ?? '',
        premium: q.quoted_Premium === null ? texts.notQuoted : displayMoney(q.quoted_Premium),
      })),
      total: { label: fillTemplate(texts.marketTotal, { market: quotes[0].market_Name }), value: money(premiumOf(quotes)) },
    })),
    ...(proposal.quotes.length ? {} : { empty: texts.noQuotes }),
    total: { label: texts.total, value: money(premiumOf(proposal.quotes)) },
    pageLabel: texts.page,
  };
}
