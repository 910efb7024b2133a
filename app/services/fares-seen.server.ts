// What the company already saw (decision record 0095): the cheapest fare of every search its
// agents ran, per search (route, dates, passengers, cabin, sources, corporate code: the search
// key), in the shared store for an hour. The fare calendar is read from it at no back-office cost.
// Scoped by company because corporate codes and agency pricing are per company (record 0090).
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { cheapest } from "~/domain/air/legs";
import { sharedStore } from "~/store/kv-store.server";
import { searchKey } from "./air-cache.server";

export const FARE_SEEN_SECONDS = 60 * 60;

/** A search's cheapest total when it was answered; `amount: null`: it had no fares. */
export type SeenFare =
  { amount: number; currency: string; seenAt: number } | { amount: null; seenAt: number };

const keyOf = (companyCode: string, rq: CommonSearchRQ) =>
  `fare-seen:${companyCode}:${searchKey(rq)}`;

/** Keeps the cheapest fare a search of the company answered (its whole answer or its prices). */
export async function noteFareSeen(
  companyCode: string,
  rq: CommonSearchRQ,
  best: { amount: number; currency: string } | null,
  seenAt = Date.now(),
): Promise<void> {
  const value: SeenFare = best ? { ...best, seenAt } : { amount: null, seenAt };
  await sharedStore().set(keyOf(companyCode, rq), value, FARE_SEEN_SECONDS);
}

/** The cheapest fare of a full search answer, as the record keeps it. */
export function cheapestOf(result: SearchResult): { amount: number; currency: string } | null {
  const best = cheapest(result.airLowFares);
  return best ? { amount: best.totalAmount, currency: best.currencyCode } : null;
}

/** What the company saw of each search within the hour (null: not seen). */
export function faresSeen(
  companyCode: string,
  rqs: CommonSearchRQ[],
): Promise<(SeenFare | null)[]> {
  const store = sharedStore();
  return Promise.all(
    rqs.map(async (rq) => (await store.get<SeenFare>(keyOf(companyCode, rq))) ?? null),
  );
}
