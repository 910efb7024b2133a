import { describe, expect, it } from "vitest";
import { findAirline } from "../seed/airlines";
import { findAirport, greatCircleKm } from "../seed/airports";
import { generateOffers, searchOffers, timeBucket } from "./offers";
import { backOfficeDate, parseSearchRequest, type AirSearch } from "./search-request";
import type { AirLowFare } from "./types";

const NOW = Date.parse("2031-03-10T04:00:00Z");
const TODAY = backOfficeDate(NOW);
const day = (n: number) => new Date(NOW + n * 86_400_000).toISOString().slice(0, 10);

function search(overrides: Record<string, unknown> = {}): AirSearch {
  const parsed = parseSearchRequest(
    {
      searchType: "return",
      oriLocs: ["HKG", "LHR"],
      desLocs: ["LHR", "HKG"],
      departureDate: [day(20), day(27)],
      adultCount: 1,
      ...overrides,
    },
    NOW,
  );
  if (!parsed.ok) throw new Error(`bad test search: ${parsed.fields.join(", ")}`);
  return parsed.search;
}

const minutesOf = (o: { useHour: number; useMinute: number }) => o.useHour * 60 + o.useMinute;
const carrierOf = (fare: AirLowFare) => fare.airOptions[0].airFlightSegments[0].airlineCode;

