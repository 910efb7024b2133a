// Test control: the airline or another channel changes a booking behind the portal's back
// (mocks/README.md, "Changes made outside the portal"). Outside the upstream prefixes, like
// /__sim/bookings.
import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { findBooking, latestItem } from "../booking-store";
import { BOOKING_STATUSES } from "../booking-types";
import { jsonResponse, readJson } from "../envelope";
import { shiftWallClock } from "../seed/notifications";
import type { SimContext } from "../state";

const OutsideChange = z
  .object({
    bookingId: z.coerce.string(),
    /** The booking's new status (e.g. the airline cancelled it). */
    status: z.enum(BOOKING_STATUSES).optional(),
    /** A segment of the latest version (0: the first) departs and arrives this many minutes later. */
    retime: z
      .object({ segment: z.number().int().min(0).default(0), minutes: z.number().int() })
      .optional(),
    /** The ticket of this traveller (refIndex; 0: every ticket) was voided at another desk. */
    voidTicket: z.number().int().min(0).optional(),
  })
  .refine((c) => c.status || c.retime || c.voidTicket !== undefined, "nothing to change");

export function outsideChangeHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post("*/__sim/outside-change", async ({ request }) => {
      const parsed = OutsideChange.safeParse(await readJson(request));
      if (!parsed.success) return jsonResponse({ error: "Bad Request" }, 400);
      const change = parsed.data;
      const booking = findBooking(ctx.state, change.bookingId);
      if (!booking) return jsonResponse({ error: "Unknown booking" }, 400);
      const item = latestItem(booking);
      if (change.retime) {
        const segments = item.airLowFare.airOptions.flatMap((o) => o.airFlightSegments);
        const segment = segments[change.retime.segment];
        if (!segment) return jsonResponse({ error: "No such segment" }, 400);
        const { minutes } = change.retime;
        const dep = shiftWallClock(segment.departureDateStr, segment.departureTimeStr, minutes);
        const arr = shiftWallClock(
          segment.arrivelDateStr ?? segment.departureDateStr,
          segment.arrivelTimeStr ?? "",
          minutes,
        );
        Object.assign(segment, {
          departureDateStr: dep.day,
          departureTimeStr: dep.time,
          arrivelDateStr: arr.day,
          arrivelTimeStr: arr.time,
          status: "TK",
        });
      }
      if (change.voidTicket !== undefined) {
        const tickets = item.ticketInfos.filter(
          (t) => change.voidTicket === 0 || t.refIndex === change.voidTicket,
        );
        if (!tickets.length) return jsonResponse({ error: "No such ticket" }, 400);
        for (const ticket of tickets) ticket.ticketStatus = "void";
        for (const traveller of item.travelerInfos)
          if (tickets.some((t) => t.ticketNumber === traveller.ticketNumber))
            traveller.ticketStatus = "void";
      }
      if (change.status) booking.bookStatus = change.status;
      return jsonResponse({ bookingId: booking.bookingId, bookStatus: booking.bookStatus });
    }),
  ];
}
