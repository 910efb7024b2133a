// Small hand-made fares for the unit tests of the air rules (not a test file).
import type { AirLowFare, AirOption } from "~/contracts/air";

export function option(
  key: string,
  o: Partial<AirOption> & { airline?: string; via?: string[] } = {},
): AirOption {
  const [from, to] = [o.airItineraries?.[0] ?? "HKG", o.airItineraries?.at(-1) ?? "LHR"];
  const airports = o.airItineraries ?? [from, ...(o.via ?? []), to];
  return {
    equalsKey: key,
    priceClass: "",
    priceClassLabel: "",
    airFlightSegments: airports.slice(1).map((des, i) => ({
      airlineCode: o.airline ?? "CX",
      flightNumber: String(100 + i),
      classCode: "Y",
      cabinType: "Y",
      oriLoc: airports[i],
      desLoc: des,
      departureDateStr: "",
      departureTimeStr: "",
      arrivelDateStr: "",
      arrivelTimeStr: "",
      useHour: 0,
      useMinute: 0,
      equimentCode: "359",
      operatingAirLineCode: "",
      stopAt: "",
      status: "HK",
      unitOfMeasure: null,
      rph: String(i + 1),
    })),
    airItineraries: airports,
    flightSegmentStops: [],
    departureDateTime: o.departureDateTime ?? "2026-12-01T10:00",
    arrivelDateTime: o.arrivelDateTime ?? "2026-12-01T18:00",
    departureDateStr: "2026-12-01",
    useHour: o.useHour ?? 12,
    useMinute: o.useMinute ?? 0,
    stopAt: "",
    flightNumbers: "",
  };
}

export function fare(ref: string, totalAmount: number, options: AirOption[]): AirLowFare {
  return {
    airFareRefIndex: ref,
    totalAmount,
    baseAmount: totalAmount * 0.8,
    currencyCode: "HKD",
    estimated: false,
    holdBooking: false,
    voidTicket: false,
    fareType: "GDS",
    specialType: "",
    stock: 9,
    infoSource: "1G",
    airFareIncludeBundleId: "",
    airFareChargesBundleId: "",
    airFarePrices: [],
    airOptions: options,
  };
}
