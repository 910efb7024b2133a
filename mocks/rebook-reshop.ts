import { DateTime } from "luxon";
import * as z from "zod";
import { searchFilters, searchOffers } from "./air/offers";
import { priceClassesFor } from "./air/price-classes";
import { hashHex } from "./air/random";
import {
  BACK_OFFICE_ZONE,
  backOfficeDate,
  parseSearchRequest,
  type AirSearch,
} from "./air/search-request";
import type { AirLowFare, AirSearchResult, FarePrice } from "./air/types";
import { latestItem, toAmount } from "./booking-store";
import type {
  BookedAirLowFare,
  BookedAirOption,
  BookedFarePrice,
  SimBooking,
} from "./booking-types";

/**
 * Reshop (rebook) of a booked itinerary: the back office searches new flights for the selected
 * legs only, with the booking's own carrier and channel and its travellers, and keeps the other
 * legs as booked. The new legs are priced as the fare difference plus a reissue fee.
 */

const DAY = 86_400_000;
/** A new leg must leave this long after the previous kept leg lands (and land this long before the next). */
const MIN_CONNECTION_MS = 3 * 3_600_000;
/** Reissue fee per ticket, HKD: what the airline charges for a voluntary change. */
export const REISSUE_FEE = 400;

const codes = z.array(z.coerce.string().transform((v) => v.trim().toUpperCase()));
/** The payload of /rebook/flightSearch and /air/rebookSearch. */
export const RebookSearchBody = z.object({
  recordLocator: z.coerce
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim().toUpperCase()),
  bookingId: z.union([z.string(), z.number()]).transform(String),
  airLowFareSearch: z.object({
    searchMode: z.string().nullish(),
    oriLocs: codes,
    desLocs: codes,
    departureDate: z.array(z.coerce.string().transform((v) => v.trim())),
    reshopCabinType: codes,
  }),
  selected: z.array(z.boolean()),
});
export type RebookSearchBody = z.infer<typeof RebookSearchBody>;

export type ReshopPlan = { search: AirSearch; selectedLegs: number[] };
export type PlanResult = { ok: true; plan: ReshopPlan } | { ok: false; fields: string[] };

/** The price-line type of a traveller as the air search counts it. */
const COUNT_FIELD: Record<string, string> = {
  ADT: "adultCount",
  CNN: "childCount",
  CHD: "childCount",
  INF: "infantCount",
  STU: "studentCount",
  SEA: "seamanCount",
  LBR: "labourCount",
};

export const legOrigin = (option: BookedAirOption) => option.airFlightSegments[0]?.oriLoc ?? "";
export const legDestination = (option: BookedAirOption) =>
  option.airFlightSegments[option.airFlightSegments.length - 1]?.desLoc ?? "";

