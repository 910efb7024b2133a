import { data } from "@remix-run/node";
import { requireAbility, type SignedIn, requireUserForm } from "~/auth/guard.server";
import { todayIn } from "~/domain/air/dates";
import { type UpstreamError } from "~/domain/upstream-error";
import { env } from "~/env.server";
import {
  CancelSchema,
  IssueTicketSchema,
  RefundSchema,
  modifyTravellerSchema,
} from "~/forms/booking-actions";
import { parseForm } from "~/forms/parse-form";
import { SendDocumentsSchema } from "~/forms/send-documents";
import { paths } from "~/paths";
import { onBooking, recordActivity } from "~/services/activity.server";
import {
  bookingStamp,
  cancelBookingOn,
  issueTicketOn,
  modifyTravellerOn,
  refundOn,
  latestOf,
  loadBooking,
  visibilityFor,
} from "~/services/booking-details.server";
import { oneActionPerBooking } from "~/services/booking-lock.server";
import { sendDocuments } from "~/services/send-documents.server";
import { failureMessage } from "~/services/upstream.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

const LIST = paths.bookingList();

async function failure(ctx: SignedIn, error: UpstreamError, dialog: string) {
  const message = await failureMessage(ctx, error);
  return data({ dialog, result: undefined, failure: message }, { status: 502 });
}

export async function bookingDetailsAction(request: Request) {
  const { ctx, formData } = await requireUserForm(request);
  const intent = String(formData.get("intent") ?? "");
  const bookingId = String(formData.get("bookingId") ?? "");
  if (intent === "issueTicket") requireAbility(ctx, "issueTicket");
  if (intent === "refund") requireAbility(ctx, "refund");
  if (intent === "sendDocuments") return sendDocumentsAction(ctx, request, formData);
  return oneActionPerBooking(ctx, bookingId, async () => {
    const booking = await loadBooking(ctx, bookingId);
    const visible = visibilityFor(ctx, booking, latestOf(booking));
    // Posted from an older version's page (its URL names the version): operations are latest-only.
    const viewed = new URL(request.url).searchParams.get("version");
    if (viewed && Number(viewed) !== latestOf(booking).versionNum)
      throw pageError(request, { key: "error.FORBIDDEN" }, 403);
    const toast = (to: string, key: string, type: "success" | "info" = "success") =>
      redirectWithToast(request, to, { type, key }, { session: ctx.session });
    // The state the agent confirmed is gone: the first submit already did it (or someone else).
    if (String(formData.get("stamp") ?? "") !== bookingStamp(booking)) {
      return toast(paths.bookingDetails(bookingId), "booking:toast.ALREADY_DONE", "info");
    }
    switch (intent) {
      case "cancel": {
        const parsed = parseForm(formData, CancelSchema);
        if (parsed.status !== "success" || !visible.cancel)
          throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        const done = await cancelBookingOn(ctx, booking);
        if ("notAllowed" in done) throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        await recordActivity(ctx, onBooking("cancel", booking, done));
        return done.ok
          ? toast(LIST, "success.BOOKING_CANCEL_SUCCESS")
          : failure(ctx, done.error, "cancel");
      }
      case "issueTicket": {
        const parsed = parseForm(formData, IssueTicketSchema);
        if (parsed.status !== "success") throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        const done = await issueTicketOn(ctx, booking);
        if ("notAllowed" in done) throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        await recordActivity(ctx, onBooking("issueTicket", booking, done));
        return done.ok
          ? toast(LIST, "success.ISSUE_TICKET_SUCCESS")
          : failure(ctx, done.error, "issueTicket");
      }
      case "refund": {
        if (!visible.refund) throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        const parsed = parseForm(formData, RefundSchema);
        if (parsed.status !== "success")
          return data({ dialog: "refund", result: parsed.reply(), failure: null }, { status: 400 });
        const done = await refundOn(ctx, booking);
        if ("notAllowed" in done) throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        await recordActivity(ctx, onBooking("refund", booking, done));
        return done.ok
          ? toast(LIST, "success.SUBMIT_REFUND_SUCCESS")
          : failure(ctx, done.error, "refund");
      }
      case "modifyTraveller": {
        const parsed = parseForm(formData, modifyTravellerSchema(todayIn(env().AGENCY_TIME_ZONE)));
        if (parsed.status !== "success")
          return data(
            { dialog: "modifyTraveller", result: parsed.reply(), failure: null },
            { status: 400 },
          );
        const done = await modifyTravellerOn(ctx, booking, parsed.value);
        if ("notAllowed" in done) throw pageError(request, { key: "error.FORBIDDEN" }, 403);
        await recordActivity(ctx, onBooking("modifyTraveller", booking, done, done.fields));
        return done.ok
          ? toast(paths.bookingDetails(bookingId), "success.MODIFY_TRAVELER_SUCCESS")
          : failure(ctx, done.error, "modifyTraveller");
      }
      default:
        throw pageError(request, { key: "http.400" }, 400);
    }
  });
}

/** Send documents: a refused form or send comes back with everything typed. */
async function sendDocumentsAction(ctx: SignedIn, request: Request, formData: FormData) {
  const booking = await loadBooking(ctx, String(formData.get("bookingId") ?? ""));
  const parsed = parseForm(formData, SendDocumentsSchema);
  if (parsed.status !== "success")
    return data(
      { dialog: "sendDocuments", result: parsed.reply(), failure: null, sendFailure: null },
      { status: 400 },
    );
  const sent = await sendDocuments(ctx, booking, parsed.value);
  if (!sent.ok) {
    if (sent.key === "error.FORBIDDEN") throw pageError(request, { key: sent.key }, 403);
    const status = sent.key.endsWith("RATE_LIMITED") ? 429 : 502;
    return data(
      {
        dialog: "sendDocuments",
        result: parsed.reply(),
        // Shown in the dialog, next to what was typed (not in the page's own alert).
        failure: null,
        sendFailure: { key: sent.key, values: sent.values },
      },
      { status },
    );
  }
  return redirectWithToast(
    request,
    paths.bookingDetails(booking.bookingId.id),
    {
      type: "success",
      key: sent.calendar ? "booking:sendDocuments.sent" : "booking:sendDocuments.sentNoCalendar",
      values: { count: sent.count },
    },
    { session: ctx.session },
  );
}
