import { describe, expect, it } from "vitest";
import { option } from "~/domain/air/fixtures";
import { baggageGroups, chosenOffers, reviewLines, segmentLabel, totalOf } from "./ancillary";

const out = option("OUT", { via: ["DXB"] });
const back = { ...option("BACK", { airItineraries: ["LHR", "HKG"] }) };
back.airFlightSegments = back.airFlightSegments.map((s) => ({ ...s, rph: "3" }));
const legs = [out, back];
const travellers = [
  { refIndex: 1, surname: "WONG", givenName: "KA LOK", passengerType: "ADT" },
  { refIndex: 2, surname: "WONG", givenName: "MEI", passengerType: "ADT" },
];
const offer = (id: string, traveller: string, segments: string[], amount = 300) => ({
  priceOfferId: id,
  flightSegmentRPH: segments,
  travelerRph: traveller,
  name: id,
  amount,
  currency: "HKD",
});

describe("ancillary change", () => {
  it("labels a leg by its segments", () => {
    expect(segmentLabel(legs, ["1", "2"])).toEqual({ leg: 0, label: "HKG-DXB-LHR CX100/CX101" });
    expect(segmentLabel(legs, ["3"]).leg).toBe(1);
  });

  it("groups offers per leg then traveller", () => {
    const offers = [
      offer("b2", "2", ["3"]),
      offer("a1", "1", ["1", "2"]),
      offer("b1", "1", ["3"]),
      offer("a1x", "1", ["1", "2"]),
    ];
    const groups = baggageGroups(offers, travellers, legs);
    expect(groups.map((g) => [g.leg, g.traveller, g.offers.map((o) => o.priceOfferId)])).toEqual([
      [0, "WONG/KA LOK", ["a1", "a1x"]],
      [1, "WONG/KA LOK", ["b1"]],
      [1, "WONG/MEI", ["b2"]],
    ]);
  });

  it("keeps one choice per traveller and leg, lists and totals the review", () => {
    const offers = [
      offer("a1", "1", ["1", "2"], 320),
      offer("a1x", "1", ["1", "2"]),
      offer("b2", "2", ["3"], 180.5),
    ];
    expect(chosenOffers(["a1", "a1x", "b2", "zzz"], offers).map((o) => o.priceOfferId)).toEqual([
      "a1",
      "b2",
    ]);
    const lines = reviewLines(
      [
        {
          priceOfferId: "b2",
          travelerRPH: "2",
          flightSegmentRPH: ["3"],
          description: "Extra 10kg",
          amount: 180.5,
          currencyCode: "HKD",
        },
      ],
      travellers,
      legs,
    );
    expect(lines).toEqual([
      {
        priceOfferId: "b2",
        segment: "LHR-HKG CX100",
        traveller: "WONG/MEI",
        item: "Extra 10kg",
        amount: 180.5,
        currency: "HKD",
      },
    ]);
    expect(totalOf([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
  });
});