/** Checks the request against the booking and turns it into the air search of the new legs. */
export function planReshop(booking: SimBooking, body: RebookSearchBody, now: number): PlanResult {
  const item = latestItem(booking);
  const legs = item.airLowFare.airOptions;
  const rq = body.airLowFareSearch;
  const fields: string[] = [];
  const selectedLegs = body.selected.flatMap((on, i) => (on ? [i] : []));
  if (body.selected.length !== legs.length || selectedLegs.length === 0) fields.push("selected");
  if (
    rq.oriLocs.length !== selectedLegs.length ||
    rq.desLocs.length !== selectedLegs.length ||
    rq.departureDate.length !== selectedLegs.length
  )
    fields.push("airLowFareSearch.oriLocs");
  if (body.recordLocator && body.recordLocator !== booking.bookingRecordLocator.id)
    fields.push("recordLocator");
  // A reshop changes dates and flights, not the journey: each selected leg keeps its airports.
  selectedLegs.forEach((leg, i) => {
    if (rq.oriLocs[i] !== legOrigin(legs[leg]!)) fields.push(`airLowFareSearch.oriLocs[${i}]`);
    if (rq.desLocs[i] !== legDestination(legs[leg]!)) fields.push(`airLowFareSearch.desLocs[${i}]`);
  });
  const cabins = new Set(rq.reshopCabinType);
  if (
    cabins.size !== 1 ||
    rq.reshopCabinType.length !== selectedLegs.length ||
    ![...cabins].every((c) => ["F", "C", "W", "Y"].includes(c))
  )
    fields.push("airLowFareSearch.reshopCabinType");
  if (fields.length > 0) return { ok: false, fields };

  const counts: Record<string, number> = {};
  for (const t of item.travelerInfos) {
    const field = COUNT_FIELD[t.passengerType.toUpperCase()] ?? "adultCount";
    counts[field] = (counts[field] ?? 0) + 1;
  }
  const searchType =
    selectedLegs.length === 1
      ? "oneWay"
      : selectedLegs.length === 2 &&
          rq.oriLocs[0] === rq.desLocs[1] &&
          rq.desLocs[0] === rq.oriLocs[1]
        ? "return"
        : "multiCity";
  const parsed = parseSearchRequest(
    {
      searchType,
      oriLocs: rq.oriLocs,
      desLocs: rq.desLocs,
      departureDate: rq.departureDate,
      adultCount: counts.adultCount ?? 0,
      childCount: counts.childCount ?? 0,
      infantCount: counts.infantCount ?? 0,
      studentCount: counts.studentCount ?? 0,
      seamanCount: counts.seamanCount ?? 0,
      labourCount: counts.labourCount ?? 0,
      cabinType: [...cabins][0],
      // Reshop stays with the validating carrier and the channel the tickets were issued in.
      airlineCode: legs[0]?.airFlightSegments[0]?.airlineCode ?? "",
      fareType: item.airLowFare.fareType ? [item.airLowFare.fareType] : [],
    },
    now,
  );
  if (!parsed.ok) return { ok: false, fields: parsed.fields.map((f) => `airLowFareSearch.${f}`) };
  return { ok: true, plan: { search: parsed.search, selectedLegs } };
}

function instant(date: string | undefined, time: string | undefined, zoneOf: string): number {
  // Booked times are airport-local; the seed's zones are not on the segment, so Hong Kong time is
  // close enough for the connection check (it is only about not overlapping by hours).
  const d = DateTime.fromISO(`${date}T${time || "00:00"}`, { zone: zoneOf });
  return d.isValid ? d.toMillis() : 0;
}

const depart = (o: BookedAirOption) =>
  instant(
    o.airFlightSegments[0]?.departureDateStr,
    o.airFlightSegments[0]?.departureTimeStr,
    BACK_OFFICE_ZONE,
  );
const land = (o: BookedAirOption) => {
  const s = o.airFlightSegments[o.airFlightSegments.length - 1];
  return instant(
    s?.arrivelDateStr ?? s?.departureDateStr,
    s?.arrivelTimeStr ?? s?.departureTimeStr,
    BACK_OFFICE_ZONE,
  );
};

/** The whole journey after the change: kept legs as booked, selected legs from `fare`. */
export function mergedOptions(
  booked: BookedAirLowFare,
  fare: AirLowFare,
  selectedLegs: number[],
): BookedAirOption[] {
  let rph = 1;
  return booked.airOptions.map((option, leg) => {
    const at = selectedLegs.indexOf(leg);
    const chosen: BookedAirOption =
      at >= 0 ? structuredClone(fare.airOptions[at]!) : structuredClone(option);
    chosen.airFlightSegments = chosen.airFlightSegments.map((s) => ({ ...s, rph: String(rph++) }));
    return chosen;
  });
}

/** Fares whose new legs fit between the kept ones (never before the previous leg has landed). */
function fitsKeptLegs(
  booked: BookedAirLowFare,
  fare: AirLowFare,
  selectedLegs: number[],
  now: number,
): boolean {
  const journey = mergedOptions(booked, fare, selectedLegs);
  if (depart(journey[0]!) < now + DAY / 8) return false;
  return journey.every(
    (option, i) => i === 0 || depart(option) >= land(journey[i - 1]!) + MIN_CONNECTION_MS - DAY / 2,
  );
}

