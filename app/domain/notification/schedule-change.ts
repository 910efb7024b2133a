// Airline schedule changes (docs/behaviour.md#schedule-changes): the booked segments beside the
// newly scheduled ones, what changed, and whether each connection still meets the minimum
// connecting time (MCT). Flight times are the airports' local wall-clock times as the back office
// writes them; a connection is measured at one airport, so the arrival and the next departure share
// a clock.

export type ScheduleSegment = {
  oriLoc: string;
  desLoc: string;
  departureDateStr: string;
  departureTimeStr: string;
  arrivelDateStr: string;
  arrivelTimeStr: string;
  airlineCode: string;
  flightNumber: string;
  classCode: string;
  status: string;
  /** Aircraft type (the spec's spelling); absent where the back office does not say. */
  equimentCode?: string;
};

/** Segment statuses that mean the airline cancelled the flight. */
const CANCELLED_STATUSES = new Set(["UN", "HX", "NO", "UC"]);
export const isCancelledSegment = (s: Pick<ScheduleSegment, "status">) =>
  CANCELLED_STATUSES.has(s.status);

/**
 * The kinds of involuntary change
 * (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md); "" for a change the back
 * office does not name.
 */
export const CHANGE_TYPES = [
  "SCHEDULE",
  "TIME",
  "FLIGHT_NUMBER",
  "EQUIPMENT",
  "CANCELLED",
  "MISSED_CONNECTION",
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export const changeTypeOf = (value: string): ChangeType =>
  (CHANGE_TYPES as readonly string[]).includes(value) ? (value as ChangeType) : "SCHEDULE";

export type ChangedFields = {
  flight: boolean;
  departure: boolean;
  arrival: boolean;
  route: boolean;
};

export type SegmentChange = {
  before: ScheduleSegment | null;
  after: ScheduleSegment | null;
  changed: ChangedFields;
  /** The aircraft changed (both sides name one). */
  equipment: boolean;
  /** The airline cancelled this flight. */
  cancelled: boolean;
  /** Any of the above. */
  any: boolean;
};

const flightOf = (s: ScheduleSegment) => `${s.airlineCode}${s.flightNumber}`;
const departureOf = (s: ScheduleSegment) => `${s.departureDateStr}T${s.departureTimeStr}`;
const arrivalOf = (s: ScheduleSegment) => `${s.arrivelDateStr}T${s.arrivelTimeStr}`;

/** Before and after, segment by segment in journey order, with the fields that differ. */
export function compareSegments(
  before: readonly ScheduleSegment[],
  after: readonly ScheduleSegment[],
): SegmentChange[] {
  const rows: SegmentChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    const b = before[i] ?? null;
    const a = after[i] ?? null;
    const changed =
      b && a
        ? {
            flight: flightOf(b) !== flightOf(a),
            departure: departureOf(b) !== departureOf(a),
            arrival: arrivalOf(b) !== arrivalOf(a),
            route: b.oriLoc !== a.oriLoc || b.desLoc !== a.desLoc,
          }
        : { flight: true, departure: true, arrival: true, route: true };
    const equipment = Boolean(
      b?.equimentCode && a?.equimentCode && b.equimentCode !== a.equimentCode,
    );
    const cancelled = Boolean(a && isCancelledSegment(a) && !(b && isCancelledSegment(b)));
    rows.push({
      before: b,
      after: a,
      changed,
      equipment,
      cancelled,
      any: Object.values(changed).some(Boolean) || equipment || cancelled,
    });
  }
  return rows;
}

/** Minimum connecting times in minutes at a few hubs; any other airport uses the default. */
const MCT_MINUTES: Record<string, number> = {
  HKG: 50,
  SIN: 60,
  DXB: 75,
  DOH: 60,
  LHR: 90,
  FRA: 45,
  NRT: 90,
  ICN: 60,
  BKK: 75,
  TPE: 60,
};
export const DEFAULT_MCT_MINUTES = 60;
export const minimumConnection = (airport: string) => MCT_MINUTES[airport] ?? DEFAULT_MCT_MINUTES;

/** Beyond this the next flight is a new journey (a stopover), not a connection. */
const CONNECTION_LIMIT_MINUTES = 24 * 60;

function wallMinutes(day: string, time: string): number | null {
  const at = Date.parse(`${day}T${time || "00:00"}:00Z`);
  return Number.isFinite(at) ? at / 60_000 : null;
}

export type Connection = {
  airport: string;
  /** Minutes from arrival to the next departure (negative: the next flight leaves first). */
  minutes: number;
  mct: number;
  /** Under the minimum connecting time. */
  tooShort: boolean;
  /** The next flight leaves before (or as) this one lands. */
  missed: boolean;
};

/** Every connection of a journey: the next segment leaves the airport this one reached, within 24 h. */
export function connectionsOf(segments: readonly ScheduleSegment[]): Connection[] {
  const out: Connection[] = [];
  for (let i = 0; i + 1 < segments.length; i += 1) {
    const inbound = segments[i]!;
    const outbound = segments[i + 1]!;
    if (inbound.desLoc !== outbound.oriLoc) continue;
    const landed = wallMinutes(inbound.arrivelDateStr, inbound.arrivelTimeStr);
    const leaves = wallMinutes(outbound.departureDateStr, outbound.departureTimeStr);
    if (landed === null || leaves === null) continue;
    const minutes = leaves - landed;
    if (minutes >= CONNECTION_LIMIT_MINUTES) continue;
    const mct = minimumConnection(inbound.desLoc);
    out.push({
      airport: inbound.desLoc,
      minutes,
      mct,
      tooShort: minutes < mct,
      missed: minutes <= 0,
    });
  }
  return out;
}

/**
 * Which legs (air options) of the booking the change touches: a leg holding a booked segment
 * whose flight, departure or arrival changed. Matched on carrier, flight number, origin and date.
 */
export function affectedLegs(
  legs: readonly {
    airFlightSegments: readonly Pick<
      ScheduleSegment,
      "airlineCode" | "flightNumber" | "oriLoc" | "departureDateStr"
    >[];
  }[],
  changes: readonly SegmentChange[],
): number[] {
  const hit = new Set<number>();
  for (const change of changes) {
    if (!change.any || !change.before) continue;
    const b = change.before;
    legs.forEach((leg, index) => {
      if (
        leg.airFlightSegments.some(
          (s) =>
            s.airlineCode === b.airlineCode &&
            s.flightNumber === b.flightNumber &&
            s.oriLoc === b.oriLoc &&
            s.departureDateStr === b.departureDateStr,
        )
      )
        hit.add(index);
    });
  }
  return [...hit].sort((a, b) => a - b);
}
