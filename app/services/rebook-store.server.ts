// What a rebook or baggage change keeps between its pages: the reshop search answer and the
// reviewed change, per session and booking, in the shared store (several instances).
import { createHash } from "node:crypto";
import type { SearchResult } from "~/contracts/air";
import type { AncillaryReview, RebookReview } from "~/contracts/rebook";
import type { RebookSearchPayload } from "~/domain/rebook/selection";
import type { UpstreamResult } from "~/domain/upstream-error";
import { rebookSearch } from "~/pamhk/rebook.server";
import type { RequestContext } from "~/session/session.server";
import { sharedStore } from "~/store/kv-store.server";

const TTL = 30 * 60;

// ------------------------------------------------------------------ search answers

const searchKey = (ctx: RequestContext, payload: RebookSearchPayload) =>
  `rebook-search:${ctx.session.id}:${createHash("sha256").update(JSON.stringify(payload)).digest("base64url").slice(0, 22)}`;

/** The session's answer to this reshop search kept on the server, without asking the back office. */
export async function storedRebookSearch(
  ctx: RequestContext,
  payload: RebookSearchPayload,
): Promise<SearchResult | null> {
  return (await sharedStore().get<SearchResult>(searchKey(ctx, payload))) ?? null;
}

// Searches under way on this instance: a retry or a second tab waits for the one running.
const underWay = new Map<string, Promise<UpstreamResult<SearchResult>>>();

/**
 * The session's answer to this reshop search, or a fresh one. Sorting, filtering, paging and each
 * leg pick re-read it; the back office keeps the same search for the review.
 */
export async function cachedRebookSearch(
  ctx: RequestContext,
  payload: RebookSearchPayload,
): Promise<UpstreamResult<SearchResult>> {
  const stored = await storedRebookSearch(ctx, payload);
  if (stored) return { ok: true, data: stored };
  const key = searchKey(ctx, payload);
  let search = underWay.get(key);
  if (!search) {
    search = rebookSearch(ctx, payload).then(async (result) => {
      if (result.ok) await sharedStore().set(key, result.data, TTL);
      return result;
    });
    underWay.set(key, search);
    void search.finally(() => underWay.delete(key)).catch(() => undefined);
  }
  return search;
}

// ------------------------------------------------------------------ reviewed changes

/** A reviewed flight change, with the query of the search it came from (for Reselect). */
export type StoredRebook = { review: RebookReview; searchQuery: string };
/** A reviewed baggage purchase. */
export type StoredAncillaries = { review: AncillaryReview; priceIds: string[] };

const reviewKey = (ctx: RequestContext, kind: "flight" | "ancillary", bookingId: string) =>
  `rebook-${kind}:${ctx.session.id}:${bookingId}`;

export const saveRebookReview = (ctx: RequestContext, bookingId: string, value: StoredRebook) =>
  sharedStore().set(reviewKey(ctx, "flight", bookingId), value, TTL);
export const readRebookReview = (ctx: RequestContext, bookingId: string) =>
  sharedStore().get<StoredRebook>(reviewKey(ctx, "flight", bookingId));
export const saveAncillaryReview = (
  ctx: RequestContext,
  bookingId: string,
  value: StoredAncillaries,
) => sharedStore().set(reviewKey(ctx, "ancillary", bookingId), value, TTL);
export const readAncillaryReview = (ctx: RequestContext, bookingId: string) =>
  sharedStore().get<StoredAncillaries>(reviewKey(ctx, "ancillary", bookingId));
export const clearReview = (ctx: RequestContext, kind: "flight" | "ancillary", bookingId: string) =>
  sharedStore().delete(reviewKey(ctx, kind, bookingId));
