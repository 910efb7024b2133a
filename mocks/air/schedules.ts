import { findAirport, greatCircleKm, type SeedAirport } from "../seed/airports";
import { formatLocal, localToUtc, nextDate } from "./clock";
import { CARRIERS, equipmentFor, type Carrier } from "./network";
import { hash32, Prng } from "./random";

/**
 * Timetables. A sector's schedule depends only on carrier and airports (the same flight numbers
 * and local times every day, like a real timetable); block times follow great-circle distance at
 * about 800 km/h plus 30 minutes for taxi, climb and approach.
 */

export interface ScheduledFlight {
  carrier: string;
  flightNumber: string;
  from: SeedAirport;
  to: SeedAirport;
  /** Instants in epoch milliseconds. */
  departure: number;
  arrival: number;
  /** Local "YYYY-MM-DDTHH:mm" at the departure and arrival airports (formatted once). */
  departureLocal: string;
  arrivalLocal: string;
  minutes: number;
  equipment: string;
}

/** The physical flights of one leg with one carrier: what `equalsKey` identifies. */
export interface LegSchedule {
  carrier: Carrier;
  flights: ScheduledFlight[];
  key: string;
}

const MIN_CONNECTION_MIN = 60;
const MAX_CONNECTION_MIN = 12 * 60;
const CONNECTIONS_PER_FLIGHT = 2;

export function blockMinutes(km: number, routeSeed: string): number {
  // Winds and routings: the same sector is a few percent longer or shorter, never random per day.
  const wind = 0.96 + (hash32(`wind:${routeSeed}`) % 80) / 1000;
  const minutes = (km / 800) * 60 * wind + 30;
  return Math.max(35, Math.round(minutes / 5) * 5);
}

function frequency(km: number, rng: Prng): number {
  if (km < 1500) return rng.int(3, 6);
  if (km < 4000) return rng.int(2, 4);
  if (km < 8000) return rng.int(1, 3);
  return rng.int(1, 2);
}

interface SectorTimetable {
  from: SeedAirport;
  to: SeedAirport;
  minutes: number;
  equipment: string;
  departures: { flightNumber: string; minuteOfDay: number }[];
}

const timetableCache = new Map<string, SectorTimetable>();

function sectorTimetable(carrier: Carrier, from: SeedAirport, to: SeedAirport): SectorTimetable {
  const id = `${carrier.code}:${from.code}-${to.code}`;
  const cached = timetableCache.get(id);
  if (cached) return cached;
  const rng = new Prng(`timetable:${id}`);
  const km = greatCircleKm(from, to);
  const count = frequency(km, rng);
  const base = 100 + (hash32(id) % 780);
  // Spread the day's departures between 06:00 and 23:30 for short sectors; long-haul can leave
  // at any hour (the late-night bank to Europe, the morning bank to Asia).
  const first = km < 5000 ? 6 * 60 : rng.int(0, 23) * 60;
  const span = km < 5000 ? 17 * 60 : 24 * 60;
  const departures = Array.from({ length: count }, (_, k) => {
    const slot = first + Math.floor((span / count) * k) + rng.int(0, 11) * 5;
    return { flightNumber: String(base + k * 2), minuteOfDay: slot % (24 * 60) };
  }).sort((a, b) => a.minuteOfDay - b.minuteOfDay);
  const timetable: SectorTimetable = {
    from,
    to,
    minutes: blockMinutes(km, id),
    equipment: equipmentFor(km, hash32(id)),
    departures,
  };
  timetableCache.set(id, timetable);
  return timetable;
}

// Time-zone arithmetic is the costly part of a search; a day's flights of a sector are computed
// once and shared by every search and connection that needs them.
const dayCache = new Map<string, ScheduledFlight[]>();
const DAY_CACHE_SIZE = 20_000;

function flightsOn(
  carrier: Carrier,
  from: SeedAirport,
  to: SeedAirport,
  date: string,
): ScheduledFlight[] {
  const id = `${carrier.code}:${from.code}-${to.code}@${date}`;
  const cached = dayCache.get(id);
  if (cached) return cached;
  const flights = computeFlightsOn(carrier, from, to, date);
  if (dayCache.size >= DAY_CACHE_SIZE) dayCache.clear();
  dayCache.set(id, flights);
  return flights;
}

function computeFlightsOn(
  carrier: Carrier,
  from: SeedAirport,
  to: SeedAirport,
  date: string,
): ScheduledFlight[] {
  const table = sectorTimetable(carrier, from, to);
  return table.departures.map(({ flightNumber, minuteOfDay }) => {
    const departure = localToUtc(from.timeZone, date, minuteOfDay);
    const arrival = departure + table.minutes * 60_000;
    return {
      carrier: carrier.code,
      flightNumber,
      from,
      to,
      departure,
      arrival,
      departureLocal: formatLocal(from.timeZone, departure),
      arrivalLocal: formatLocal(to.timeZone, arrival),
      minutes: table.minutes,
      equipment: table.equipment,
    };
  });
}

