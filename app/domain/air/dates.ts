// Calendar-date arithmetic on "YYYY-MM-DD" strings, in UTC so no time zone can shift a day.
// Small on purpose: these run in the browser too (form rules), where a date library would weigh.

/** The back office sells flights up to this many days after the agency's today. */
export const BOOKABLE_DAYS_AHEAD = 361;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

function parts(value: string): [number, number, number] {
  const m = ISO.exec(value);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

const format = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(value: string, days: number): string {
  const [y, m, d] = parts(value);
  return format(new Date(Date.UTC(y, m, d + days)));
}

/** Adds calendar years; 29 Feb falls back to 28 Feb in a common year. */
export function addYears(value: string, years: number): string {
  const [y, m, d] = parts(value);
  const target = new Date(Date.UTC(y + years, m, 1));
  const lastDay = new Date(Date.UTC(y + years, m + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return format(target);
}

// Making an Intl formatter costs far more than using one: one per zone (a page asks per request).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today in the given IANA zone (the agency's local day, not the server's). */
export function todayIn(timeZone = "Asia/Hong_Kong", now = new Date()): string {
  let day = dayFormats.get(timeZone);
  if (!day) {
    day = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    if (dayFormats.size > 20) dayFormats.clear();
    dayFormats.set(timeZone, day);
  }
  return day.format(now);
}
