import { greatCircleKm } from "../seed/airports";
import type { Carrier } from "./network";
import type { Brand } from "./price-classes";
import { hash32, type Prng } from "./random";
import type { LegSchedule } from "./schedules";
import type { CabinCode, FarePrice, FareSource, PassengerCounts, PassengerType } from "./types";

/**
 * Fares in HKD (the agency's selling currency), whole dollars. Base fares grow with distance and
 * cabin; taxes are airport charges per departure plus a fuel surcharge; fees are the channel's
 * distribution fee. Every passenger type present gets one price line (amounts per passenger).
 */
export const CURRENCY = "HKD";

const RATE_PER_KM: Record<CabinCode, number> = { Y: 0.42, W: 0.78, C: 1.95, F: 3.1 };
const FIXED_BASE: Record<CabinCode, number> = { Y: 380, W: 900, C: 2400, F: 4200 };
const SOURCE_FACTOR: Record<FareSource, number> = { NDC: 0.96, GDS: 1, DC: 0.93 };
const SOURCE_FEE: Record<FareSource, number> = { NDC: 0, GDS: 45, DC: 25 };

/** Share of the adult base fare each passenger type pays (special types only on special fares). */
const BASE_SHARE: Record<PassengerType, number> = {
  ADT: 1,
  CNN: 0.75,
  INF: 0.1,
  STU: 0.85,
  SEA: 0.8,
  LBR: 0.8,
};
/** Price lines and travellers in the back office's order: adults, special types, children, infants. */
export const PASSENGER_ORDER: readonly PassengerType[] = ["ADT", "STU", "SEA", "LBR", "CNN", "INF"];

/** Passenger service charges of an airport, stable per airport. */
const airportCharge = (code: string) => 60 + (hash32(`tax:${code}`) % 31) * 10;

export interface PricingInput {
  carrier: Carrier;
  legs: LegSchedule[];
  brand: Brand;
  source: FareSource;
  counts: PassengerCounts;
  /** The special type this fare is filed for ("" when none). */
  specialType: string;
  /** The day's demand for this fare: drives the small variations between dates. */
  rng: Prng;
}

export interface Priced {
  airFarePrices: FarePrice[];
  totalAmount: number;
  baseAmount: number;
}

export function priceFare(input: PricingInput): Priced {
  const { carrier, legs, brand, source, counts, specialType, rng } = input;
  let adultBase = 0;
  let charges = 0;
  let fuel = 0;
  for (const leg of legs) {
    const km = leg.flights.reduce((sum, f) => sum + greatCircleKm(f.from, f.to), 0);
    // Connections sell cheaper than the non-stop they compete with.
    const connectionDiscount = 1 - 0.07 * (leg.flights.length - 1);
    adultBase += (km * RATE_PER_KM[brand.cabin] + FIXED_BASE[brand.cabin]) * connectionDiscount;
    charges += leg.flights.reduce((sum, f) => sum + airportCharge(f.from.code), 0);
    fuel += km * (brand.cabin === "Y" || brand.cabin === "W" ? 0.05 : 0.08);
  }
  adultBase *= carrier.priceLevel * brand.priceFactor * SOURCE_FACTOR[source] * rng.jitter(0.12);
  if (legs.length > 1) adultBase *= 0.92; // round trips and open jaws are filed below two one-ways

  const airFarePrices: FarePrice[] = [];
  let totalAmount = 0;
  let baseAmount = 0;
  for (const type of PASSENGER_ORDER) {
    const count = counts[type] ?? 0;
    if (count === 0) continue;
    const isSpecial = type === "STU" || type === "SEA" || type === "LBR";
    const share = isSpecial && type !== specialType ? 1 : BASE_SHARE[type];
    const base = Math.round(adultBase * share);
    // Infants have no seat: no fuel surcharge and a fraction of the airport charges.
    const taxes = Math.round(type === "INF" ? charges * 0.2 : charges + fuel);
    const fees = type === "INF" ? 0 : SOURCE_FEE[source];
    const total = base + taxes + fees;
    airFarePrices.push({
      rph: String(airFarePrices.length + 1),
      passengerType: type,
      currencyCode: CURRENCY,
      baseAmount: base,
      taxesAmount: taxes,
      feesAmount: fees,
      totalAmount: total,
    });
    totalAmount += total * count;
    baseAmount += base * count;
  }
  return { airFarePrices, totalAmount, baseAmount };
}
