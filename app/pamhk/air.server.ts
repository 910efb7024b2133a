// The air family of the back office (docs/back-office.md#the-families-of-calls): search, review,
// ancillaries, book form, book, fare rules.
import * as z from "zod";
import {
  AncillariesSchema,
  BookFormSchema,
  BookResultSchema,
  ReviewSchema,
  RulesSchema,
  SearchResultSchema,
  type CommonSearchRQ,
  type TravellerInfo,
} from "~/contracts/air";
import { list, num, str } from "~/contracts/lenient";
import type { UpstreamResult } from "~/domain/upstream-error";
import { callUpstream, type UpstreamContext } from "./client.server";

export function searchFlights(ctx: UpstreamContext, rq: CommonSearchRQ) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/air/airLowFareSearch", json: rq },
    SearchResultSchema,
  );
}

// The fare calendar wants one figure of each of its searches: its answer (300 offers, a megabyte)
// is read no further than the prices, a fraction of the work of reading every option.
const PricesSchema = z.object({
  airLowFares: list(z.object({ totalAmount: num, currencyCode: str })),
});

/** The same search, answered with its cheapest total only (null: no fares). */
export async function searchCheapest(
  ctx: UpstreamContext,
  rq: CommonSearchRQ,
): Promise<UpstreamResult<{ amount: number; currency: string } | null>> {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/air/airLowFareSearch", json: rq },
    PricesSchema,
  );
  if (!result.ok) return result;
  let best: { totalAmount: number; currencyCode: string } | undefined;
  for (const fare of result.data.airLowFares)
    if (!best || fare.totalAmount < best.totalAmount) best = fare;
  return {
    ok: true,
    data: best ? { amount: best.totalAmount, currency: best.currencyCode } : null,
  };
}

export function reviewFare(ctx: UpstreamContext, airFareRefIndex: string) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/air/reviewAirLowFareInfo", query: { airFareRefIndex } },
    ReviewSchema,
  );
}

export function loadAncillaries(ctx: UpstreamContext) {
  return callUpstream(ctx, { path: "/air/loadAirAncillariesInfo" }, AncillariesSchema);
}

export function loadBookForm(ctx: UpstreamContext, priceOfferIds: string[]) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/air/loadBookForm", json: priceOfferIds },
    BookFormSchema,
  );
}

export type AirBookRequest = {
  airItineraryID: string;
  priceInfoID: string;
  departureDateStr: string;
  travelerInfos: TravellerInfo[];
};

export function bookAir(ctx: UpstreamContext, body: AirBookRequest) {
  return callUpstream(ctx, { method: "POST", path: "/air/book", json: body }, BookResultSchema);
}

export function fareRules(ctx: UpstreamContext, airItinRph: string) {
  return callUpstream(ctx, { path: "/air/rules", query: { airItinRph } }, RulesSchema);
}
