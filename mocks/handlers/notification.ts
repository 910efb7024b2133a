import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { errors, ok, readJson } from "../envelope";
import type { SimNotification } from "../seed/notifications";
import type { SimContext, SimState } from "../state";
import { loggedInRoute } from "../upstream-session";

/**
 * The airline queue (spec 02 §7 "Orders and notifications"): a user sees only their own messages;
 * fetching one message's details marks it read, which is what lowers the unread count that
 * /account/info reports.
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
  })
  .catch({
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

const row = (n: SimNotification) => ({
  refId: n.refId,
  createDate: n.createDate,
  rlocNumber: n.rlocNumber,
  message: n.message,
  comment: n.comment,
  bookingId: n.bookingId,
  statusId: n.statusId,
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
  },
});

export function notificationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/queuemessage/notifications",
      loggedInRoute(ctx, async ({ request, user }) => {
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
  ];
}
