// Time rules of the result filters (docs/behaviour.md#constants-and-limits): the four six-hour
// buckets used by the filters, and the second scheme (morning / afternoon / evening) that wraps
// around midnight.

/** Minutes since midnight of "YYYY-MM-DDTHH:mm", "HH:mm" or "HHmm"; NaN when unreadable. */
export function minutesOfDay(value: string): number {
  const time = value.includes("T") ? value.slice(value.indexOf("T") + 1) : value;
  const m = /^(\d{1,2}):?(\d{2})/.exec(time.trim());
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : Number.NaN;
}

export type QuarterBucket = "0" | "1" | "2" | "3";

/** "0" 00:00-05:59, "1" 06:00-11:59, "2" 12:00-17:59, "3" 18:00-23:59. */
export function quarterBucket(value: string): QuarterBucket | undefined {
  const m = minutesOfDay(value);
  if (Number.isNaN(m)) return undefined;
  return String(Math.floor(m / 360)) as QuarterBucket;
}

export type DayPart = "morning" | "afternoon" | "evening";

/** Morning 05:00-11:59, afternoon 12:00-17:59, evening 18:00-04:59 (across midnight). */
export function dayPart(value: string): DayPart | undefined {
  const m = minutesOfDay(value);
  if (Number.isNaN(m)) return undefined;
  if (m >= 5 * 60 && m < 12 * 60) return "morning";
  if (m >= 12 * 60 && m < 18 * 60) return "afternoon";
  return "evening";
}

/** Total minutes of a duration given as hours and minutes. */
export const durationMinutes = (o: { useHour: number; useMinute: number }) =>
  o.useHour * 60 + o.useMinute;
