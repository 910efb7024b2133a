/**
 * Airline queue messages (schedule changes, ticketing limits, waitlist clearances...) as the back
 * office files them for the agent who owns the booking. Deterministic for a given day: dates
 * count back from "today", everything else is fixed.
 */

export type NotificationStatus = "UNREAD" | "READ";

/**
 * Extension (mocks/README.md "Schedule changes"): a schedule change carries the booked segments
 * before the change (`previousSegments`) beside the segments now scheduled (`segments`), and stays
 * pending until the agent accepts it (`handled`).
 */
export type NotificationType = "SCHEDULE_CHANGE" | "GENERAL";

/**
 * Extension (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md): what kind of
 * involuntary change a SCHEDULE_CHANGE is. Each carries the same structure (segments before and
 * after, handled flag); a cancellation is handled by rebooking or refunding, the others by
 * accepting.
 */
export type ChangeType =
  "SCHEDULE" | "TIME" | "FLIGHT_NUMBER" | "EQUIPMENT" | "CANCELLED" | "MISSED_CONNECTION" | "";

export interface NotificationSegment {
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
  /** Aircraft type (the spec's spelling); an equipment change changes only this. */
  equimentCode: string;
}

export interface NotificationTraveler {
  refIndex: number;
  passengerType: string;
  nameTitle: string;
  surname: string;
  givenName: string;
  ticketNumber: string;
}

export interface SimNotification {
  refId: string;
  /** Recipient: the back-office user id. */
  userId: string;
  createDate: string;
  statusId: NotificationStatus;
  rlocNumber: string;
  /** The GDS that raised the message (bookingRecordLocator.idContext). */
  idContext: string;
  airlineLocator: string;
  message: string;
  comment: string;
  bookingId: string;
  segments: NotificationSegment[];
  travelers: NotificationTraveler[];
  messageType: NotificationType;
  changeType: ChangeType;
  /** The segments as booked before a schedule change (empty for other messages). */
  previousSegments: NotificationSegment[];
  handled: boolean;
  handledDate: string;
}

/** The first flight a message is about, as the message texts quote it. */
type Flight = Pick<
  NotificationSegment,
  "airlineCode" | "flightNumber" | "oriLoc" | "desLoc" | "departureTimeStr" | "arrivelTimeStr"
>;

type Template = {
  airline: string;
  flight: string;
  from: string;
  to: string;
  dep: string;
  arr: string;
  /** Days between departure and arrival (overnight flights). */
  arrShift: number;
  classCode: string;
  /** Segment status after the event (HK confirmed, TK schedule change, UN/HX cancelled, KK confirming). */
  status: string;
  system: string;
  message: (f: Flight) => string;
  comment: string;
  /** The involuntary change of the first flight; absent for other messages. */
  change?: ChangeSpec;
};

type ChangeSpec =
  | { kind: "TIME"; minutes: number }
  | { kind: "CANCELLED" }
  | { kind: "EQUIPMENT"; from: string; to: string }
  | { kind: "FLIGHT_NUMBER"; by: number };

/** The airline's new schedule for a change of the first flight, and the booked one. */
export function applyChange(
  booked: readonly NotificationSegment[],
  change: ChangeSpec,
): { previous: NotificationSegment[]; segments: NotificationSegment[] } {
  const previous = booked.map((segment) => ({ ...segment, status: "HK" }));
  switch (change.kind) {
    case "TIME":
      return { previous, segments: retimeSegments(previous, 0, change.minutes) };
    case "FLIGHT_NUMBER":
      return {
        previous,
        segments: retimeSegments(
          previous,
          0,
          0,
          String(Number(previous[0]?.flightNumber ?? 0) + change.by),
        ),
      };
    case "CANCELLED":
      return {
        previous,
        segments: previous.map((s, i) => (i === 0 ? { ...s, status: "UN" } : { ...s })),
      };
    case "EQUIPMENT": {
      const was = previous.map((s, i) => (i === 0 ? { ...s, equimentCode: change.from } : s));
      return {
        previous: was,
        segments: was.map((s, i) =>
          i === 0 ? { ...s, equimentCode: change.to, status: "TK" } : { ...s },
        ),
      };
    }
  }
}

