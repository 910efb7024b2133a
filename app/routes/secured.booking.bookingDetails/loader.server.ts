import { stillSignedIn } from "~/services/upstream.server";
import { requireUser } from "~/auth/session.server";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { messageFor, type Message } from "~/domain/upstream-error";
import { modifyTravellerSchema } from "~/forms/booking-actions";
import { fieldRules } from "~/forms/field-rules.server";
import type { RefundQuote } from "~/contracts/booking";
import { retrievePnr, showRefund } from "~/pamhk/booking.server";
import { namesFor } from "~/services/air-select.server";
import { getLocale } from "~/i18n/i18next.server";
import { pendingChangesFor } from "~/services/schedule-change.server";
import {
  bookingStamp,
  DIALOGS,
  latestOf,
  loadBooking,
  visibilityFor,
  type Dialog,
} from "~/services/booking-details.server";

export type PnrAnswer =
  | { ok: true; status: string; segments: string[]; passengers: string[] }
  | { ok: false; text: string; message: Message | null };

export async function bookingDetailsLoader(request: Request) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const booking = await loadBooking(ctx, url.searchParams.get("bookingId"));
  const latest = latestOf(booking);
  const wanted = Number(url.searchParams.get("version"));
  const item = booking.bookingAirItems.find((i) => i.versionNum === wanted) ?? latest;
  const operations = visibilityFor(ctx, booking, latest);
  const requested = url.searchParams.get("dialog");
  let dialog: Dialog | null = DIALOGS.find((d) => d === requested) ?? null;
  // A dialog opens only where its button shows (the URL is addressable, not a way around rules).
  const allowed: Record<Dialog, boolean> = {
    cancel: operations.cancel,
    issueTicket: operations.issueTicket,
    refund: operations.refund,
    modifyTraveller: operations.pnrStatus,
    pnrStatus: operations.pnrStatus,
  };
  if (dialog && !allowed[dialog]) dialog = null;

  let refundQuote: RefundQuote | null = null;
  if (dialog === "refund") {
    const quote = await showRefund(ctx, booking);
    if (quote.ok) refundQuote = quote.data;
    else {
      await stillSignedIn(ctx, quote.error);
      // Spec 02 §8: a non-zero code on showRefund shows no dialog; the error is only logged.
      console.warn(`[booking] showRefund ${booking.bookingId.id} refused`, quote.error);
      dialog = null;
    }
  }

  let pnr: PnrAnswer | null = null;
  if (dialog === "pnrStatus") {
    const answer = await retrievePnr(ctx, booking.bookingRecordLocator.id);
    if (answer.ok) {
      pnr = {
        ok: true,
        status: answer.data.bookStatus ?? "",
        segments: answer.data.airLowFare.airOptions.flatMap((o) =>
          o.airFlightSegments.map((s) =>
            `${s.airlineCode}${s.flightNumber} ${s.oriLoc}-${s.desLoc} ${s.departureDateStr} ${s.departureTimeStr} ${s.status}`.trim(),
          ),
        ),
        passengers: (answer.data.travelerInfos ?? []).map((t) =>
          `${t.surname}/${t.givenName} ${t.nameTitle}`.trim(),
        ),
      };
    } else {
      const error = await stillSignedIn(ctx, answer.error);
      // Spec 02 §8: errorMsg, then ": ", then each errorMsgField entry.
      pnr =
        error.kind === "envelope"
          ? { ok: false, text: `${error.errorMsg}: ${error.fields.join(", ")}`, message: null }
          : { ok: false, text: "", message: messageFor(error) };
    }
  }

  const paxRef = Number(url.searchParams.get("pax"));
  const traveller =
    item.travelerInfos.find((t) => t.refIndex === paxRef) ?? item.travelerInfos[0] ?? null;
  // The birth-date bound is the agency's day, as the action checks it (not the server's UTC day).
  const today = todayIn(env().AGENCY_TIME_ZONE);
  return {
    booking,
    item,
    // Airport and airline names for the flight cards, in the agent's language.
    names: await namesFor(ctx, item.airLowFare.airOptions, [], await getLocale(request)),
    latestVersion: latest.versionNum,
    visibility: visibilityFor(ctx, booking, item),
    traveller,
    travellerRules: dialog === "modifyTraveller" ? fieldRules(modifyTravellerSchema(today)) : null,
    dialog,
    refundQuote,
    pnr,
    stamp: bookingStamp(booking),
    today,
    // Issue 14: airline schedule changes of this booking not accepted yet (a banner).
    scheduleChanges: await pendingChangesFor(ctx, booking.bookingRecordLocator.id),
  };
}
