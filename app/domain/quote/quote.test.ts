import { describe, expect, it } from "vitest";
import type { CommonSearchRQ } from "~/contracts/air";
import { fare, option } from "~/domain/air/fixtures";
import { clientTotal, quotedOption, routeOf, stateAt } from "./quote";

const rq = (over: Partial<CommonSearchRQ> = {}): CommonSearchRQ => ({
  searchType: "return",
  paxTypeSelected: "ordinary",
  origin: "HKG",
  destination: "TPE",
  oriLocs: ["HKG", "TPE"],
  desLocs: ["TPE", "HKG"],
  departureDate: ["2026-12-01", "2026-12-08"],
  adultCount: 2,
  childCount: 1,
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
  ...over,
});

describe("a quote's rules", () => {
  it("names the route of returns, chains and open journeys", () => {
    expect(routeOf(rq())).toBe("HKG-TPE-HKG");
    expect(routeOf({ oriLocs: ["HKG"], desLocs: ["NRT"] })).toBe("HKG-NRT");
    expect(routeOf({ oriLocs: ["HKG", "KIX"], desLocs: ["NRT", "HKG"] })).toBe("HKG-NRT / KIX-HKG");
  });

  it("keeps every leg's flights, the prices per type with their counts and the fee", () => {
    const priced = {
      ...fare("R-7", 7480, [
        option("OUT", { airItineraries: ["HKG", "TPE"] }),
        option("IN", { airItineraries: ["TPE", "HKG"] }),
      ]),
      airFarePrices: [
        {
          rph: "1",
          passengerType: "ADT",
          currencyCode: "HKD",
          baseAmount: 2000,
          taxesAmount: 400,
          feesAmount: 80,
          totalAmount: 2480,
        },
        {
          rph: "2",
          passengerType: "CNN",
          currencyCode: "HKD",
          baseAmount: 1500,
          taxesAmount: 400,
          feesAmount: 80,
          totalAmount: 1980,
        },
      ],
    };
    priced.totalAmount = 2480 * 2 + 1980;
    const o = quotedOption(priced, rq(), [
      {
        id: "r",
        kind: "fixed",
        amount: 100,
        currency: "HKD",
        cabin: "",
        source: "",
        minimum: null,
      },
    ]);
    expect(o).toMatchObject({
      source: "GDS",
      fareRef: "R-7",
      currency: "HKD",
      fareTotal: 6940,
      feeTotal: 300,
    });
    expect(
      o.legs.map((l) => [
        l.equalsKey,
        l.segments.map((s) => `${s.airline}${s.flightNumber} ${s.from}-${s.to} ${s.classCode}`),
      ]),
    ).toEqual([
      ["OUT", ["CX100 HKG-TPE Y"]],
      ["IN", ["CX100 TPE-HKG Y"]],
    ]);
    expect(o.prices.map((p) => [p.passengerType, p.count, p.total, p.serviceFee])).toEqual([
      ["ADT", 2, 2480, 100],
      ["CNN", 1, 1980, 100],
    ]);
    expect(clientTotal(o)).toBe(7240);
  });

  it("reads a sent quote past its expiry as expired", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    const sent = { state: "sent" as const, expiresAt: new Date("2026-12-01T09:59:59Z") };
    expect(stateAt(sent, at)).toBe("expired");
    expect(stateAt({ ...sent, expiresAt: new Date("2026-12-01T10:00:01Z") }, at)).toBe("sent");
    expect(stateAt({ state: "draft", expiresAt: null }, at)).toBe("draft");
  });
});
