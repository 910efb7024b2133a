import { http, type HttpHandler } from "msw";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { latestItem } from "../booking-store";
import type { SimBooking, SimInvoice } from "../booking-types";
import { itinerary, passengerNames } from "../booking-view";
import { err } from "../envelope";
import { findCompany, type SimContext } from "../state";
import { loggedInRoute } from "../upstream-session";

/**
 * The /gallopapi print-outs (docs/back-office.md#the-families-of-calls): real PDFs, laid out with
 * pdf-lib from the booking's own data, so they open in any PDF reader and show what the agent
 * expects.
 */

// Standard PDF fonts only cover WinAnsi: anything else is replaced rather than failing the print.
const safe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

class Sheet {
  y = 800;
  constructor(
    private page: PDFPage,
    private font: PDFFont,
    private bold: PDFFont,
  ) {}
  line(text: string, options: { size?: number; bold?: boolean; x?: number } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(safe(text), {
      x: options.x ?? 50,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.15),
    });
    this.y -= size + 6;
  }
  gap(n = 8) {
    this.y -= n;
  }
}

async function render(title: string, write: (sheet: Sheet) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("PAMHK back office");
  // Fixed dates keep the bytes of one print-out identical from run to run.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const sheet = new Sheet(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  sheet.line(title, { size: 18, bold: true });
  sheet.gap();
  write(sheet);
  return pdf.save();
}

function header(ctx: SimContext, sheet: Sheet, booking: SimBooking) {
  const company = findCompany(ctx.state, booking.companyCode);
  sheet.line(company?.companyName ?? "", { bold: true });
  sheet.line(
    `Booking ${booking.bookingNumber}   Record locator ${booking.bookingRecordLocator.id}   Airline locator ${booking.bookingAirRecordLocator.id}`,
  );
  sheet.line(
    `Status ${booking.bookStatus}   Booked ${booking.bookingDate.slice(0, 10)} by ${booking.createBy}`,
  );
  sheet.gap();
}

function segments(sheet: SimBooking, out: Sheet) {
  const item = latestItem(sheet);
  out.line("Flights", { bold: true, size: 12 });
  for (const option of item.airLowFare.airOptions) {
    for (const s of option.airFlightSegments) {
      out.line(
        `${s.airlineCode}${s.flightNumber}  ${s.oriLoc} ${s.departureDateStr} ${s.departureTimeStr}  ->  ${s.desLoc} ${s.arrivelDateStr ?? ""} ${s.arrivelTimeStr ?? ""}  class ${s.classCode ?? ""}`,
      );
    }
  }
  out.gap();
}

function invoicePdf(ctx: SimContext, booking: SimBooking, invoice: SimInvoice, templateId: string) {
  const credit = invoice.invoiceTypeId === "CREDIT_NOTE";
  return render(credit ? "CREDIT NOTE" : "SALES INVOICE", (sheet) => {
    header(ctx, sheet, booking);
    sheet.line(
      `${credit ? "Credit note" : "Invoice"} ${invoice.invoiceNumber}   Date ${invoice.issueDate.slice(0, 10)}   Template ${templateId}`,
    );
    sheet.line(`Passengers: ${passengerNames(latestItem(booking))}`);
    sheet.line(`Itinerary: ${itinerary(latestItem(booking))}`);
    sheet.gap();
    segments(booking, sheet);
    sheet.line(
      `${credit ? "Amount credited" : "Amount due"}: ${invoice.currencyCode} ${invoice.amount.toFixed(2)}`,
      { bold: true, size: 12 },
    );
  });
}

function travelPdf(ctx: SimContext, booking: SimBooking, eTicket: boolean) {
  const item = latestItem(booking);
  return render(eTicket ? "ELECTRONIC TICKET RECEIPT" : "TRAVEL ITINERARY", (sheet) => {
    header(ctx, sheet, booking);
    segments(booking, sheet);
    sheet.line("Passengers", { bold: true, size: 12 });
    for (const t of item.travelerInfos) {
      const ticket = eTicket
        ? `   e-ticket ${t.ticketNumber ?? "-"} (${t.ticketStatus ?? "-"})`
        : "";
      sheet.line(`${t.nameTitle ?? ""} ${t.surname}/${t.givenName}  ${t.passengerType}${ticket}`);
    }
  });
}

const pdfResponse = (bytes: Uint8Array) =>
  new Response(Buffer.from(bytes), {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Length": String(bytes.byteLength) },
  });

export function printHandlers(ctx: SimContext): HttpHandler[] {
  const findInvoice = (invoiceId: string, type: SimInvoice["invoiceTypeId"]) => {
    for (const booking of ctx.state.bookings) {
      const invoice = booking.invoices.find(
        (i) => i.invoiceId === invoiceId && i.invoiceTypeId === type,
      );
      if (invoice) return { booking, invoice };
    }
    return undefined;
  };
  const invoiceRoute = (type: SimInvoice["invoiceTypeId"]) =>
    loggedInRoute(ctx, async ({ url, request }) => {
      const invoiceId = decodeURIComponent(new URL(request.url).pathname.split("/").at(-2) ?? "");
      const found = findInvoice(invoiceId, type);
      if (!found) return err(3, 404, `Invoice ${invoiceId} not found`);
      return pdfResponse(
        await invoicePdf(
          ctx,
          found.booking,
          found.invoice,
          url.searchParams.get("templateId") ?? "",
        ),
      );
    });
  return [
    http.get(
      "*/gallopapi/accounting/invoice/salesinvoices/:invoiceId/printout",
      invoiceRoute("SALES_INVOICE"),
    ),
    http.get(
      "*/gallopapi/accounting/invoice/returninvoices/:invoiceId/printout",
      invoiceRoute("CREDIT_NOTE"),
    ),
    http.get(
      "*/gallopapi/sales/booking/bookings/:bookingId/travelitinerary/printout",
      loggedInRoute(ctx, async ({ url }) => {
        const bookingId = decodeURIComponent(url.pathname.split("/").at(-3) ?? "");
        const booking = ctx.state.bookings.find((b) => b.bookingId === bookingId);
        if (!booking) return err(3, 404, `Booking ${bookingId} not found`);
        const eTicket = url.searchParams.get("templateId") === booking.ticketTemplateId;
        if (eTicket && !latestItem(booking).ticketed) return err(3, 404, "No ticket found");
        return pdfResponse(await travelPdf(ctx, booking, eTicket));
      }),
    ),
  ];
}
