import { failureMessage } from "~/services/upstream.server";
import { todayIn } from "~/domain/air/dates";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { requireAbility, type SignedIn, requireUserForm } from "~/auth/session.server";
import {
  CancelSchema,
  IssueTicketSchema,
  RefundSchema,
  modifyTravellerSchema,
} from "~/forms/booking-actions";
import { applyRefund, cancelBooking, issueTicket, modifyTraveller } from "~/pamhk/booking.server";
import { type UpstreamError } from "~/domain/upstream-error";
import { exclusively } from "~/session/idempotency.server";
import { redirectWithToast } from "~/session/flash.server";
import {
  bookingStamp,
  latestOf,
  loadBooking,
  visibilityFor,
} from "~/services/booking-details.server";
import { paths } from "~/paths";

const LIST = paths.bookingList();

// One servicing action per booking at a time, across instances (a lock in the shared store): a
// double submit waits for the first, then finds the stamp changed and does nothing.
const oneAtATime = <T>(key: string, run: () => Promise<T>) =>
  exclusively(`booking-action:${key}`, run);

async function failure(ctx: SignedIn, error: UpstreamError, dialog: string) {
  const message = await failureMessage(ctx, error);
  return data({ dialog, result: undefined, failure: message }, { status: 502 });
}

const notAvailable = () => data({ message: { key: "error.FORBIDDEN" } }, { status: 403 });

export async function bookingDetailsAction(request: Request) {
  const { ctx, formData } = await requireUserForm(request);
  const intent = String(formData.get("intent") ?? "");
  const bookingId = String(formData.get("bookingId") ?? "");
  if (intent === "issueTicket") requireAbility(ctx, "issueTicket");
  if (intent === "refund") requireAbility(ctx, "refund");
  return oneAtATime(`${ctx.session.id}:${bookingId}`, async () => {
    const booking = await loadBooking(ctx, bookingId);
    const visible = visibilityFor(ctx, booking, latestOf(booking));
    const toast = (to: string, key: string, type: "success" | "info" = "success") =>
      redirectWithToast(request, to, { type, key }, { session: ctx.session });
    // The state the agent confirmed is gone: the first submit already did it (or someone else).
    if (String(formData.get("stamp") ?? "") !== bookingStamp(booking)) {
      return toast(paths.bookingDetails(bookingId), "booking:toast.ALREADY_DONE", "info");
    }
    switch (intent) {
      case "cancel": {
        const parsed = parseWithZod(formData, { schema: CancelSchema });
        if (parsed.status !== "success" || !visible.cancel) throw notAvailable();
        const done = await cancelBooking(ctx, bookingId);
        return done.ok
          ? toast(LIST, "success.BOOKING_CANCEL_SUCCESS")
          : failure(ctx, done.error, "cancel");
      }
      case "issueTicket": {
        const parsed = parseWithZod(formData, { schema: IssueTicketSchema });
        if (parsed.status !== "success" || !visible.issueTicket) throw notAvailable();
        const done = await issueTicket(ctx, bookingId);
        return done.ok
          ? toast(LIST, "success.ISSUE_TICKET_SUCCESS")
          : failure(ctx, done.error, "issueTicket");
      }
      case "refund": {
        if (!visible.refund) throw notAvailable();
        const parsed = parseWithZod(formData, { schema: RefundSchema });
        if (parsed.status !== "success")
          return data({ dialog: "refund", result: parsed.reply(), failure: null }, { status: 400 });
        const done = await applyRefund(ctx, booking);
        return done.ok
          ? toast(LIST, "success.SUBMIT_REFUND_SUCCESS")
          : failure(ctx, done.error, "refund");
      }
      case "modifyTraveller": {
        const parsed = parseWithZod(formData, {
          schema: modifyTravellerSchema(todayIn()),
        });
        if (parsed.status !== "success")
          return data(
            { dialog: "modifyTraveller", result: parsed.reply(), failure: null },
            { status: 400 },
          );
        const item = latestOf(booking);
        const traveller = item.travelerInfos.find((t) => t.refIndex === parsed.value.refIndex);
        if (!traveller || !visible.pnrStatus) throw notAvailable();
        const emails = parsed.value.emails.map((emailAddress, i) => ({
          emailAddress,
          emailType: traveller.emails[i]?.emailType || "HOME",
        }));
        const telephones = parsed.value.telephones.map((p, i) => ({
          phoneNumber: p.phoneNumber,
          countryAccessCode: p.countryAccessCode ?? "",
          phoneType: traveller.telephones[i]?.phoneType || "MOBILE",
          areaCityCode: traveller.telephones[i]?.areaCityCode ?? "",
        }));
        const done = await modifyTraveller(ctx, bookingId, {
          refIndex: traveller.refIndex,
          birthDate: parsed.value.birthDate || undefined,
          emails,
          telephones,
        });
        return done.ok
          ? toast(paths.bookingDetails(bookingId), "success.MODIFY_TRAVELER_SUCCESS")
          : failure(ctx, done.error, "modifyTraveller");
      }
      default:
        throw data({ message: { key: "http.400" } }, { status: 400 });
    }
  });
}
