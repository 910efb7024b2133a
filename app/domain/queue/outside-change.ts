// "Changed outside the portal" (docs/decisions/0100-changed-outside-the-portal.md): what the
// portal last saw of a booking, the differences between two sightings, and which of them the
// portal's own actions explain. Pure: no clock, no I/O.

/** One flight as seen: flight, route, local wall times at its airports, booking class. */
export type SeenSegment = {
  flight: string;
  route: string;
  departs: string;
  arrives: string;
  bookingClass: string;
};

export type SeenTicket = { number: string; status: string };

/** The last sighting of a booking: status, the latest version's flights and its tickets. */
export type Sighting = {
  status: string;
  segments: SeenSegment[];
  tickets: SeenTicket[];
};

export const CHANGE_KINDS = ["status", "flight", "time", "bookingClass", "ticket"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One difference: what (`subject`: a flight "CX 251 HKG-LHR" or a ticket number), before, after. */
export type OutsideChange = { kind: ChangeKind; subject: string; before: string; after: string };

type Segment = {
  airlineCode: string;
  flightNumber: string;
  oriLoc: string;
  desLoc: string;
  departureDateStr: string;
  departureTimeStr: string;
  arrivelDateStr: string;
  arrivelTimeStr: string;
  classCode: string;
};

type Booked = {
  bookStatus: string;
  bookingAirItems: {
    latestVersion: boolean;
    airLowFare: { airOptions: { airFlightSegments: Segment[] }[] };
    ticketInfos: { ticketNumber: string; ticketStatus: string }[];
  }[];
};

const wall = (date: string, time: string) => (time ? `${date} ${time}` : date);

/** What the portal keeps of a booking it showed or read (the latest version only). */
export function sightingOf(booking: Booked): Sighting {
  const items = booking.bookingAirItems;
  const latest = items.find((i) => i.latestVersion) ?? items[items.length - 1];
  return {
    status: booking.bookStatus,
    segments: (latest?.airLowFare.airOptions ?? []).flatMap((o) =>
      o.airFlightSegments.map((s) => ({
        flight: `${s.airlineCode} ${s.flightNumber}`,
        route: `${s.oriLoc}-${s.desLoc}`,
        departs: wall(s.departureDateStr, s.departureTimeStr),
        arrives: wall(s.arrivelDateStr, s.arrivelTimeStr),
        bookingClass: s.classCode,
      })),
    ),
    tickets: (latest?.ticketInfos ?? [])
      .filter((t) => t.ticketNumber)
      .map((t) => ({ number: t.ticketNumber, status: t.ticketStatus })),
  };
}

/** A stable text of a sighting: equal texts, nothing changed. */
export const sightingKey = (s: Sighting) => JSON.stringify(s);

const NONE = "";
const times = (s: SeenSegment) => `${s.departs} – ${s.arrives}`;
const whole = (s: SeenSegment) => `${s.flight} ${s.route} ${times(s)} ${s.bookingClass}`.trim();

/**
 * The differences from `before` to `after`. Flights are compared place by place: the same
 * flight and route is the same segment (its times or class may have moved); anything else
 * replaced it. Tickets are compared by number.
 */
export function changesBetween(before: Sighting, after: Sighting): OutsideChange[] {
  const changes: OutsideChange[] = [];
  if (before.status !== after.status)
    changes.push({ kind: "status", subject: "", before: before.status, after: after.status });
  const places = Math.max(before.segments.length, after.segments.length);
  for (let i = 0; i < places; i++) {
    const was = before.segments[i];
    const now = after.segments[i];
    if (was && now && was.flight === now.flight && was.route === now.route) {
      const subject = `${now.flight} ${now.route}`;
      if (times(was) !== times(now))
        changes.push({ kind: "time", subject, before: times(was), after: times(now) });
      if (was.bookingClass !== now.bookingClass)
        changes.push({
          kind: "bookingClass",
          subject,
          before: was.bookingClass,
          after: now.bookingClass,
        });
    } else
      changes.push({
        kind: "flight",
        subject: String(i + 1),
        before: was ? whole(was) : NONE,
        after: now ? whole(now) : NONE,
      });
  }
  const ticketsBefore = new Map(before.tickets.map((t) => [t.number, t.status]));
  const ticketsAfter = new Map(after.tickets.map((t) => [t.number, t.status]));
  for (const number of new Set([...ticketsBefore.keys(), ...ticketsAfter.keys()])) {
    const was = ticketsBefore.get(number) ?? NONE;
    const now = ticketsAfter.get(number) ?? NONE;
    if (was !== now) changes.push({ kind: "ticket", subject: number, before: was, after: now });
  }
  return changes;
}

/**
 * What each of the portal's own actions on a booking may change: a difference of such a kind
 * after such an action (done, since the last sighting) is the portal's, not an outside change.
 * Modify traveller changes nothing the sighting holds.
 */
export const OWN_CHANGES: Readonly<Record<string, readonly ChangeKind[]>> = {
  issueTicket: ["status", "ticket"],
  cancel: ["status"],
  refund: ["status", "ticket"],
  rebook: CHANGE_KINDS,
  ancillaryChange: ["status", "ticket"],
  ticketsVoided: ["status", "ticket"],
  modifyTraveller: [],
};

/** The differences none of the portal's own `actions` (done since the last sighting) explains. */
export function outsideChanges(
  changes: readonly OutsideChange[],
  actions: readonly string[],
): OutsideChange[] {
  const explained = new Set(actions.flatMap((a) => OWN_CHANGES[a] ?? []));
  return changes.filter((c) => !explained.has(c.kind));
}

/** Changes travel in the activity event's details as one text each (details hold strings). */
export const encodeChange = (c: OutsideChange) =>
  JSON.stringify([c.kind, c.subject, c.before, c.after]);

export function decodeChange(text: string): OutsideChange | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [kind, subject, before, after] = value as unknown[];
    if (!(CHANGE_KINDS as readonly unknown[]).includes(kind)) return null;
    if ([subject, before, after].some((v) => typeof v !== "string")) return null;
    return {
      kind: kind as ChangeKind,
      subject: subject as string,
      before: before as string,
      after: after as string,
    };
  } catch {
    return null;
  }
}
