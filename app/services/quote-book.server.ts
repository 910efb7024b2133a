// "Book this option" (docs/decisions/0104-quotes-sent-to-clients.md): the quote's search runs
// again (one agent search), the option's flights are looked for in it (domain/quote/matching.ts),
// and the usual review follows (one review call): at once at the same price; after the agent
// agreed to a changed price; or on one of the closest offers when the flights are gone. Only the
// search as the agent sent it and a fare reference reach the back office: never the agency's fee.
import type { SignedIn } from "~/auth/guard.server";
import type { AirLowFare } from "~/contracts/air";
import { findQuotedOffer } from "~/domain/quote/matching";
import type { Message } from "~/domain/upstream-error";
import { readFlow, writeFlow } from "~/session/flow.server";
import { sharedStore } from "~/store/kv-store.server";
import { cachedSearch, searchKey, storedSearch } from "./air-cache.server";
import { calendarSettled } from "./air-calendar.server";
import { chooseFare } from "./air-flow.server";
import { getQuote, markBooked, type Quote } from "./quotes.server";
import { unwrap } from "./upstream.server";

export type OfferSummary = {
  ref: string;
  currency: string;
  total: number;
  flights: { flight: string; from: string; to: string; departure: string; arrival: string }[];
};

export type BookStart =
  | { kind: "review" }
  | { kind: "notFound" }
  | { kind: "refused"; status: number; message: Message }
  | {
      kind: "priceChanged";
      position: number;
      currency: string;
      from: number;
      to: number;
      delta: number;
      offer: OfferSummary;
    }
  | { kind: "gone"; position: number; closest: OfferSummary[] };

const summary = (fare: AirLowFare): OfferSummary => ({
  ref: fare.airFareRefIndex,
  currency: fare.currencyCode,
  total: fare.totalAmount,
  flights: fare.airOptions.flatMap((o) =>
    o.airFlightSegments.map((s) => ({
      flight: `${s.airlineCode} ${s.flightNumber}`,
      from: s.oriLoc,
      to: s.desLoc,
      departure: `${s.departureDateStr}T${s.departureTimeStr}`,
      arrival: `${s.arrivelDateStr}T${s.arrivelTimeStr}`,
    })),
  ),
});

// The quote a session is booking, so the booking made at the end marks it booked.
const bookingKey = (ctx: SignedIn) => `quote-booking:${ctx.session.id}`;
const BOOKING_SECONDS = 10 * 60 * 60;

async function review(ctx: SignedIn, quote: Quote, fare: AirLowFare): Promise<BookStart> {
  const chosen = fare.airOptions.slice(0, -1).map((o) => o.equalsKey);
  const reviewed = await chooseFare(ctx, quote.search, chosen, fare.airFareRefIndex);
  if (!reviewed.ok) return { kind: "refused", status: reviewed.status, message: reviewed.message };
  await sharedStore().set(
    bookingKey(ctx),
    { quoteId: quote.id, search: searchKey(quote.search) },
    BOOKING_SECONDS,
  );
  return { kind: "review" };
}

async function optionOf(ctx: SignedIn, quoteId: string, optionId: string) {
  const quote = await getQuote(ctx.user.companyCode, quoteId);
  const option = quote?.options.find((o) => o.id === optionId);
  return quote && option && quote.state !== "booked" ? { quote, option } : null;
}

/** "Book this option": one new search, then the review or the question the match raises. */
export async function bookQuotedOption(
  ctx: SignedIn,
  quoteId: string,
  optionId: string,
): Promise<BookStart> {
  const found = await optionOf(ctx, quoteId, optionId);
  if (!found) return { kind: "notFound" };
  const { quote, option } = found;
  // A fare calendar's searches under way would leave another search the back office's latest.
  await calendarSettled(ctx.session.id);
  const result = await unwrap(ctx, await cachedSearch(ctx, quote.search, { refresh: true }));
  const flow = await readFlow(ctx.session);
  // The back office now holds this search: the review below needs no second one.
  await writeFlow(ctx.session, {
    ...flow,
    lastSearch: quote.search,
    lastSearchQuery: quote.searchQuery,
    upstreamSearchKey: searchKey(quote.search),
  });
  const match = findQuotedOffer(result.airLowFares, option);
  if (match.kind === "samePrice") return review(ctx, quote, match.offer);
  if (match.kind === "priceChanged")
    return {
      kind: "priceChanged",
      position: option.position,
      currency: match.currency,
      from: match.from,
      to: match.to,
      delta: match.delta,
      offer: summary(match.offer),
    };
  return { kind: "gone", position: option.position, closest: match.closest.map(summary) };
}

/**
 * The agent continues at the new price, or takes one of the closest offers: the fare of the
 * search just run (kept for the session; no new search), reviewed as usual.
 */
export async function reviewQuotedOffer(
  ctx: SignedIn,
  quoteId: string,
  optionId: string,
  ref: string,
): Promise<BookStart> {
  const found = await optionOf(ctx, quoteId, optionId);
  if (!found) return { kind: "notFound" };
  const kept = await storedSearch(ctx, found.quote.search);
  const fare = kept?.airLowFares.find((f) => f.airFareRefIndex === ref);
  if (!fare) return { kind: "refused", status: 409, message: { key: "error.SEARCH_TIMEOUT" } };
  return review(ctx, found.quote, fare);
}

/**
 * After a booking: the quote this session was booking is booked as `bookingId`, when the booked
 * fare came from the quote's search (not from a search the agent ran since).
 */
export async function quoteBooked(
  ctx: SignedIn,
  bookedSearchKey: string | undefined,
  bookingId: string,
): Promise<void> {
  const booking = await sharedStore().get<{ quoteId: string; search: string }>(bookingKey(ctx));
  if (!booking) return;
  await sharedStore().delete(bookingKey(ctx));
  if (booking.search === bookedSearchKey)
    await markBooked(ctx.user.companyCode, booking.quoteId, bookingId);
}
