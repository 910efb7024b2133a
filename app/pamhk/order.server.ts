// Ticket orders (docs/behaviour.md#entities). Field names follow the spec.
import * as z from "zod";
import { str, num, list } from "~/contracts/lenient";
import { offsetOf, PAGE_SIZE } from "~/domain/paging";
import { isEnvelopeError, type UpstreamResult } from "~/domain/upstream-error";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

/** The order list always asks for these types (docs/behaviour.md#add-order-wizard). */
export const ORDER_LIST_TYPES = ["TICKET_ORDER", "VOID_TICKET_ORDER"] as const;

export const OrderSummarySchema = z.object({
  orderId: z.coerce.string(),
  orderTypeId: str,
  orderDate: str,
  creator: str,
  createdBy: str,
  recordLocator: str,
  bookingId: str,
  itinerary: str,
  statusId: str,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

const FarePriceSchema = z.object({
  passengerType: str,
  quoteCode: str,
  currencyCode: str,
  baseAmount: num,
  taxesAmount: num,
  totalAmount: num,
  fareBasisCodes: list(z.coerce.string()),
  baggage: str,
});
export type OrderFarePrice = z.infer<typeof FarePriceSchema>;

export const OrderSchema = OrderSummarySchema.extend({
  remarks: str,
  allowVoidTickets: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  airTicketItems: list(
    z.object({
      priceClassName: str,
      currencyCode: str,
      bookingTotal: num,
      airLowFarePrices: list(FarePriceSchema),
      airFlightsegments: list(
        z.object({
          oriLoc: str,
          desLoc: str,
          departureDateTime: str,
          airlineCode: str,
          flightNumber: str,
          classCode: str,
        }),
      ),
      passengerReference: list(
        z.object({
          surname: str,
          givenName: str,
          nameTitle: str,
          passengerType: str,
          ticketNumber: str,
          ticketStatus: str,
        }),
      ),
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderByLocatorSchema = z.object({
  recordLocator: str,
  airlineRecordLocator: str,
  travelerInfoList: list(
    z.object({
      rph: z.coerce.number(),
      nameTitle: str,
      surname: str,
      givenName: str,
      passengerType: str,
      birthDate: str,
      // Set once the traveller holds a ticket, whoever issued it
      // (docs/behaviour.md#add-order-wizard).
      ticketNumber: str,
      ticketStatus: str,
    }),
  ),
  airOptions: z
    .object({
      airFlightSegments: list(
        z.object({
          rph: z.coerce.number(),
          oriLoc: str,
          desLoc: str,
          departureDateStr: str,
          departureTimeStr: str,
          arrivelTimeStr: str,
          airlineCode: str,
          flightNumber: str,
          classCode: str,
        }),
      ),
    })
    .nullish()
    .transform((v) => v ?? { airFlightSegments: [] }),
});
export type OrderByLocator = z.infer<typeof OrderByLocatorSchema>;

export const OrderQuoteSchema = z.object({
  quoteId: z.coerce.string(),
  priceClassName: str,
  bookingTotal: num,
  currencyCode: str,
  stock: num,
  airFarePrices: list(FarePriceSchema),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

export type OrderSearch = {
  recordLocator?: string;
  createDateStart?: string;
  createDateEnd?: string;
  page: number;
};

/**
 * One page of orders; 12/297 (nothing found) is an empty page, silently
 * (docs/back-office.md#the-envelope-and-its-codes).
 */
export async function searchOrders(
  ctx: UpstreamContext,
  search: OrderSearch,
): Promise<UpstreamResult<{ orders: OrderSummary[]; totalElements: number }>> {
  const result = await callUpstream(
    ctx,
    {
      method: "POST",
      path: "/order/pagedorderlist",
      json: {
        orderTypeId: [...ORDER_LIST_TYPES],
        recordLocator: search.recordLocator ?? "",
        createDateStart: search.createDateStart || undefined,
        createDateEnd: search.createDateEnd || undefined,
        start: offsetOf(search.page),
        limit: PAGE_SIZE,
      },
    },
    z.object({ orders: list(OrderSummarySchema), totalElements: num }),
  );
  if (!result.ok && isEnvelopeError(result.error, 12, 297))
    return { ok: true, data: { orders: [], totalElements: 0 } };
  return result;
}

export function availableCredits(ctx: UpstreamContext) {
  return callUpstream(
    ctx,
    { path: "/account/availablecredits" },
    z.object({ availableCredits: z.object({ currencyCode: str, amount: num }).nullish() }),
  );
}

export async function orderById(
  ctx: UpstreamContext,
  orderId: string,
): Promise<UpstreamResult<Order>> {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/order/getOrderHeadersById", query: { orderId } },
    z.object({ order: OrderSchema }),
  );
  return result.ok ? { ok: true, data: result.data.order } : result;
}

export function orderByLocator(
  ctx: UpstreamContext,
  body: { recordLocator: string; gdsCode: string; pseudoCityCode: string },
) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/order/getOrderByBookingId", json: body },
    OrderByLocatorSchema,
  );
}

type Selection = { recordLocator: string; passengerRphs: number[]; segmentRphs: number[] };

export async function orderPrice(
  ctx: UpstreamContext,
  body: Selection,
): Promise<UpstreamResult<OrderQuote[]>> {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/order/orderPrice", json: body },
    z.object({ orderQuotes: list(OrderQuoteSchema) }),
  );
  return result.ok ? { ok: true, data: result.data.orderQuotes } : result;
}

export function orderTicket(ctx: UpstreamContext, body: Selection & { quoteId: string }) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/order/orderTicket", json: body },
    z.object({ orderId: str }),
  );
}

/**
 * Voids an order's tickets: the back office cancels the order's booking
 * (docs/back-office.md#the-families-of-calls).
 */
export function voidOrderTickets(ctx: UpstreamContext, bookingId: string) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/booking/bookingCancel", json: { bookingId } },
    Empty,
  );
}

/** The back office's answer when the same-day void window has closed. */
export const isCannotVoid = (result: UpstreamResult<unknown>) =>
  !result.ok && isEnvelopeError(result.error, 3, 298);
