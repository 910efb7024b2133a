// The rebook family (docs/back-office.md#the-families-of-calls): reshop search, review and modify
// of a booked itinerary, and the ancillary change calls.
import { SearchResultSchema } from "~/contracts/air";
import {
  AncillaryReviewSchema,
  AncillarySearchSchema,
  RebookReviewSchema,
} from "~/contracts/rebook";
import type { RebookSearchPayload } from "~/domain/rebook/selection";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

export function rebookSearch(ctx: UpstreamContext, payload: RebookSearchPayload) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/flightSearch", json: payload },
    SearchResultSchema,
  );
}

export function reviewRebook(ctx: UpstreamContext, airFareRefIndex: string) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/flightReview", query: { airFareRefIndex } },
    RebookReviewSchema,
  );
}

export function modifyRebook(ctx: UpstreamContext, itineraryRPH: string) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/flightModify", query: { itineraryRPH } },
    Empty,
  );
}

export function searchAncillaries(
  ctx: UpstreamContext,
  booking: { recordLocator: string; bookingId: string },
) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/ancillariesSearch", json: booking },
    AncillarySearchSchema,
  );
}

export function reviewAncillaries(ctx: UpstreamContext, bookingId: string, priceIds: string[]) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/ancillariesReview", json: { priceIds, bookingId } },
    AncillaryReviewSchema,
  );
}

export function modifyAncillaries(ctx: UpstreamContext, priceIds: string[]) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/rebook/ancillariesModify", json: { priceIds } },
    Empty,
  );
}
