import { type Carrier, sellsCabin } from "./network";
import {
  allowance,
  brandsForCabin,
  chargesBundleId,
  includeBundleId,
  priceClassesFor,
  type Brand,
} from "./price-classes";
import { CURRENCY, priceFare } from "./pricing";
import { hashHex, Prng } from "./random";
import { legSchedules, type LegSchedule } from "./schedules";
import type { AirSearch } from "./search-request";
import type {
  AirLowFare,
  AirOption,
  AirOptionFilter,
  AirSearchResult,
  FareSource,
  FlightSegment,
} from "./types";

/**
 * The offer generator: complete itineraries (one option per leg, same marketing carrier), each sold
 * in several brands and through the carrier's channels (NDC, GDS, DC). Deterministic: the seed is
 * the search itself plus the back-office date, so the same request on the same day gives the same
 * offers in the same order with the same airFareRefIndex.
 */

/** Itineraries per carrier on multi-leg searches: enough for leg-by-leg choice, not a flood. */
const MAX_COMBOS_PER_CARRIER = 9;
/** Default upper bound of a result (the largest hub-to-hub pairs reach it); PAMHK_SIM_MAX_OFFERS. */
export const DEFAULT_MAX_OFFERS = 420;
/** A later leg must leave at least this long after the previous one lands. */
const MIN_STAY_MS = 3 * 3_600_000;
/** Carriers whose NDC offers may be held before ticketing. */
const NDC_HOLD = new Set(["BA", "LH", "SQ", "AA", "QR", "A3"]);
export const NO_FARE_CORP_CODE = "NOFARE";

const seedOf = (search: AirSearch, today: string) => `${JSON.stringify(search)}@${today}`;

/** The prefix of every airFareRefIndex of a search: tells which search an index belongs to. */
export const fareRefPrefix = (search: AirSearch, today: string) =>
  hashHex(seedOf(search, today), 6).toUpperCase();

function connects(previous: LegSchedule, next: LegSchedule): boolean {
  const landed = previous.flights[previous.flights.length - 1].arrival;
  return next.flights[0].departure >= landed + MIN_STAY_MS;
}

/** Combines leg options into itineraries, every outbound option paired with a few onward ones. */
function combine(optionsPerLeg: LegSchedule[][], combosPerCarrier: number): LegSchedule[][] {
  const [first, ...rest] = optionsPerLeg;
  if (rest.length === 0) return first.map((option) => [option]);
  const tails = combine(rest, combosPerCarrier);
  if (tails.length === 0) return [];
  const perHead = Math.max(2, Math.ceil(combosPerCarrier / first.length));
  return first.flatMap((head, i) => {
    const rotated = [...tails.slice(i % tails.length), ...tails.slice(0, i % tails.length)];
    return rotated
      .filter((tail) => connects(head, tail[0]))
      .slice(0, perHead)
      .map((tail) => [head, ...tail]);
  });
}

function airOption(leg: LegSchedule, brand: Brand, classCode: string, firstRph: number): AirOption {
  const carrier = leg.carrier.code;
  const segments: FlightSegment[] = leg.flights.map((f, i) => ({
    airlineCode: carrier,
    flightNumber: f.flightNumber,
    classCode,
    cabinType: brand.cabin,
    oriLoc: f.from.code,
    desLoc: f.to.code,
    departureDateStr: f.departureLocal.slice(0, 10),
    departureTimeStr: f.departureLocal.slice(11, 16),
    arrivelDateStr: f.arrivalLocal.slice(0, 10),
    arrivelTimeStr: f.arrivalLocal.slice(11, 16),
    useHour: Math.floor(f.minutes / 60),
    useMinute: f.minutes % 60,
    equimentCode: f.equipment,
    operatingAirLineCode: carrier,
    stopAt: "",
    status: "HK",
    unitOfMeasure: allowance(carrier, brand),
    rph: String(firstRph + i),
  }));
  const flightSegmentStops = leg.flights.slice(1).map((next, i) => {
    const previous = leg.flights[i];
    const minutes = Math.round((next.departure - previous.arrival) / 60_000);
    return {
      stopHour: Math.floor(minutes / 60),
      stopMinute: minutes % 60,
      overnight: next.departureLocal.slice(0, 10) > previous.arrivalLocal.slice(0, 10),
    };
  });
  const first = leg.flights[0];
  const last = leg.flights[leg.flights.length - 1];
  const total = Math.round((last.arrival - first.departure) / 60_000);
  const transits = leg.flights.slice(1).map((f) => f.from.code);
  return {
    equalsKey: leg.key,
    priceClass: brand.code,
    priceClassLabel: brand.name,
    airFlightSegments: segments,
    airItineraries: [first.from.code, ...leg.flights.map((f) => f.to.code)],
    flightSegmentStops,
    departureDateTime: first.departureLocal,
    arrivelDateTime: last.arrivalLocal,
    departureDateStr: first.departureLocal.slice(0, 10),
    useHour: Math.floor(total / 60),
    useMinute: total % 60,
    stopAt: transits.join(","),
    flightNumbers: leg.flights.map((f) => `${carrier}${f.flightNumber}`).join(", "),
  };
}

