// Filters and the 8 sorts of the selection page (docs/behaviour.md#flight-selection), applied on
// the server to the cards of the current leg.
import type { AirLowFare, AirOption } from "~/contracts/air";
import { sortOptions, type SortOption } from "~/domain/code-tables";
import { transitCount } from "./legs";
import { durationMinutes, quarterBucket } from "./time";

export type LegFilters = {
  stops: number[];
  airlines: string[];
  departure: string[];
  arrival: string[];
};
export const noFilters: LegFilters = { stops: [], airlines: [], departure: [], arrival: [] };

/** The marketing carrier of a leg: the first segment's airline. */
export const legAirline = (o: AirOption) => o.airFlightSegments[0]?.airlineCode ?? "";

export function matchesFilters(option: AirOption, f: LegFilters): boolean {
  if (f.stops.length && !f.stops.includes(Math.min(transitCount(option), 2))) return false;
  if (f.airlines.length && !f.airlines.includes(legAirline(option))) return false;
  if (f.departure.length && !f.departure.includes(quarterBucket(option.departureDateTime) ?? ""))
    return false;
  if (f.arrival.length && !f.arrival.includes(quarterBucket(option.arrivelDateTime) ?? ""))
    return false;
  return true;
}

export function filterFares(
  fares: readonly AirLowFare[],
  leg: number,
  f: LegFilters,
): AirLowFare[] {
  return fares.filter((fare) => fare.airOptions[leg] && matchesFilters(fare.airOptions[leg], f));
}

/** The choices the filter panel offers for a leg: only values present among its cards. */
export function filterChoices(fares: readonly AirLowFare[], leg: number) {
  const stops = new Set<number>();
  const airlines = new Set<string>();
  const departure = new Set<string>();
  const arrival = new Set<string>();
  for (const fare of fares) {
    const o = fare.airOptions[leg];
    if (!o) continue;
    stops.add(Math.min(transitCount(o), 2));
    airlines.add(legAirline(o));
    const d = quarterBucket(o.departureDateTime);
    const a = quarterBucket(o.arrivelDateTime);
    if (d) departure.add(d);
    if (a) arrival.add(a);
  }
  const sorted = <T>(s: Set<T>) => [...s].sort();
  return {
    stops: [...stops].sort((a, b) => a - b),
    airlines: sorted(airlines),
    departure: sorted(departure),
    arrival: sorted(arrival),
  };
}

export function isSortOption(x: unknown): x is SortOption {
  return typeof x === "string" && (sortOptions as readonly string[]).includes(x);
}

type Key = (fare: AirLowFare, o: AirOption) => number | string;
const keys: Record<SortOption, [Key, 1 | -1]> = {
  priceLow: [(f) => f.totalAmount, 1],
  priceHigh: [(f) => f.totalAmount, -1],
  durationShort: [(_, o) => durationMinutes(o), 1],
  durationLong: [(_, o) => durationMinutes(o), -1],
  departureEar: [(_, o) => o.departureDateTime, 1],
  departureLat: [(_, o) => o.departureDateTime, -1],
  arrialEar: [(_, o) => o.arrivelDateTime, 1],
  arrialLat: [(_, o) => o.arrivelDateTime, -1],
};

/** A new array in the chosen order; ties fall back to price, then to the reference index (stable). */
export function sortFares(
  fares: readonly AirLowFare[],
  leg: number,
  sort: SortOption,
): AirLowFare[] {
  const [key, dir] = keys[sort];
  const decorated = fares.map((fare) => ({ fare, k: key(fare, fare.airOptions[leg]) }));
  decorated.sort((a, b) => {
    if (a.k < b.k) return -dir;
    if (a.k > b.k) return dir;
    if (a.fare.totalAmount !== b.fare.totalAmount) return a.fare.totalAmount - b.fare.totalAmount;
    return a.fare.airFareRefIndex < b.fare.airFareRefIndex
      ? -1
      : a.fare.airFareRefIndex > b.fare.airFareRefIndex
        ? 1
        : 0;
  });
  return decorated.map((d) => d.fare);
}
