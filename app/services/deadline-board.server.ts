// The deadline board of the signed-in landing page (docs/behaviour.md#deadline-board): the agent's
// open bookings whose ticketing or fare deadline falls within the next 72 hours, and the overdue
// ones, both straight from the back office's booking search (its counts are the board's counts),
// and Issue ticket from the board through the same rule and call as booking details.
import type { SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import type { BookingRow } from "~/contracts/booking";
import {
  BOARD_WINDOW,
  groupDeadlines,
  windowRange,
  type BoardRow,
} from "~/domain/booking/deadline";
import { bookingButtons } from "~/domain/booking/visibility";
import type { UpstreamError } from "~/domain/upstream-error";
import { searchBookings } from "~/pamhk/booking.server";
import {
  bookingStamp,
  issueTicketOn,
  latestOf,
  loadBooking,
  visibilityFor,
} from "~/services/booking-details.server";
import { oneActionPerBooking } from "~/services/booking-lock.server";
import { unwrap } from "~/services/upstream.server";
import { pageError } from "~/session/page-error.server";

/** How many rows each list of the board shows at most (the counts are the full totals). */
export const BOARD_LIMIT = 50;
const OVERDUE_LIMIT = 10;

export type BoardEntry = BoardRow<BookingRow> & { canIssue: boolean };

function request(from: string, to: string, order: "asc" | "desc", limit: number) {
  return {
    offset: 0,
    limit,
    travelerName: "",
    arrivalAirport: "",
    recordLocator: "",
    bookingNumber: "",
    dateType: "DepartureDate" as const,
    startTime: "",
    endTime: "",
    status: "",
    deadlineFrom: from,
    deadlineTo: to,
    sortBy: "deadline" as const,
    sortOrder: order,
  };
}

/** The board at `now` (the server's clock, handed to the page so both sides print the same). */
export async function deadlineBoard(ctx: SignedIn, now: number) {
  const ahead = windowRange(BOARD_WINDOW, now);
  const [soon, overdue] = await Promise.all([
    searchBookings(ctx, request(ahead.from, ahead.to, "asc", BOARD_LIMIT)),
    // Everything still open whose deadline is behind us, most recently missed first.
    searchBookings(ctx, request("", ahead.from, "desc", OVERDUE_LIMIT)),
  ]);
  const found = {
    soon: await unwrap(ctx, soon),
    overdue: await unwrap(ctx, overdue),
  };
  const grouped = groupDeadlines([...found.soon.rows, ...found.overdue.rows], now);
  const mayIssue = can(ctx.user, "issueTicket");
  // The list row has no version details; the action re-checks on the full booking.
  const withButton = (entry: BoardRow<BookingRow>): BoardEntry => ({
    ...entry,
    canIssue: bookingButtons({
      bookStatus: entry.row.bookStatus,
      item: {
        latestVersion: true,
        ticketed: false,
        allowRefund: false,
        appliedReFund: false,
        refundDate: null,
        infoSource: null,
      },
      ticketingAgent: mayIssue,
      mayBook: can(ctx.user, "book"),
      fareDeadlinePassed: entry.at <= now,
      infoSourceSupported: false,
    }).issueTicket,
  });
  return {
    now,
    soon: grouped.soon.map(withButton),
    overdue: grouped.overdue.map(withButton),
    soonTotal: found.soon.total,
    overdueTotal: found.overdue.total,
  };
}

/** The confirmation of Issue ticket on the board: only where the rules show the button. */
export async function issueConfirmation(ctx: SignedIn, bookingId: string) {
  const booking = await loadBooking(ctx, bookingId);
  if (!visibilityFor(ctx, booking, latestOf(booking)).issueTicket) return null;
  return {
    bookingId: booking.bookingId.id,
    bookingNumber: booking.bookingNumber,
    fareDeadline: booking.fareDeadline,
    stamp: bookingStamp(booking),
  };
}

export type BoardIssueOutcome =
  { kind: "issued" } | { kind: "alreadyDone" } | { kind: "failed"; error: UpstreamError };

/**
 * Issue ticket from the board: the per-booking lock, the stamp and the rule of booking details
 * (a double submit finds the stamp changed and does nothing); 403 where the rules hide it.
 */
export function issueFromBoard(
  ctx: SignedIn,
  bookingId: string,
  stamp: string,
): Promise<BoardIssueOutcome> {
  return oneActionPerBooking(ctx, bookingId, async () => {
    const booking = await loadBooking(ctx, bookingId);
    if (stamp !== bookingStamp(booking)) return { kind: "alreadyDone" as const };
    const done = await issueTicketOn(ctx, booking);
    if ("notAllowed" in done) throw pageError(ctx.request, { key: "error.FORBIDDEN" }, 403);
    return done.ok ? { kind: "issued" as const } : { kind: "failed" as const, error: done.error };
  });
}
