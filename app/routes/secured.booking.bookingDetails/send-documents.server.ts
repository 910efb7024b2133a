import { data } from "@remix-run/node";
import type { SignedIn } from "~/auth/session.server";
import { parseForm } from "~/forms/parse-form";
import { SendDocumentsSchema } from "~/forms/send-documents";
import { paths } from "~/paths";
import { loadBooking } from "~/services/booking-details.server";
import { sendDocuments } from "~/services/send-documents.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

/** Send documents (issue 34): a refused form or send comes back with everything typed. */
export async function sendDocumentsAction(ctx: SignedIn, request: Request, formData: FormData) {
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