const fl = (f: Flight) => `${f.airlineCode} ${f.flightNumber} ${f.oriLoc}-${f.desLoc}`;

const TEMPLATES: readonly Template[] = [
  {
    airline: "CX",
    flight: "251",
    from: "HKG",
    to: "LHR",
    dep: "01:10",
    arr: "07:25",
    arrShift: 0,
    classCode: "Y",
    status: "TK",
    system: "1G",
    message: (f) => `Schedule change: ${fl(f)} now departs at ${f.departureTimeStr}.`,
    comment: "Advise the passenger and accept the new time before ticketing.",
    change: { kind: "TIME", minutes: 95 },
  },
  {
    airline: "SQ",
    flight: "861",
    from: "HKG",
    to: "SIN",
    dep: "09:40",
    arr: "13:35",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1G",
    message: (f) => `Waitlisted segment confirmed: ${fl(f)} is now confirmed.`,
    comment: "Issue the ticket before the ticketing time limit.",
  },
  {
    airline: "BA",
    flight: "32",
    from: "HKG",
    to: "LHR",
    dep: "23:15",
    arr: "05:20",
    arrShift: 1,
    classCode: "C",
    status: "UN",
    system: "1A",
    message: (f) =>
      `Flight cancelled by the carrier: ${fl(f)}. Passengers are protected on the next service.`,
    comment: "Rebook or refund within 7 days.",
    change: { kind: "CANCELLED" },
  },
  {
    airline: "CX",
    flight: "520",
    from: "HKG",
    to: "NRT",
    dep: "08:25",
    arr: "13:45",
    arrShift: 0,
    classCode: "W",
    status: "HK",
    system: "1G",
    message: () =>
      "Ticketing time limit: issue the tickets before 18:00 HKT tomorrow or the booking is cancelled.",
    comment: "Automatic cancellation applies to unticketed segments.",
  },
  {
    airline: "QR",
    flight: "815",
    from: "HKG",
    to: "DOH",
    dep: "20:35",
    arr: "23:55",
    arrShift: 0,
    classCode: "Y",
    status: "TK",
    system: "1A",
    message: (f) => `Time change of 35 minutes on ${fl(f)}: arrival now ${f.arrivelTimeStr}.`,
    comment: "Check the onward connection time.",
    change: { kind: "TIME", minutes: 35 },
  },
  {
    airline: "EK",
    flight: "381",
    from: "HKG",
    to: "DXB",
    dep: "00:55",
    arr: "05:05",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1G",
    message: (f) => `Special meal VGML confirmed for passenger 1 on ${fl(f)}.`,
    comment: "",
  },
  {
    airline: "LH",
    flight: "797",
    from: "HKG",
    to: "FRA",
    dep: "23:50",
    arr: "06:15",
    arrShift: 1,
    classCode: "C",
    status: "HK",
    system: "1A",
    message: (f) => `Equipment change on ${fl(f)}: Airbus A350-900 replaces Boeing 747-8.`,
    comment: "Seat assignments may have changed; please recheck.",
    change: { kind: "EQUIPMENT", from: "748", to: "359" },
  },
  {
    airline: "AA",
    flight: "196",
    from: "HKG",
    to: "LAX",
    dep: "11:20",
    arr: "07:35",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1S",
    message: () => "Passport details (APIS) missing for passenger 1.",
    comment: "Add the document before check-in opens.",
  },
  {
    airline: "SQ",
    flight: "895",
    from: "SIN",
    to: "HKG",
    dep: "07:40",
    arr: "11:40",
    arrShift: 0,
    classCode: "Y",
    status: "KK",
    system: "1G",
    message: () => "Name correction accepted by the airline for passenger 1.",
    comment: "Reissue is not required.",
  },
  {
    airline: "CX",
    flight: "888",
    from: "HKG",
    to: "JFK",
    dep: "16:20",
    arr: "19:55",
    arrShift: 0,
    classCode: "F",
    status: "HX",
    system: "1G",
    message: () => "Duplicate booking detected: the duplicate segments were cancelled.",
    comment: "The original booking is unchanged.",
  },
  {
    airline: "HA",
    flight: "868",
    from: "NRT",
    to: "HNL",
    dep: "21:45",
    arr: "09:20",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1A",
    message: () => "Fare expired: reprice the booking before issuing tickets.",
    comment: "The new fare may be higher.",
  },
  {
    airline: "A3",
    flight: "605",
    from: "ATH",
    to: "FRA",
    dep: "06:10",
    arr: "08:25",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1A",
    message: (f) => `Seat request confirmed on ${fl(f)}.`,
    comment: "",
  },
  {
    airline: "AM",
    flight: "91",
    from: "NRT",
    to: "MEX",
    dep: "16:55",
    arr: "14:50",
    arrShift: 0,
    classCode: "W",
    status: "TK",
    system: "1S",
    message: (f) => `Schedule change: ${fl(f)} now arrives at ${f.arrivelTimeStr}.`,
    comment: "Advise the passenger.",
  },
  {
    airline: "BA",
    flight: "28",
    from: "HKG",
    to: "LHR",
    dep: "13:00",
    arr: "19:05",
    arrShift: 0,
    classCode: "Y",
    status: "HK",
    system: "1A",
    message: (f) => `Seat request not confirmed for passenger 1 on ${fl(f)}.`,
    comment: "Request again at check-in.",
  },
  {
    airline: "KE",
    flight: "608",
    from: "HKG",
    to: "ICN",
    dep: "10:30",
    arr: "15:00",
    arrShift: 0,
    classCode: "Y",
    status: "TK",
    system: "1A",
    message: (f) =>
      `Flight number change: the flight is now ${f.airlineCode} ${f.flightNumber}, same times.`,
    comment: "Tickets stay valid; accept the new flight number.",
    change: { kind: "FLIGHT_NUMBER", by: 4 },
  },
];

