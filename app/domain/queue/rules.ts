// The work queue's rules (docs/architecture.md, "Work queue"): which items the back office's open
// bookings make, which stored items no longer apply, snooze times and due filters. Pure: instants
// in epoch ms, wall clocks only through the agency zone handed in.
import { DateTime } from "luxon";
import { firstDeadline } from "~/domain/booking/deadline";

/** The kinds derived from the deadline board's reads (closed when a complete read lacks them). */
export const DEADLINE_KINDS = ["ticketingDue", "fareDue", "pastDeadline"] as const;

export const QUEUE_KINDS = [
  ...DEADLINE_KINDS,
  "voidWindow",
  "airlineChange",
  "refundPending",
  "reminder",
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
/**
 * Kinds an event files (a client's answer to a quote, docs/decisions/0104-quotes-sent-to-
 * clients.md), not derived from bookings: a refresh never closes them. Their `bookingId` holds
 * the quote's id.
 */
export const FILED_KINDS = ["quoteAccepted", "quoteRenewal"] as const;
/** Every kind an item may have: the derived ones and those written where they happen (0100). */
export const ITEM_KINDS = [...QUEUE_KINDS, "changedOutside", ...FILED_KINDS] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const QUEUE_STATES = ["open", "snoozed", "done"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Why an item closed: an agent's Done, or the booking no longer needing it. */
export const CLOSE_REASONS = [
  "agentDone",
  "noLongerOpen",
  "replaced",
  "windowClosed",
  "changeHandled",
  "refunded",
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const SNOOZE_CHOICES = ["hour", "tomorrow", "date"] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

export const DUE_FILTERS = ["", "overdue", "today", "week"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** What the queue shows of a booking without loading it: the list row's own words. */
export type QueueBooking = {
  bookingId: string;
  recordLocator: string;
  travellers: string;
  route: string;
};

export type DerivedItem = { kind: QueueKind; due: number; booking: QueueBooking };

/** The key that makes a write idempotent across instances. */
export const itemKey = (item: { kind: string; bookingId: string; due: number }) =>
  `${item.kind}:${item.bookingId}:${item.due}`;

type OpenRow = {
  bookingId: string;
  bookingDeadline?: string | null;
  fareDeadline?: string | null;
  passengerNames: string;
  airItineraries: string;
  bookingRecordLocator: { id: string };
};

/**
 * The items the open bookings make at `now` (the deadline board's rule: the first of the
 * ticketing and fare deadlines counts): ahead, a ticketing or fare deadline approaching; behind,
 * an unticketed booking past its deadline. Rows without a readable deadline make none.
 */
export function deriveItems(rows: readonly OpenRow[], now: number): DerivedItem[] {
  const items = new Map<string, DerivedItem>();
  for (const row of rows) {
    const first = firstDeadline(row);
    if (!first || items.has(row.bookingId)) continue;
    const kind: QueueKind =
      first.at <= now ? "pastDeadline" : first.kind === "ticketing" ? "ticketingDue" : "fareDue";
    items.set(row.bookingId, {
      kind,
      due: first.at,
      booking: {
        bookingId: row.bookingId,
        recordLocator: row.bookingRecordLocator.id,
        travellers: row.passengerNames,
        route: row.airItineraries,
      },
    });
  }
  return [...items.values()];
}

/**
 * Which stored, still open items of derived kinds close, and why: the booking is no longer
 * among the open ones (ticket issued, cancelled), or it now makes another item (deadline moved,
 * or passed). Only when the back office's answer was complete (`complete`): a booking beyond
 * the read's limit is not evidence that it closed.
 */
export function itemsToClose(
  stored: readonly { id: string; kind: string; bookingId: string; due: number }[],
  derived: readonly DerivedItem[],
  complete: boolean,
): { id: string; reason: CloseReason }[] {
  if (!complete) return [];
  const fresh = new Set(derived.map((d) => itemKey({ ...d, bookingId: d.booking.bookingId })));
  const bookings = new Set(derived.map((d) => d.booking.bookingId));
  return stored
    .filter((s) => (DEADLINE_KINDS as readonly string[]).includes(s.kind) && !fresh.has(itemKey(s)))
    .map((s) => ({ id: s.id, reason: bookings.has(s.bookingId) ? "replaced" : "noLongerOpen" }));
}

/** Until when a snooze lasts: one hour, tomorrow 09:00 in the agency zone, or a day's 09:00. */
export function snoozeUntil(
  choice: SnoozeChoice,
  now: number,
  zone: string,
  day?: string,
): number | null {
  if (choice === "hour") return now + 3_600_000;
  const base =
    choice === "tomorrow"
      ? DateTime.fromMillis(now, { zone }).plus({ days: 1 })
      : DateTime.fromISO(day ?? "", { zone });
  if (!base.isValid) return null;
  const at = base.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toMillis();
  return at > now ? at : null;
}

/** The due range a filter stands for, in the agency zone's days: [from, until). */
export function dueRange(filter: DueFilter, now: number, zone: string) {
  const today = DateTime.fromMillis(now, { zone }).startOf("day");
  if (filter === "overdue") return { until: now };
  if (filter === "today") return { until: today.plus({ days: 1 }).toMillis() };
  if (filter === "week") return { until: today.plus({ days: 7 }).toMillis() };
  return {};
}

/** Who reads the queue: the whole company (customer and system admins) or a narrower view. */
export type QueueViewer = { login: string; wholeCompany: boolean; colleagues: boolean };

/** Whether a viewer sees (and may act on) an item: the list's rule, for one item. */
export function mayActOn(
  item: { owner: string | null; createdBy: string },
  viewer: QueueViewer,
): boolean {
  if (viewer.wholeCompany || item.owner === viewer.login) return true;
  return item.owner === null && (viewer.colleagues || item.createdBy === viewer.login);
}
