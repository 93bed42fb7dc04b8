import type { GetProposalLobQuotesAnswer } from '../../../generated';

/** A line of the opportunity with its quotes (GET /v1/proposal/lob/quotes). */
export type LineQuotes = GetProposalLobQuotesAnswer['lob'][number];

/** A quote as GET /v1/proposal/lob/quotes, GET /v1/opportunity/proposal and the submissions read it. */
export type QuoteRead = LineQuotes['quotes'][number];

export interface MarketGroup {
  marketId: string;
  marketName: string;
  versions: { versionId: string; code: string; name: string | null; quotes: QuoteRead[] }[];
}

/** The quotes grouped by market, then by submission version, in the order read. */
export function byMarket(lines: LineQuotes[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const quote of lines.flatMap((l) => l.quotes)) {
    const group = groups.get(quote.market_Reference_Id) ?? { marketId: quote.market_Reference_Id, marketName: quote.market_Name ?? '', versions: [] };
    groups.set(quote.market_Reference_Id, group);
    let version = group.versions.find((v) => v.versionId === quote.version_Reference_Id);
    if (!version) group.versions.push(version = { versionId: quote.version_Reference_Id, code: quote.version_Code, name: quote.version_Name, quotes: [] });
    version.quotes.push(quote);
  }
  return [...groups.values()];
}

/** A quote ticked or unticked: one version per line, so ticking it unticks the line's other quotes. */
export function toggledQuote(chosen: string[], quote: QuoteRead, all: QuoteRead[]): string[] {
  if (chosen.includes(quote.quote_Reference_Id)) return chosen.filter((id) => id !== quote.quote_Reference_Id);
  const sameLine = new Set(all.filter((q) => q.line_Of_Business_Reference_Id === quote.line_Of_Business_Reference_Id).map((q) => q.quote_Reference_Id));
  return [...chosen.filter((id) => !sameLine.has(id)), quote.quote_Reference_Id];
}

/** What an edit sends: the quotes added and those taken out. */
export const quoteChanges = (before: string[], after: string[]) => ({
  to_Add_Quote: after.filter((id) => !before.includes(id)),
  to_Retire_Quote: before.filter((id) => !after.includes(id)),
});
