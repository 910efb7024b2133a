import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { err, errors, ok, readJson } from "../envelope";
import {
  hongKongDay,
  issueTicketOrder,
  ORDER_TYPES,
  priceRecord,
  voidAllowedAt,
  voidTicketOrder,
  type SimOrder,
} from "../seed/orders";
import type { PnrRecord } from "../seed/pnrs";
import type { SeedUser } from "../seed/users";
import type { SimContext } from "../state";
import { loggedInRoute } from "../upstream-session";

/**
 * Codes of the order family beyond the shared ones (docs/back-office.md#the-envelope-and-its-codes:
 * 12/297 empties the order list).
 */
export const ORDER_ERRORS = {
  noData: () => err(12, 297, "No record found"),
  cannotVoid: () => err(3, 298, "Cannot void"),
  notAllowed: (what: string) => err(3, 403, `Not authorised to ${what}`),
  alreadyTicketed: () => err(3, 409, "Tickets already issued for these passengers"),
  unknownGds: () => err(3, 100, "Unsupported GDS or pseudo city", { fields: ["gdsCode"] }),
} as const;

// Fields of the wrong type read as empty: the back office answers with an envelope, never a 400.
const text = z.string().catch("");
const rphs = z.array(z.coerce.number().int()).catch([]);
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

const ListBody = z
  .object({
    orderTypeId: z
      .union([z.array(z.string()), z.string().transform((s) => s.split(",").filter(Boolean))])
      .catch([]),
    recordLocator: text.optional(),
    createDateStart: dateText,
    createDateEnd: dateText,
    start: z.coerce.number().int().min(0).catch(0),
    limit: z.coerce.number().int().min(1).max(100).catch(10),
  })
  .catch({ orderTypeId: [], start: 0, limit: 10 });
const LocatorBody = z
  .object({ recordLocator: text, gdsCode: text.optional(), pseudoCityCode: text.optional() })
  .catch({ recordLocator: "" });
const PriceBody = z
  .object({ recordLocator: text, passengerRphs: rphs, segmentRphs: rphs })
  .catch({ recordLocator: "", passengerRphs: [], segmentRphs: [] });
const TicketBody = z
  .object({ recordLocator: text, quoteId: text, passengerRphs: rphs, segmentRphs: rphs })
  .catch({ recordLocator: "", quoteId: "", passengerRphs: [], segmentRphs: [] });
const CancelBody = z.object({ bookingId: z.coerce.string() }).catch({ bookingId: "" });

/** Orders a user may see: the whole company's, or every company's for system administrators. */
export function canSeeOrder(user: SeedUser, order: SimOrder): boolean {
  return user.systemAdmin || order.companyCode === user.companyCode;
}

function orderSummary(order: SimOrder) {
  return {
    orderId: order.orderId,
    orderTypeId: order.orderTypeId,
    orderDate: order.orderDate,
    creator: order.creator,
    createdBy: order.createdBy,
    recordLocator: order.recordLocator,
    bookingId: order.bookingId,
    itinerary: order.itinerary,
    statusId: order.statusId,
  };
}

export function orderView(order: SimOrder) {
  return {
    ...orderSummary(order),
    remarks: order.remarks,
    allowVoidTickets: order.allowVoidTickets,
    airTicketItems: [
      {
        priceClassName: order.priceClassName,
        currencyCode: order.currencyCode,
        bookingTotal: order.bookingTotal,
        airLowFarePrices: structuredClone(order.prices),
        airFlightsegments: order.segments.map((s) => ({
          oriLoc: s.oriLoc,
          desLoc: s.desLoc,
          departureDateTime: s.departureDateTime,
          airlineCode: s.airlineCode,
          flightNumber: s.flightNumber,
          classCode: s.classCode,
        })),
        passengerReference: order.passengers.map((p) => ({
          surname: p.surname,
          givenName: p.givenName,
          nameTitle: p.nameTitle,
          passengerType: p.passengerType,
          ticketNumber: p.ticketNumber,
          ticketStatus: p.ticketStatus,
        })),
      },
    ],
  };
}

