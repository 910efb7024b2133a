// The /gallopapi print-outs (spec 02 §7 "Printing"): binary answers streamed to the browser.
import type { BookingDetail } from "./booking-types";
import { sendUpstream, type UpstreamContext } from "./client.server";
import type { UpstreamError } from "./errors";

export const PRINT_KINDS = ["invoice", "creditNote", "eTicket", "itinerary"] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export type PrintOut = { ok: true; body: ReadableStream<Uint8Array> | null; fileName: string } | { ok: false; error: UpstreamError };

function request(kind: PrintKind, booking: BookingDetail, invoiceId: string) {
  const bookingId = encodeURIComponent(booking.bookingId.id);
  switch (kind) {
    case "invoice":
      // Template 18 by default, otherwise the booking's sales invoice template (spec 02 §9).
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
        query: { templateId: kind === "eTicket" ? booking.ticketTemplateId : booking.itinTemplateId, language: "en" },
        fileName: `${kind === "eTicket" ? "eTicket" : "itinerary"}-${booking.bookingNumber}.pdf`,
      };
  }
}

export async function printOut(ctx: UpstreamContext, kind: PrintKind, booking: BookingDetail, invoiceId = ""): Promise<PrintOut> {
  const { path, query, fileName } = request(kind, booking, invoiceId);
  const sent = await sendUpstream(ctx, { api: "gallopapi", path, query });
  if (!sent.ok) return sent;
  const { response } = sent;
  if (!response.ok) {
    await response.text().catch(() => "");
    return { ok: false, error: { kind: "http", status: response.status, statusText: response.statusText } };
  }
  // An envelope instead of a PDF is a refusal (e.g. 5/4 after the session timed out).
  if (!(response.headers.get("Content-Type") ?? "").includes("application/pdf")) {
    const body = (await response.json().catch(() => null)) as { errorCode?: { errorType?: unknown; errorCode?: unknown; errorMsg?: unknown } } | null;
    const e = body?.errorCode;
    if (!e) return { ok: false, error: { kind: "noEnvelope" } };
    return { ok: false, error: { kind: "envelope", errorType: Number(e.errorType), errorCode: Number(e.errorCode), errorMsg: String(e.errorMsg ?? ""), fields: [], serialno: "" } };
  }
  return { ok: true, body: response.body, fileName };
}
