// The .ics calendar of a booking's flights (docs/decisions/0071-flight-calendar-in-utc.md, RFC 5545
// through the `ics` package). Times are written in UTC, computed from the airport's local time and
// IANA zone; the local time and zone of each end are also in the event's text. Decision record 0071
// says why.
import { createEvents, type EventAttributes } from "ics";
import { DateTime } from "luxon";
import type { FlightSegment } from "~/contracts/air";

export type CalendarFlight = Pick<
  FlightSegment,
  | "airlineCode"
  | "flightNumber"
  | "oriLoc"
  | "desLoc"
  | "departureDateStr"
  | "departureTimeStr"
  | "arrivelDateStr"
  | "arrivelTimeStr"
  | "classCode"
> & {
  /** The airline cancelled it: the event says so (STATUS:CANCELLED), never "confirmed". */
  cancelled?: boolean;
};

export type CalendarTexts = {
  /** "CX 251 HKG → LHR" */
  title: (f: { flight: string; from: string; to: string }) => string;
  /** "Departs HKG 2026-12-01 09:30 (Asia/Hong_Kong, UTC+8)…" */
  description: (f: {
    flight: string;
    from: string;
    to: string;
    departs: string;
    arrives: string;
    bookingNumber: string;
    recordLocator: string;
  }) => string;
};

export type FlightCalendar =
  { ok: true; ics: string; events: number } | { ok: false; unknownZones: string[] };

/** The moment an airport's local date and time stand for, or null when either is not known. */
export function airportMoment(
  date: string,
  time: string,
  zone: string | undefined,
): DateTime | null {
  if (!zone || !date || !time) return null;
  const moment = DateTime.fromISO(`${date}T${time}`, { zone });
  return moment.isValid ? moment : null;
}

/** "2026-12-01 09:30 (Asia/Hong_Kong, UTC+8)" */
const localText = (moment: DateTime, zone: string) =>
  `${moment.toFormat("yyyy-MM-dd HH:mm")} (${zone}, UTC${moment.toFormat("Z")})`;

/**
 * One event per flight. A flight whose airport zone is unknown makes no calendar at all (a
 * wrong hour in a traveller's calendar is worse than none): the caller is told which airports.
 */
export function flightCalendar(input: {
  bookingNumber: string;
  recordLocator: string;
  flights: CalendarFlight[];
  zoneOf: (airport: string) => string | undefined;
  texts: CalendarTexts;
}): FlightCalendar {
  const unknown = new Set<string>();
  const events: EventAttributes[] = [];
  for (const f of input.flights) {
    const fromZone = input.zoneOf(f.oriLoc);
    const toZone = input.zoneOf(f.desLoc);
    const departs = airportMoment(f.departureDateStr, f.departureTimeStr, fromZone);
    const arrives = airportMoment(f.arrivelDateStr, f.arrivelTimeStr, toZone);
    if (!departs || !fromZone) unknown.add(f.oriLoc);
    if (!arrives || !toZone) unknown.add(f.desLoc);
    if (!departs || !arrives || !fromZone || !toZone) continue;
    const flight = `${f.airlineCode} ${f.flightNumber}`;
    events.push({
      uid: `${input.recordLocator}-${f.airlineCode}${f.flightNumber}-${f.departureDateStr}@pamhk-portal`,
      start: departs.toMillis(),
      startInputType: "utc",
      startOutputType: "utc",
      end: Math.max(arrives.toMillis(), departs.toMillis() + 60_000),
      endInputType: "utc",
      endOutputType: "utc",
      title: input.texts.title({ flight, from: f.oriLoc, to: f.desLoc }),
      location: f.oriLoc,
      description: input.texts.description({
        flight,
        from: f.oriLoc,
        to: f.desLoc,
        departs: localText(departs, fromZone),
        arrives: localText(arrives, toZone),
        bookingNumber: input.bookingNumber,
        recordLocator: input.recordLocator,
      }),
      status: f.cancelled ? "CANCELLED" : "CONFIRMED",
      busyStatus: "BUSY",
      productId: "pamhk-portal/flights",
      method: "PUBLISH",
      calName: input.bookingNumber,
    });
  }
  if (unknown.size > 0) return { ok: false, unknownZones: [...unknown].sort() };
  const { error, value } = createEvents(events);
  // ics validates with yup: a refusal here is a bug of ours, not the traveller's data.
  if (error || !value) throw error ?? new Error("ics produced no calendar");
  return { ok: true, ics: value, events: events.length };
}
