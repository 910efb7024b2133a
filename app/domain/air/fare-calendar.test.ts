import { describe, expect, it } from "vitest";
import type { CommonSearchRQ } from "~/contracts/air";
import { calendarGrid } from "./fare-calendar";

const base: CommonSearchRQ = {
  searchType: "oneWay",
  paxTypeSelected: "ordinary",
  origin: "HKG",
  destination: "LHR",
  oriLocs: ["HKG"],
  desLocs: ["LHR"],
  departureDate: ["2026-12-12"],
  adultCount: 1,
  childCount: 0,
  youngAdultCount: 0,
  infantCount: 0,
  seamanCount: 0,
  studentCount: 0,
  labourCount: 0,
  specialPaxType: "",
  specialCount: 0,
  corpCode: "",
  airlineCode: "",
  fareType: [],
  cabinType: "Y",
};

describe("calendarGrid", () => {
  it("gives 7 departure cells for one way, the searched one current", () => {
    const grid = calendarGrid(base, "2026-11-23")!;
    expect(grid.departures).toEqual([
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
      "2026-12-14",
      "2026-12-15",
    ]);
    expect(grid.returns).toBeNull();
    expect(grid.cells.filter((c) => c.current).map((c) => c.departure)).toEqual(["2026-12-12"]);
    expect(grid.cells[0].rq?.departureDate).toEqual(["2026-12-09"]);
  });

  it("refuses dates before today without a search", () => {
    const grid = calendarGrid(base, "2026-12-11")!;
    expect(grid.cells.map((c) => c.rq !== null)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("gives 7x7 pairs for a round trip; a return before the departure less one day is refused", () => {
    const rq: CommonSearchRQ = {
      ...base,
      searchType: "return",
      oriLocs: ["HKG", "LHR"],
      desLocs: ["LHR", "HKG"],
      departureDate: ["2026-12-12", "2026-12-14"],
    };
    const grid = calendarGrid(rq, "2026-11-23")!;
    expect(grid.cells).toHaveLength(49);
    expect(grid.returns?.[0]).toBe("2026-12-11");
    const current = grid.cells.filter((c) => c.current);
    expect(current).toHaveLength(1);
    expect(current[0].rq?.departureDate).toEqual(["2026-12-12", "2026-12-14"]);
    // Return 11 Dec: departures up to 12 Dec allowed (date line), 13 Dec on refused.
    const firstRow = grid.cells.filter((c) => c.ret === "2026-12-11");
    expect(firstRow.map((c) => c.rq !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(grid.cells.filter((c) => c.rq).length).toBeLessThanOrEqual(49);
  });

  it("has no calendar for multi-city searches", () => {
    expect(calendarGrid({ ...base, searchType: "multiCity" }, "2026-11-23")).toBeNull();
  });
});
