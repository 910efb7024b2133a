import ExcelJS from "exceljs";
import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { latestItem, fareCurrency, fareTotal } from "../booking-store";
import type { SimBooking } from "../booking-types";
import { itinerary, passengerNames } from "../booking-view";
import { err, errors, readJson } from "../envelope";
import { hongKongDay } from "../seed/orders";
import type { SeedUser } from "../seed/users";
import { findCompany, type SimContext } from "../state";
import { loggedInRoute } from "../upstream-session";

/**
 * The reports the back office runs (docs/behaviour.md#constants-and-limits): the agent and the
 * admin invoice lists.
 */
export const REPORTS = {
  "ORDER-0002": { title: "Invoice list - Agent", withCompany: false },
  "ORDER-0004": { title: "Invoice list - Admin", withCompany: true },
} as const;
export type ReportId = keyof typeof REPORTS;

export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const RunBody = z.object({
  reportId: z.string(),
  contentTypeId: z.string(),
  filters: z.object({
    searchCheckInDate: day,
    searchCheckOutDate: day,
    ownerPartyId: z.coerce.string().optional(),
    payerId: z.coerce.string().optional(),
    requestorId: z.coerce.string().optional(),
    mode: z.enum(["CUSTOMER", "CUSTOMER_ADMIN"]),
  }),
});
type RunRequest = z.infer<typeof RunBody>;

const isReportId = (id: string): id is ReportId => id in REPORTS;

/**
 * Which bookings the report covers. The session's user is the authority, not the filters: the
 * agent report covers one's own bookings (CUSTOMER) or the company's (CUSTOMER_ADMIN, customer
 * administrators only); the admin report covers every company and needs a system administrator.
 */
function scope(
  ctx: SimContext,
  user: SeedUser,
  reportId: ReportId,
  run: RunRequest,
): ((b: SimBooking) => boolean) | Response {
  if (reportId === "ORDER-0004") {
    return user.systemAdmin ? () => true : err(3, 403, "Not authorised to run this report");
  }
  const company = findCompany(ctx.state, user.companyCode);
  const { ownerPartyId, requestorId, mode } = run.filters;
  if (ownerPartyId && ownerPartyId !== company?.bookingFromPartyId)
    return err(3, 403, "Not authorised for this party");
  if (requestorId && requestorId !== user.id)
    return err(3, 403, "Not authorised for this requestor");
  if (mode === "CUSTOMER_ADMIN") {
    return user.customerAdmin
      ? (b) => b.companyCode === user.companyCode
      : err(3, 403, "Not authorised to run this report mode");
  }
  return (b) => b.ownerUserId === user.id;
}

export interface ReportRow {
  company?: string;
  bookingNumber: string;
  bookingDate: string;
  recordLocator: string;
  invoiceNumbers: string;
  passengers: string;
  itinerary: string;
  status: string;
  currency: string;
  amount: number;
  createdBy: string;
}

export function reportRows(
  ctx: SimContext,
  reportId: ReportId,
  covers: (b: SimBooking) => boolean,
  from: string,
  to: string,
): ReportRow[] {
  return ctx.state.bookings
    .filter(covers)
    .filter((b) => {
      const made = hongKongDay(Date.parse(b.bookingDate));
      return made >= from && made <= to;
    })
    .sort(
      (a, b) =>
        a.bookingDate.localeCompare(b.bookingDate) ||
        a.bookingNumber.localeCompare(b.bookingNumber),
    )
    .map((b) => {
      const item = latestItem(b);
      return {
        ...(REPORTS[reportId].withCompany
          ? { company: findCompany(ctx.state, b.companyCode)?.companyName ?? b.companyCode }
          : {}),
        bookingNumber: b.bookingNumber,
        bookingDate: hongKongDay(Date.parse(b.bookingDate)),
        recordLocator: b.bookingRecordLocator.id,
        invoiceNumbers: b.invoices
          .filter((i) => i.invoiceTypeId === "SALES_INVOICE")
          .map((i) => i.invoiceNumber)
          .join(", "),
        passengers: passengerNames(item),
        itinerary: itinerary(item),
        status: b.bookStatus,
        currency: fareCurrency(item.airLowFare),
        amount: fareTotal(item.airLowFare, item.travelerInfos.length),
        createdBy: b.createBy,
      };
    });
}

const COLUMNS: { header: string; key: keyof ReportRow; width: number }[] = [
  { header: "Booking number", key: "bookingNumber", width: 16 },
  { header: "Booking date", key: "bookingDate", width: 13 },
  { header: "Record locator", key: "recordLocator", width: 14 },
  { header: "Invoice number", key: "invoiceNumbers", width: 18 },
  { header: "Passengers", key: "passengers", width: 36 },
  { header: "Itinerary", key: "itinerary", width: 22 },
  { header: "Status", key: "status", width: 22 },
  { header: "Currency", key: "currency", width: 9 },
  { header: "Amount", key: "amount", width: 12 },
  { header: "Created by", key: "createdBy", width: 12 },
];

/** An Office Open XML workbook: one sheet, a header row, one row per booking. */
export async function buildWorkbook(
  reportId: ReportId,
  rows: ReportRow[],
  from: string,
  to: string,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "PAMHK back office";
  workbook.title = `${REPORTS[reportId].title} ${from} - ${to}`;
  const sheet = workbook.addWorksheet(REPORTS[reportId].title.replace(/[^A-Za-z0-9 -]/g, ""));
  const columns = REPORTS[reportId].withCompany
    ? [{ header: "Company", key: "company" as const, width: 24 }, ...COLUMNS]
    : COLUMNS;
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn("amount").numFmt = "#,##0.00";
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

export function reportHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/reportapi/run",
      loggedInRoute(ctx, async ({ request, user }) => {
        const parsed = RunBody.safeParse(await readJson(request));
        if (!parsed.success)
          return errors.requiredFields(parsed.error.issues.map((i) => i.path.join(".")));
        const run = parsed.data;
        if (!isReportId(run.reportId)) return errors.notFound();
        // Only Office Open XML is produced; it is what spreadsheet programs open without a warning.
        if (run.contentTypeId !== "xlsx")
          return err(3, 100, "Unsupported content type", { fields: ["contentTypeId"] });
        const { searchCheckInDate: from, searchCheckOutDate: to } = run.filters;
        if (from > to)
          return err(3, 100, "The from date is after the to date", {
            fields: ["searchCheckInDate"],
          });
        const covers = scope(ctx, user, run.reportId, run);
        if (covers instanceof Response) return covers;
        const body = await buildWorkbook(
          run.reportId,
          reportRows(ctx, run.reportId, covers, from, to),
          from,
          to,
        );
        return new Response(body, {
          status: 200,
          headers: {
            "Content-Type": XLSX_CONTENT_TYPE,
            "Content-Disposition": `attachment; filename="${run.reportId}_${from}_${to}.xlsx"`,
          },
        });
      }),
    ),
  ];
}
