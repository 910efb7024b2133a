import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { findBooking } from "../booking-store";
import { err, errors, jsonResponse, ok, readJson } from "../envelope";
import {
  applyChange,
  quoteBooking,
  retimeSegments,
  type SimNotification,
} from "../seed/notifications";
import { hongKongStamp } from "../seed/orders";
import type { SimContext, SimState } from "../state";
import { loggedInRoute } from "../upstream-session";

/**
 * The airline queue (docs/back-office.md#the-families-of-calls): a user sees only their own
 * messages; fetching one message's details marks it read, which is what lowers the unread count
 * that /account/info reports.
 */

// Fields of the wrong type read as empty: the back office answers with an envelope, never a 400.
const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : ""));
const count = (fallback: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return v !== undefined && v !== null && v !== "" && Number.isInteger(n) && n >= 0
        ? Math.min(n, max)
        : fallback;
    });

const SearchBody = z
  .object({
    statusId: text,
    payerId: text,
    requestorId: text,
    airlineRloc: text,
    recordLocator: text,
    createDateStart: text,
    createDateEnd: text,
    start: count(0, 100_000),
    limit: count(10, 100),
    // Extension (mocks/README.md "Schedule changes"): "SCHEDULE_CHANGE" or "GENERAL"; and
    // "true"/"false" for handled (empty: all).
    messageType: text,
    handled: text,
  })
  .catch({
    messageType: "",
    handled: "",
    statusId: "",
    payerId: "",
    requestorId: "",
    airlineRloc: "",
    recordLocator: "",
    createDateStart: "",
    createDateEnd: "",
    start: 0,
    limit: 10,
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The count the bell shows: the user's unread messages, never a stored number. */
export function unreadCount(state: SimState, userId: string): number {
  return state.notifications.filter((n) => n.userId === userId && n.statusId === "UNREAD").length;
}

/**
 * A cancelled flight is handled by what the agent does about it: once the booking no longer
 * holds the flight (rebooked) or was refunded, its cancellation is marked handled.
 */
export function settleCancellations(state: SimState, now: number) {
  for (const n of state.notifications) {
    if (n.changeType !== "CANCELLED" || n.handled || !n.bookingId) continue;
    const booking = findBooking(state, n.bookingId);
    const cancelled = n.segments.find((s) => s.status === "UN");
    if (!booking || !cancelled) continue;
    const latest = booking.items.find((i) => i.latestVersion) ?? booking.items.at(-1);
    const stillHeld = (latest?.airLowFare.airOptions ?? []).some((o) =>
      o.airFlightSegments.some(
        (s) =>
          s.airlineCode === cancelled.airlineCode &&
          s.flightNumber === cancelled.flightNumber &&
          s.departureDateStr === cancelled.departureDateStr,
      ),
    );
    if (!stillHeld || booking.refunds.length > 0 || latest?.appliedReFund) {
      n.handled = true;
      n.handledDate = new Date(now).toISOString();
    }
  }
}

/** Schedule changes the user has not accepted yet (extension; shown on the bell). */
export function pendingScheduleChanges(state: SimState, userId: string, now: number): number {
  settleCancellations(state, now);
  return state.notifications.filter(
    (n) => n.userId === userId && n.messageType === "SCHEDULE_CHANGE" && !n.handled,
  ).length;
}

const row = (n: SimNotification) => ({
  refId: n.refId,
  createDate: n.createDate,
  rlocNumber: n.rlocNumber,
  message: n.message,
  comment: n.comment,
  bookingId: n.bookingId,
  statusId: n.statusId,
  messageType: n.messageType,
  // Extension (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md): which
  // involuntary change a SCHEDULE_CHANGE is.
  changeType: n.changeType,
  handled: n.handled,
  handledDate: n.handledDate,
});

const details = (n: SimNotification) => ({
  ...row(n),
  booking: {
    bookingRecordLocator: { id: n.rlocNumber, idContext: n.idContext },
    bookingAirRecordLocator: { id: n.airlineLocator },
    airLowFare: {
      airOptions: [{ airFlightSegments: n.segments.map((segment) => ({ ...segment })) }],
    },
    travelerInfos: n.travelers.map((traveler) => ({ ...traveler })),
    // Extension: the itinerary as booked before a schedule change.
    previousAirLowFare: {
      airOptions: n.previousSegments.length
        ? [{ airFlightSegments: n.previousSegments.map((segment) => ({ ...segment })) }]
        : [],
    },
  },
});

export function notificationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/queuemessage/notifications",
      loggedInRoute(ctx, async ({ request, user }) => {
        settleCancellations(ctx.state, ctx.config.now());
        const body = SearchBody.parse(await readJson(request));
        for (const [field, value] of [
          ["createDateStart", body.createDateStart],
          ["createDateEnd", body.createDateEnd],
        ] as const) {
          if (value !== "" && !DAY.test(value)) return errors.requiredFields([field]);
        }
        const status = body.statusId.toUpperCase();
        const pnr = body.recordLocator.toUpperCase();
        const airlinePnr = body.airlineRloc.toUpperCase();
        const found = ctx.state.notifications
          .filter((n) => n.userId === user.id)
          .filter((n) => status === "" || status === "ALL" || n.statusId === status)
          .filter((n) => body.messageType === "" || n.messageType === body.messageType)
          .filter((n) => body.handled === "" || String(n.handled) === body.handled)
          .filter((n) => pnr === "" || n.rlocNumber.includes(pnr))
          .filter((n) => airlinePnr === "" || n.airlineLocator.includes(airlinePnr))
          .filter(
            (n) => body.createDateStart === "" || n.createDate.slice(0, 10) >= body.createDateStart,
          )
          .filter(
            (n) => body.createDateEnd === "" || n.createDate.slice(0, 10) <= body.createDateEnd,
          )
          .sort(
            (a, b) => b.createDate.localeCompare(a.createDate) || b.refId.localeCompare(a.refId),
          );
        return ok({
          airNotifications: found.slice(body.start, body.start + body.limit).map(row),
          totalElements: found.length,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/queuemessage/details",
      loggedInRoute(ctx, ({ url, user }) => {
        settleCancellations(ctx.state, ctx.config.now());
        const refId = url.searchParams.get("refId") ?? "";
        if (refId === "") return errors.requiredFields(["refId"]);
        // Someone else's message answers exactly like a missing one: ids reveal nothing.
        const found = ctx.state.notifications.find(
          (n) => n.refId === refId && n.userId === user.id,
        );
        if (!found) return errors.notFound();
        found.statusId = "READ";
        return ok({ airNotification: details(found) });
      }),
    ),

    // Extension: the agent accepts a schedule change; it stays in the queue, marked handled.
    http.post(
      "*/pamhkapi/queuemessage/handle",
      loggedInRoute(ctx, ({ url, user }) => {
        const refId = url.searchParams.get("refId") ?? "";
        if (refId === "") return errors.requiredFields(["refId"]);
        const found = ctx.state.notifications.find(
          (n) => n.refId === refId && n.userId === user.id,
        );
        if (!found) return errors.notFound();
        if (!user.bookingAgent && !user.ticketingAgent)
          return err(3, 403, "User may not handle schedule changes");
        if (found.messageType !== "SCHEDULE_CHANGE")
          return err(3, 310, "Only a schedule change can be accepted");
        if (found.changeType === "CANCELLED")
          return err(3, 310, "A cancelled flight is handled by rebooking or refunding");
        if (found.handled) return err(3, 310, "Schedule change already accepted");
        found.handled = true;
        found.statusId = "READ";
        found.handledDate = new Date(ctx.config.now()).toISOString();
        return ok();
      }),
    ),

    ...scheduleChangeTestSupport(ctx),
  ];
}

const TestChange = z.object({
  bookingId: z.coerce.string(),
  /** retime: the first flight leaves 95 min later under a new number; missedConnection: the
   * first flight of a connection arrives after the second has left; the others
   * (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md): the first flight is
   * cancelled, retimed by 35 min, renumbered, or flown by another aircraft. */
  kind: z
    .enum(["retime", "missedConnection", "cancelled", "time", "flightNumber", "equipment"])
    .default("retime"),
  /** Filed as read: a test that must not move the user's unread count (another spec counts it). */
  read: z.boolean().default(false),
});

const fl = (s: { airlineCode: string; flightNumber: string; oriLoc: string; desLoc: string }) =>
  `${s.airlineCode} ${s.flightNumber} ${s.oriLoc}-${s.desLoc}`;

/**
 * Test support outside the upstream prefixes (like /__sim/bookings): the airline raises a
 * schedule change on a booking, filed for the booking's owner, unread and not handled.
 */
function scheduleChangeTestSupport(ctx: SimContext): HttpHandler[] {
  return [
    http.post("*/__sim/schedule-changes", async ({ request }) => {
      const parsed = TestChange.safeParse(await readJson(request));
      if (!parsed.success) return jsonResponse({ error: "Bad Request" }, 400);
      const booking = findBooking(ctx.state, parsed.data.bookingId);
      if (!booking) return jsonResponse({ error: "Unknown booking" }, 400);
      const quoted = quoteBooking(booking);
      const booked = quoted.segments.map((segment) => ({ ...segment, status: "HK" }));
      const kind = parsed.data.kind;
      if (kind === "missedConnection" && booked.length < 2)
        return jsonResponse({ error: "No connection to miss" }, 400);
      const first = booked[0]!;
      const { previous, segments } =
        kind === "retime"
          ? {
              previous: booked,
              segments: retimeSegments(booked, 0, 95, String(Number(first.flightNumber) + 2)),
            }
          : kind === "missedConnection"
            ? { previous: booked, segments: retimeSegments(booked, 0, 150) }
            : applyChange(
                booked,
                kind === "cancelled"
                  ? { kind: "CANCELLED" }
                  : kind === "time"
                    ? { kind: "TIME", minutes: 35 }
                    : kind === "flightNumber"
                      ? { kind: "FLIGHT_NUMBER", by: 4 }
                      : { kind: "EQUIPMENT", from: first.equimentCode || "333", to: "359" },
              );
      const changed = segments[0]!;
      const seq = ctx.state.notifications.length + 1;
      const refId = `QM${String(990000 + seq)}`;
      const texts: Record<typeof kind, [SimNotification["changeType"], string]> = {
        retime: [
          "SCHEDULE",
          `Schedule change: ${fl(first)} is now ${changed.airlineCode} ${changed.flightNumber}, departing at ${changed.departureTimeStr}.`,
        ],
        missedConnection: [
          "MISSED_CONNECTION",
          `Schedule change: ${fl(first)} now departs at ${changed.departureTimeStr}; the connection at ${first.desLoc} is no longer possible.`,
        ],
        cancelled: [
          "CANCELLED",
          `Flight cancelled by the carrier: ${fl(first)}. Passengers are protected on the next service.`,
        ],
        time: [
          "TIME",
          `Time change of 35 minutes on ${fl(first)}: departure now ${changed.departureTimeStr}.`,
        ],
        flightNumber: [
          "FLIGHT_NUMBER",
          `Flight number change: ${fl(first)} is now ${changed.airlineCode} ${changed.flightNumber}, same times.`,
        ],
        equipment: [
          "EQUIPMENT",
          `Equipment change on ${fl(first)}: aircraft ${changed.equimentCode}.`,
        ],
      };
      const [changeType, message] = texts[kind];
      ctx.state.notifications.push({
        ...quoted,
        segments,
        previousSegments: previous,
        refId,
        userId: booking.ownerUserId,
        createDate: hongKongStamp(ctx.config.now()),
        statusId: parsed.data.read ? "READ" : "UNREAD",
        messageType: "SCHEDULE_CHANGE",
        changeType,
        handled: false,
        handledDate: "",
        message,
        comment:
          kind === "cancelled"
            ? "Rebook or refund the affected flight."
            : "Advise the passenger; accept the new schedule or rebook the affected flight.",
      });
      return jsonResponse({ refId });
    }),
  ];
}
