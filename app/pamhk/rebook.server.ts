// The rebook family (spec 02 §7 "Rebook"): reshop search, review and modify of a booked itinerary,
// and the ancillary change calls; plus what the portal keeps between the rebook pages (server-side
// store, never the browser): the search answers and the reviewed change of each booking.
import { createHash } from "node:crypto";
import type { RebookSearchPayload } from "~/domain/rebook/selection";
import { sessionKeyValueStore } from "~/session/session.server";
import { SearchResultSchema, type SearchResult } from "./air-types";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";
import type { UpstreamResult } from "./errors";
import { AncillaryReviewSchema, AncillarySearchSchema, RebookReviewSchema, type AncillaryReview, type RebookReview } from "./rebook-types";

const TTL = 30 * 60;

export function rebookSearch(ctx: UpstreamContext, payload: RebookSearchPayload) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/flightSearch", json: payload }, SearchResultSchema);
}

export function reviewRebook(ctx: UpstreamContext, airFareRefIndex: string) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/flightReview", query: { airFareRefIndex } }, RebookReviewSchema);
}

export function modifyRebook(ctx: UpstreamContext, itineraryRPH: string) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/flightModify", query: { itineraryRPH } }, Empty);
}

export function searchAncillaries(ctx: UpstreamContext, booking: { recordLocator: string; bookingId: string }) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/ancillariesSearch", json: booking }, AncillarySearchSchema);
}

export function reviewAncillaries(ctx: UpstreamContext, bookingId: string, priceIds: string[]) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/ancillariesReview", json: { priceIds, bookingId } }, AncillaryReviewSchema);
}

export function modifyAncillaries(ctx: UpstreamContext, priceIds: string[]) {
  return callUpstream(ctx, { method: "POST", path: "/rebook/ancillariesModify", json: { priceIds } }, Empty);
}

// ------------------------------------------------------------------ search answers

const searchKey = (ctx: UpstreamContext, payload: RebookSearchPayload) =>
  `rebook-search:${ctx.session.id}:${createHash("sha256").update(JSON.stringify(payload)).digest("base64url").slice(0, 22)}`;

/**
 * The session's answer to this reshop search, or a fresh one. Sorting, filtering, paging and each
 * leg pick re-read it; the back office keeps the same search for the review.
 */
export async function cachedRebookSearch(ctx: UpstreamContext, payload: RebookSearchPayload): Promise<UpstreamResult<SearchResult>> {
  const key = searchKey(ctx, payload);
  const store = sessionKeyValueStore();
  const stored = await store.get<SearchResult>(key);
  if (stored) return { ok: true, data: stored };
  const result = await rebookSearch(ctx, payload);
  if (result.ok) await store.set(key, result.data, TTL);
  return result;
}

// ------------------------------------------------------------------ reviewed changes

/** A reviewed flight change, with the query of the search it came from (for Reselect). */
export type StoredRebook = { review: RebookReview; searchQuery: string };
/** A reviewed baggage purchase. */
export type StoredAncillaries = { review: AncillaryReview; priceIds: string[] };

const reviewKey = (ctx: UpstreamContext, kind: "flight" | "ancillary", bookingId: string) => `rebook-${kind}:${ctx.session.id}:${bookingId}`;

export const saveRebookReview = (ctx: UpstreamContext, bookingId: string, value: StoredRebook) => sessionKeyValueStore().set(reviewKey(ctx, "flight", bookingId), value, TTL);
export const readRebookReview = (ctx: UpstreamContext, bookingId: string) => sessionKeyValueStore().get<StoredRebook>(reviewKey(ctx, "flight", bookingId));
export const saveAncillaryReview = (ctx: UpstreamContext, bookingId: string, value: StoredAncillaries) => sessionKeyValueStore().set(reviewKey(ctx, "ancillary", bookingId), value, TTL);
export const readAncillaryReview = (ctx: UpstreamContext, bookingId: string) => sessionKeyValueStore().get<StoredAncillaries>(reviewKey(ctx, "ancillary", bookingId));
export const clearReview = (ctx: UpstreamContext, kind: "flight" | "ancillary", bookingId: string) => sessionKeyValueStore().delete(reviewKey(ctx, kind, bookingId));

// ------------------------------------------------------------------ one change at a time

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs one change per session and booking at a time in this process: a double submit waits for
 * the first, then finds the review consumed (and the booking's stamp changed) and does nothing.
 */
export async function oneChangeAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
  const running = run();
  inFlight.set(key, running);
  try {
    return await running;
  } finally {
    inFlight.delete(key);
  }
}