/**
 * The GDS answer for a locator, in the spec's field names (arrivelTimeStr included). A traveller
 * ticketed by anyone (any agency) carries the ticket number and status, as a GDS record does.
 */
function recordView(pnr: PnrRecord, tickets: Map<number, string> = new Map()) {
  return {
    recordLocator: pnr.recordLocator,
    airlineRecordLocator: pnr.airlineRecordLocator,
    travelerInfoList: pnr.passengers.map((p) => {
      const ticketNumber = tickets.get(p.rph);
      return ticketNumber === undefined ? { ...p } : { ...p, ticketNumber, ticketStatus: "ISSUED" };
    }),
    airOptions: {
      airFlightSegments: pnr.segments.map((s) => ({
        rph: s.rph,
        oriLoc: s.oriLoc,
        desLoc: s.desLoc,
        departureDateStr: s.departureDateTime.slice(0, 10),
        departureTimeStr: s.departureDateTime.slice(11, 16),
        arrivelTimeStr: s.arrivalDateTime.slice(11, 16),
        airlineCode: s.airlineCode,
        flightNumber: s.flightNumber,
        classCode: s.classCode,
      })),
    },
  };
}

const findPnr = (ctx: SimContext, locator: string) =>
  ctx.state.pnrs.find((p) => p.recordLocator === locator.trim().toUpperCase());

/** The chosen passengers and segments; none chosen means none (the caller refuses that). */
function chosen(pnr: PnrRecord, passengerRphs: number[], segmentRphs: number[]) {
  return {
    passengers: pnr.passengers.filter((p) => passengerRphs.includes(p.rph)),
    segments: pnr.segments.filter((s) => segmentRphs.includes(s.rph)),
  };
}

/** Passengers of the record who already hold an issued ticket. */
function ticketedPassengers(ctx: SimContext, locator: string): Map<number, string> {
  const held = new Map<number, string>();
  for (const order of ctx.state.orders) {
    if (order.orderTypeId !== "TICKET_ORDER" || order.recordLocator !== locator) continue;
    for (const p of order.passengers)
      if (p.ticketStatus === "ISSUED") held.set(p.rph, p.ticketNumber ?? "");
  }
  return held;
}

