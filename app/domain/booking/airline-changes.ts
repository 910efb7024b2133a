// Flights the airline cancelled or changed, marked wherever a booking's flights are shown (booking
// details, the rebook flight choice, the e-mailed calendar). Two sources: the status the booking's
// own segment carries (a PNR the airline changed) and the open schedule changes filed for it.
import { compareSegments, isCancelledSegment } from "~/domain/notification/schedule-change";

export type AirlineChange = "cancelled" | "changed";

// IATA segment status codes (AIRIMP): an airline's schedule change confirms the new flight as TK
// (TL, TN for waitlist and pending) and keeps the old one as WK, WL or WN; SC is a GDS's own.
const CHANGED_STATUSES = new Set(["TK", "TL", "TN", "WK", "WL", "WN", "SC"]);

/** What a segment status code says in words (its catalogue key), or null when not known. */
export function segmentStatusWord(code: string) {
  const status = code.trim().toUpperCase();
  const known = ["HK", "KK", "RR", "TK", "WK", "UN", "UC", "NO", "HX", "HL", "KL", "SC"];
  return known.includes(status) ? status : null;
}

type Flight = {
  airlineCode: string;
  flightNumber: string;
  oriLoc: string;
  desLoc: string;
  departureDateStr: string;
  status: string;
};

/** A flight as booked: the same on the booking and in the airline's message. */
export const flightKey = (f: Omit<Flight, "status">) =>
  [f.airlineCode, f.flightNumber.replace(/^0+/, ""), f.oriLoc, f.desLoc, f.departureDateStr]
    .map((p) => p.trim().toUpperCase())
    .join("|");

export type ChangeMarks = Record<string, AirlineChange>;

const stronger = (a: AirlineChange | undefined, b: AirlineChange) =>
  a === "cancelled" || b === "cancelled" ? "cancelled" : "changed";

/** The marks of a booking's own segments (their status codes). */
export function marksOfSegments(segments: readonly Flight[], marks: ChangeMarks = {}) {
  for (const s of segments) {
    const mark = isCancelledSegment(s)
      ? "cancelled"
      : CHANGED_STATUSES.has(s.status.trim().toUpperCase())
        ? "changed"
        : null;
    if (mark) marks[flightKey(s)] = stronger(marks[flightKey(s)], mark);
  }
  return marks;
}

/** The marks an open schedule change puts on the flights as booked (its "before" segments). */
export function marksOfChange(
  change: {
    previousSegments: Parameters<typeof compareSegments>[0];
    segments: Parameters<typeof compareSegments>[1];
  },
  marks: ChangeMarks = {},
) {
  for (const row of compareSegments(change.previousSegments, change.segments)) {
    if (!row.any || !row.before) continue;
    const key = flightKey(row.before);
    marks[key] = stronger(marks[key], row.cancelled || !row.after ? "cancelled" : "changed");
  }
  return marks;
}

/** One leg's mark: cancelled when any of its flights is, and which flights ("CX820"). */
export function legMark(
  segments: readonly Omit<Flight, "status">[],
  marks: ChangeMarks,
): { change: AirlineChange; flights: string[] } | null {
  const marked = segments.filter((s) => marks[flightKey(s)]);
  if (marked.length === 0) return null;
  return {
    change: marked.some((s) => marks[flightKey(s)] === "cancelled") ? "cancelled" : "changed",
    flights: marked.map((s) => `${s.airlineCode}${s.flightNumber}`),
  };
}