function channels(carrier: Carrier, allowed: FareSource[], rng: Prng): FareSource[] {
  const offered: FareSource[] = carrier.airline.ndc ? ["NDC"] : ["GDS"];
  // An NDC carrier with a direct connection of its own (BA) keeps every fare filed in the GDS too.
  if (carrier.airline.ndc && (carrier.directConnect || rng.chance(0.65))) offered.push("GDS");
  if (carrier.directConnect) offered.push("DC");
  return offered.filter((source) => allowed.includes(source));
}

const specialTypesOf = (search: AirSearch) =>
  (["STU", "SEA", "LBR"] as const).filter((type) => (search.counts[type] ?? 0) > 0);
const seatedOf = (search: AirSearch) =>
  Object.entries(search.counts).reduce(
    (sum, [type, n]) => sum + (type === "INF" ? 0 : (n ?? 0)),
    0,
  );

/** A fare before it is built: which itinerary, through which channel, in which brand. */
interface FareStub {
  carrier: Carrier;
  itinerary: LegSchedule[];
  itineraryKey: string;
  source: FareSource;
  brand: Brand;
  /** The itinerary's first fare: never thinned out, so every itinerary stays on sale. */
  core: boolean;
}

/** The channels and brands the carrier files today for one itinerary. */
function stubsFor(
  search: AirSearch,
  seed: string,
  carrier: Carrier,
  itinerary: LegSchedule[],
): FareStub[] {
  const itineraryKey = itinerary.map((leg) => leg.key).join("|");
  const rng = new Prng(`${seed}|${itineraryKey}`);
  const brands = brandsForCabin(search.cabin).filter((_, i) => i === 0 || rng.chance(0.85));
  return channels(carrier, search.fareTypes, rng).flatMap((source, c) =>
    brands.map((brand, b) => ({
      carrier,
      itinerary,
      itineraryKey,
      source,
      brand,
      core: c === 0 && b === 0,
    })),
  );
}

type UnnumberedFare = Omit<AirLowFare, "airFareRefIndex">;

function buildFare(search: AirSearch, seed: string, stub: FareStub): UnnumberedFare | null {
  const { carrier, itinerary, itineraryKey, source, brand } = stub;
  const rng = new Prng(`${seed}|${itineraryKey}|${source}|${brand.code}`);
  // Availability shows at most 9 seats, the usual answer on a well-sold flight.
  const stock = rng.chance(0.5) ? 9 : rng.int(1, 8);
  if (stock < seatedOf(search)) return null;
  const specials = specialTypesOf(search);
  // Student, seaman and labour fares are filed in GDS and NDC, not in the direct channels.
  const specialType = specials.length > 0 && source !== "DC" && rng.chance(0.65) ? specials[0] : "";
  const classCode = brand.classCodes[rng.int(0, brand.classCodes.length - 1)];
  let rph = 1;
  const airOptions = itinerary.map((leg) => {
    const option = airOption(leg, brand, classCode, rph);
    rph += leg.flights.length;
    return option;
  });
  const priced = priceFare({
    carrier,
    legs: itinerary,
    brand,
    source,
    counts: search.counts,
    specialType,
    rng,
  });
  return {
    totalAmount: priced.totalAmount,
    baseAmount: priced.baseAmount,
    currencyCode: CURRENCY,
    estimated: source === "DC" || (source === "GDS" && rng.chance(0.1)),
    holdBooking:
      source === "GDS"
        ? rng.chance(0.85)
        : source === "NDC" && NDC_HOLD.has(carrier.code) && brand.code !== "ECOLITE",
    voidTicket: source === "GDS" ? rng.chance(0.8) : source === "NDC" && rng.chance(0.5),
    fareType: source,
    specialType,
    stock,
    infoSource: source === "NDC" ? `NDC-${carrier.code}` : source === "GDS" ? carrier.gds : "DC",
    airFareIncludeBundleId: includeBundleId(brand),
    airFareChargesBundleId: chargesBundleId(brand),
    airFarePrices: priced.airFarePrices,
    airOptions,
  };
}

