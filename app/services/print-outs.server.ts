// Print-outs of a booking (docs/back-office.md#the-families-of-calls): the same visibility rules as
// the buttons apply, and an invoice or credit note must belong to the booking. The upstream PDF is
// streamed as it comes.
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { log } from "~/log.server";
import { PRINT_KINDS, printOut, type PrintKind } from "~/pamhk/print.server";
import { pageError } from "~/session/page-error.server";
import { latestOf, loadBooking, visibilityFor } from "./booking-details.server";
import { stillSignedIn } from "./upstream.server";

/** Whether this user may print (and so e-mail) this document of the booking now. */
export function mayPrint(
  ctx: SignedIn,
  booking: BookingDetail,
  kind: PrintKind,
  invoiceId = "",
): boolean {
  const visible = visibilityFor(ctx, booking, latestOf(booking));
  const wantedType = kind === "creditNote" ? "CREDIT_NOTE" : "SALES_INVOICE";
  return kind === "eTicket"
    ? visible.printTicket
    : kind === "itinerary"
      ? visible.printItinerary
      : booking.invoices.some((i) => i.invoiceId === invoiceId && i.invoiceTypeId === wantedType);
}

/** The PDF named by the print link; anything the agent may not print is a plain 404. */
export async function printOutFile(
  ctx: SignedIn,
  kindParam: string | undefined,
  query: URLSearchParams,
): Promise<{ body: ReadableStream<Uint8Array> | null; fileName: string }> {
  const notFound = () => pageError(ctx.request, { key: "http.404" }, 404);
  const kind = PRINT_KINDS.find((k) => k === kindParam);
  if (!kind) throw notFound();
  const booking = await loadBooking(ctx, query.get("bookingId"));
  const invoiceId = query.get("invoiceId") ?? "";
  if (!mayPrint(ctx, booking, kind, invoiceId)) throw notFound();
  const file = await printOut(ctx, kind, booking, invoiceId);
  if (file.ok) return file;
  await stillSignedIn(ctx, file.error);
  log().warn({ kind, bookingId: booking.bookingId.id, error: file.error }, "print-out failed");
  // docs/back-office.md#the-envelope-and-its-codes: a failed download says 'Request error',
  // whatever the back office said.
  throw pageError(ctx.request, { key: "error.DOWNLOAD_FAILED" }, 502);
}
