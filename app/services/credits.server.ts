// Credits refunds left on tickets (docs/decisions/0102-airline-names-documents-and-credits.md):
// recorded when a refund through the portal succeeds, listed for the company, matched on the
// passenger form, closed by hand. Redeeming stays with the airline.
import type { SignedIn } from "~/auth/guard.server";
import type { AirOption } from "~/contracts/air";
import type { BookingDetail, RefundQuote } from "~/contracts/booking";
import { closeCredit, insertCredits, listCredits, openCreditsWith } from "~/db/credits.server";
import { database } from "~/db/database.server";
import { isDatabaseFailure } from "~/db/failure";
import type { CreditRow } from "~/db/schema";
import { csvCell } from "~/domain/activity";
import { todayIn } from "~/domain/air/dates";
import { creditsOfRefund, type CreditState } from "~/domain/credits/refund-credits";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { pageError } from "~/session/page-error.server";
import { filedUnderFor } from "./activity-pages.server";
import { recordActivity } from "./activity.server";
import { directoryTravellersOf } from "./travellers/booked-names.server";

const LIST_LIMIT = 500;
/** The passenger form compares typed names with this many of the airline's open credits. */
const FORM_LIMIT = 200;

/** The airline of the first flight: the one issuing the tickets. */
export const validatingAirline = (options: readonly AirOption[]) =>
  options[0]?.airFlightSegments[0]?.airlineCode ?? "";

const latest = (booking: BookingDetail) =>
  booking.bookingAirItems.find((i) => i.latestVersion) ?? booking.bookingAirItems.at(-1);

/**
 * After a refund the back office applied: one credit per ticket for what the quote deducted.
 * Never fails the refund: a database failure is logged (no value in the line).
 */
export async function recordRefundCredits(
  ctx: SignedIn,
  booking: BookingDetail,
  quote: RefundQuote,
): Promise<number> {
  const item = latest(booking);
  if (!item) return 0;
  const sale = booking.invoices.find((i) => i.invoiceTypeId === "SALES_INVOICE");
  const credits = creditsOfRefund(
    {
      bookingId: booking.bookingId.id,
      recordLocator: booking.bookingRecordLocator.id,
      airlineCode: validatingAirline(item.airLowFare.airOptions),
      issuedOn: (sale?.issueDate ?? "").slice(0, 10),
      travellers: item.travelerInfos,
      tickets: item.ticketInfos,
    },
    quote,
    todayIn(env().AGENCY_TIME_ZONE),
  );
  if (!credits.length) return 0;
  try {
    const { companyCode } = await filedUnderFor(ctx, booking);
    // Each credit is the directory traveller's when the booked one is in the directory.
    const kept = await directoryTravellersOf(companyCode, item.travelerInfos);
    const idOf = (name: string) => {
      const t = item.travelerInfos.find((i) => `${i.surname}/${i.givenName}` === name);
      return (t && kept.get(t.refIndex)) ?? null;
    };
    const added = await insertCredits(
      await database(),
      companyCode,
      credits.map((c) => ({ ...c, travellerId: idOf(c.travellerName) })),
      new Date(),
    );
    return added.length;
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "refund credits not recorded",
    );
    return 0;
  }
}

export type CreditView = {
  id: string;
  travellerName: string;
  airlineCode: string;
  ticketNumber: string;
  amount: number;
  currency: string;
  issuedOn: string | null;
  expiresOn: string;
  expiryAssumed: boolean;
  bookingId: string;
  recordLocator: string;
  state: CreditState;
};

const viewOf = (r: CreditRow): CreditView => ({
  id: r.id,
  travellerName: r.travellerName,
  airlineCode: r.airlineCode,
  ticketNumber: r.ticketNumber,
  amount: r.amount,
  currency: r.currency,
  issuedOn: r.issuedOn,
  expiresOn: r.expiresOn,
  expiryAssumed: r.expiryAssumed,
  bookingId: r.bookingId,
  recordLocator: r.recordLocator,
  state: r.state as CreditState,
});

async function answered<T>(ctx: SignedIn, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "database unavailable",
    );
    throw pageError(ctx.request, { key: "http.503" }, 503, { headers: { "Retry-After": "30" } });
  }
}

export type CreditsView = "open" | "closed";
const statesOf = (view: CreditsView): CreditState[] =>
  view === "open" ? ["open"] : ["used", "expired"];

/** The company's credits: open ones, or those closed by hand. */
export function creditsOf(ctx: SignedIn, view: CreditsView): Promise<CreditView[]> {
  return answered(ctx, async () =>
    (await listCredits(await database(), ctx.user.companyCode, statesOf(view), LIST_LIMIT)).map(
      viewOf,
    ),
  );
}

/** The open credits linked to one of the company's directory travellers (his page). */
export function openCreditsOf(ctx: SignedIn, travellerId: string): Promise<CreditView[]> {
  return answered(ctx, async () =>
    (
      await listCredits(await database(), ctx.user.companyCode, ["open"], LIST_LIMIT, travellerId)
    ).map(viewOf),
  );
}

/** The company's credits as CSV, each cell safe from formula injection. */
export async function creditsCsv(
  ctx: SignedIn,
  view: CreditsView,
  state: (s: CreditState) => string,
): Promise<string> {
  const rows = await creditsOf(ctx, view);
  const head = [
    "traveller",
    "airline",
    "ticket",
    "amount",
    "currency",
    "issued",
    "expires",
    "expiry assumed",
    "record locator",
    "state",
  ];
  const lines = rows.map((c) =>
    [
      c.travellerName,
      c.airlineCode,
      c.ticketNumber,
      c.amount.toFixed(2),
      c.currency,
      c.issuedOn ?? "",
      c.expiresOn,
      c.expiryAssumed ? "yes" : "no",
      c.recordLocator,
      state(c.state),
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[head.join(","), ...lines].join("\r\n")}\r\n`;
}

/** Marks one of the company's open credits used or expired, with an activity event. */
export async function markCredit(
  ctx: SignedIn,
  id: string,
  state: "used" | "expired",
): Promise<boolean> {
  const ticket = await answered(ctx, async () =>
    closeCredit(await database(), ctx.user.companyCode, id, state, ctx.user.loginName, new Date()),
  );
  if (!ticket) return false;
  await recordActivity(ctx, {
    action: state === "used" ? "creditUsed" : "creditExpired",
    target: { kind: "credit", id: ticket },
  });
  return true;
}

export type FormCredit = Pick<
  CreditView,
  "id" | "travellerName" | "ticketNumber" | "amount" | "currency" | "expiresOn" | "expiryAssumed"
> & { travellerId: string | null };

/** Open credits with the validating airline, for the passenger form; none when the database fails. */
export async function openCreditsForForm(
  ctx: SignedIn,
  airlineCode: string,
): Promise<FormCredit[]> {
  if (!airlineCode) return [];
  try {
    return await openCreditsWith(await database(), ctx.user.companyCode, airlineCode, FORM_LIMIT);
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "credits unavailable",
    );
    return [];
  }
}
