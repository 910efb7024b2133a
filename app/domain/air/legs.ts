// Leg-by-leg selection (docs/behaviour.md#leg-by-leg-selection): later legs only show fares
// consistent with the legs already chosen, one card per distinct leg option (equalsKey) carrying
// its cheapest fare, with the price shown as the increment over the fare chosen for the previous
// leg.
import type { AirLowFare, AirOption } from "~/contracts/air";

/** Fares whose first legs are exactly the chosen options. */
export function consistentFares(
  fares: readonly AirLowFare[],
  chosen: readonly string[],
): AirLowFare[] {
  return fares.filter((fare) =>
    chosen.every((key, leg) => fare.airOptions[leg]?.equalsKey === key),
  );
}

/** One fare per distinct option of `leg` (the cheapest; ties broken by the reference index). */
export function cheapestPerOption(fares: readonly AirLowFare[], leg: number): AirLowFare[] {
  const best = new Map<string, AirLowFare>();
  for (const fare of fares) {
    const key = fare.airOptions[leg]?.equalsKey;
    if (key === undefined) continue;
    const current = best.get(key);
    if (!current || cheaper(fare, current)) best.set(key, fare);
  }
  return [...best.values()];
}

const cheaper = (a: AirLowFare, b: AirLowFare) =>
  a.totalAmount < b.totalAmount ||
  (a.totalAmount === b.totalAmount && a.airFareRefIndex < b.airFareRefIndex);

/** The cheapest fare among `fares`, or undefined. */
export function cheapest(fares: readonly AirLowFare[]): AirLowFare | undefined {
  let best: AirLowFare | undefined;
  for (const fare of fares) if (!best || cheaper(fare, best)) best = fare;
  return best;
}

/**
 * The chosen legs that still exist in the results (a stale or hand-edited URL keeps only the
 * valid prefix), so the page never shows an empty leg because of an unknown key.
 */
export function validChosen(
  fares: readonly AirLowFare[],
  chosen: readonly string[],
  legCount: number,
): string[] {
  const kept: string[] = [];
  for (const key of chosen.slice(0, Math.max(0, legCount - 1))) {
    if (!consistentFares(fares, [...kept, key]).length) break;
    kept.push(key);
  }
  return kept;
}

/** The price of a leg card: the whole fare for the first leg, else the increment over the previous choice. */
export function legPrice(
  fare: AirLowFare,
  previousBest: AirLowFare | undefined,
): { amount: number; increment: boolean } {
  if (!previousBest) return { amount: fare.totalAmount, increment: false };
  return { amount: round2(fare.totalAmount - previousBest.totalAmount), increment: true };
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Number of transits on a leg: the itinerary's airports minus origin and destination. */
export function transitCount(option: AirOption): number {
  if (option.airItineraries.length >= 2) return option.airItineraries.length - 2;
  return Math.max(0, option.airFlightSegments.length - 1);
}
