import { describe, expect, it } from "vitest";
import { fare, option } from "./fixtures";
import {
  cheapest,
  cheapestPerOption,
  consistentFares,
  legPrice,
  transitCount,
  validChosen,
} from "./legs";

// Two outbound options (A, B) and two inbound ones (X, Y), combined into four itineraries.
const fares = [
  fare("1", 9000, [option("A"), option("X")]),
  fare("2", 8000, [option("A"), option("Y")]),
  fare("3", 7000, [option("B"), option("X")]),
  fare("4", 9500, [option("B"), option("Y")]),
  fare("5", 8500, [option("A"), option("X")]),
];

describe("leg-by-leg selection", () => {
  it("shows one card per distinct first-leg option, with its cheapest fare", () => {
    const cards = cheapestPerOption(fares, 0);
    expect(cards.map((f) => [f.airOptions[0].equalsKey, f.airFareRefIndex])).toEqual([
      ["A", "2"],
      ["B", "3"],
    ]);
  });

  it("keeps only fares consistent with the legs already chosen", () => {
    expect(consistentFares(fares, ["A"]).map((f) => f.airFareRefIndex)).toEqual(["1", "2", "5"]);
    const second = cheapestPerOption(consistentFares(fares, ["A"]), 1);
    // X is offered by fares 1 (9000) and 5 (8500): the cheaper one stays.
    expect(second.map((f) => [f.airOptions[1].equalsKey, f.airFareRefIndex])).toEqual([
      ["X", "5"],
      ["Y", "2"],
    ]);
  });

  it("prices later legs as the increment over the fare chosen so far", () => {
    const previous = cheapest(consistentFares(fares, ["A"]));
    expect(previous?.airFareRefIndex).toBe("2");
    expect(legPrice(fares[4], previous)).toEqual({ amount: 500, increment: true });
    expect(legPrice(fares[1], previous)).toEqual({ amount: 0, increment: true });
    expect(legPrice(fares[2], undefined)).toEqual({ amount: 7000, increment: false });
  });

  it("drops chosen keys that no fare has (stale URL) and never chooses the last leg", () => {
    expect(validChosen(fares, ["A", "X"], 2)).toEqual(["A"]);
    expect(validChosen(fares, ["Z"], 2)).toEqual([]);
    expect(validChosen(fares, ["B", "Q"], 3)).toEqual(["B"]);
  });

  it("counts transits as the itinerary airports minus two", () => {
    expect(transitCount(option("n"))).toBe(0);
    expect(transitCount(option("s", { via: ["DOH"] }))).toBe(1);
    expect(transitCount(option("t", { via: ["BKK", "DXB"] }))).toBe(2);
  });
});
