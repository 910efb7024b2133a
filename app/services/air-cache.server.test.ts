import { describe, expect, it, vi } from "vitest";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import type { RequestContext } from "~/session/session.server";
import { searchRQ } from "../../mocks/test-support";

// The back office as a counter answering one small search (or a huge one: `padding` bytes).
const upstream = vi.hoisted(() => ({ searches: 0, padding: 0 }));
vi.mock("~/pamhk/air.server", () => ({
  searchFlights: async () => {
    upstream.searches += 1;
    const fare = { airFareRefIndex: "A-1", totalAmount: 100, airOptions: [] };
    const traceId = upstream.padding ? "x".repeat(upstream.padding) : "t-1";
    return { ok: true, data: { traceId, airLowFares: [fare], priceClasses: [] } };
  },
  fareRules: async () => ({ ok: false, error: { kind: "noEnvelope" } }),
}));

const {
  HOT_SEARCH_BYTES,
  cachedSearch,
  hotSearchBytes,
  sanitizeRuleHtml,
  searchKey,
  storedSearch,
} = await import("./air-cache.server");
const { sharedStore } = await import("~/store/kv-store.server");

describe("fare-rule HTML", () => {
  it("keeps simple formatting and drops scripts, handlers and images", () => {
    const dirty =
      '<p>Changes <b>permitted</b><br>with fee</p><ul><li>one</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><p style="color:red" onclick="x()">y</p>';
    const clean = sanitizeRuleHtml(dirty);
    expect(clean).toBe(
      "<p>Changes <b>permitted</b><br />with fee</p><ul><li>one</li></ul>x<p>y</p>",
    );
    expect(clean).not.toMatch(/script|onerror|onclick|img|javascript|style/i);
  });
});

describe("the in-memory search cache", () => {
  it("hands every request the search frozen: what one request changes, the next never sees", async () => {
    const ctx = { session: { id: "cache-frozen" } } as unknown as RequestContext;
    const rq = searchRQ() as CommonSearchRQ;
    const searched = await cachedSearch(ctx, rq);
    expect(searched.ok).toBe(true);
    const first = (searched as { data: SearchResult }).data;
    expect(() => {
      first.airLowFares[0].totalAmount = 1;
    }).toThrow(TypeError);
    expect(() => first.airLowFares.push(first.airLowFares[0])).toThrow(TypeError);
    expect(() => {
      (first as { traceId: string }).traceId = "changed";
    }).toThrow(TypeError);

    const next = await storedSearch(ctx, rq);
    expect(next?.traceId).toBe("t-1");
    expect(next?.airLowFares).toHaveLength(1);
    expect(next?.airLowFares[0].totalAmount).toBe(100);
    expect(upstream.searches).toBe(1);
  });
});

describe("the stored search", () => {
  it("is packed in the shared store: Brotli text, not the result's JSON", async () => {
    const ctx = { session: { id: "cache-packed" } } as unknown as RequestContext;
    const rq = { ...searchRQ(), adultCount: 2 } as CommonSearchRQ;
    const searched = await cachedSearch(ctx, rq);
    expect((searched as { data: SearchResult }).data.airLowFares[0].airFareRefIndex).toBe("A-1");
    const raw = await sharedStore().get<Record<string, unknown>>(
      `air-search:cache-packed:${searchKey(rq)}`,
    );
    expect(Object.keys(raw ?? {})).toEqual(["br"]);
    expect(JSON.stringify(raw)).not.toContain("A-1");
  });

  it("keeps parsed copies in memory bounded by bytes, re-reading an evicted one from the store", async () => {
    const before = upstream.searches;
    upstream.padding = Math.ceil(HOT_SEARCH_BYTES / 3);
    try {
      const ctx = { session: { id: "cache-bytes" } } as unknown as RequestContext;
      const searches = [1, 2, 3, 4].map(
        (n) => ({ ...searchRQ(), adultCount: n }) as CommonSearchRQ,
      );
      for (const rq of searches) {
        await cachedSearch(ctx, rq);
        expect(hotSearchBytes()).toBeLessThanOrEqual(HOT_SEARCH_BYTES);
      }
      // Four copies of a third of the bound cannot all stay: the first went, yet reads back.
      const store = sharedStore();
      const reads = vi.spyOn(store, "get");
      const first = await storedSearch(ctx, searches[0]);
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
      expect(first?.traceId).toHaveLength(upstream.padding);
      expect(hotSearchBytes()).toBeLessThanOrEqual(HOT_SEARCH_BYTES);
      expect(upstream.searches - before).toBe(4);
    } finally {
      upstream.padding = 0;
    }
  }, 60_000);
});
