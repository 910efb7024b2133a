import { requireUser } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { modifyTravellerRules } from "~/forms/modify-traveller-rules.server";
import { getLocale } from "~/i18n/i18next.server";
import { bookingActivityFor } from "~/services/activity-pages.server";
import { namesFor } from "~/services/air-select.server";
import {
  bookingStamp,
  DIALOGS,
  latestOf,
  loadBooking,
  pnrStatusOf,
  refundQuoteFor,
  visibilityFor,
  type Dialog,
} from "~/services/booking-details.server";
import { comparedOnPage } from "~/services/outside-change.server";
import { bookingPenaltiesView } from "~/services/penalties.server";
import { bookingSeen, reminderFormFor, remindersOpen } from "~/services/queue-booking.server";
import { airlineChangesOf } from "~/services/schedule-change.server";
import { sendDocumentsDialog } from "~/services/send-documents.server";
import { bookingDocumentWarnings } from "~/services/travel-documents.server";
import { bookedNamesDiffering } from "~/services/travellers/booked-names.server";
import { handTypedTravellers } from "~/services/travellers/passenger-fill.server";
import { readFlow } from "~/session/flow.server";
import { queueClock } from "~/session/test-clock.server";

export async function bookingDetailsLoader(request: Request) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const readAt = Date.now();
  const booking = await loadBooking(ctx, url.searchParams.get("bookingId"));
  // What changed since the portal last saw it, from outside (docs/decisions/0100).
  await comparedOnPage(ctx, booking, readAt);
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
  // Operations exist only on the latest version: an older version's URL opens none of them.
  const onLatest = item.versionNum === latest.versionNum;
  if (dialog && (!allowed[dialog] || (!onLatest && dialog !== "pnrStatus"))) dialog = null;

  const refundQuote = dialog === "refund" ? await refundQuoteFor(ctx, booking) : null;
  // docs/back-office.md#the-envelope-and-its-codes: a refused refund quote shows no dialog.
  if (dialog === "refund" && !refundQuote) dialog = null;
  const pnr = dialog === "pnrStatus" ? await pnrStatusOf(ctx, booking) : null;

  const paxRef = Number(url.searchParams.get("pax"));
  const traveller =
    item.travelerInfos.find((t) => t.refIndex === paxRef) ?? item.travelerInfos[0] ?? null;
  // The birth-date bound is the agency's day, as the action checks it (not the server's UTC day).
  const today = todayIn(env().AGENCY_TIME_ZONE);
  const airlineChanges = await airlineChangesOf(ctx, booking);
  const now = queueClock(request);
  // The work queue's items this booking makes, from what was just read (no further call).
  await bookingSeen(ctx, booking, airlineChanges.read ? airlineChanges.pending : null);
  const locale = await getLocale(request);
  return {
    booking,
    item,
    // Airport and airline names for the flight cards, in the agent's language.
    names: await namesFor(ctx, item.airLowFare.airOptions, [], locale),
    // Passports that expire too soon, countries missing (docs/decisions/0102-airline-names-documents-and-credits.md).
    documentWarnings: await bookingDocumentWarnings(ctx, item, locale),
    // Names booked otherwise than the directory keeps them (docs/decisions/0101-traveller-directory.md).
    nameWarnings: can(ctx.user, "book")
      ? await bookedNamesDiffering(ctx.user.companyCode, item.travelerInfos)
      : [],
    latestVersion: latest.versionNum,
    visibility: visibilityFor(ctx, booking, item),
    traveller,
    travellerRules: dialog === "modifyTraveller" ? modifyTravellerRules(today) : null,
    dialog,
    refundQuote,
    pnr,
    stamp: bookingStamp(booking),
    today,
    // Airline schedule changes of this booking not accepted yet (a banner).
    scheduleChanges: airlineChanges.pending,
    // Flights the airline cancelled or changed, marked on the latest version's cards.
    changeMarks: item.versionNum === latest.versionNum ? airlineChanges.marks : {},
    sendDocuments: requested === "sendDocuments" ? sendDocumentsDialog(ctx, booking) : null,
    // This version's penalties at a glance (and its fare rules at ?dialog=rules).
    penalties: await bookingPenaltiesView(ctx, booking.bookingId.id, item.versionNum),
    activity: await bookingActivityFor(ctx, booking),
    // The reminder's form (colleagues, rules) only in its dialog: one query less per page.
    remindable: remindersOpen(),
    reminder: requested === "reminder" ? await reminderFormFor(ctx, now) : null,
    // Just booked: the travellers typed by hand, offered for the directory (docs/decisions/0101).
    directoryOffers: can(ctx.user, "book")
      ? handTypedTravellers(await readFlow(ctx.session), booking.bookingId.id)
      : [],
  };
}