describe("offer generator", () => {
  it("gives the same offers, order and airFareRefIndex for the same request on the same day", () => {
    const first = generateOffers(search(), TODAY);
    const second = generateOffers(search(), TODAY);
    expect(second).toEqual(first);
    const otherDay = generateOffers(search(), backOfficeDate(NOW + 86_400_000));
    expect(otherDay.airLowFares.map((f) => f.totalAmount)).not.toEqual(
      first.airLowFares.map((f) => f.totalAmount),
    );
  });

  it("returns at least 300 complete round trips HKG-LHR, sorted by price, with consistent totals", () => {
    const s = search({ adultCount: 2, childCount: 1, infantCount: 1 });
    const { airLowFares, priceClasses } = generateOffers(s, TODAY);
    expect(airLowFares.length).toBeGreaterThanOrEqual(300);
    expect(new Set(airLowFares.map((f) => f.airFareRefIndex)).size).toBe(airLowFares.length);
    const bundles = new Set(priceClasses.map((p) => p.bundleId));
    for (const fare of airLowFares) {
      expect(fare.airOptions).toHaveLength(2);
      expect(fare.airOptions[0].airItineraries[0]).toBe("HKG");
      expect(fare.airOptions[0].airItineraries.at(-1)).toBe("LHR");
      expect(fare.airOptions[1].airItineraries[0]).toBe("LHR");
      expect(fare.airFarePrices.map((p) => p.passengerType)).toEqual(["ADT", "CNN", "INF"]);
      for (const line of fare.airFarePrices)
        expect(line.totalAmount).toBe(line.baseAmount + line.taxesAmount + line.feesAmount);
      const counts = { ADT: 2, CNN: 1, INF: 1 } as Record<string, number>;
      expect(fare.totalAmount).toBe(
        fare.airFarePrices.reduce((sum, p) => sum + p.totalAmount * counts[p.passengerType], 0),
      );
      expect(fare.baseAmount).toBe(
        fare.airFarePrices.reduce((sum, p) => sum + p.baseAmount * counts[p.passengerType], 0),
      );
      expect(fare.stock).toBeGreaterThanOrEqual(3);
      expect(fare.stock).toBeLessThanOrEqual(9);
      expect(
        bundles.has(fare.airFareIncludeBundleId) && bundles.has(fare.airFareChargesBundleId),
      ).toBe(true);
      // Segment rph values are unique across the whole itinerary.
      const rphs = fare.airOptions.flatMap((o) => o.airFlightSegments.map((s) => s.rph));
      expect(new Set(rphs).size).toBe(rphs.length);
    }
    const totals = airLowFares.map((f) => f.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("gives the same equalsKey to the same physical flights, shared by several fares", () => {
    const { airLowFares } = generateOffers(search(), TODAY);
    const byKey = new Map<string, AirLowFare[]>();
    for (const fare of airLowFares)
      byKey.set(fare.airOptions[0].equalsKey, [
        ...(byKey.get(fare.airOptions[0].equalsKey) ?? []),
        fare,
      ]);
    const shared = [...byKey.values()].filter((fares) => fares.length >= 3);
    expect(shared.length).toBeGreaterThan(20);
    const flights = (fare: AirLowFare) =>
      fare.airOptions[0].airFlightSegments.map((s) => [
        s.airlineCode,
        s.flightNumber,
        s.departureDateStr,
        s.departureTimeStr,
        s.oriLoc,
        s.desLoc,
      ]);
    for (const fares of byKey.values())
      for (const fare of fares) expect(flights(fare)).toEqual(flights(fares[0]));
    // And several inbound choices exist after one outbound choice (leg-by-leg selection).
    expect(
      shared.some((fares) => new Set(fares.map((f) => f.airOptions[1].equalsKey)).size >= 2),
    ).toBe(true);
  });

  it("times flights by great-circle distance and local time zones, with plausible connections", () => {
    const { airLowFares } = generateOffers(search(), TODAY);
    const stops = new Set<number>();
    for (const option of airLowFares.flatMap((f) => f.airOptions)) {
      stops.add(option.airItineraries.length - 2);
      expect(option.airItineraries).toHaveLength(option.airFlightSegments.length + 1);
      expect(option.flightSegmentStops).toHaveLength(option.airFlightSegments.length - 1);
      for (const s of option.airFlightSegments) {
        const km = greatCircleKm(findAirport(s.oriLoc)!, findAirport(s.desLoc)!);
        const expected = (km / 800) * 60 + 30;
        expect(Math.abs(minutesOf(s) - expected)).toBeLessThan(expected * 0.06 + 5);
        // Local clocks: arrival minus departure, corrected by the zones' offsets, is the block time.
        const dep =
          Date.parse(`${s.departureDateStr}T${s.departureTimeStr}:00Z`) -
          offsetMs(s.oriLoc, s.departureDateStr);
        const arr =
          Date.parse(`${s.arrivelDateStr}T${s.arrivelTimeStr}:00Z`) -
          offsetMs(s.desLoc, s.arrivelDateStr);
        expect(Math.abs((arr - dep) / 60_000 - minutesOf(s))).toBeLessThanOrEqual(60);
      }
      const legMinutes =
        option.airFlightSegments.reduce((sum, s) => sum + minutesOf(s), 0) +
        option.flightSegmentStops.reduce((sum, st) => sum + st.stopHour * 60 + st.stopMinute, 0);
      expect(minutesOf(option)).toBe(legMinutes);
      for (const stop of option.flightSegmentStops)
        expect(stop.stopHour * 60 + stop.stopMinute).toBeGreaterThanOrEqual(60);
      expect(option.departureDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    }
    expect([...stops].sort()).toEqual([0, 1, 2]);
  });

  it("connects through the carrier's own hubs", () => {
    const hubs: Record<string, string[]> = {
      SQ: ["SIN"],
      EK: ["DXB"],
      QR: ["DOH"],
      LH: ["FRA", "MUC"],
    };
    const { airLowFares } = generateOffers(search(), TODAY);
    for (const fare of airLowFares) {
      const expectedHubs = hubs[carrierOf(fare)];
      if (!expectedHubs) continue;
      for (const transit of fare.airOptions[0].airItineraries.slice(1, -1))
        expect(expectedHubs).toContain(transit);
    }
    expect(
      airLowFares
        .filter((f) => ["CX", "BA"].includes(carrierOf(f)))
        .every((f) => f.airOptions[0].airItineraries.length === 2),
    ).toBe(true);
  });

  it("sells NDC only for NDC carriers, and mixes NDC, GDS and DC sources", () => {
    const { airLowFares } = generateOffers(
      search({
        searchType: "oneWay",
        oriLocs: ["HKG"],
        desLocs: ["LHR"],
        departureDate: [day(20)],
      }),
      TODAY,
    );
    expect(airLowFares.length).toBeGreaterThanOrEqual(300);
    for (const fare of airLowFares.filter((f) => f.fareType === "NDC")) {
      expect(findAirline(carrierOf(fare))?.ndc).toBe(true);
      expect(fare.infoSource).toBe(`NDC-${carrierOf(fare)}`);
    }
    expect(new Set(airLowFares.map((f) => f.fareType))).toEqual(new Set(["NDC", "GDS", "DC"]));
    expect(airLowFares.some((f) => f.holdBooking) && airLowFares.some((f) => !f.holdBooking)).toBe(
      true,
    );
    expect(airLowFares.some((f) => f.voidTicket) && airLowFares.some((f) => !f.voidTicket)).toBe(
      true,
    );
  });

  it("restricts carriers by airlineCode and sources by fareType", () => {
    const cx = generateOffers(search({ airlineCode: "cx" }), TODAY).airLowFares;
    expect(cx.length).toBeGreaterThan(0);
    expect(
      cx.every((f) =>
        f.airOptions.every((o) => o.airFlightSegments.every((s) => s.airlineCode === "CX")),
      ),
    ).toBe(true);
    const gds = generateOffers(search({ fareType: ["GDS", "DC"] }), TODAY).airLowFares;
    expect(gds.length).toBeGreaterThan(0);
    expect(gds.every((f) => f.fareType !== "NDC")).toBe(true);
    expect(gds.some((f) => f.fareType === "DC")).toBe(true);
  });

  it("sells the requested cabin and special fares for students", () => {
    const business = generateOffers(search({ cabinType: "C" }), TODAY).airLowFares;
    expect(business.length).toBeGreaterThan(0);
    expect(
      business.every((f) =>
        f.airOptions.every((o) => o.airFlightSegments.every((s) => s.cabinType === "C")),
      ),
    ).toBe(true);
    const students = generateOffers(
      search({
        paxTypeSelected: "others",
        adultCount: 0,
        specialPaxType: "STU",
        specialCount: 2,
        studentCount: 2,
      }),
      TODAY,
    ).airLowFares;
    expect(
      students.every(
        (f) => f.airFarePrices.length === 1 && f.airFarePrices[0].passengerType === "STU",
      ),
    ).toBe(true);
    expect(
      students.some((f) => f.specialType === "STU") && students.some((f) => f.specialType === ""),
    ).toBe(true);
  });

  it("answers no fares for NOFARE or an airport to itself", () => {
    expect(generateOffers(search({ corpCode: "NOFARE" }), TODAY).airLowFares).toEqual([]);
    const same = generateOffers(search({ desLocs: ["HKG", "HKG"] }), TODAY);
    expect(same.airLowFares).toEqual([]);
    expect(same.airLowFareSearchFilter.airOptionFilters).toHaveLength(2);
  });

  it("summarises stops, airlines and time buckets per leg for the filters", () => {
    const result = generateOffers(search(), TODAY);
    const [outbound] = result.airLowFareSearchFilter.airOptionFilters;
    const options = result.airLowFares.map((f) => f.airOptions[0]);
    expect(outbound.stopTimes).toEqual(
      [...new Set(options.map((o) => o.airItineraries.length - 2))].sort(),
    );
    expect(outbound.airlines).toEqual(expect.arrayContaining(["CX", "BA", "SQ", "EK", "QR", "LH"]));
    expect(outbound.departuretimes.every((b) => ["0", "1", "2", "3"].includes(b))).toBe(true);
    expect(timeBucket("2031-03-30T05:59")).toBe("0");
    expect(timeBucket("2031-03-30T18:00")).toBe("3");
  });

  it("gives tens to hundreds of offers elsewhere, and none to unknown airports", () => {
    const short = generateOffers(
      search({ oriLocs: ["HKG", "TPE"], desLocs: ["TPE", "HKG"] }),
      TODAY,
    ).airLowFares.length;
    expect(short).toBeGreaterThanOrEqual(20);
    expect(short).toBeLessThan(300);
    const thin = generateOffers(
      search({
        searchType: "oneWay",
        oriLocs: ["MRU"],
        desLocs: ["LIM"],
        departureDate: [day(20)],
      }),
      TODAY,
    ).airLowFares.length;
    expect(thin).toBeGreaterThan(5);
    expect(generateOffers(search({ oriLocs: ["ZZZ", "LHR"] }), TODAY).airLowFares).toEqual([]);
  });

  it("builds multi-city itineraries whose legs follow each other in time", () => {
    const { airLowFares } = generateOffers(
      search({
        searchType: "multiCity",
        oriLocs: ["HKG", "SIN", "BKK"],
        desLocs: ["SIN", "BKK", "HKG"],
        departureDate: [day(10), day(14), day(18)],
      }),
      TODAY,
    );
    expect(airLowFares.length).toBeGreaterThan(10);
    for (const fare of airLowFares) {
      expect(fare.airOptions.map((o) => o.airItineraries[0])).toEqual(["HKG", "SIN", "BKK"]);
      expect(fare.airOptions[1].departureDateTime > fare.airOptions[0].arrivelDateTime).toBe(true);
    }
  });

  it("answers about the cap a search is given, up to about 2,000 on a hub pair", () => {
    // Thinning keeps each fare by chance (never just the dearest): the cap holds within 5 %.
    const byDefault = generateOffers(search(), TODAY).airLowFares;
    expect(byDefault.length).toBeLessThanOrEqual(441);
    expect(byDefault.length).toBeGreaterThan(300);
    const small = generateOffers(search(), TODAY, 300).airLowFares;
    expect(small.length).toBeLessThanOrEqual(315);
    expect(small.length).toBeGreaterThan(250);
    const large = generateOffers(search(), TODAY, 2000).airLowFares;
    expect(large.length).toBeLessThanOrEqual(2100);
    expect(large.length).toBeGreaterThan(1800);
    expect(new Set(large.map((f) => f.airFareRefIndex)).size).toBe(large.length);
    // The cap is part of the cache key: a larger setting never reads a smaller result back.
    expect(searchOffers(search(), TODAY, 300).airLowFares.length).toBe(small.length);
    expect(searchOffers(search(), TODAY, 2000).airLowFares.length).toBe(large.length);
  });

  it("serves a repeated search from its cache (timing is reported, not asserted)", () => {
    const s = search({ departureDate: [day(40), day(47)] });
    const started = performance.now();
    const fresh = searchOffers(s, TODAY);
    const firstMs = performance.now() - started;
    const again = performance.now();
    expect(searchOffers(s, TODAY)).toBe(fresh);
    console.info(
      `HKG-LHR round trip: ${fresh.airLowFares.length} offers, generated in ${firstMs.toFixed(1)} ms, cached in ${(performance.now() - again).toFixed(2)} ms`,
    );
  });
});

/** Offset of the airport's zone on the date at noon (good to the hour: DST changes at night). */
function offsetMs(code: string, date: string): number {
  const zone = findAirport(code)!.timeZone;
  const noon = new Date(`${date}T12:00:00Z`);
  const local = new Date(noon.toLocaleString("en-US", { timeZone: zone }) + " UTC");
  return local.getTime() - noon.getTime();
}

describe("one flight through several sources", () => {
  it("sells BA's HKG-LHR flights through NDC, GDS and DC at different prices", () => {
    const { airLowFares } = generateOffers(
      search({
        searchType: "oneWay",
        oriLocs: ["HKG"],
        desLocs: ["LHR"],
        departureDate: [day(20)],
        airlineCode: "BA",
      }),
      TODAY,
    );
    const byFlight = new Map<string, Map<string, number>>();
    for (const fare of airLowFares) {
      const key = `${fare.airOptions[0].equalsKey}|${fare.airOptions[0].airFlightSegments[0].cabinType}`;
      const sources = byFlight.get(key) ?? new Map<string, number>();
      const best = sources.get(fare.fareType);
      if (best === undefined || fare.totalAmount < best)
        sources.set(fare.fareType, fare.totalAmount);
      byFlight.set(key, sources);
    }
    expect(byFlight.size).toBeGreaterThan(0);
    for (const sources of byFlight.values()) {
      expect([...sources.keys()].sort()).toEqual(["DC", "GDS", "NDC"]);
      expect(new Set(sources.values()).size).toBeGreaterThan(1);
    }
  });
});
