import { describe, expect, it } from "vitest";
import type { AirLowFare, AirOption, FlightSegment } from "~/contracts/air";
import { flightKey, groupBySource } from "./grouping";

const segment = (flight: string, time: string, cabin = "Y"): FlightSegment => ({
  airlineCode: flight.slice(0, 2),
  flightNumber: flight.slice(2),
  classCode: "Y",
  cabinType: cabin,
  oriLoc: "HKG",
  desLoc: "LHR",
  departureDateStr: "2026-12-12",
  departureTimeStr: time,
  arrivelDateStr: "2026-12-12",
  arrivelTimeStr: "23:00",
  useHour: 13,
  useMinute: 0,
  equimentCode: "777",
  operatingAirLineCode: flight.slice(0, 2),
  stopAt: "",
  status: "HK",
  unitOfMeasure: null,
  rph: "1",
});

const option = (key: string, segments: FlightSegment[]): AirOption => ({
  equalsKey: key,
  priceClass: "",
  priceClassLabel: "",
  airFlightSegments: segments,
  airItineraries: ["HKG", "LHR"],
  flightSegmentStops: [],
  departureDateTime: `2026-12-12T${segments[0]?.departureTimeStr ?? "00:00"}`,
  arrivelDateTime: "2026-12-12T23:00",
  departureDateStr: "2026-12-12",
  useHour: 13,
  useMinute: 0,
  stopAt: "",
  flightNumbers: "",
});

const fare = (ref: string, source: string, total: number, options: AirOption[]): AirLowFare => ({
  airFareRefIndex: ref,
  totalAmount: total,
  baseAmount: total - 100,
  currencyCode: "HKD",
  estimated: false,
  holdBooking: false,
  voidTicket: false,
  fareType: source,
  specialType: "",
  stock: 9,
  infoSource: source,
  airFareIncludeBundleId: "",
  airFareChargesBundleId: "",
  airFarePrices: [],
  airOptions: options,
});

const ba32 = option("k1", [segment("BA32", "10:00")]);
const ba32again = option("other-key", [segment("BA32", "10:00")]);
const ba32business = option("k1", [segment("BA32", "10:00", "C")]);
const ba28 = option("k2", [segment("BA28", "23:00")]);

describe("groupBySource", () => {
  it("makes one group of the same flight sold through NDC, GDS and DC, cheapest source first", () => {
    const groups = groupBySource(
      [
        fare("A-1", "NDC", 5000, [ba32]),
        fare("A-2", "GDS", 4800, [ba32again]),
        fare("A-3", "DC", 5200, [ba32]),
        fare("A-4", "NDC", 4900, [ba32]),
      ],
      0,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].best.airFareRefIndex).toBe("A-2");
    expect(groups[0].sources.map((f) => [f.fareType, f.totalAmount])).toEqual([
      ["GDS", 4800],
      ["NDC", 4900],
      ["DC", 5200],
    ]);
  });

  it("keeps other flights, other times and other cabins apart", () => {
    const groups = groupBySource(
      [
        fare("A-1", "NDC", 5000, [ba32]),
        fare("A-2", "NDC", 9000, [ba32business]),
        fare("A-3", "GDS", 4000, [ba28]),
        fare("A-4", "GDS", 4100, [option("k3", [segment("BA32", "11:00")])]),
      ],
      0,
    );
    expect(groups.map((g) => g.sources.length)).toEqual([1, 1, 1, 1]);
  });

  it("groups on the asked leg and breaks price ties by the reference index", () => {
    const groups = groupBySource(
      [fare("A-9", "GDS", 7000, [ba28, ba32]), fare("A-5", "NDC", 7000, [ba32, ba32])],
      1,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].sources.map((f) => f.airFareRefIndex)).toEqual(["A-5", "A-9"]);
  });

  it("skips fares without the leg; the key falls back to equalsKey without segments", () => {
    expect(groupBySource([fare("A-1", "NDC", 1, [ba32])], 1)).toEqual([]);
    expect(flightKey(option("bare", []))).toBe("bare");
  });
});
