// The work queue's items one booking's details make (docs/architecture.md, "Work queue"): the
// void window of a ticket issued today, an airline change not handled yet, a refund applied and
// not shown as refunded; and a reminder's due instant. Pure: instants in epoch ms, wall clocks
// only through the agency zone handed in.
import { DateTime } from "luxon";
import type { CloseReason, QueueKind } from "./rules";

/** docs/behaviour.md#booking-statuses-and-buttons: same-day void until 23:00 on the ticket day. */
export const VOID_UNTIL_HOUR = 23;

/** The kinds one booking's details open and close. */
export const BOOKING_KINDS = ["voidWindow", "airlineChange", "refundPending"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** What booking details already read of a booking: no call is made for the queue. */
export type BookingFacts = {
  cancelled: boolean;
  /** The latest air item. */
  ticketed: boolean;
  appliedRefund: boolean;
  refundDate: string;
  ticketStatuses: string[];
  /** The newest sales invoice's issue instant (the ticket's day), or "". */
  lastSaleIssued: string;
  /**
   * The airline's changes not accepted or rebooked yet, with the instant each was filed; null when
   * the notification read failed (then nothing about them opens or closes).
   */
  pendingChanges: { refId: string; createdAt: string }[] | null;
};

/** 23:00 of the agency day holding `at`: the end of that day's void window. */
export function voidWindowEnd(at: number, zone: string): number {
  return DateTime.fromMillis(at, { zone })
    .set({ hour: VOID_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toMillis();
}

/** An instant as the back office writes it; one without an offset is the agency's wall clock. */
const instantIn = (zone: string) => (text: string) => {
  const at = DateTime.fromISO(text, { zone });
  return at.isValid ? at.toMillis() : null;
};

const isIssued = (status: string) => status.toLowerCase() === "issued";
const isRefunded = (status: string) => status.toLowerCase() === "refunded";

/**
 * The items the booking makes now, each with its due instant:
 * - voidWindow: tickets issued (status "issued") on the agency's today, before 23:00; due 23:00;
 * - airlineChange: each change not handled, due when the airline filed it (work from then on);
 * - refundPending: a refund applied while a ticket does not read "refunded" yet; due when applied.
 * An instant that cannot be read makes no item (its key would change with every read).
 */
export function bookingItems(
  facts: BookingFacts,
  now: number,
  zone: string,
): { kind: BookingKind; due: number }[] {
  const items: { kind: BookingKind; due: number }[] = [];
  const instant = instantIn(zone);
  const sold = instant(facts.lastSaleIssued);
  if (
    !facts.cancelled &&
    facts.ticketed &&
    sold !== null &&
    facts.ticketStatuses.some(isIssued) &&
    voidWindowEnd(sold, zone) === voidWindowEnd(now, zone) &&
    now < voidWindowEnd(now, zone)
  )
    items.push({ kind: "voidWindow", due: voidWindowEnd(now, zone) });
  for (const change of facts.pendingChanges ?? []) {
    const filed = instant(change.createdAt);
    if (filed !== null) items.push({ kind: "airlineChange", due: filed });
  }
  const applied = instant(facts.refundDate);
  if (facts.appliedRefund && applied !== null && !facts.ticketStatuses.every(isRefunded))
    items.push({ kind: "refundPending", due: applied });
  return items;
}

/**
 * Which of the booking's stored, not-done items of these kinds close, and why: the window has
 * passed or no ticket can be voided any more; the airline change was accepted or rebooked; the
 * refund shows as refunded. Changes are judged only when their read succeeded.
 */
export function bookingItemsToClose(
  stored: readonly { id: string; kind: string; due: number }[],
  facts: BookingFacts,
  now: number,
  zone: string,
): { id: string; reason: CloseReason }[] {
  const current = bookingItems(facts, now, zone);
  const has = (kind: QueueKind, due?: number) =>
    current.some((c) => c.kind === kind && (due === undefined || c.due === due));
  const closing: { id: string; reason: CloseReason }[] = [];
  for (const s of stored) {
    if (s.kind === "voidWindow" && !has("voidWindow", s.due))
      closing.push({ id: s.id, reason: "windowClosed" });
    else if (
      s.kind === "airlineChange" &&
      facts.pendingChanges !== null &&
      !has("airlineChange", s.due)
    )
      closing.push({ id: s.id, reason: "changeHandled" });
    else if (s.kind === "refundPending" && !has("refundPending"))
      closing.push({ id: s.id, reason: facts.appliedRefund ? "refunded" : "noLongerOpen" });
  }
  return closing;
}

/**
 * A reminder's due instant from the agency's wall clock ("2026-12-01", "09:00"); null when the
 * day or time cannot be read or the instant is not ahead of `now`.
 */
export function reminderDue(day: string, time: string, zone: string, now: number): number | null {
  const at = DateTime.fromISO(`${day}T${time}`, { zone });
  if (!at.isValid) return null;
  const due = at.toMillis();
  return due > now ? due : null;
}