/** Flights of the sector that connect from `landed` within the allowed window, earliest first. */
function connectionsFrom(
  carrier: Carrier,
  from: SeedAirport,
  to: SeedAirport,
  landed: ScheduledFlight,
): ScheduledFlight[] {
  const day = landed.arrivalLocal.slice(0, 10);
  const candidates = [
    ...flightsOn(carrier, from, to, day),
    ...flightsOn(carrier, from, to, nextDate(day)),
  ];
  const earliest = landed.arrival + MIN_CONNECTION_MIN * 60_000;
  const latest = landed.arrival + MAX_CONNECTION_MIN * 60_000;
  return candidates
    .filter((f) => f.departure >= earliest && f.departure <= latest)
    .slice(0, CONNECTIONS_PER_FLIGHT);
}

/** Airport paths the carrier can sell from origin to destination, hubs in between. */
export function carrierPaths(
  carrier: Carrier,
  origin: SeedAirport,
  destination: SeedAirport,
  detourLimit: number,
): SeedAirport[][] {
  const direct = greatCircleKm(origin, destination);
  const fits = (path: SeedAirport[]) => {
    let total = 0;
    for (let i = 1; i < path.length; i += 1) {
      const km = greatCircleKm(path[i - 1], path[i]);
      if (km > carrier.rangeKm || km < 150) return false;
      total += km;
    }
    // A second hub must be closer to the destination than the first (no FRA-MUC-LHR doglegs);
    // the first hub may lie beyond the origin (HKG-SIN-LHR is how SQ sells it).
    for (let i = 2; i < path.length - 1; i += 1) {
      if (greatCircleKm(path[i], destination) >= greatCircleKm(path[i - 1], destination))
        return false;
    }
    return path.length === 2 || total <= direct * detourLimit;
  };
  const hubs = carrier.hubs
    .map((code) => findAirport(code))
    .filter((a): a is SeedAirport => a !== undefined);
  const via = hubs.filter((hub) => hub.code !== origin.code && hub.code !== destination.code);
  const paths: SeedAirport[][] = [];
  if (hubs.some((hub) => hub.code === origin.code || hub.code === destination.code))
    paths.push([origin, destination]);
  for (const hub of via) paths.push([origin, hub, destination]);
  for (const first of via)
    for (const second of via)
      if (first !== second) paths.push([origin, first, second, destination]);
  return paths.filter(fits);
}

/** Every sellable way of flying the path on the date: each departure and its next connections. */
function pathSchedules(carrier: Carrier, path: SeedAirport[], date: string): ScheduledFlight[][] {
  let chains: ScheduledFlight[][] = flightsOn(carrier, path[0], path[1], date).map((f) => [f]);
  for (let i = 2; i < path.length; i += 1) {
    // Two-stop chains keep only the first connection at the second hub, so they stay few.
    const perChain = i === 2 ? CONNECTIONS_PER_FLIGHT : 1;
    chains = chains.flatMap((chain) =>
      connectionsFrom(carrier, path[i - 1], path[i], chain[chain.length - 1])
        .slice(0, perChain)
        .map((next) => [...chain, next]),
    );
  }
  return chains;
}

export function legKey(flights: ScheduledFlight[]): string {
  return flights
    .map(
      (f) =>
        `${f.carrier}${f.flightNumber}-${f.from.code}${f.to.code}-${f.departureLocal.slice(0, 10).replaceAll("-", "")}`,
    )
    .join("_");
}

/**
 * All leg schedules from origin to destination on the date, over all carriers. When few carriers
 * reach the pair within a sensible detour, longer detours are allowed (thin routes still sell).
 */
export function legSchedules(
  originCode: string,
  destinationCode: string,
  date: string,
): LegSchedule[] {
  const origin = findAirport(originCode);
  const destination = findAirport(destinationCode);
  if (!origin || !destination || origin.code === destination.code) return [];
  for (const detourLimit of [1.45, 1.9, 2.6]) {
    const schedules = CARRIERS.flatMap((carrier) =>
      carrierPaths(carrier, origin, destination, detourLimit).flatMap((path) =>
        pathSchedules(carrier, path, date).map((flights) => ({
          carrier,
          flights,
          key: legKey(flights),
        })),
      ),
    );
    const carriers = new Set(schedules.map((s) => s.carrier.code));
    if (carriers.size >= 3 || detourLimit === 2.6) return schedules;
  }
  return [];
}
