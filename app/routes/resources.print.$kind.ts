import { stillSignedIn } from "~/services/upstream.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/session.server";
import { PRINT_KINDS, printOut, type PrintKind } from "~/pamhk/print.server";
import { latestOf, loadBooking, visibilityFor } from "~/services/booking-details.server";
import { pageError } from "~/session/page-error.server";

// Print-outs of a booking (spec 02 §7): the upstream PDF streamed with the spec's file name.
// The same visibility rules as the buttons apply, and invoices must belong to the booking.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const kind = PRINT_KINDS.find((k) => k === params.kind) as PrintKind | undefined;
  if (!kind) throw pageError(request, { key: "http.404" }, 404);
  const url = new URL(request.url);
  const booking = await loadBooking(ctx, url.searchParams.get("bookingId"));
  const visible = visibilityFor(ctx, booking, latestOf(booking));
  const invoiceId = url.searchParams.get("invoiceId") ?? "";
  const wantedType = kind === "creditNote" ? "CREDIT_NOTE" : "SALES_INVOICE";
  const allowed =
    kind === "eTicket"
      ? visible.printTicket
      : kind === "itinerary"
        ? visible.printItinerary
        : booking.invoices.some((i) => i.invoiceId === invoiceId && i.invoiceTypeId === wantedType);
  if (!allowed) throw pageError(request, { key: "http.404" }, 404);
  const file = await printOut(ctx, kind, booking, invoiceId);
  if (!file.ok) {
    await stillSignedIn(ctx, file.error);
    console.warn(`[print] ${kind} ${booking.bookingId.id} failed`, file.error);
    // Spec 02 §8: a failed download says 'Request error', whatever the back office said.
    throw pageError(request, { key: "error.DOWNLOAD_FAILED" }, 502);
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
