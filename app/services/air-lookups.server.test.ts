import { describe, expect, it, vi } from "vitest";
import type { UpstreamContext } from "~/pamhk/client.server";

// The back office's code tables as a counter.
const upstream = vi.hoisted(() => ({ airlines: 0, airports: 0 }));
vi.mock("~/pamhk/codes.server", () => ({
  airlinesByKeyword: async () => {
    upstream.airlines += 1;
    return [{ code: "CX", name: "Cathay Pacific" }];
  },
  airportByCode: async (_ctx: unknown, code: string) => {
    upstream.airports += 1;
    return { code, name: "Hong Kong International Airport", cityName: "Hong Kong" };
  },
  airportsByKeyword: async () => [],
}));

const { airlineNames, airportLookup } = await import("./air-lookups.server");
const ctx = {} as UpstreamContext;

describe("code-table caches", () => {
  it("the airline table is asked once and no request can change what the next one reads", async () => {
    const first = await airlineNames(ctx, "en-US");
    expect(() => {
      first.CX = "Changed";
    }).toThrow(TypeError);
    expect(() => {
      first.XX = "Added";
    }).toThrow(TypeError);
    expect(await airlineNames(ctx, "en-US")).toEqual({ CX: "Cathay Pacific" });
    expect(upstream.airlines).toBe(1);
  });

  it("an airport is asked once per code and language, and comes back unchanged", async () => {
    const first = await airportLookup(ctx, "HKG", "en-US");
    expect(() => {
      if (first) first.name = "Changed";
    }).toThrow(TypeError);
    expect((await airportLookup(ctx, "HKG", "en-US"))?.name).toBe(
      "Hong Kong International Airport",
    );
    expect(upstream.airports).toBe(1);
    await airportLookup(ctx, "HKG", "zh-HK");
    expect(upstream.airports).toBe(2);
  });
});
