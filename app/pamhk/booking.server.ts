// The /booking family (docs/back-office.md#the-families-of-calls): search, details and the
// servicing calls.
import { createHash } from "node:crypto";
import * as z from "zod";
import { AirLowFareSchema } from "~/contracts/air";
import {
  BookingDetailSchema,
  RefundQuoteSchema,
  SearchResponseSchema,
  TravellerSchema,
  type BookingDetail,
  type BookingRow,
} from "~/contracts/booking";
import type { BookingSearchRequest } from "~/domain/booking/search";
import { isEnvelopeError, type UpstreamResult } from "~/domain/upstream-error";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

export async function searchBookings(
  ctx: UpstreamContext,
  request: BookingSearchRequest,
): Promise<UpstreamResult<{ rows: BookingRow[]; total: number }>> {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/booking/search", json: request },
    SearchResponseSchema,
  );
  // docs/back-office.md#the-envelope-and-its-codes: 12/297 on booking search clears the rows,
  // total 0.
  if (!result.ok)
    return isEnvelopeError(result.error, 12, 297)
      ? { ok: true, data: { rows: [], total: 0 } }
      : result;
  return { ok: true, data: { rows: result.data.bookings, total: result.data.totalElements } };
}

export async function getBooking(
  ctx: UpstreamContext,
  bookingId: string,
): Promise<UpstreamResult<BookingDetail>> {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/booking/getBookingById", json: { bookingId } },
    z.object({ bookings: z.array(BookingDetailSchema).min(1) }),
  );
  return result.ok ? { ok: true, data: result.data.bookings[0]! } : result;
}

export const cancelBooking = (ctx: UpstreamContext, bookingId: string) =>
  callUpstream(ctx, { method: "POST", path: "/booking/bookingCancel", json: { bookingId } }, Empty);

export const issueTicket = (ctx: UpstreamContext, bookingId: string) =>
  callUpstream(ctx, { method: "POST", path: "/booking/ticket", json: { bookingId } }, Empty);

/** uniqueIDs are [record locator, booking id] for both refund calls. */
export async function showRefund(ctx: UpstreamContext, booking: BookingDetail) {
  const result = await callUpstream(
    ctx,
    {
      method: "POST",
      path: "/booking/showRefund",
      json: { uniqueIDs: [booking.bookingRecordLocator.id, booking.bookingId.id] },
    },
    z.object({ airRefund: RefundQuoteSchema }),
  );
  return result.ok ? { ok: true as const, data: result.data.airRefund } : result;
}

export const applyRefund = (ctx: UpstreamContext, booking: BookingDetail) =>
  callUpstream(
    ctx,
    {
      method: "POST",
      path: "/booking/applyRefund",
      json: { uniqueIDs: [booking.bookingRecordLocator.id, booking.bookingId.id] },
    },
    Empty,
  );

export type TravellerChange = {
  refIndex: number;
  birthDate?: string;
  emails: { emailAddress: string; emailType: string }[];
  telephones: {
    phoneNumber: string;
    phoneType: string;
    countryAccessCode: string;
    areaCityCode: string;
  }[];
};

export const modifyTraveller = (ctx: UpstreamContext, bookingId: string, change: TravellerChange) =>
  callUpstream(
    ctx,
    {
      method: "POST",
      path: "/booking/modifyAirBookTravelerInfo",
      json: {
        bookingIdType: { id: bookingId, type: "BOOKING_ID" },
        bookingTravelerInfos: [change],
      },
    },
    Empty,
  );

const PnrSchema = z.object({
  bookings: z
    .array(
      z.object({
        bookStatus: z.coerce.string().nullish(),
        airLowFare: AirLowFareSchema,
        travelerInfos: z.array(TravellerSchema).nullish(),
      }),
    )
    .min(1),
});

/**
 * Latest PNR status: envelope errors are part of the answer
 * (docs/back-office.md#the-envelope-and-its-codes).
 */
export async function retrievePnr(ctx: UpstreamContext, recordLocator: string) {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/booking/resRetrieve", json: { recordLocator } },
    PnrSchema,
  );
  return result.ok ? { ok: true as const, data: result.data.bookings[0]! } : result;
}

/**
 * A fingerprint of everything a servicing action depends on. Forms carry the one the agent saw;
 * an action whose stamp no longer matches was already carried out (double submit) or overtaken.
 */
export function bookingStamp(booking: BookingDetail): string {
  const latest =
    booking.bookingAirItems.find((i) => i.latestVersion) ??
    booking.bookingAirItems[booking.bookingAirItems.length - 1]!;
  const basis = {
    status: booking.bookStatus,
    versions: booking.bookingAirItems.length,
    ticketed: latest.ticketed,
    refund: latest.appliedReFund,
    travellers: latest.travelerInfos.map((t) => [t.birthDate, t.emails, t.telephones]),
    baggage: latest.baggageInfos.length,
  };
  return createHash("sha256").update(JSON.stringify(basis)).digest("base64url").slice(0, 22);
}
