import { SEED_AIRLINES, type SeedAirline } from "../seed/airlines";
import type { CabinCode } from "./types";

/**
 * Where each carrier flies from. Schedules radiate from these hubs: a carrier flies non-stop when
 * one end of the route is one of its hubs, and connects through its hubs otherwise
 * (CX via HKG, SQ via SIN, EK via DXB, QR via DOH, BA via LHR, LH via FRA or MUC...).
 */
const HUBS: Record<string, string[]> = {
  SQ: ["SIN"],
  CX: ["HKG"],
  BA: ["LHR"],
  LH: ["FRA", "MUC"],
  EK: ["DXB"],
  AM: ["MEX"],
  HA: ["HNL"],
  QR: ["DOH"],
  A3: ["ATH"],
  AA: ["DFW", "JFK", "MIA"],
  JL: ["HND", "NRT"],
  NH: ["HND", "NRT"],
  KE: ["ICN"],
  OZ: ["ICN"],
  CI: ["TPE"],
  BR: ["TPE"],
  TG: ["BKK"],
  MH: ["KUL"],
  QF: ["SYD", "MEL"],
  AF: ["CDG"],
  KL: ["AMS"],
  UA: ["ORD", "SFO", "EWR"],
  DL: ["ATL", "JFK", "SEA"],
  EY: ["AUH"],
  CA: ["PEK", "CTU"],
  MU: ["PVG", "KMG"],
  CZ: ["CAN", "PKX"],
  HX: ["HKG"],
  UO: ["HKG"],
  VN: ["SGN", "HAN"],
  PR: ["MNL"],
  GA: ["CGK"],
  AI: ["DEL", "BOM"],
  TK: ["IST"],
  AC: ["YYZ", "YVR"],
  NZ: ["AKL"],
};

/** Longest sector a carrier flies, in km: regional and low-cost fleets do not cross oceans. */
const RANGE_KM: Record<string, number> = {
  UO: 4500,
  HX: 6500,
  A3: 4000,
  VN: 11000,
  PR: 11000,
  GA: 12000,
  AM: 11500,
  HA: 11000,
};
const DEFAULT_RANGE_KM = 16_500;

/** Cabins sold per carrier; first class only on the carriers that still have it. */
const FIRST_CLASS = new Set([
  "SQ",
  "CX",
  "BA",
  "LH",
  "EK",
  "QR",
  "AA",
  "JL",
  "NH",
  "KE",
  "AF",
  "EY",
  "CA",
  "AI",
  "TG",
]);
const NO_PREMIUM_ECONOMY = new Set(["UO", "HX", "A3", "MH", "TK", "GA", "PR", "EY", "HA"]);
const ECONOMY_ONLY = new Set(["UO"]);

/**
 * Carriers the back office also sells through a direct connection of their own. BA sells the
 * same flights through all three channels (NDC, its GDS filing and its direct connection), at
 * different prices: the portal shows them as one flight with a price per source.
 */
const DIRECT_CONNECT = new Set(["UO", "HX", "CZ", "VN", "PR", "GA", "BA"]);

/** GDS each carrier is ticketed through (spec: source systems 1G, 1A, 1B, 1S, 1E). */
const GDS_SOURCE: Record<string, string> = {
  SQ: "1A",
  CX: "1A",
  BA: "1A",
  LH: "1A",
  EK: "1G",
  AM: "1S",
  HA: "1S",
  QR: "1A",
  A3: "1A",
  AA: "1S",
  JL: "1A",
  NH: "1G",
  KE: "1A",
  OZ: "1A",
  CI: "1G",
  BR: "1G",
  TG: "1A",
  MH: "1A",
  QF: "1A",
  AF: "1A",
  KL: "1A",
  UA: "1G",
  DL: "1S",
  EY: "1A",
  CA: "1E",
  MU: "1E",
  CZ: "1E",
  HX: "1B",
  UO: "1B",
  VN: "1A",
  PR: "1A",
  GA: "1A",
  AI: "1A",
  TK: "1A",
  AC: "1G",
  NZ: "1G",
};

/** Price level of the brand relative to the market (full-service premium vs low-cost). */
const PRICE_LEVEL: Record<string, number> = {
  SQ: 1.18,
  CX: 1.15,
  BA: 1.12,
  LH: 1.1,
  EK: 1.05,
  QR: 1.06,
  JL: 1.12,
  NH: 1.1,
  AF: 1.06,
  KL: 1.02,
  UO: 0.55,
  HX: 0.8,
  VN: 0.82,
  PR: 0.85,
  GA: 0.86,
  AI: 0.84,
  CZ: 0.88,
  MU: 0.86,
  CA: 0.9,
  TK: 0.92,
  EY: 0.96,
};

export interface Carrier {
  airline: SeedAirline;
  code: string;
  hubs: string[];
  rangeKm: number;
  priceLevel: number;
  gds: string;
  directConnect: boolean;
}

export const CARRIERS: readonly Carrier[] = SEED_AIRLINES.filter(
  (airline) => HUBS[airline.code],
).map((airline) => ({
  airline,
  code: airline.code,
  hubs: HUBS[airline.code],
  rangeKm: RANGE_KM[airline.code] ?? DEFAULT_RANGE_KM,
  priceLevel: PRICE_LEVEL[airline.code] ?? 1,
  gds: GDS_SOURCE[airline.code] ?? "1A",
  directConnect: DIRECT_CONNECT.has(airline.code),
}));

export function sellsCabin(carrier: Carrier, cabin: CabinCode): boolean {
  if (cabin === "Y") return true;
  if (ECONOMY_ONLY.has(carrier.code)) return false;
  if (cabin === "W") return !NO_PREMIUM_ECONOMY.has(carrier.code);
  if (cabin === "F") return FIRST_CLASS.has(carrier.code);
  return true;
}

/** Aircraft (IATA type codes) by sector length. */
export function equipmentFor(km: number, pick: number): string {
  const fleet =
    km < 1500
      ? ["320", "321", "738", "32N"]
      : km < 5000
        ? ["333", "359", "789", "32Q"]
        : ["77W", "359", "351", "789", "388"];
  return fleet[pick % fleet.length];
}
