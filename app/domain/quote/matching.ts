// "Book this option" (docs/decisions/0104-quotes-sent-to-clients.md): a quoted option is found
// again in a new search by its flights (airline, flight number, date, booking class of every
// segment) and its fare source, never by a reference index, which each search numbers anew.
// Pure: the tests hand in fares.
import type { AirLowFare } from "~/contracts/air";
import { fareSource } from "~/domain/air/grouping";

/** A flight as a quote keeps it (the fields of contracts/quote.ts's QuotedSegment it needs). */
export type MatchedSegment = {
  airline: string;
  flightNumber: string;
  /** Airport-local YYYY-MM-DD and HH:mm. */
  departureDate: string;
  departureTime: string;
  classCode: string;
};

/** What a quote keeps of an option to find it again (a stored option row fits as it is). */
export type QuotedFlights = {
  /** NDC, GDS or DC (domain/air/grouping.ts fareSource). */
  source: string;
  currency: string;
  /** The fare total the agent saw: the back office's price, never the agency's fee. */
  fareTotal: number;
  legs: readonly { segments: readonly MatchedSegment[] }[];
};

export type QuoteMatch =
  | { kind: "samePrice"; offer: AirLowFare }
  | {
      kind: "priceChanged";
      offer: AirLowFare;
      currency: string;
      from: number;
      to: number;
      delta: number;
    }
  | { kind: "gone"; closest: AirLowFare[] };

/** How many of the new search's offers a vanished option proposes instead. */
export const CLOSEST_COUNT = 3;

const norm = (s: string) => s.trim().toUpperCase();
const segmentKey = (s: MatchedSegment) =>
  [s.airline, s.flightNumber.replace(/^0+(?=\d)/, ""), s.departureDate, s.classCode]
    .map(norm)
    .join("/");

/** The flights of an option as one comparable key, leg by leg. */
export const flightsKey = (legs: QuotedFlights["legs"]) =>
  legs.map((l) => l.segments.map(segmentKey).join("+")).join("|");

/** The flights of a search's offer, in the quote's words. */
export function flightsOf(fare: AirLowFare): QuotedFlights {
  return {
    source: fareSource(fare),
    currency: fare.currencyCode,
    fareTotal: fare.totalAmount,
    legs: fare.airOptions.map((o) => ({
      segments: o.airFlightSegments.map((s) => ({
        airline: s.airlineCode,
        flightNumber: s.flightNumber,
        departureDate: s.departureDateStr,
        departureTime: s.departureTimeStr,
        classCode: s.classCode,
      })),
    })),
  };
}

// Airport-local wall clocks compared as if in one zone: enough to rank nearby departures.
const instant = (local: string) => Date.parse(`${local.slice(0, 16)}:00Z`);

/** Minutes between the quoted and an offer's departures, summed over the legs. */
function departureDistance(quoted: QuotedFlights, fare: AirLowFare): number {
  let total = 0;
  quoted.legs.forEach((leg, i) => {
    const first = leg.segments[0];
    const a = instant(first ? `${first.departureDate}T${first.departureTime}` : "");
    const b = instant(fare.airOptions[i]?.departureDateTime ?? "");
    total += Number.isNaN(a) || Number.isNaN(b) ? 7 * 24 * 60 : Math.abs(a - b) / 60_000;
  });
  return total;
}

export function findQuotedOffer(
  newSearchOffers: readonly AirLowFare[],
  quoted: QuotedFlights,
): QuoteMatch {
  const key = flightsKey(quoted.legs);
  const same = newSearchOffers.filter(
    (f) =>
      norm(fareSource(f)) === norm(quoted.source) &&
      f.airOptions.length === quoted.legs.length &&
      flightsKey(flightsOf(f).legs) === key,
  );
  if (same.length) {
    // Several price classes may sell the same seats: the quoted price first, else the nearest.
    const offer = [...same].sort(
      (a, b) =>
        Math.abs(a.totalAmount - quoted.fareTotal) - Math.abs(b.totalAmount - quoted.fareTotal),
    )[0];
    const delta = Math.round((offer.totalAmount - quoted.fareTotal) * 100) / 100;
    if (delta === 0 && offer.currencyCode === quoted.currency) return { kind: "samePrice", offer };
    return {
      kind: "priceChanged",
      offer,
      currency: offer.currencyCode,
      from: quoted.fareTotal,
      to: offer.totalAmount,
      delta,
    };
  }
  const closest = newSearchOffers
    .filter((f) => f.airOptions.length === quoted.legs.length)
    .map((f) => ({
      f,
      minutes: departureDistance(quoted, f),
      price: Math.abs(f.totalAmount - quoted.fareTotal),
    }))
    // Departure first (the client chose a time of day), then the price nearest the quoted one.
    .sort((a, b) => a.minutes - b.minutes || a.price - b.price)
    .slice(0, CLOSEST_COUNT)
    .map((x) => x.f);
  return { kind: "gone", closest };
}