/** The search answer: the generator's offers for the new legs that fit the kept legs. */
export function reshopOffers(booking: SimBooking, plan: ReshopPlan, now: number): AirSearchResult {
  const booked = latestItem(booking).airLowFare;
  const all = searchOffers(plan.search, backOfficeDate(now));
  const airLowFares = all.airLowFares.filter((fare) =>
    fitsKeptLegs(booked, fare, plan.selectedLegs, now),
  );
  return {
    airLowFares,
    priceClasses: priceClassesFor(airLowFares),
    airLowFareSearchFilter: {
      airOptionFilters: searchFilters(airLowFares, plan.search.legs.length),
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What each traveller pays for the change, per passenger type (airFarePrices,
 * docs/behaviour.md#entities): the rise of base fare and taxes over the booked fare's share of the
 * selected legs (a fall is not refunded) plus the reissue fee, in HKD.
 */
export function changeCharges(
  booked: BookedAirLowFare,
  fare: AirLowFare,
  selectedLegs: number[],
): FarePrice[] {
  const share = selectedLegs.length / Math.max(booked.airOptions.length, 1);
  return fare.airFarePrices.map((line, i) => {
    const old: BookedFarePrice | undefined =
      booked.airFarePrices?.find((p) => p.passengerType === line.passengerType) ??
      booked.airFarePrices?.[0];
    const baseAmount = round2(Math.max(0, line.baseAmount - toAmount(old?.baseAmount) * share));
    const taxesAmount = round2(Math.max(0, line.taxesAmount - toAmount(old?.taxesAmount) * share));
    const feesAmount = line.passengerType === "INF" ? 0 : REISSUE_FEE;
    return {
      rph: String(i + 1),
      passengerType: line.passengerType,
      currencyCode: "HKD",
      baseAmount,
      taxesAmount,
      feesAmount,
      totalAmount: round2(baseAmount + taxesAmount + feesAmount),
    };
  });
}

/** The extra charge of the whole booking: each type's line times its travellers. */
export function chargeTotal(charges: FarePrice[], booking: SimBooking): number {
  const travellers = latestItem(booking).travelerInfos;
  const sum = charges.reduce((acc, line) => {
    const count = travellers.filter(
      (t) => (t.passengerType === "CHD" ? "CNN" : t.passengerType) === line.passengerType,
    ).length;
    return acc + line.totalAmount * count;
  }, 0);
  return round2(sum);
}

/** The new version's fare: the merged journey, priced as booked plus the change. */
export function rebookedFare(
  booking: SimBooking,
  fare: AirLowFare,
  selectedLegs: number[],
  charges: FarePrice[],
): BookedAirLowFare {
  const booked = latestItem(booking).airLowFare;
  const lines = (booked.airFarePrices ?? []).map((line) => {
    const extra = charges.find((c) => c.passengerType === line.passengerType);
    const add = (a: unknown, b: number | undefined) => round2(toAmount(a) + (b ?? 0));
    return {
      ...line,
      baseAmount: add(line.baseAmount, extra?.baseAmount),
      taxesAmount: add(line.taxesAmount, extra?.taxesAmount),
      feesAmount: add(line.feesAmount, extra?.feesAmount),
      totalAmount: add(line.totalAmount, extra?.totalAmount),
    };
  });
  return {
    ...structuredClone(booked),
    airFareRefIndex: fare.airFareRefIndex,
    totalAmount: round2(toAmount(booked.totalAmount) + chargeTotal(charges, booking)),
    holdBooking: fare.holdBooking,
    voidTicket: fare.voidTicket,
    airFarePrices: lines,
    airOptions: mergedOptions(booked, fare, selectedLegs),
  };
}

export const itineraryRphFor = (sessionId: string, ref: string, now: number) =>
  `RI${hashHex(`${sessionId}|${ref}|${now}`, 8).toUpperCase()}`;
