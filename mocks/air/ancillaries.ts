import { findAirport, greatCircleKm } from "../seed/airports";
import { PASSENGER_ORDER } from "./pricing";
import type { AirLowFare, AncillaryBaggageOption, PassengerCounts, PassengerType } from "./types";

/**
 * Extra baggage sold with NDC offers (GDS and DC fares carry none: those channels do not
 * expose the airline's ancillary catalogue). One offer list per leg (the leg's segments travel
 * together: bags are checked through) and per passenger with a seat; infants get none.
 * Prices are in HKD, the agency's ancillary currency.
 */
export const ANCILLARY_CURRENCY = "HKD";

const PRODUCTS = [
  { code: "XB10", name: "Extra 10kg", base: 180, perThousandKm: 45 },
  { code: "XB20", name: "Extra 20kg", base: 320, perThousandKm: 80 },
  { code: "XP23", name: "1 extra piece 23kg", base: 420, perThousandKm: 95 },
] as const;

export interface Traveller {
  /** "1", "2"... in the back office's order (adults, special types, children, infants). */
  ref: string;
  passengerType: PassengerType;
}

export function travellersOf(counts: PassengerCounts): Traveller[] {
  const types = PASSENGER_ORDER.flatMap((type) =>
    Array<PassengerType>(counts[type] ?? 0).fill(type),
  );
  return types.map((passengerType, i) => ({ ref: String(i + 1), passengerType }));
}

function legKm(fare: AirLowFare, leg: number): number {
  return fare.airOptions[leg].airFlightSegments.reduce((sum, segment) => {
    const from = findAirport(segment.oriLoc);
    const to = findAirport(segment.desLoc);
    return sum + (from && to ? greatCircleKm(from, to) : 0);
  }, 0);
}

export function baggageOffers(fare: AirLowFare, counts: PassengerCounts): AncillaryBaggageOption[] {
  if (fare.fareType !== "NDC") return [];
  const travellers = travellersOf(counts).filter((t) => t.passengerType !== "INF");
  return fare.airOptions.flatMap((option, leg) => {
    const km = legKm(fare, leg);
    const flightSegmentRPH = option.airFlightSegments.map((segment) => segment.rph);
    return travellers.flatMap((traveller) =>
      PRODUCTS.map((product) => ({
        amount: Math.round((product.base + (product.perThousandKm * km) / 1000) / 10) * 10,
        rph: `BAG-${leg + 1}-${traveller.ref}-${product.code}`,
        name: product.name,
        currency: ANCILLARY_CURRENCY,
        passenger: traveller.ref,
        flightSegmentRPH,
        travelerRph: traveller.ref,
      })),
    );
  });
}
