// The /gallopapi print-outs (docs/back-office.md#the-families-of-calls): binary answers streamed to
// the browser.
import type { BookingDetail } from "~/contracts/booking";
import type { UpstreamError } from "~/domain/upstream-error";
import { fetchFile, type UpstreamContext } from "./client.server";

export const PRINT_KINDS = ["invoice", "creditNote", "eTicket", "itinerary"] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export type PrintOut =
  | { ok: true; body: ReadableStream<Uint8Array> | null; fileName: string }
  | { ok: false; error: UpstreamError };

function request(kind: PrintKind, booking: BookingDetail, invoiceId: string) {
  const bookingId = encodeURIComponent(booking.bookingId.id);
  switch (kind) {
    case "invoice":
      // Template 18 by default, otherwise the booking's sales invoice template
      // (docs/behaviour.md#constants-and-limits).
      return {
        path: `/accounting/invoice/salesinvoices/${encodeURIComponent(invoiceId)}/printout`,
        query: { compile: true, templateId: booking.salesInvoiceTemplateId || "18" },
        fileName: `invoice-${invoiceId}.pdf`,
      };
    case "creditNote":
      return {
        path: `/accounting/invoice/returninvoices/${encodeURIComponent(invoiceId)}/printout`,
        query: { compile: true, templateId: booking.creditNoteTemplateId },
        fileName: `creditNote-${invoiceId}.pdf`,
      };
    case "eTicket":
    case "itinerary":
      return {
        path: `/sales/booking/bookings/${bookingId}/travelitinerary/printout`,
        query: {
          templateId: kind === "eTicket" ? booking.ticketTemplateId : booking.itinTemplateId,
          language: "en",
        },
        fileName: `${kind === "eTicket" ? "eTicket" : "itinerary"}-${booking.bookingNumber}.pdf`,
      };
  }
}

export async function printOut(
  ctx: UpstreamContext,
  kind: PrintKind,
  booking: BookingDetail,
  invoiceId = "",
): Promise<PrintOut> {
  const { path, query, fileName } = request(kind, booking, invoiceId);
  // An envelope instead of a PDF is a refusal (e.g. 5/4 after the session timed out).
  const file = await fetchFile(ctx, { api: "gallopapi", path, query }, (type) =>
    type.includes("application/pdf"),
  );
  return file.ok ? { ok: true, body: file.data.body, fileName } : file;
}
