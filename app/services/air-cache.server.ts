// Server-side caches of large answers (docs/decisions/0008): search results and fare rules, keyed
// by session and search, in the shared store; never in cookies or the browser.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import type { AirRules, CommonSearchRQ, SearchResult } from "~/contracts/air";
import type { UpstreamResult } from "~/domain/upstream-error";
import { fareRules, searchFlights } from "~/pamhk/air.server";
import type { RequestContext } from "~/session/session.server";
import { sharedStore } from "~/store/kv-store.server";
import { deepFreeze } from "./frozen.server";
import { isPacked, packJson, unpackJson, type Packed } from "./packed-json.server";

const CACHE_TTL = 30 * 60;

/** A stable key of a search request: the same search hits the same cache entry. */
export function searchKey(rq: CommonSearchRQ): string {
  return createHash("sha256").update(JSON.stringify(rq)).digest("base64url").slice(0, 22);
}

// The file/redis store holds the truth, packed (~30 KB for a 1.2 MB round trip); parsed results
// stay in memory so paging, sorting and filtering does not re-read and re-parse a megabyte on
// every click. Bounded by the bytes of their JSON, since a 2,000-offer search is five times a
// 420-offer one. Every request gets the same result, frozen (the grouping is kept per object).
export const HOT_SEARCH_BYTES = 64 * 1024 * 1024;
type Hot = { result: SearchResult; jsonBytes: number };
const hot = new LRUCache<string, Hot>({
  maxSize: HOT_SEARCH_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.jsonBytes),
  ttl: CACHE_TTL * 1000,
});

function remember(key: string, result: SearchResult, jsonBytes: number): SearchResult {
  hot.set(key, { result: deepFreeze(result), jsonBytes });
  return result;
}

/** Bytes of JSON the parsed searches in this process hold (for tests and the bench). */
export const hotSearchBytes = () => hot.calculatedSize;

const cacheKeyOf = (sessionId: string, key: string) => `air-search:${sessionId}:${key}`;

/** The result of this session's search kept on the server, without asking the back office. */
export async function storedSearch(
  ctx: RequestContext,
  rq: CommonSearchRQ,
): Promise<SearchResult | null> {
  const cacheKey = cacheKeyOf(ctx.session.id, searchKey(rq));
  const inMemory = hot.get(cacheKey);
  if (inMemory) return inMemory.result;
  const stored = await sharedStore().get<Packed | SearchResult>(cacheKey);
  if (!stored) return null;
  // An entry written before results were packed stays readable until it expires.
  if (!isPacked(stored)) return remember(cacheKey, stored, JSON.stringify(stored).length);
  const { value, jsonBytes } = await unpackJson<SearchResult>(stored);
  return remember(cacheKey, value, jsonBytes);
}

// Searches under way on this instance: a second page asking for the same one (a retry, a second
// tab, a page whose stream the agent left) waits for it instead of searching again.
const underWay = new Map<string, Promise<UpstreamResult<SearchResult>>>();

/** The cached result of this session's search, or a fresh upstream search stored for 30 minutes. */
export async function cachedSearch(
  ctx: RequestContext,
  rq: CommonSearchRQ,
  options: { refresh?: boolean } = {},
): Promise<UpstreamResult<SearchResult> & { fresh?: boolean }> {
  if (!options.refresh) {
    const stored = await storedSearch(ctx, rq);
    if (stored) return { ok: true, data: stored };
  }
  const cacheKey = cacheKeyOf(ctx.session.id, searchKey(rq));
  let search = underWay.get(cacheKey);
  if (!search) {
    search = searchFlights(ctx, rq).then(async (result) => {
      if (result.ok) {
        const { packed, jsonBytes } = await packJson(result.data);
        await sharedStore().set(cacheKey, packed, CACHE_TTL);
        remember(cacheKey, result.data, jsonBytes);
      }
      return result;
    });
    underWay.set(cacheKey, search);
    void search.finally(() => underWay.delete(cacheKey)).catch(() => undefined);
  }
  return { ...(await search), fresh: true };
}

// ------------------------------------------------------------------ fare rules

// Rules arrive as HTML from the back office: only simple formatting survives, no attributes.
const RULE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "b", "strong", "i", "em", "u", "br", "ul", "ol", "li", "span"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export const sanitizeRuleHtml = (html: string) => sanitizeHtml(html, RULE_HTML);

/** Fare rules of an itinerary, fetched once per session and itinerary, stored sanitised. */
export function cachedFareRules(
  ctx: RequestContext,
  airItinRph: string,
): Promise<UpstreamResult<AirRules>> {
  return keptRules(`air-rules:${ctx.session.id}:${airItinRph}`, () => fareRules(ctx, airItinRph));
}

/** Rules answered by `fetch`, kept under `key` for the session's lifetime, their HTML sanitised. */
export async function keptRules(
  key: string,
  fetch: () => Promise<UpstreamResult<{ airRules: AirRules }>>,
): Promise<UpstreamResult<AirRules>> {
  const store = sharedStore();
  const stored = await store.get<AirRules>(key);
  if (stored) return { ok: true, data: stored };
  const result = await fetch();
  if (!result.ok) return result;
  const clean = result.data.airRules.map((pair) => ({
    ...pair,
    rules: pair.rules.map((rule) => ({
      title: rule.title,
      paragraphs: rule.paragraphs.map(sanitizeRuleHtml),
    })),
  }));
  await store.set(key, clean, CACHE_TTL);
  return { ok: true, data: clean };
}
