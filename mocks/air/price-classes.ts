import type { CabinCode, PriceClassEntry, UnitOfMeasure } from "./types";

/**
 * Branded fares. Each brand has two bundles in `priceClasses`: what the fare includes
 * (`airFareIncludeBundleId`) and what it sells at a charge (`airFareChargesBundleId`).
 * The texts are the back office's (English), like real airline brand descriptions.
 */
export interface Brand {
  code: string;
  name: string;
  cabin: CabinCode;
  /** Multiplier on the cabin's base fare. */
  priceFactor: number;
  /** Checked bags for piece-concept carriers, and kilograms for weight-concept carriers. */
  pieces: number;
  kilograms: number;
  /** Booking classes (RBD) the brand is filed in, cheapest first. */
  classCodes: string[];
  refundable: boolean;
  /** Change fee in HKD; 0 means free changes, null means no changes. */
  changeFee: number | null;
  includes: string[];
  charges: string[];
}

const brand = (b: Brand) => b;

export const BRANDS: readonly Brand[] = [
  brand({
    code: "ECOLITE",
    name: "Economy Lite",
    cabin: "Y",
    priceFactor: 0.82,
    pieces: 0,
    kilograms: 20,
    classCodes: ["N", "Q", "S"],
    refundable: false,
    changeFee: null,
    includes: ["1 cabin bag 7kg", "Standard seat at check-in"],
    charges: ["Checked baggage", "Advance seat selection", "No changes, no refund"],
  }),
  brand({
    code: "ECOSTD",
    name: "Economy Standard",
    cabin: "Y",
    priceFactor: 1,
    pieces: 1,
    kilograms: 30,
    classCodes: ["M", "H", "K"],
    refundable: true,
    changeFee: 600,
    includes: ["1 checked bag 23kg", "1 cabin bag 7kg", "Standard seat selection"],
    charges: ["Changes with fee", "Refund with fee", "Preferred seats"],
  }),
  brand({
    code: "ECOFLEX",
    name: "Economy Flex",
    cabin: "Y",
    priceFactor: 1.38,
    pieces: 2,
    kilograms: 35,
    classCodes: ["Y", "B"],
    refundable: true,
    changeFee: 0,
    includes: [
      "2 checked bags 23kg each",
      "Free changes",
      "Priority check-in",
      "Any seat selection",
    ],
    charges: ["Refund with a small fee"],
  }),
  brand({
    code: "PEYSTD",
    name: "Premium Economy Standard",
    cabin: "W",
    priceFactor: 1,
    pieces: 2,
    kilograms: 35,
    classCodes: ["E", "T"],
    refundable: true,
    changeFee: 800,
    includes: ["2 checked bags 23kg each", "Priority boarding", "Seat selection"],
    charges: ["Changes with fee", "Refund with fee"],
  }),
  brand({
    code: "PEYFLEX",
    name: "Premium Economy Flex",
    cabin: "W",
    priceFactor: 1.3,
    pieces: 2,
    kilograms: 40,
    classCodes: ["W", "R"],
    refundable: true,
    changeFee: 0,
    includes: ["2 checked bags 23kg each", "Free changes", "Full refund", "Lounge access"],
    charges: [],
  }),
  brand({
    code: "BUSSAVER",
    name: "Business Saver",
    cabin: "C",
    priceFactor: 1,
    pieces: 2,
    kilograms: 40,
    classCodes: ["I", "D", "Z"],
    refundable: true,
    changeFee: 1200,
    includes: ["2 checked bags 32kg each", "Lounge access", "Fast track security"],
    charges: ["Changes with fee", "Refund with fee"],
  }),
  brand({
    code: "BUSFLEX",
    name: "Business Flex",
    cabin: "C",
    priceFactor: 1.35,
    pieces: 3,
    kilograms: 50,
    classCodes: ["J", "C"],
    refundable: true,
    changeFee: 0,
    includes: [
      "3 checked bags 32kg each",
      "Free changes",
      "Full refund",
      "Lounge access",
      "Chauffeur service",
    ],
    charges: [],
  }),
  brand({
    code: "FIRST",
    name: "First",
    cabin: "F",
    priceFactor: 1,
    pieces: 3,
    kilograms: 50,
    classCodes: ["A", "F"],
    refundable: true,
    changeFee: 0,
    includes: [
      "3 checked bags 32kg each",
      "Free changes",
      "Full refund",
      "First class lounge",
      "Chauffeur service",
    ],
    charges: [],
  }),
];

const BY_CODE = new Map(BRANDS.map((b) => [b.code, b]));

export const brandsForCabin = (cabin: CabinCode): Brand[] =>
  BRANDS.filter((b) => b.cabin === cabin);
export const findBrand = (code: string): Brand | undefined => BY_CODE.get(code);

export const includeBundleId = (b: Brand) => `${b.code}-INC`;
export const chargesBundleId = (b: Brand) => `${b.code}-CHG`;

/** Airlines that count checked baggage in pieces; the others by weight. */
const PIECE_CONCEPT = new Set([
  "BA",
  "LH",
  "AF",
  "KL",
  "AA",
  "UA",
  "DL",
  "AC",
  "JL",
  "NH",
  "KE",
  "OZ",
  "QF",
  "NZ",
  "AM",
  "HA",
]);

export function allowance(carrier: string, b: Brand): UnitOfMeasure {
  return PIECE_CONCEPT.has(carrier)
    ? { quantity: b.pieces, measureCode: "P" }
    : { quantity: b.kilograms, measureCode: "K" };
}

const items = (prefix: string, texts: string[]) =>
  texts.map((description, i) => ({
    itemId: `${prefix}${String(i + 1).padStart(2, "0")}`,
    description,
  }));

/** The two price-class entries of a brand. */
export function bundlesOf(b: Brand): PriceClassEntry[] {
  return [
    { bundleId: includeBundleId(b), name: b.name, items: items("INC", b.includes) },
    { bundleId: chargesBundleId(b), name: b.name, items: items("CHG", b.charges) },
  ];
}

/** Entries referenced by the given fares, in brand order (the search's `priceClasses`). */
export function priceClassesFor(
  fares: readonly { airFareIncludeBundleId: string; airFareChargesBundleId: string }[],
): PriceClassEntry[] {
  const used = new Set(fares.flatMap((f) => [f.airFareIncludeBundleId, f.airFareChargesBundleId]));
  return BRANDS.flatMap(bundlesOf).filter((entry) => used.has(entry.bundleId));
}
