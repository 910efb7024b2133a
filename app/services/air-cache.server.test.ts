import { describe, expect, it, vi } from "vitest";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import type { RequestContext } from "~/session/upstream-jar.server";
import { searchRQ } from "../../mocks/test-support";

// The back office as a counter answering one small search.
const upstream = vi.hoisted(() => ({ searches: 0 }));
vi.mock("~/pamhk/air.server", () => ({
  searchFlights: async () => {
    upstream.searches += 1;
    const fare = { airFareRefIndex: "A-1", totalAmount: 100, airOptions: [] };
    return { ok: true, data: { traceId: "t-1", airLowFares: [fare], priceClasses: [] } };
  },
  fareRules: async () => ({ ok: false, error: { kind: "noEnvelope" } }),
}));

const { cachedSearch, sanitizeRuleHtml, storedSearch } = await import("./air-cache.server");

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
