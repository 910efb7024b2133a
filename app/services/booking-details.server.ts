import { DateTime } from "luxon";
import { type SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import type { AirItem, BookingDetail, RefundQuote } from "~/contracts/booking";
import { isSupportedInfoSource } from "~/domain/booking/info-sources";
import { bookingButtons, type Visibility } from "~/domain/booking/visibility";
import { isEnvelopeError, messageFor, type Message } from "~/domain/upstream-error";
import type { ModifyTravellerForm } from "~/forms/booking-actions";
import { log } from "~/log.server";
import {
  applyRefund,
  bookingStamp,
  cancelBooking,
  getBooking,
  issueTicket,
  modifyTraveller,
  retrievePnr,
  showRefund,
} from "~/pamhk/booking.server";
import { recordRefundCredits } from "~/services/credits.server";
import { ticketIssuedHere } from "~/services/queue-booking.server";
import { bookingChangedHere } from "~/services/queue-marks.server";
import { stillSignedIn, unwrap } from "~/services/upstream.server";
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
    mayBook: can(ctx.user, "book"),
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
  if (!visibilityFor(ctx, booking, latestOf(booking), now).issueTicket) return notAllowed;
  const done = await changedHere(ctx, booking, await issueTicket(ctx, booking.bookingId.id));
  // The same-day void window opens now (docs/behaviour.md#booking-statuses-and-buttons).
  if (done.ok) await ticketIssuedHere(ctx, booking).catch(() => undefined);
  return done;
}

/** A done change closes the booking's deadline items in the work queue. */
async function changedHere<R extends { ok: boolean }>(
  ctx: SignedIn,
  booking: BookingDetail,
  result: R,
): Promise<R> {
  if (result.ok) await bookingChangedHere(ctx, booking.bookingId.id).catch(() => undefined);
  return result;
}

const notAllowed = { ok: false as const, notAllowed: true as const };

export async function cancelBookingOn(ctx: SignedIn, booking: BookingDetail) {
  if (!visibilityFor(ctx, booking, latestOf(booking)).cancel) return notAllowed;
  return changedHere(ctx, booking, await cancelBooking(ctx, booking.bookingId.id));
}

/**
 * The quote first: its deduction is what the airline keeps, recorded as the travellers' credits
 * once the refund is applied (services/credits.server.ts). A refused quote refuses the refund.
 */
export async function refundOn(ctx: SignedIn, booking: BookingDetail) {
  if (!visibilityFor(ctx, booking, latestOf(booking)).refund) return notAllowed;
  const quote = await showRefund(ctx, booking);
  if (!quote.ok) return quote;
  const result = await applyRefund(ctx, booking);
  if (result.ok) await recordRefundCredits(ctx, booking, quote.data);
  return result;
}

/**
 * The traveller's new birth date, e-mails and telephones (docs/behaviour.md#entities): the types
 * and the area codes the form does not show are sent back as the booking holds them.
 */
export async function modifyTravellerOn(
  ctx: SignedIn,
  booking: BookingDetail,
  form: ModifyTravellerForm,
) {
  const traveller = latestOf(booking).travelerInfos.find((t) => t.refIndex === form.refIndex);
  if (!traveller || !visibilityFor(ctx, booking, latestOf(booking)).pnrStatus) return notAllowed;
  const result = await modifyTraveller(ctx, booking.bookingId.id, {
    refIndex: traveller.refIndex,
    birthDate: form.birthDate || undefined,
    emails: form.emails.map((emailAddress, i) => ({
      emailAddress,
      emailType: traveller.emails[i]?.emailType || "HOME",
    })),
    telephones: form.telephones.map((p, i) => ({
      phoneNumber: p.phoneNumber,
      countryAccessCode: p.countryAccessCode ?? "",
      phoneType: traveller.telephones[i]?.phoneType || "MOBILE",
      areaCityCode: traveller.telephones[i]?.areaCityCode ?? "",
    })),
  });
  // The activity timeline names what changed, never the values
  // (docs/behaviour.md#activity-timeline-notes-and-audit-log).
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields = [
    !same(form.birthDate || "", traveller.birthDate || "") && "birthDate",
    !same(
      form.emails,
      traveller.emails.map((e) => e.emailAddress),
    ) && "emails",
    !same(
      form.telephones.map((p) => p.phoneNumber),
      traveller.telephones.map((p) => p.phoneNumber),
    ) && "telephones",
  ].filter((f): f is string => !!f);
  return { ...result, fields };
}

/**
 * The refund the back office would make; a refusal shows no dialog and is only logged
 * (docs/back-office.md#the-envelope-and-its-codes).
 */
export async function refundQuoteFor(
  ctx: SignedIn,
  booking: BookingDetail,
): Promise<RefundQuote | null> {
  const quote = await showRefund(ctx, booking);
  if (quote.ok) return quote.data;
  await stillSignedIn(ctx, quote.error);
  // The booking id and the refusal are values of one JSON line, never spliced into its text.
  log().warn({ bookingId: booking.bookingId.id, error: quote.error }, "refund quote refused");
  return null;
}

export type PnrSegment = {
  flight: string;
  from: string;
  to: string;
  /** Departure wall time at the origin, YYYY-MM-DDTHH:mm (or the date alone). */
  departs: string;
  /** The airline's segment status code (HK, KK, UN...). */
  status: string;
};
export type PnrPassenger = { surname: string; givenName: string; nameTitle: string };

export type PnrAnswer =
  | { ok: true; status: string; segments: PnrSegment[]; passengers: PnrPassenger[] }
  | { ok: false; text: string; message: Message | null };

/** The record's latest status at the airline: its segments and passengers, formatted by the page. */
export async function pnrStatusOf(ctx: SignedIn, booking: BookingDetail): Promise<PnrAnswer> {
  const answer = await retrievePnr(ctx, booking.bookingRecordLocator.id);
  if (answer.ok)
    return {
      ok: true,
      status: answer.data.bookStatus ?? "",
      segments: answer.data.airLowFare.airOptions.flatMap((o) =>
        o.airFlightSegments.map((s) => ({
          flight: `${s.airlineCode}${s.flightNumber}`,
          from: s.oriLoc,
          to: s.desLoc,
          departs: s.departureTimeStr
            ? `${s.departureDateStr}T${s.departureTimeStr}`
            : s.departureDateStr,
          status: s.status ?? "",
        })),
      ),
      passengers: (answer.data.travelerInfos ?? []).map((t) => ({
        surname: t.surname,
        givenName: t.givenName,
        nameTitle: t.nameTitle ?? "",
      })),
    };
  const error = await stillSignedIn(ctx, answer.error);
  // docs/back-office.md#the-envelope-and-its-codes: errorMsg, then ": ", then each errorMsgField
  // entry.
  return error.kind === "envelope"
    ? { ok: false, text: `${error.errorMsg}: ${error.fields.join(", ")}`, message: null }
    : { ok: false, text: "", message: messageFor(error) };
}
