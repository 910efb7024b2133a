import { describe, expect, it } from "vitest";
import type { AirLowFare } from "~/contracts/air";
import { fare, option } from "~/domain/air/fixtures";
import { CLOSEST_COUNT, findQuotedOffer, flightsOf } from "./matching";

/** One-leg fare HKG-LHR on flight CX<n> at `time`, class `cls`, from `source`. */
function offer(
  ref: string,
  total: number,
  { flight = "251", time = "10:00", cls = "Y", source = "GDS", date = "2026-12-01" } = {},
): AirLowFare {
  const o = option(ref, { departureDateTime: `${date}T${time}` });
  o.airFlightSegments = o.airFlightSegments.map((s) => ({
    ...s,
    flightNumber: flight,
    classCode: cls,
    departureDateStr: date,
    departureTimeStr: time,
  }));
  return { ...fare(ref, total, [o]), fareType: source };
}

const quoted = flightsOf(offer("7", 7480));

describe("findQuotedOffer", () => {
  it("finds the same flights at the same price under a new reference index", () => {
    const found = offer("2", 7480);
    const match = findQuotedOffer([offer("1", 5000, { flight: "255" }), found], quoted);
    expect(match).toEqual({ kind: "samePrice", offer: found });
  });

  it("reports a changed price with its delta", () => {
    const match = findQuotedOffer([offer("3", 7920)], quoted);
    expect(match).toMatchObject({ kind: "priceChanged", from: 7480, to: 7920, delta: 440 });
    expect(findQuotedOffer([offer("3", 7000)], quoted)).toMatchObject({ delta: -480 });
  });

  it("prefers the quoted price among price classes selling the same seats", () => {
    const match = findQuotedOffer([offer("1", 9000), offer("2", 7480), offer("3", 7500)], quoted);
    expect(match.kind).toBe("samePrice");
    expect(match.kind === "samePrice" && match.offer.airFareRefIndex).toBe("2");
  });

  it("treats another booking class, date or source as other flights", () => {
    for (const changed of [{ cls: "B" }, { date: "2026-12-02" }, { source: "NDC" }]) {
      expect(findQuotedOffer([offer("1", 7480, changed)], quoted).kind).toBe("gone");
    }
  });

  it("offers the closest options by departure time, then price, when the flights are gone", () => {
    const fares = [
      offer("far", 7480, { flight: "1", time: "22:00" }),
      offer("near-dear", 9900, { flight: "2", time: "10:30" }),
      offer("near-cheap", 7400, { flight: "3", time: "09:30" }),
      offer("mid", 7480, { flight: "4", time: "13:00" }),
      offer("next-day", 7480, { flight: "5", time: "10:00", date: "2026-12-02" }),
    ];
    const match = findQuotedOffer(fares, quoted);
    expect(match.kind).toBe("gone");
    const refs = match.kind === "gone" ? match.closest.map((f) => f.airFareRefIndex) : [];
    expect(refs).toEqual(["near-cheap", "near-dear", "mid"]);
    expect(refs).toHaveLength(CLOSEST_COUNT);
  });

  it("says gone with no proposal when the new search has nothing", () => {
    expect(findQuotedOffer([], quoted)).toEqual({ kind: "gone", closest: [] });
  });

  it("matches every leg of a return trip", () => {
    const out = option("o", { departureDateTime: "2026-12-01T10:00" });
    const back = option("b", {
      airItineraries: ["LHR", "HKG"],
      departureDateTime: "2026-12-08T12:00",
    });
    const trip = fare("1", 12000, [out, back]);
    const quotedTrip = flightsOf(trip);
    expect(findQuotedOffer([trip], quotedTrip).kind).toBe("samePrice");
    const otherBack = option("b2", {
      airItineraries: ["LHR", "HKG"],
      departureDateTime: "2026-12-08T12:00",
      airline: "BA",
    });
    expect(findQuotedOffer([fare("1", 12000, [out, otherBack])], quotedTrip).kind).toBe("gone");
  });
});
