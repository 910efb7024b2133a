import { describe, expect, it } from "vitest";
import { sortOptions } from "~/domain/code-tables";
import { fare, option } from "./fixtures";
import { filterChoices, filterFares, isSortOption, noFilters, sortFares } from "./results";

const fares = [
  fare("1", 5000, [
    option("a", {
      airline: "CX",
      departureDateTime: "2026-12-01T01:00",
      arrivelDateTime: "2026-12-01T09:00",
      useHour: 14,
    }),
  ]),
  fare("2", 3000, [
    option("b", {
      airline: "QR",
      via: ["DOH"],
      departureDateTime: "2026-12-01T20:00",
      arrivelDateTime: "2026-12-02T07:30",
      useHour: 18,
    }),
  ]),
  fare("3", 4000, [
    option("c", {
      airline: "EK",
      via: ["BKK", "DXB"],
      departureDateTime: "2026-12-01T13:00",
      arrivelDateTime: "2026-12-02T06:00",
      useHour: 22,
    }),
  ]),
  fare("4", 4000, [
    option("d", {
      airline: "CX",
      departureDateTime: "2026-12-01T08:00",
      arrivelDateTime: "2026-12-01T15:00",
      useHour: 13,
      useMinute: 30,
    }),
  ]),
];
const refs = (list: typeof fares) => list.map((f) => f.airFareRefIndex);

describe("filters", () => {
  it("filters by stops, airline and time buckets of the leg", () => {
    expect(refs(filterFares(fares, 0, { ...noFilters, stops: [0] }))).toEqual(["1", "4"]);
    expect(refs(filterFares(fares, 0, { ...noFilters, stops: [2] }))).toEqual(["3"]);
    expect(refs(filterFares(fares, 0, { ...noFilters, airlines: ["CX", "QR"] }))).toEqual([
      "1",
      "2",
      "4",
    ]);
    expect(refs(filterFares(fares, 0, { ...noFilters, departure: ["0", "3"] }))).toEqual([
      "1",
      "2",
    ]);
    expect(refs(filterFares(fares, 0, { ...noFilters, arrival: ["2"] }))).toEqual(["4"]);
    expect(refs(filterFares(fares, 0, { ...noFilters, arrival: ["0"] }))).toEqual([]);
    expect(
      refs(filterFares(fares, 0, { stops: [0], airlines: ["CX"], departure: ["1"], arrival: [] })),
    ).toEqual(["4"]);
    expect(refs(filterFares(fares, 0, noFilters))).toEqual(["1", "2", "3", "4"]);
  });

  it("offers only the values present", () => {
    expect(filterChoices(fares, 0)).toEqual({
      stops: [0, 1, 2],
      airlines: ["CX", "EK", "QR"],
      departure: ["0", "1", "2", "3"],
      arrival: ["1", "2"],
    });
  });
});

describe("the 8 sorts", () => {
  const cases: Record<string, string[]> = {
    priceLow: ["2", "3", "4", "1"],
    priceHigh: ["1", "3", "4", "2"],
    durationShort: ["4", "1", "2", "3"],
    durationLong: ["3", "2", "1", "4"],
    departureEar: ["1", "4", "3", "2"],
    departureLat: ["2", "3", "4", "1"],
    arrialEar: ["1", "4", "3", "2"],
    arrialLat: ["2", "3", "4", "1"],
  };
  it.each(sortOptions.map((s) => [s, cases[s]]))("%s", (sort, expected) => {
    expect(refs(sortFares(fares, 0, sort as (typeof sortOptions)[number]))).toEqual(expected);
  });

  it("accepts only the known sort names", () => {
    expect(isSortOption("arrialEar")).toBe(true);
    expect(isSortOption("arrivalEarly")).toBe(false);
  });
});