const PEOPLE: readonly Omit<NotificationTraveler, "refIndex" | "ticketNumber">[] = [
  { passengerType: "ADT", nameTitle: "MR", surname: "CHEUNG", givenName: "KWOK WAI" },
  { passengerType: "ADT", nameTitle: "MS", surname: "LI", givenName: "XIAO MEI" },
  { passengerType: "ADT", nameTitle: "MR", surname: "SMITH", givenName: "JOHN" },
  { passengerType: "CNN", nameTitle: "MSTR", surname: "CHEUNG", givenName: "HO YIN" },
  { passengerType: "ADT", nameTitle: "MS", surname: "TANAKA", givenName: "YUKI" },
];

/** Recipients: how many messages each seed user has, and how many of the newest are unread. */
const MAILBOXES: readonly { userId: string; total: number; unread: number }[] = [
  { userId: "U10001", total: 14, unread: 5 },
  { userId: "U10002", total: 4, unread: 2 },
  { userId: "U10003", total: 3, unread: 1 },
  { userId: "U10004", total: 2, unread: 1 },
  { userId: "U10005", total: 5, unread: 3 },
];

const LOCATOR_LETTERS = "ABCDEFGHJKLMNPQRSTUVWYZ23456789"; // no X: it triggers rebook errors elsewhere