/** Time bucket of a local "YYYY-MM-DDTHH:mm": "0" 00-05, "1" 06-11, "2" 12-17, "3" 18-23. */
export const timeBucket = (localDateTime: string) =>
  String(Math.floor(Number(localDateTime.slice(11, 13)) / 6));

const distinct = <T>(values: T[]) => [...new Set(values)];

export function searchFilters(fares: AirLowFare[], legCount: number): AirOptionFilter[] {
  return Array.from({ length: legCount }, (_, leg) => {
    const options = fares.map((fare) => fare.airOptions[leg]);
    return {
      stopTimes: distinct(options.map((o) => o.airItineraries.length - 2)).sort((a, b) => a - b),
      airlines: distinct(options.map((o) => o.airFlightSegments[0].airlineCode)).sort(),
      departuretimes: distinct(options.map((o) => timeBucket(o.departureDateTime))).sort(),
      arrivalTimes: distinct(options.map((o) => timeBucket(o.arrivelDateTime))).sort(),
    };
  });
}

const noFares = (search: AirSearch): AirSearchResult => ({
  airLowFares: [],
  priceClasses: [],
  airLowFareSearchFilter: { airOptionFilters: searchFilters([], search.legs.length) },
});

/**
 * Generates the offers of a search; `today` is the back-office date (YYYY-MM-DD). A cap above the
 * default pairs more onward options per outbound, as a large NDC aggregation would.
 */
export function generateOffers(
  search: AirSearch,
  today: string,
  maxOffers = DEFAULT_MAX_OFFERS,
): AirSearchResult {
  if (
    search.corpCode === NO_FARE_CORP_CODE ||
    search.legs.some((leg) => leg.origin === leg.destination)
  )
    return noFares(search);
  const seed = seedOf(search, today);
  const schedulesPerLeg = search.legs.map((leg) =>
    legSchedules(leg.origin, leg.destination, leg.date),
  );
  const carriers = distinct(schedulesPerLeg.flat().map((s) => s.carrier)).filter(
    (carrier) =>
      (search.airlineCode === "" || carrier.code === search.airlineCode) &&
      sellsCabin(carrier, search.cabin),
  );
  let stubs = carriers.flatMap((carrier) => {
    const optionsPerLeg = schedulesPerLeg.map((legs) => legs.filter((s) => s.carrier === carrier));
    if (optionsPerLeg.some((options) => options.length === 0)) return [];
    const combos = Math.ceil(
      (MAX_COMBOS_PER_CARRIER * Math.max(maxOffers, DEFAULT_MAX_OFFERS) ** 2) /
        DEFAULT_MAX_OFFERS ** 2,
    );
    return combine(optionsPerLeg, combos).flatMap((itinerary) =>
      stubsFor(search, seed, carrier, itinerary),
    );
  });
  if (stubs.length > maxOffers) {
    // Thin out evenly (never just the dearest), so every carrier and brand keeps some offers.
    const rng = new Prng(`thin:${seed}`);
    const core = stubs.filter((stub) => stub.core).length;
    const keep = Math.max(0, maxOffers - core) / (stubs.length - core);
    stubs = stubs.filter((stub) => stub.core || rng.chance(keep));
  }
  const fares = stubs.flatMap((stub) => buildFare(search, seed, stub) ?? []);
  const sorted = fares
    .map((fare, i) => ({ fare, i }))
    .sort((a, b) => a.fare.totalAmount - b.fare.totalAmount || a.i - b.i)
    .map(({ fare }) => fare);
  const prefix = fareRefPrefix(search, today);
  const airLowFares: AirLowFare[] = sorted.map((fare, i) => ({
    airFareRefIndex: `${prefix}-${i + 1}`,
    ...fare,
  }));
  return {
    airLowFares,
    priceClasses: priceClassesFor(airLowFares),
    airLowFareSearchFilter: { airOptionFilters: searchFilters(airLowFares, search.legs.length) },
  };
}

// A result is a few megabytes of objects: the cache stays small, and sessions keep only the
// request (a review regenerates the same offers from it, deterministically).
const cache = new Map<string, AirSearchResult>();
const CACHE_SIZE = 16;

/** Cached per request and day: the portal re-runs the same search as the agent pages and sorts. */
export function searchOffers(
  search: AirSearch,
  today: string,
  maxOffers = DEFAULT_MAX_OFFERS,
): AirSearchResult {
  const key = `${seedOf(search, today)}|${maxOffers}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = generateOffers(search, today, maxOffers);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}
