// Every amount, date, time and duration the portal shows, by locale (and, for moments, the agency's
// time zone). Pure functions over Intl: no React, no catalogue, so env.server.ts and the services
// use them too; components format through useFormatter() (i18n/use-formatter.ts).
//
// The rule (docs/decisions/0006-time-zone-rule.md): flight times are the airport's local time
// exactly as the back office gives them ("2026-12-01T10:00", no zone, never converted); booking,
// ticketing, fare-deadline and order timestamps are instants shown in ONE agency time zone, with
// the zone named ("GMT+8").

export const DEFAULT_AGENCY_TIME_ZONE = "Asia/Hong_Kong";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    if (cache.size > 200) cache.clear();
    f = make();
    cache.set(key, f);
  }
  return f;
}

// ICU versions differ in the spaces they put around "PM" or before a currency (U+202F, U+00A0);
// plain spaces make the text the same whichever engine rendered it.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** True for a time zone Intl knows ("Asia/Hong_Kong", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Money

/** An amount in its own currency with the ISO code ("HKD 1,234.50"), grouped the agent's way. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const code = currency || "HKD";
  try {
    const f = cached(`money|${locale}|${code}`, () =>
      Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "code" }),
    );
    return plainSpaces(f.format(amount));
  } catch {
    return `${code} ${formatAmount(amount, locale)}`;
  }
}

/** The number alone, with two decimals ("1,234.50"), for columns headed by their currency. */
export function formatAmount(amount: number, locale: string): string {
  const f = cached(`amount|${locale}`, () =>
    Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return f.format(amount);
}

// ---------------------------------------------------------------------------------------------
// Calendar days and flight times (as written, no zone)

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/;

/** A wall-clock reading as a Date in UTC, so formatting it in UTC prints it unchanged. */
function wallClock(value: string): Date | null {
  const m = WALL_TIME.exec(value) ?? DAY.exec(value);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0"] = m.slice(1);
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar day ("2026-12-01", or the date part of a timestamp as written): "Dec 1, 2026". Given
 * the agency's zone, an instant (a text with an offset, e.g. a fare deadline) shows the agency's
 * day, not the UTC one (docs/decisions/0006-time-zone-rule.md).
 */
export function formatDay(
  value: string,
  locale: string,
  options: { weekday?: boolean; timeZone?: string } = {},
) {
  const m = DAY.exec(options.timeZone ? agencyDay(value, options.timeZone) : value);
  if (!m) return value;
  const f = cached(`day|${locale}|${options.weekday ? "w" : ""}`, () =>
    Intl.DateTimeFormat(locale, {
      weekday: options.weekday ? "short" : undefined,
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
  );
  return plainSpaces(f.format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))));
}

/** "HH:mm" of a local flight time as written ("2026-12-01T10:05" -> "10:05"). */
export const timeOf = (dateTime: string) => /[T ](\d{2}:\d{2})/.exec(dateTime)?.[1] ?? dateTime;
/** The calendar day of a local flight time as written. */
export const dateOf = (dateTime: string) => dateTime.slice(0, 10);

/**
 * A wall-clock date and time shown exactly as given, in the agent's language: the airport's local
 * time of a flight, or a back-office time given without a zone. Never converted.
 */
export function formatLocalDateTime(value: string, locale: string): string {
  const at = wallClock(value);
  if (!at || !WALL_TIME.test(value)) return value;
  const f = cached(`wall|${locale}`, () =>
    Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }),
  );
  return plainSpaces(f.format(at));
}

// ---------------------------------------------------------------------------------------------
// Moments (instants) in the agency's time zone

/**
 * An instant of the booking or order history (booked on, ticketing and fare deadlines, order and
 * invoice dates) in the agency's zone, with the zone shown: "Dec 1, 2026, 15:32 GMT+8". A text
 * without an offset is read as the agency's own wall clock. Anything unreadable is shown as given.
 */
export function formatMoment(value: string, locale: string, timeZone: string): string {
  const at = instantOf(value, timeZone);
  if (!at) return value;
  const f = cached(`moment|${locale}|${timeZone}`, () =>
    Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
      timeZoneName: "short",
    }),
  );
  return plainSpaces(f.format(at));
}

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** The agency's calendar day ("2026-11-26") of an instant; a text without offset as written. */
export function agencyDay(value: string, timeZone: string): string {
  if (!HAS_OFFSET.test(value.trim())) return value;
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime())) return value;
  const f = cached(`iso-day|${timeZone}`, () =>
    Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  );
  return f.format(at);
}

function instantOf(value: string, timeZone: string): Date | null {
  if (HAS_OFFSET.test(value.trim())) {
    const at = new Date(value.trim());
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const wall = wallClock(value);
  if (!wall) return null;
  // The zone's offset at that wall time (two passes settle a change of offset).
  let at = wall.getTime() - offsetOf(wall, timeZone);
  at = wall.getTime() - offsetOf(new Date(at), timeZone);
  return new Date(at);
}

/** Milliseconds the zone is ahead of UTC at `at`. */
function offsetOf(at: Date, timeZone: string): number {
  const f = cached(`offset|${timeZone}`, () =>
    Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
  );
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The clock time of an instant, with seconds, in the given zone ("15:32:07"). */
export function formatClock(at: number | Date, locale: string, timeZone: string): string {
  const f = cached(`clock|${locale}|${timeZone}`, () =>
    Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone,
    }),
  );
  return plainSpaces(f.format(at));
}

// ---------------------------------------------------------------------------------------------
// Durations

/** "5h 05m"-style durations come from the translations (card.duration); this splits minutes. */
export function hoursAndMinutes(totalMinutes: number): { h: number; m: number } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}
