// A stored quote in the words of the client's letter and page (quote-letter.server.ts).
import type { QuoteOptionRow, QuoteRow } from "~/db/schema";
import type { PenaltySummary } from "~/domain/air/penalties";
import { isLocale } from "~/domain/locales";
import { env } from "~/env.server";
import type { LetterOption, LetterQuote } from "./quote-letter.server";

export const letterOption = (o: QuoteOptionRow): LetterOption => ({
  position: o.position,
  currency: o.currency,
  fareTotal: o.fareTotal,
  feeTotal: o.feeTotal,
  prices: o.prices,
  legs: o.legs,
  // The stored record is the penalties module's summary (domain/quote/fee.test.ts keeps them equal).
  penalties: o.penalties as PenaltySummary[] | null,
});

export function letterOf(
  quote: QuoteRow & { options: QuoteOptionRow[] },
  agencyName: string,
  expiresAt: number,
): LetterQuote {
  return {
    language: isLocale(quote.clientLanguage) ? quote.clientLanguage : "en-US",
    agencyName,
    clientName: quote.clientName,
    note: quote.note,
    route: quote.route,
    expiresAt,
    timeZone: env().AGENCY_TIME_ZONE,
    options: quote.options.map(letterOption),
  };
}
