// One row per flight across fare sources (docs/behaviour.md#one-row-per-flight): offers of the same
// marketing flights, at the same times, in the same cabin, sold through NDC, GDS or a direct
// connection (DC), make one card with the cheapest price of each source.
import type { AirLowFare, AirOption } from "~/contracts/air";
import { cheapest } from "./legs";

/** What makes two offers the same flight: marketing flights with their times, and the cabin. */
export function flightKey(option: AirOption): string {
  if (!option.airFlightSegments.length) return option.equalsKey;
  return option.airFlightSegments
    .map(
      (s) =>
        `${s.airlineCode}${s.flightNumber}:${s.oriLoc}${s.desLoc}:${s.departureDateStr}T${s.departureTimeStr}:${s.arrivelDateStr}T${s.arrivelTimeStr}:${s.cabinType}`,
    )
    .join("_");
}

/** The source a fare is sold through (NDC, GDS, DC). */
export const fareSource = (fare: AirLowFare) => fare.fareType || fare.infoSource;

export type FlightGroup = {
  key: string;
  /** The cheapest fare of the flight (ties: the lower reference index). */
  best: AirLowFare;
  /** The cheapest fare of each source, cheapest first. */
  sources: AirLowFare[];
};

/** One group per flight of `leg`, in the order the flights first appear in `fares`. */
export function groupBySource(fares: readonly AirLowFare[], leg: number): FlightGroup[] {
  const groups = new Map<string, Map<string, AirLowFare[]>>();
  for (const fare of fares) {
    const option = fare.airOptions[leg];
    if (!option) continue;
    const key = flightKey(option);
    let bySource = groups.get(key);
    if (!bySource) groups.set(key, (bySource = new Map()));
    const source = fareSource(fare);
    bySource.set(source, [...(bySource.get(source) ?? []), fare]);
  }
  return [...groups].map(([key, bySource]) => {
    const sources = [...bySource.values()]
      .map((list) => cheapest(list)!)
      .sort(
        (a, b) => a.totalAmount - b.totalAmount || compare(a.airFareRefIndex, b.airFareRefIndex),
      );
    return { key, best: sources[0], sources };
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
