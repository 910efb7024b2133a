import { describe, expect, it } from "vitest";
import { changesNothing, sameFlights } from "./current-flight";

const leg = (...flights: [string, string, string][]) => ({
  airFlightSegments: flights.map(([airlineCode, flightNumber, departureDateStr]) => ({
    airlineCode,
    flightNumber,
    departureDateStr,
  })),
});

describe("current flight on rebook", () => {
  const out = leg(["CX", "251", "2026-12-01"]);
  const back = leg(["CX", "252", "2026-12-08"]);
  it("knows the booked flight by carrier, number and day", () => {
    expect(sameFlights(out, leg(["CX", "0251", "2026-12-01"]))).toBe(true);
    expect(sameFlights(out, leg(["CX", "251", "2026-12-02"]))).toBe(false);
    expect(sameFlights(out, leg(["CX", "251", "2026-12-01"], ["CX", "9", "2026-12-01"]))).toBe(
      false,
    );
  });
  it("a choice equal to the booked legs changes nothing; one new leg is a change", () => {
    expect(changesNothing([back], [out, back], [1])).toBe(true);
    expect(changesNothing([out, back], [out, back], [0, 1])).toBe(true);
    expect(changesNothing([out, leg(["CX", "254", "2026-12-08"])], [out, back], [0, 1])).toBe(
      false,
    );
  });
});