export function orderHandlers(ctx: SimContext): HttpHandler[] {
  const { state } = ctx;
  return [
    http.post(
      "*/pamhkapi/order/pagedorderlist",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = ListBody.parse(await readJson(request));
        const types = body.orderTypeId.filter((t) =>
          (ORDER_TYPES as readonly string[]).includes(t),
        );
        const locator = body.recordLocator?.trim().toUpperCase() ?? "";
        const matches = state.orders
          .filter((o) => canSeeOrder(user, o))
          .filter((o) => types.length === 0 || types.includes(o.orderTypeId))
          .filter((o) => locator === "" || o.recordLocator.includes(locator))
          .filter((o) => {
            const day = hongKongDay(Date.parse(o.orderDate));
            return (
              (!body.createDateStart || day >= body.createDateStart) &&
              (!body.createDateEnd || day <= body.createDateEnd)
            );
          })
          .sort(
            (a, b) =>
              b.orderDate.localeCompare(a.orderDate) || Number(b.orderId) - Number(a.orderId),
          );
        if (matches.length === 0) return ORDER_ERRORS.noData();
        return ok({
          orders: matches.slice(body.start, body.start + body.limit).map(orderSummary),
          totalElements: matches.length,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/order/getOrderByBookingId",
      loggedInRoute(ctx, async ({ request }) => {
        const body = LocatorBody.parse(await readJson(request));
        if (body.recordLocator.trim() === "") return errors.requiredFields(["recordLocator"]);
        const pnr = findPnr(ctx, body.recordLocator);
        if (body.gdsCode && pnr && body.gdsCode !== pnr.gdsCode) return ORDER_ERRORS.unknownGds();
        return pnr
          ? ok(recordView(pnr, ticketedPassengers(ctx, pnr.recordLocator)))
          : errors.notFound();
      }),
    ),

    http.post(
      "*/pamhkapi/order/orderPrice",
      loggedInRoute(ctx, async ({ request }) => {
        const body = PriceBody.parse(await readJson(request));
        const pnr = findPnr(ctx, body.recordLocator);
        if (!pnr) return errors.notFound();
        const { passengers, segments } = chosen(pnr, body.passengerRphs, body.segmentRphs);
        const missing = [
          ...(passengers.length ? [] : ["passengerRphs"]),
          ...(segments.length ? [] : ["segmentRphs"]),
        ];
        if (missing.length) return errors.requiredFields(missing);
        return ok({ orderQuotes: priceRecord(pnr, passengers, segments) });
      }),
    ),

    http.post(
      "*/pamhkapi/order/orderTicket",
      loggedInRoute(ctx, async ({ request, user }) => {
        if (!user.pnrOrderAgent)
          return ORDER_ERRORS.notAllowed("issue tickets from a record locator");
        const body = TicketBody.parse(await readJson(request));
        const pnr = findPnr(ctx, body.recordLocator);
        if (!pnr) return errors.notFound();
        const { passengers, segments } = chosen(pnr, body.passengerRphs, body.segmentRphs);
        if (!passengers.length || !segments.length)
          return errors.requiredFields(["passengerRphs", "segmentRphs"]);
        const quote = priceRecord(pnr, passengers, segments).find(
          (q) => q.quoteId === body.quoteId,
        );
        if (!quote) return errors.notFound();
        const held = ticketedPassengers(ctx, pnr.recordLocator);
        if (passengers.some((p) => held.has(p.rph))) return ORDER_ERRORS.alreadyTicketed();
        const order = issueTicketOrder({
          counters: state.orderCounters,
          pnr,
          quote,
          passengers,
          segments,
          user,
          now: ctx.config.now(),
        });
        state.orders.push(order);
        return ok({ orderId: order.orderId });
      }),
    ),

    http.post(
      "*/pamhkapi/order/getOrderHeadersById",
      loggedInRoute(ctx, ({ url, user }) => {
        const order = state.orders.find((o) => o.orderId === url.searchParams.get("orderId"));
        return order && canSeeOrder(user, order)
          ? ok({ order: orderView(order) })
          : errors.notFound();
      }),
    ),

    // The booking family serves this path too: only order booking ids are answered here, every
    // other id falls through (an undefined answer) to the booking handlers.
    http.post("*/pamhkapi/booking/bookingCancel", async ({ request }) => {
      const { bookingId } = CancelBody.parse(await readJson(request.clone()));
      if (!state.orders.some((o) => o.bookingId === bookingId)) return undefined;
      return loggedInRoute(ctx, ({ user }) => {
        const order = state.orders.find((o) => o.bookingId === bookingId);
        if (!order || !canSeeOrder(user, order)) return errors.notFound();
        if (!user.ticketingAgent && !user.pnrOrderAgent)
          return ORDER_ERRORS.notAllowed("void tickets");
        const issued = order.passengers.some((p) => p.ticketStatus === "ISSUED");
        if (
          order.orderTypeId !== "TICKET_ORDER" ||
          !order.allowVoidTickets ||
          !issued ||
          !order.ticketedAt
        )
          return ORDER_ERRORS.cannotVoid();
        const now = ctx.config.now();
        if (!voidAllowedAt(order.ticketedAt, now)) return ORDER_ERRORS.cannotVoid();
        state.orders.push(voidTicketOrder(state.orderCounters, order, user, now));
        return ok();
      })({ request });
    }),
  ];
}
