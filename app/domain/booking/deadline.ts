// The deadline board and the booking list's deadline filter (docs/behaviour.md#deadline-board):
// which deadline counts, how long is left, the windows asked for. Instants only, never wall clocks
// (docs/decisions/0006).

export const DEADLINE_WINDOWS = ["24h", "72h", "7d"] as const;
export type DeadlineWindow = (typeof DEADLINE_WINDOWS)[number];

const HOUR = 3_600_000;
export const WINDOW_HOURS: Record<DeadlineWindow, number> = { "24h": 24, "72h": 72, "7d": 168 };

/** The board looks this far ahead. */
export const BOARD_WINDOW: DeadlineWindow = "72h";

/** The sorts of the booking list: the back office's default (newest booking first) or by deadline. */
export const BOOKING_SORTS = ["", "deadline", "-deadline"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

export type DeadlineKind = "ticketing" | "fare";

/** A text with an offset ("Z", "+08:00") as epoch ms; anything else is not an instant. */
export function instantOf(text: string | null | undefined): number | null {
  if (!text || !/(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) return null;
  const at = Date.parse(text.trim());
  return Number.isFinite(at) ? at : null;
}

// A booking in these states has nothing left to ticket: its deadlines mean nothing any more.
const SETTLED = new Set([
  "BOOKING_CANCELLED",
  "BOOKING_COMPLETED",
  "BOOKING_PAID",
  "BOOKING_CLOSED",
]);

/** The deadline that comes first, ticketing or fare (the fare is lost at either); none once settled. */
export function firstDeadline(row: {
  bookStatus?: string | null;
  bookingDeadline?: string | null;
  fareDeadline?: string | null;
}): { at: number; kind: DeadlineKind; text: string } | null {
  if (row.bookStatus && SETTLED.has(row.bookStatus)) return null;
  const ticketing = instantOf(row.bookingDeadline);
  const fare = instantOf(row.fareDeadline);
  if (ticketing === null && fare === null) return null;
  if (fare === null || (ticketing !== null && ticketing <= fare))
    return { at: ticketing!, kind: "ticketing", text: row.bookingDeadline! };
  return { at: fare, kind: "fare", text: row.fareDeadline! };
}

export type TimeLeft = {
  /** The deadline is now or already behind us. */
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
  /** Under one whole minute (either way). */
  underAMinute: boolean;
};

/**
 * Whole days, hours and minutes between now and the deadline, rounded down (an agent told
 * "in 5 h 20 min" has at least that). `now` is the server's clock at render, handed to the page.
 */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const diff = deadline - now;
  const overdue = diff <= 0;
  const totalMinutes = Math.floor(Math.abs(diff) / 60_000);
  return {
    overdue,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    underAMinute: totalMinutes === 0,
  };
}

/** The words of a time left in one language (from the translations). */
export type TimeLeftWords = {
  days: (n: string) => string;
  hours: (n: string) => string;
  minutes: (n: string) => string;
  /** "in {{time}}" */
  ahead: (time: string) => string;
  /** "{{time}} ago" */
  ago: (time: string) => string;
  underAMinuteAhead: string;
  underAMinuteAgo: string;
};

/** "in 5 h 20 min", "2 d 3 h ago": the non-zero parts, largest first, numbers in the locale. */
// Making an Intl formatter costs far more than using one (a board shows a time left per row).
const counts = new Map<string, Intl.NumberFormat>();

export function timeLeftText(left: TimeLeft, words: TimeLeftWords, locale: string): string {
  if (left.underAMinute) return left.overdue ? words.underAMinuteAgo : words.underAMinuteAhead;
  let n = counts.get(locale);
  if (!n) counts.set(locale, (n = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  const parts: string[] = [];
  if (left.days > 0) parts.push(words.days(n.format(left.days)));
  if (left.hours > 0) parts.push(words.hours(n.format(left.hours)));
  if (left.minutes > 0 || parts.length === 0) parts.push(words.minutes(n.format(left.minutes)));
  const time = parts.join(" ");
  return left.overdue ? words.ago(time) : words.ahead(time);
}

/** The deadline range a window stands for, from now: [now, now + window). */
export function windowRange(window: DeadlineWindow, now: number): { from: string; to: string } {
  return {
    from: new Date(now).toISOString(),
    to: new Date(now + WINDOW_HOURS[window] * HOUR).toISOString(),
  };
}

export type BoardRow<R> = { row: R; at: number; kind: DeadlineKind; text: string };

/**
 * The board's two lists from the rows the back office found: still ahead (soonest first) and
 * overdue (most recently missed first). A row whose deadline passed between the back office's
 * answer and now moves to overdue; rows without a readable deadline are left out.
 */
export function groupDeadlines<
  R extends { bookingId: string; bookingDeadline?: string | null; fareDeadline?: string | null },
>(rows: readonly R[], now: number): { soon: BoardRow<R>[]; overdue: BoardRow<R>[] } {
  const soon: BoardRow<R>[] = [];
  const overdue: BoardRow<R>[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.bookingId)) continue;
    seen.add(row.bookingId);
    const first = firstDeadline(row);
    if (!first) continue;
    (first.at <= now ? overdue : soon).push({ row, ...first });
  }
  soon.sort((a, b) => a.at - b.at);
  overdue.sort((a, b) => b.at - a.at);
  return { soon, overdue };
}
