// The air family of the back office (spec 01 §7): search, review, ancillaries, book form, book,
// fare rules.
import { callUpstream, type UpstreamContext } from "./client.server";
import {
  AncillariesSchema,
  BookFormSchema,
  BookResultSchema,
  ReviewSchema,
  RulesSchema,
  SearchResultSchema,
  type CommonSearchRQ,
  type TravellerInfo,
} from "./air-types";

export function searchFlights(ctx: UpstreamContext, rq: CommonSearchRQ) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/air/airLowFareSearch", json: rq },
    SearchResultSchema,
  );
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
