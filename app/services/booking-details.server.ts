import { isEnvelopeError } from "~/domain/upstream-error";
import { DateTime } from "luxon";
import { can } from "~/auth/permissions";
import { unwrap } from "~/services/upstream.server";
import { type SignedIn } from "~/auth/session.server";
import { isSupportedInfoSource } from "~/domain/booking/info-sources";
import { bookingButtons, type Visibility } from "~/domain/booking/visibility";
import type { AirItem, BookingDetail } from "~/contracts/booking";
import { bookingStamp, getBooking, issueTicket } from "~/pamhk/booking.server";
import { pageError } from "~/session/page-error.server";

export const DIALOGS = ["cancel", "issueTicket", "refund", "modifyTraveller", "pnrStatus"] as const;
export type Dialog = (typeof DIALOGS)[number];

export const latestOf = (booking: BookingDetail): AirItem =>
  booking.bookingAirItems.find((i) => i.latestVersion) ??
  booking.bookingAirItems[booking.bookingAirItems.length - 1]!;

/** The rule function applied to one version of the booking, for this user, now. */
export function visibilityFor(
  ctx: SignedIn,
  booking: BookingDetail,
  item: AirItem,
  now = DateTime.now(),
): Visibility {
  const deadline = DateTime.fromISO(booking.fareDeadline);
  return bookingButtons({
    bookStatus: booking.bookStatus,
    item: { ...item, infoSource: item.airLowFare.infoSource },
    ticketingAgent: can(ctx.user, "issueTicket"),
    fareDeadlinePassed: deadline.isValid && deadline < now,
    infoSourceSupported: isSupportedInfoSource(item.airLowFare.infoSource),
  });
}

/** Reads the booking named in the query or form; a missing id is a 404, as for an unknown one. */
export async function loadBooking(
  ctx: SignedIn,
  bookingId: string | null | undefined,
): Promise<BookingDetail> {
  const notFound = () => pageError(ctx.request, { key: "http.404" }, 404);
  if (!bookingId?.trim()) throw notFound();
  const result = await getBooking(ctx, bookingId.trim());
  // Unknown, or another company's (the back office does not tell them apart): 404, not 502.
  if (!result.ok && isEnvelopeError(result.error, 3, 404)) throw notFound();
  return unwrap(ctx, result);
}

export { bookingStamp };

/**
 * Issue ticket on a booking the caller loaded (booking details, the deadline board): only where
 * the visibility rules show the button for this user now; the back office re-checks too.
 */
export async function issueTicketOn(ctx: SignedIn, booking: BookingDetail, now = DateTime.now()) {
  if (!visibilityFor(ctx, booking, latestOf(booking), now).issueTicket)
    return { ok: false as const, notAllowed: true as const };
  return issueTicket(ctx, booking.bookingId.id);
}
