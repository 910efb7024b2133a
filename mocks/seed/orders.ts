/**
 * Ticket orders: how the back office prices a GDS record, issues a ticket order from it and voids
 * it, plus the orders already in its history for the seeded companies. Pure functions over plain
 * data; the handlers in ../handlers/order.ts keep the results in the simulator state.
 */
import type { PnrPassenger, PnrRecord, PnrSegment, PnrPaxType } from "./pnrs";
import { SEED_USERS, type SeedUser } from "./users";

export const ORDER_TYPES = ["TICKET_ORDER", "VOID_TICKET_ORDER", "REFUND_ORDER"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderStatus = "ORDER_COMPLETED" | "ORDER_VOIDED" | "ORDER_IN_PROCESS";
export type TicketStatus = "ISSUED" | "VOIDED";

export interface AirFarePrice {
  passengerType: PnrPaxType;
  quoteCode: string;
  currencyCode: string;
  baseAmount: number;
  taxesAmount: number;
  totalAmount: number;
  fareBasisCodes: string[];
  baggage: string;
}

export interface OrderQuote {
  quoteId: string;
  priceClassName: string;
  bookingTotal: number;
  currencyCode: string;
  stock: number;
  airFarePrices: AirFarePrice[];
}

export interface OrderPassenger extends PnrPassenger {
  ticketNumber: string | null;
  ticketStatus: TicketStatus | null;
}

export interface SimOrder {
  orderId: string;
  orderTypeId: OrderType;
  /** ISO instant. */
  orderDate: string;
  creatorId: string;
  creator: string;
  createdBy: string;
  companyCode: string;
  recordLocator: string;
  bookingId: string;
  itinerary: string;
  statusId: OrderStatus;
  remarks: string;
  allowVoidTickets: boolean;
  /** ISO instant the tickets were issued, null for orders without tickets of their own. */
  ticketedAt: string | null;
  priceClassName: string;
  currencyCode: string;
  bookingTotal: number;
  segments: PnrSegment[];
  passengers: OrderPassenger[];
  prices: AirFarePrice[];
}

/** Running numbers for order ids and ticket numbers. */
export interface OrderCounters {
  order: number;
  ticket: number;
}

const HOUR = 3_600_000;
const HK_OFFSET = 8 * HOUR; // Hong Kong keeps no daylight saving time.

/** The Hong Kong calendar day ("YYYY-MM-DD") of an instant. */
export function hongKongDay(epochMs: number): string {
  return new Date(epochMs + HK_OFFSET).toISOString().slice(0, 10);
}

/**
 * An instant as the back office writes a notification's createDate: Hong Kong wall time with its
 * offset ("2026-11-26T09:15:00+08:00"), so it reads as one instant anywhere
 * (docs/back-office.md#what-the-simulator-lets-tests-provoke).
 */
export function hongKongStamp(epochMs: number): string {
  return `${new Date(epochMs + HK_OFFSET).toISOString().slice(0, 19)}+08:00`;
}

export function hongKongHour(epochMs: number): number {
  return new Date(epochMs + HK_OFFSET).getUTCHours();
}

/**
 * Same-day void until 23:00 on the ticket day (Hong Kong time), docs/behaviour.md#add-order-wizard.
 */
export function voidAllowedAt(ticketedAt: string, now: number): boolean {
  return hongKongDay(Date.parse(ticketedAt)) === hongKongDay(now) && hongKongHour(now) < 23;
}

// IATA ticketing prefixes of the carriers in the GDS records.
const TICKET_PREFIX: Record<string, string> = {
  CX: "160",
  SQ: "618",
  BA: "125",
  JL: "131",
  KE: "180",
  EK: "176",
  TG: "217",
  QF: "081",
  LH: "220",
  CI: "297",
  QR: "157",
  AA: "001",
  MH: "232",
  NH: "205",
  VN: "738",
  BR: "695",
};

const PAX_SHARE: Record<PnrPaxType, number> = { ADT: 1, CNN: 0.75, INF: 0.1 };

function fareBasis(segment: PnrSegment, priceClassName: string): string {
  const brand = priceClassName.startsWith("Business")
    ? "BUS"
    : priceClassName.endsWith("Flex")
      ? "FLX"
      : "SVR";
  return `${segment.classCode}${brand}${segment.oriLoc.slice(0, 2)}`;
}

export function itineraryOf(segments: PnrSegment[]): string {
  const stops: string[] = [];
  for (const s of segments) {
    if (stops[stops.length - 1] !== s.oriLoc) stops.push(s.oriLoc);
    stops.push(s.desLoc);
  }
  return stops.join("-");
}

/** Prices the chosen passengers and segments of a record at each of its fares. */
export function priceRecord(
  pnr: PnrRecord,
  passengers: PnrPassenger[],
  segments: PnrSegment[],
): OrderQuote[] {
  const share = segments.length / pnr.segments.length;
  const types = [...new Set(passengers.map((p) => p.passengerType))];
  return pnr.fares.map((fare, index) => {
    const airFarePrices = types.map((passengerType): AirFarePrice => {
      const baseAmount = Math.round(fare.adultBase * share * PAX_SHARE[passengerType]);
      const taxesAmount = Math.round((fare.adultTax * share) / (passengerType === "INF" ? 5 : 1));
      return {
        passengerType,
        quoteCode: fare.quoteCode,
        currencyCode: pnr.currencyCode,
        baseAmount,
        taxesAmount,
        totalAmount: baseAmount + taxesAmount,
        fareBasisCodes: segments.map((s) => fareBasis(s, fare.priceClassName)),
        baggage: fare.baggage,
      };
    });
    const perType = new Map(airFarePrices.map((p) => [p.passengerType, p.totalAmount]));
    return {
      quoteId: `${pnr.recordLocator}-${index + 1}`,
      priceClassName: fare.priceClassName,
      bookingTotal: passengers.reduce((sum, p) => sum + (perType.get(p.passengerType) ?? 0), 0),
      currencyCode: pnr.currencyCode,
      stock: fare.stock,
      airFarePrices,
    };
  });
}

export const displayName = (user: SeedUser) => `${user.surname} ${user.givenName}`;

function nextOrderId(counters: OrderCounters): string {
  counters.order += 1;
  return String(counters.order);
}

/** Issues tickets for the chosen passengers and segments at one quote: a TICKET_ORDER. */
export function issueTicketOrder(args: {
  counters: OrderCounters;
  pnr: PnrRecord;
  quote: OrderQuote;
  passengers: PnrPassenger[];
  segments: PnrSegment[];
  user: SeedUser;
  now: number;
}): SimOrder {
  const { counters, pnr, quote, user, now } = args;
  const orderId = nextOrderId(counters);
  const prefix = TICKET_PREFIX[args.segments[0]?.airlineCode ?? ""] ?? "999";
  const at = new Date(now).toISOString();
  return {
    orderId,
    orderTypeId: "TICKET_ORDER",
    orderDate: at,
    creatorId: user.id,
    creator: displayName(user),
    createdBy: user.loginName,
    companyCode: user.companyCode,
    recordLocator: pnr.recordLocator,
    bookingId: `OB${orderId}`,
    itinerary: itineraryOf(args.segments),
    statusId: "ORDER_COMPLETED",
    remarks: `${quote.priceClassName} via ${pnr.gdsCode}/${pnr.pseudoCityCode}, airline locator ${pnr.airlineRecordLocator}`,
    allowVoidTickets: true,
    ticketedAt: at,
    priceClassName: quote.priceClassName,
    currencyCode: quote.currencyCode,
    bookingTotal: quote.bookingTotal,
    segments: args.segments.map((s) => ({ ...s })),
    passengers: args.passengers.map((p) => {
      counters.ticket += 1;
      return { ...p, ticketNumber: `${prefix}-${counters.ticket}`, ticketStatus: "ISSUED" };
    }),
    prices: quote.airFarePrices.map((p) => ({ ...p, fareBasisCodes: [...p.fareBasisCodes] })),
  };
}

/** Voids every ticket of `order` (in place) and returns the VOID_TICKET_ORDER that records it. */
export function voidTicketOrder(
  counters: OrderCounters,
  order: SimOrder,
  user: SeedUser,
  now: number,
): SimOrder {
  order.statusId = "ORDER_VOIDED";
  order.allowVoidTickets = false;
  for (const p of order.passengers) if (p.ticketStatus === "ISSUED") p.ticketStatus = "VOIDED";
  const orderId = nextOrderId(counters);
  return {
    ...structuredClone(order),
    orderId,
    orderTypeId: "VOID_TICKET_ORDER",
    orderDate: new Date(now).toISOString(),
    creatorId: user.id,
    creator: displayName(user),
    createdBy: user.loginName,
    bookingId: `OB${orderId}`,
    statusId: "ORDER_COMPLETED",
    remarks: `Void of ticket order ${order.orderId}`,
    allowVoidTickets: false,
    ticketedAt: null,
  };
}

// [record locator, fare index, login, days ago, hour (HK), then: "void" n days later | "refund"]
type History = [string, number, string, number, number, ("void" | "refund")?];

const HISTORY: History[] = [
  ["K3XQ7M", 0, "agent", 41, 10],
  ["L8PW2D", 1, "agent", 37, 15],
  ["M4RT9B", 0, "admin", 33, 9, "void"],
  ["N6DV3H", 0, "agent", 29, 11],
  ["P2JC8K", 1, "agent", 24, 16],
  ["Q9FN4S", 0, "admin", 20, 14],
  ["R5WB6T", 0, "agent", 16, 10, "refund"],
  ["S7KM1V", 1, "agent", 12, 17],
  ["T3HZ5W", 0, "admin", 9, 13, "void"],
  ["U8GL2X", 0, "agent", 6, 12],
  ["V4NS7Y", 1, "agent", 3, 9],
  ["W6CT3Z", 0, "pnragent", 14, 11, "void"],
  ["X2BR8C", 0, "pnragent", 5, 15],
  ["Y9DH4F", 1, "pnragent", 2, 10],
  ["Z5QK9G", 0, "sysadmin", 8, 18],
  ["A7MV2J", 0, "sysadmin", 1, 9],
];

/** The back office's order history, relative to `now` so the dates stay recent. */
export function seedOrders(pnrs: PnrRecord[], counters: OrderCounters, now: number): SimOrder[] {
  const orders: SimOrder[] = [];
  const today = Date.parse(`${hongKongDay(now)}T00:00:00+08:00`);
  for (const [rloc, fareIndex, login, daysAgo, hour, after] of HISTORY) {
    const pnr = pnrs.find((p) => p.recordLocator === rloc);
    const user = SEED_USERS.find((u) => u.loginName === login);
    if (!pnr || !user) throw new Error(`Bad order seed ${rloc}/${login}`);
    const at = today - daysAgo * 24 * HOUR + hour * HOUR;
    const quote = priceRecord(pnr, pnr.passengers, pnr.segments)[fareIndex];
    const order = issueTicketOrder({
      counters,
      pnr,
      quote,
      passengers: pnr.passengers,
      segments: pnr.segments,
      user,
      now: at,
    });
    // Older than today: the same-day void window has closed, the back office no longer offers it.
    order.allowVoidTickets = daysAgo <= 2;
    orders.push(order);
    if (after === "void") orders.push(voidTicketOrder(counters, order, user, at + 2 * HOUR));
    if (after === "refund") {
      const refundId = nextOrderId(counters);
      orders.push({
        ...structuredClone(order),
        orderId: refundId,
        orderTypeId: "REFUND_ORDER",
        orderDate: new Date(at + 26 * HOUR).toISOString(),
        bookingId: `OB${refundId}`,
        statusId: "ORDER_IN_PROCESS",
        remarks: `Refund of ticket order ${order.orderId}`,
        allowVoidTickets: false,
        ticketedAt: null,
      });
      order.allowVoidTickets = false;
    }
  }
  return orders;
}
