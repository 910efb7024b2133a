// A quote's pure rules (docs/quotes.md): what an option keeps of a priced itinerary, the route it
// is listed under, and the state a reader sees (a sent quote past its expiry reads "expired").
import type { AirLowFare, CommonSearchRQ } from "~/contracts/air";
import { type QuotedLeg, type QuotedPrice, type QuoteState, type FeeRule } from "~/contracts/quote";
import { fareSource } from "~/domain/air/grouping";
import { travellersFor } from "~/domain/air/passengers";
import { feeFor, roundMoney, type Fee } from "./fee";

// The fare's price lines name young adults as adults and children as CNN
// (components/air/price-summary.tsx prices travellers the same way).
const priceType = (type: string) => (type === "YTH" ? "ADT" : type === "CHD" ? "CNN" : type);

/** "HKG-TPE-HKG" for a return, "HKG-TPE / TPE-NRT" for an open journey. */
export function routeOf(rq: Pick<CommonSearchRQ, "oriLocs" | "desLocs">): string {
  const legs = rq.oriLocs.map((from, i) => [from, rq.desLocs[i] ?? ""] as const);
  const chained = legs.every(([from], i) => i === 0 || legs[i - 1][1] === from);
  return chained
    ? [legs[0]?.[0] ?? "", ...legs.map(([, to]) => to)].join("-")
    : legs.map(([from, to]) => `${from}-${to}`).join(" / ");
}

export function legsOf(fare: AirLowFare): QuotedLeg[] {
  return fare.airOptions.map((o) => ({
    equalsKey: o.equalsKey,
    priceClass: o.priceClass,
    priceClassLabel: o.priceClassLabel,
    durationMinutes: o.useHour * 60 + o.useMinute,
    segments: o.airFlightSegments.map((s) => ({
      airline: s.airlineCode,
      flightNumber: s.flightNumber,
      operatingAirline: s.operatingAirLineCode,
      classCode: s.classCode,
      cabin: s.cabinType,
      from: s.oriLoc,
      to: s.desLoc,
      departureDate: s.departureDateStr,
      departureTime: s.departureTimeStr,
      arrivalDate: s.arrivelDateStr,
      arrivalTime: s.arrivelTimeStr,
      equipment: s.equimentCode,
      baggage: s.unitOfMeasure
        ? `${s.unitOfMeasure.quantity} ${s.unitOfMeasure.measureCode || "P"}`
        : "",
    })),
  }));
}

/** The fare's cabin: its first flight's (what the fee rules match). */
export const cabinOf = (fare: AirLowFare) =>
  fare.airOptions[0]?.airFlightSegments[0]?.cabinType ?? "";

/** Prices per passenger type with the searched count of each and the fee per passenger. */
export function pricesOf(fare: AirLowFare, rq: CommonSearchRQ, fee?: Fee): QuotedPrice[] {
  const travellers = travellersFor(rq);
  return fare.airFarePrices.map((p) => ({
    passengerType: p.passengerType,
    count: travellers.filter((t) => priceType(t.passengerType) === p.passengerType).length,
    base: p.baseAmount,
    taxes: p.taxesAmount,
    fees: p.feesAmount,
    total: p.totalAmount,
    serviceFee: fee?.perPassenger[p.passengerType] ?? 0,
  }));
}

/** What an option stores of a priced itinerary, with the company's fee applied. */
export function quotedOption(fare: AirLowFare, rq: CommonSearchRQ, rules: readonly FeeRule[]) {
  const source = fareSource(fare);
  const currency = fare.currencyCode;
  const fee = feeFor(rules, {
    currency,
    cabin: cabinOf(fare),
    source,
    prices: pricesOf(fare, rq),
  });
  return {
    source,
    fareRef: fare.airFareRefIndex,
    legs: legsOf(fare),
    currency,
    prices: pricesOf(fare, rq, fee),
    fareTotal: fare.totalAmount,
    feeTotal: fee.total,
    fee: fee.applied,
  };
}

export type QuotedOption = ReturnType<typeof quotedOption>;

/** The client's price of an option: the fare plus the agency's fee. */
export const clientTotal = (o: { fareTotal: number; feeTotal: number; currency: string }) =>
  roundMoney(o.fareTotal + o.feeTotal, o.currency);

/** The state as read at `now`: a sent quote past its expiry is expired. */
export function stateAt(q: { state: QuoteState; expiresAt: Date | null }, now: Date): QuoteState {
  if (q.state === "sent" && q.expiresAt && q.expiresAt.getTime() <= now.getTime()) return "expired";
  return q.state;
}
