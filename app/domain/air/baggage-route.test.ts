import { describe, expect, it } from "vitest";
import { baggageRoute, totalsByCurrency } from "./baggage-route";

const segments = [
  { rph: "1", oriLoc: "HKG", desLoc: "LHR" },
  { rph: "2", oriLoc: "LHR", desLoc: "HKG" },
  { rph: "3", oriLoc: "HKG", desLoc: "TPE" },
];

describe("baggageRoute", () => {
  it("names the segments' airports, not their numbers", () => {
    expect(baggageRoute(segments, "1")).toBe("HKG-LHR");
    expect(baggageRoute(segments, "1,2")).toBe("HKG-LHR, LHR-HKG");
    expect(baggageRoute(segments, ["2", "3"])).toBe("LHR-HKG, HKG-TPE");
  });
  it("falls back to the references when no segment is known", () => {
    expect(baggageRoute([], "1,2,3")).toBe("1, 2, 3");
  });
});

describe("totalsByCurrency", () => {
  it("adds fare and baggage of one currency into one figure", () => {
    expect(
      totalsByCurrency([
        { amount: 1000.1, currency: "HKD" },
        { amount: 200.2, currency: "HKD" },
      ]),
    ).toEqual([{ amount: 1200.3, currency: "HKD" }]);
  });
  it("keeps currencies apart", () => {
    expect(
      totalsByCurrency([
        { amount: 500, currency: "USD" },
        { amount: 200, currency: "HKD" },
        { amount: 100, currency: "HKD" },
      ]),
    ).toEqual([
      { amount: 500, currency: "USD" },
      { amount: 300, currency: "HKD" },
    ]);
  });
});
