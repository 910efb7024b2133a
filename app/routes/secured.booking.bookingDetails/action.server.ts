import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { DateTime } from "luxon";
import { redirectToLogin, requireAbility, requireUser, type SignedIn } from "~/auth/session.server";
import { CancelSchema, IssueTicketSchema, RefundSchema, modifyTravellerSchema } from "~/forms/booking-actions";
import { applyRefund, cancelBooking, issueTicket, modifyTraveller } from "~/pamhk/booking.server";
import { isNoLogin, messageFor, type UpstreamError } from "~/pamhk/errors";
import { readProtectedForm } from "~/session/csrf.server";
import { redirectWithToast } from "~/session/flash.server";
import type { PortalSession } from "~/session/session.server";
import { bookingStamp, detailsPath, latestOf, loadBooking, visibilityFor } from "./details.server";

const LIST = "/secured/booking/list";

// One servicing action per booking at a time in this process: a double submit waits for the
// first, then finds the stamp changed and does nothing.
const inFlight = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
  const running = run();
  inFlight.set(key, running);
  try {
    return await running;
  } finally {
    inFlight.delete(key);
  }
}

async function failure(ctx: SignedIn, error: UpstreamError, dialog: string) {
  if (isNoLogin(error)) throw await redirectToLogin(ctx.request, ctx.session);
  return data({ dialog, result: undefined, failure: messageFor(error) }, { status: 502 });
}

const notAvailable = () => data({ message: { key: "error.FORBIDDEN" } }, { status: 403 });

export async function bookingDetailsAction(request: Request) {
  const ctx = await requireUser(request);
  const { formData, session } = await readProtectedForm(request);
  const intent = String(formData.get("intent") ?? "");
  const bookingId = String(formData.get("bookingId") ?? "");
  if (intent === "issueTicket") requireAbility(ctx, "issueTicket");
  if (intent === "refund") requireAbility(ctx, "refund");
  return oneAtATime(`${session.id}:${bookingId}`, async () => {
    const booking = await loadBooking(ctx, bookingId);
    const visible = visibilityFor(ctx, booking, latestOf(booking));
    const toast = (to: string, key: string, type: "success" | "info" = "success") =>
      redirectWithToast(request, to, { type, key }, { session: session as PortalSession });
    // The state the agent confirmed is gone: the first submit already did it (or someone else).
    if (String(formData.get("stamp") ?? "") !== bookingStamp(booking)) {
      return toast(detailsPath(bookingId), "booking:toast.ALREADY_DONE", "info");
    }
    switch (intent) {
      case "cancel": {
        const parsed = parseWithZod(formData, { schema: CancelSchema });
        if (parsed.status !== "success" || !visible.cancel) throw notAvailable();
        const done = await cancelBooking(ctx, bookingId);
        return done.ok ? toast(LIST, "success.BOOKING_CANCEL_SUCCESS") : failure(ctx, done.error, "cancel");
      }
      case "issueTicket": {
        const parsed = parseWithZod(formData, { schema: IssueTicketSchema });
        if (parsed.status !== "success" || !visible.issueTicket) throw notAvailable();
        const done = await issueTicket(ctx, bookingId);
        return done.ok ? toast(LIST, "success.ISSUE_TICKET_SUCCESS") : failure(ctx, done.error, "issueTicket");
      }
      case "refund": {
        if (!visible.refund) throw notAvailable();
        const parsed = parseWithZod(formData, { schema: RefundSchema });
        if (parsed.status !== "success") return data({ dialog: "refund", result: parsed.reply(), failure: null }, { status: 400 });
        const done = await applyRefund(ctx, booking);
        return done.ok ? toast(LIST, "success.SUBMIT_REFUND_SUCCESS") : failure(ctx, done.error, "refund");
      }
      case "modifyTraveller": {
        const parsed = parseWithZod(formData, { schema: modifyTravellerSchema(DateTime.now().toISODate()!) });
        if (parsed.status !== "success") return data({ dialog: "modifyTraveller", result: parsed.reply(), failure: null }, { status: 400 });
        const item = latestOf(booking);
        const traveller = item.travelerInfos.find((t) => t.refIndex === parsed.value.refIndex);
        if (!traveller || !visible.pnrStatus) throw notAvailable();
        const emails = parsed.value.emails.map((emailAddress, i) => ({ emailAddress, emailType: traveller.emails[i]?.emailType || "HOME" }));
        const telephones = parsed.value.telephones.map((p, i) => ({
          phoneNumber: p.phoneNumber,
          countryAccessCode: p.countryAccessCode ?? "",
          phoneType: traveller.telephones[i]?.phoneType || "MOBILE",
          areaCityCode: traveller.telephones[i]?.areaCityCode ?? "",
        }));
        const done = await modifyTraveller(ctx, bookingId, { refIndex: traveller.refIndex, birthDate: parsed.value.birthDate || undefined, emails, telephones });
        return done.ok ? toast(detailsPath(bookingId), "success.MODIFY_TRAVELER_SUCCESS") : failure(ctx, done.error, "modifyTraveller");
      }
      default:
        throw data({ message: { key: "http.400" } }, { status: 400 });
    }
  });
}
