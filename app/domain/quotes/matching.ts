// "Book this option" (docs/decisions/0104-quotes-sent-to-clients.md): a quoted option is found
// again in a new search by its flights (airline, flight number, date, booking class of every
// segment) and its fare source, never by a reference index, which each search numbers anew.
// Pure: the tests hand in fares.
import type { AirLowFare } from "~/contracts/air";

export type QuotedSegment = {
  airlineCode: string;
  flightNumber: string;
  departureDateStr: string;
  classCode: string;
};

/** What a quote keeps of an option to find it again. */
export type QuotedFlights = {
  /** The fare source (infoSource) the offer came from. */
  source: string;
  currencyCode: string;
  /** The fare total the agent saw (the back office's price, never the agency's fee). */
  totalAmount: number;
  /** Per leg, its segments and its departure ("YYYY-MM-DDTHH:mm", airport local time). */
  legs: { departureDateTime: string; segments: QuotedSegment[] }[];
};

export type QuoteMatch =
  | { kind: "samePrice"; offer: AirLowFare }
  | {
      kind: "priceChanged";
      offer: AirLowFare;
      currencyCode: string;
      from: number;
      to: number;
      delta: number;
    }
  | { kind: "gone"; closest: AirLowFare[] };

/** How many of the new search's offers a vanished option proposes instead. */
export const CLOSEST_COUNT = 3;

const norm = (s: string) => s.trim().toUpperCase();
const segmentKey = (s: QuotedSegment) =>
  [s.airlineCode, s.flightNumber.replace(/^0+(?=\d)/, ""), s.departureDateStr, s.classCode]
    .map(norm)
    .join("/");

/** The flights of an option as one comparable key, leg by leg. */
export function flightsKey(legs: readonly { segments: readonly QuotedSegment[] }[]): string {
  return legs.map((l) => l.segments.map(segmentKey).join("+")).join("|");
}

/** What a quote keeps of a search's offer (the add-to-quote side of the same rule). */
export function quotedFlightsOf(fare: AirLowFare): QuotedFlights {
  return {
    source: fare.infoSource,
    currencyCode: fare.currencyCode,
    totalAmount: fare.totalAmount,
    legs: fare.airOptions.map((o) => ({
      departureDateTime: o.departureDateTime,
      segments: o.airFlightSegments.map((s) => ({
        airlineCode: s.airlineCode,
        flightNumber: s.flightNumber,
        departureDateStr: s.departureDateStr,
        classCode: s.classCode,
      })),
    })),
  };
}

const instant = (local: string) => Date.parse(`${local.slice(0, 16)}:00Z`);

/** Minutes between the quoted and an offer's departures, summed over the legs. */
function departureDistance(quoted: QuotedFlights, fare: AirLowFare): number {
  let total = 0;
  quoted.legs.forEach((leg, i) => {
    const a = instant(leg.departureDateTime);
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
      norm(f.infoSource) === norm(quoted.source) &&
      f.airOptions.length === quoted.legs.length &&
      flightsKey(quotedFlightsOf(f).legs) === key,
  );
  if (same.length) {
    // Several price classes may sell the same seats: the quoted price first, else the nearest.
    const offer = [...same].sort(
      (a, b) =>
        Math.abs(a.totalAmount - quoted.totalAmount) - Math.abs(b.totalAmount - quoted.totalAmount),
    )[0];
    const delta = Math.round((offer.totalAmount - quoted.totalAmount) * 100) / 100;
    if (delta === 0 && offer.currencyCode === quoted.currencyCode)
      return { kind: "samePrice", offer };
    return {
      kind: "priceChanged",
      offer,
      currencyCode: offer.currencyCode,
      from: quoted.totalAmount,
      to: offer.totalAmount,
      delta,
    };
  }
  const closest = newSearchOffers
    .filter((f) => f.airOptions.length === quoted.legs.length)
    .map((f) => ({
      f,
      minutes: departureDistance(quoted, f),
      price: Math.abs(f.totalAmount - quoted.totalAmount),
    }))
    // Departure first (the client chose a time of day), then the price nearest the quoted one.
    .sort((a, b) => a.minutes - b.minutes || a.price - b.price)
    .slice(0, CLOSEST_COUNT)
    .map((x) => x.f);
  return { kind: "gone", closest };
}