/** A stable 6-character record locator for the n-th message. */
function locator(n: number, salt: number): string {
  let value = (n + 1) * 7919 + salt * 104729;
  let out = "";
  for (let i = 0; i < 6; i += 1) {
    out += LOCATOR_LETTERS[value % LOCATOR_LETTERS.length];
    value = Math.floor(value / LOCATOR_LETTERS.length) + (i + 3) * 31;
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The few booking fields a message quotes. Seeded bookings (mocks/seed/bookings.ts) satisfy it,
 * so messages about an agent's own bookings name that booking's locators, flights and people and
 * "go to booking" opens it.
 */
export interface QuotedBooking {
  bookingId: string;
  ownerUserId: string;
  bookStatus?: string;
  bookingRecordLocator: { id: string; idContext: string };
  bookingAirRecordLocator: { id: string };
  items: {
    latestVersion: boolean;
    ticketed?: boolean;
    appliedReFund?: boolean;
    airLowFare: {
      airOptions: {
        airFlightSegments: {
          airlineCode: string;
          flightNumber: string;
          oriLoc: string;
          desLoc: string;
          departureDateStr: string;
          departureTimeStr: string;
          arrivelDateStr?: string;
          arrivelTimeStr?: string;
          classCode?: string;
          equimentCode?: unknown;
        }[];
      }[];
    };
    travelerInfos: {
      passengerType: string;
      nameTitle?: string | null;
      surname: string;
      givenName: string;
      ticketNumber?: string | null;
    }[];
  }[];
}

const latestOf = (booking: QuotedBooking) =>
  booking.items.find((candidate) => candidate.latestVersion) ??
  booking.items[booking.items.length - 1];

function fromBooking(
  booking: QuotedBooking,
  status: string,
): Pick<
  SimNotification,
  "bookingId" | "rlocNumber" | "idContext" | "airlineLocator" | "segments" | "travelers"
> {
  const item =
    booking.items.find((candidate) => candidate.latestVersion) ??
    booking.items[booking.items.length - 1];
  const segments = (item?.airLowFare.airOptions ?? []).flatMap(
    (option) => option.airFlightSegments,
  );
  return {
    bookingId: booking.bookingId,
    rlocNumber: booking.bookingRecordLocator.id,
    idContext: booking.bookingRecordLocator.idContext,
    airlineLocator: booking.bookingAirRecordLocator.id,
    // The event concerns the first flight; the others are listed as booked.
    segments: segments.map((segment, index) => ({
      oriLoc: segment.oriLoc,
      desLoc: segment.desLoc,
      departureDateStr: segment.departureDateStr,
      departureTimeStr: segment.departureTimeStr,
      arrivelDateStr: segment.arrivelDateStr ?? segment.departureDateStr,
      arrivelTimeStr: segment.arrivelTimeStr ?? "",
      airlineCode: segment.airlineCode,
      flightNumber: segment.flightNumber,
      classCode: segment.classCode ?? "",
      status: index === 0 ? status : "HK",
      equimentCode: typeof segment.equimentCode === "string" ? segment.equimentCode : "",
    })),
    travelers: (item?.travelerInfos ?? []).map((traveler, index) => ({
      refIndex: index + 1,
      passengerType: traveler.passengerType,
      nameTitle: traveler.nameTitle ?? "",
      surname: traveler.surname,
      givenName: traveler.givenName,
      ticketNumber: traveler.ticketNumber ?? "",
    })),
  };
}

function standalone(
  template: Template,
  today: Date,
  i: number,
  n: number,
): Pick<
  SimNotification,
  "bookingId" | "rlocNumber" | "idContext" | "airlineLocator" | "segments" | "travelers"
> {
  const departure = addDays(today, 10 + ((i * 3) % 40));
  const arrival = addDays(departure, template.arrShift);
  const paxCount = 1 + (i % 3);
  return {
    bookingId: `BK${String(20260400 + n)}`,
    rlocNumber: locator(n, 1),
    idContext: template.system,
    airlineLocator: locator(n, 2),
    segments: [
      {
        oriLoc: template.from,
        desLoc: template.to,
        departureDateStr: isoDay(departure),
        departureTimeStr: template.dep,
        arrivelDateStr: isoDay(arrival),
        arrivelTimeStr: template.arr,
        airlineCode: template.airline,
        flightNumber: template.flight,
        classCode: template.classCode,
        status: template.status,
        equimentCode: "",
      },
    ],
    travelers: Array.from({ length: paxCount }, (_, p) => ({
      ...PEOPLE[(i + p) % PEOPLE.length],
      refIndex: p + 1,
      ticketNumber: "",
    })),
  };
}

export function seedNotifications(
  now: number,
  bookings: readonly QuotedBooking[] = [],
): SimNotification[] {
  const today = new Date(now);
  const all: SimNotification[] = [];
  let n = 0;
  for (const box of MAILBOXES) {
    const own = bookings.filter(
      (booking) => booking.ownerUserId === box.userId && booking.items.length > 0,
    );
    // Changes quote a ticketed booking still to fly where the user has one, so the first open
    // change of the demo offers Rebook
    // (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md).
    const todayIso = isoDay(today);
    const serviceable = own.filter((booking) => {
      const item = latestOf(booking);
      const first = item?.airLowFare.airOptions[0]?.airFlightSegments[0];
      return (
        booking.bookStatus !== "BOOKING_CANCELLED" &&
        item?.ticketed === true &&
        !item.appliedReFund &&
        (first?.departureDateStr ?? "") > todayIso
      );
    });
    let changes = 0;
    for (let i = 0; i < box.total; i += 1) {
      const template = TEMPLATES[(i + n) % TEMPLATES.length];
      // Newest first: the i-th message is about 1.5*i days old (two from today, for date searches).
      const created = addDays(today, -Math.floor(i * 1.5));
      const quoted =
        template.change && serviceable.length > 0
          ? serviceable[changes++ % serviceable.length]
          : own[i % own.length];
      const about = quoted
        ? fromBooking(quoted, template.status)
        : standalone(template, today, i, n);
      let previous: NotificationSegment[] = [];
      if (template.change) {
        const changed = applyChange(about.segments, template.change);
        previous = changed.previous;
        about.segments = changed.segments;
      }
      const first = about.segments[0];
      all.push({
        messageType: template.change ? "SCHEDULE_CHANGE" : "GENERAL",
        changeType: template.change?.kind ?? "",
        previousSegments: previous,
        // The older half of the seeded changes was dealt with already.
        handled: template.change ? i >= box.total / 2 : false,
        handledDate: "",
        refId: `QM${String(880100 + n)}`,
        userId: box.userId,
        // Hong Kong wall time with its offset: an instant
        // (docs/back-office.md#what-the-simulator-lets-tests-provoke).
        createDate: `${isoDay(created)}T${pad(8 + ((i * 5) % 11))}:${pad((i * 17) % 60)}:00+08:00`,
        statusId: i < box.unread ? "UNREAD" : "READ",
        ...about,
        message: first
          ? template.message(first)
          : template.message({
              airlineCode: template.airline,
              flightNumber: template.flight,
              oriLoc: template.from,
              desLoc: template.to,
              departureTimeStr: template.dep,
              arrivelTimeStr: template.arr,
            }),
        comment: template.comment,
      });
      n += 1;
    }
  }
  return all;
}

/** "2026-12-01" + "10:05" moved by `minutes`, as the same wall-clock pair (no zone involved). */
export function shiftWallClock(day: string, time: string, minutes: number) {
  const at = Date.parse(`${day}T${time || "00:00"}:00Z`);
  if (!Number.isFinite(at)) return { day, time };
  const moved = new Date(at + minutes * 60_000).toISOString();
  return { day: moved.slice(0, 10), time: moved.slice(11, 16) };
}

/**
 * The airline's new schedule: segment `index` departs and arrives `minutes` later (local times
 * at each end move by the same amount), status TK (schedule change); `flightNumber` when the
 * airline also renumbers the flight. The other segments stay as booked.
 */
export function retimeSegments(
  segments: readonly NotificationSegment[],
  index: number,
  minutes: number,
  flightNumber?: string,
): NotificationSegment[] {
  return segments.map((segment, i) => {
    if (i !== index) return { ...segment };
    const dep = shiftWallClock(segment.departureDateStr, segment.departureTimeStr, minutes);
    const arr = shiftWallClock(segment.arrivelDateStr, segment.arrivelTimeStr, minutes);
    return {
      ...segment,
      departureDateStr: dep.day,
      departureTimeStr: dep.time,
      arrivelDateStr: arr.day,
      arrivelTimeStr: arr.time,
      flightNumber: flightNumber ?? segment.flightNumber,
      status: "TK",
    };
  });
}

/** The notification fields quoted from a booking (for schedule changes raised at run time). */
export const quoteBooking = (booking: QuotedBooking) => fromBooking(booking, "TK");
