import { DateTime } from "luxon";

/**
 * Local wall-clock times in airport time zones, without a DateTime object per flight: a search
 * touches hundreds of flights and zone conversions dominated its cost. Offsets are looked up per
 * zone and UTC hour (DST changes on the hour), so each is computed once per process.
 */
const HOUR_MS = 3_600_000;
const offsets = new Map<string, number>();

/** Offset of the zone from UTC at the instant, in milliseconds. */
function offsetMs(zone: string, utcMs: number): number {
  const key = `${zone}|${Math.floor(utcMs / HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = DateTime.fromMillis(utcMs, { zone }).offset * 60_000;
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant of a local date and minute of day in the zone. */
export function localToUtc(zone: string, date: string, minuteOfDay: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  // Guess with the offset at the wall time read as UTC, then correct once (exact except inside
  // the skipped hour of a spring-forward change, which no timetable uses).
  const guess = wall - offsetMs(zone, wall);
  return wall - offsetMs(zone, guess);
}

/** "YYYY-MM-DDTHH:mm" as a clock in the zone shows the instant. */
export function formatLocal(zone: string, utcMs: number): string {
  return new Date(utcMs + offsetMs(zone, utcMs)).toISOString().slice(0, 16);
}

/** The calendar day after a YYYY-MM-DD date. */
export const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
