import { describe, expect, it } from "vitest";
import { fare, option } from "~/domain/air/fixtures";
import { changeTotal } from "./charges";
import {
  asAirSearch,
  bookedLegs,
  changedLegs,
  choiceFromQuery,
  choiceQuery,
  rebookSearchPayload,
  toggleLeg,
} from "./selection";

describe("rebook selection", () => {
  it("toggles flights in journey order and ignores unknown legs", () => {
    expect(toggleLeg([], 1, 2)).toEqual([1]);
    expect(toggleLeg([1], 0, 2)).toEqual([0, 1]);
    expect(toggleLeg([0, 1], 0, 2)).toEqual([1]);
    expect(toggleLeg([0], 5, 2)).toEqual([0]);
  });

  it("round-trips the choice through the query and builds the payload for the selected flights only", () => {
    const legs = [
      { index: 0, from: "HKG", to: "LHR", date: "2026-12-01", cabin: "Y", option: option("A") },
      { index: 1, from: "LHR", to: "HKG", date: "2026-12-08", cabin: "Y", option: option("B") },
    ];
    const choice = choiceFromQuery(
      new URLSearchParams("bookingId=7&leg=1&leg=9&d1=2026-12-10&cabin=C"),
      legs,
    );
    expect(choice).toEqual({
      bookingId: "7",
      legs: [1],
      dates: { 0: "2026-12-01", 1: "2026-12-10" },
      cabin: "C",
    });
    expect(choiceQuery(choice).toString()).toBe("bookingId=7&leg=1&d1=2026-12-10&cabin=C");
    const payload = rebookSearchPayload({ recordLocator: "ABC123", bookingId: "7" }, legs, choice);
    expect(payload).toEqual({
      recordLocator: "ABC123",
      bookingId: "7",
      airLowFareSearch: {
        searchMode: "simple",
        oriLocs: ["LHR"],
        desLocs: ["HKG"],
        departureDate: ["2026-12-10"],
        reshopCabinType: ["C"],
      },
      selected: [false, true],
    });
    const rq = asAirSearch(
      {
        ...payload.airLowFareSearch,
        oriLocs: ["HKG", "LHR"],
        desLocs: ["LHR", "HKG"],
        departureDate: ["a", "b"],
        reshopCabinType: ["C", "C"],
      },
      ["ADT", "CNN", "INF"],
    );
    expect(rq).toMatchObject({
      searchType: "return",
      adultCount: 1,
      childCount: 1,
      infantCount: 1,
      cabinType: "C",
    });
  });

  it("carries the advance search mode through the query into the request (docs/behaviour.md#rebook-and-ancillaries)", () => {
    const legs = [
      { index: 0, from: "HKG", to: "LHR", date: "2026-12-01", cabin: "Y", option: option("A") },
    ];
    const choice = choiceFromQuery(
      new URLSearchParams("bookingId=7&leg=0&cabin=Y&mode=advance"),
      legs,
    );
    expect(choiceQuery(choice).get("mode")).toBe("advance");
    const payload = rebookSearchPayload({ recordLocator: "ABC123", bookingId: "7" }, legs, choice);
    expect(payload.airLowFareSearch.searchMode).toBe("advance");
    const simple = choiceFromQuery(new URLSearchParams("bookingId=7&leg=0&mode=other"), legs);
    expect(
      rebookSearchPayload({ recordLocator: "A", bookingId: "7" }, legs, simple).airLowFareSearch
        .searchMode,
    ).toBe("simple");
  });

  it("reads the booked legs and marks the replaced ones", () => {
    const booked = fare("R-1", 1000, [
      option("CX1-A"),
      option("CX2-B", { airItineraries: ["LHR", "HKG"] }),
    ]);
    const legs = bookedLegs(booked);
    expect(legs.map((l) => [l.index, l.from, l.to, l.date])).toEqual([
      [0, "HKG", "LHR", "2026-12-01"],
      [1, "LHR", "HKG", "2026-12-01"],
    ]);
    const after = [booked.airOptions[0]!, { ...booked.airOptions[1]!, equalsKey: "CX9-B" }];
    expect(changedLegs(booked.airOptions, after)).toEqual([false, true]);
  });

  it("charges each price line once per traveller of its type", () => {
    const lines = [
      { passengerType: "ADT", totalAmount: 500.5 },
      { passengerType: "CNN", totalAmount: 300 },
    ];
    expect(changeTotal(lines, ["ADT", "ADT", "CHD"])).toBe(1301);
    expect(changeTotal(lines, ["INF"])).toBe(0);
  });
});
