import { describe, expect, it } from "vitest";
import { generateOffers } from "../../mocks/air/offers";
import { parseSearchRequest } from "../../mocks/air/search-request";
import { isPacked, packJson, unpackJson } from "./packed-json.server";

const NOW = Date.parse("2031-03-10T04:00:00Z");
const day = (n: number) => new Date(NOW + n * 86_400_000).toISOString().slice(0, 10);

function hkgLhrRoundTrip() {
  const parsed = parseSearchRequest(
    {
      searchType: "return",
      oriLocs: ["HKG", "LHR"],
      desLocs: ["LHR", "HKG"],
      departureDate: [day(30), day(37)],
      adultCount: 1,
    },
    NOW,
  );
  if (!parsed.ok) throw new Error("bad search");
  return generateOffers(parsed.search, "2031-03-10");
}

describe("packed JSON", () => {
  it("gives back an equal value, dates as strings like any JSON store", async () => {
    const value = { a: [1, 2, { b: "港" }], c: null, d: new Date(0) };
    const { packed, jsonBytes } = await packJson(value);
    expect(isPacked(packed)).toBe(true);
    expect(isPacked({ airLowFares: [] })).toBe(false);
    const back = await unpackJson<typeof value>(packed);
    expect(back.value).toEqual({ ...value, d: "1970-01-01T00:00:00.000Z" });
    expect(back.jsonBytes).toBe(jsonBytes);
    expect(jsonBytes).toBe(Buffer.byteLength(JSON.stringify(value)));
  });

  it("keeps a HKG-LHR round trip under 120 KB (from over a megabyte of JSON)", async () => {
    const result = hkgLhrRoundTrip();
    const { packed, jsonBytes } = await packJson(result);
    const stored = JSON.stringify(packed).length;
    console.info(
      `HKG-LHR round trip, ${result.airLowFares.length} offers: JSON ${jsonBytes} B, stored ${stored} B`,
    );
    expect(jsonBytes).toBeGreaterThan(1_000_000);
    expect(stored).toBeLessThanOrEqual(120 * 1024);
    expect((await unpackJson(packed)).value).toEqual(result);
  });
});
