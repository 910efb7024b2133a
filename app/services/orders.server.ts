// Ticket orders (docs/behaviour.md#add-order-wizard): the order list with the agency's credit, one
// order and its void, and the add-order wizard's calls: locate the record, price the selection,
// issue.
import { data } from "@remix-run/node";
import type { SignedIn } from "~/auth/guard.server";
import {
  isEnvelopeError,
  messageFor,
  type Message,
  type UpstreamError,
} from "~/domain/upstream-error";
import { voidOffered, withinVoidWindow } from "~/forms/order-void";
import type { UpstreamContext } from "~/pamhk/client.server";
import {
  availableCredits,
  isCannotVoid,
  orderById,
  orderByLocator,
  orderPrice,
  orderTicket,
  searchOrders,
  voidOrderTickets,
  type Order,
  type OrderSearch,
} from "~/pamhk/order.server";
import { recordActivity } from "./activity.server";
import { oneActionPerBooking } from "./booking-lock.server";
import { stillSignedIn, unwrap } from "./upstream.server";

/** One page of orders (none when the search failed its checks) and the agency's credit. */
export async function findOrders(ctx: SignedIn, search: OrderSearch | null) {
  const [found, credit] = await Promise.all([
    search ? searchOrders(ctx, search) : null,
    availableCredits(ctx),
  ]);
  const orders = found ? await unwrap(ctx, found) : { orders: [], totalElements: 0 };
  return { ...orders, credit: (await unwrap(ctx, credit)).availableCredits ?? null };
}

/** One order; 3/404 is an order that does not exist or belongs to another company. */
export async function loadOrder(ctx: SignedIn, orderId: string): Promise<Order> {
  const result = await orderById(ctx, orderId);
  if (!result.ok && result.error.kind === "envelope" && result.error.errorCode === 404)
    throw data({ message: { key: "order:details.notFound" } }, { status: 404 });
  return unwrap(ctx, result);
}

/**
 * Voids the order's tickets by the same rules as the button (the back office checks them a third
 * time): "closed" when the same-day window has passed or the order offers no void.
 */
export function voidOrder(ctx: SignedIn, seen: Order): Promise<"voided" | "closed"> {
  // Read again under the booking's lock: a colleague's void that ran meanwhile closes the offer.
  return oneActionPerBooking(ctx, seen.bookingId, async () => {
    const order = await loadOrder(ctx, seen.orderId);
    if (!voidOffered(order) || !withinVoidWindow(order.orderDate, Date.now())) return "closed";
    const voided = await voidOrderTickets(ctx, order.bookingId);
    await recordActivity(ctx, {
      action: "ticketsVoided",
      target: { kind: "order", id: order.orderId },
      error: voided.ok ? null : voided.error,
    });
    if (isCannotVoid(voided)) return "closed";
    await unwrap(ctx, voided);
    return "voided";
  });
}

type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Message };

/** The wizard's own failures become a message on the page; a lost login still goes to /login. */
async function failureOf(ctx: SignedIn, error: UpstreamError): Promise<Message> {
  error = await stillSignedIn(ctx, error);
  if (isEnvelopeError(error, 3, 404)) return { key: "order:wizard.notFound" };
  if (isEnvelopeError(error, 3, 100)) return { key: "order:wizard.notFound" };
  if (isEnvelopeError(error, 3, 409)) return { key: "order:wizard.alreadyTicketed" };
  if (isEnvelopeError(error, 3, 403)) return { key: "error.FORBIDDEN" };
  return messageFor(error);
}

async function outcome<T>(
  ctx: SignedIn,
  result: { ok: true; data: T } | { ok: false; error: UpstreamError },
): Promise<Outcome<T>> {
  return result.ok ? result : { ok: false, failure: await failureOf(ctx, result.error) };
}

type Locator = Parameters<typeof orderByLocator>[1];
type Selection = { recordLocator: string; passengerRphs: number[]; segmentRphs: number[] };

export async function locateRecord(ctx: SignedIn, locator: Locator) {
  return outcome(ctx, await orderByLocator(ctx, locator));
}

export async function priceSelection(ctx: SignedIn, selection: Selection) {
  return outcome(ctx, await orderPrice(ctx, selection));
}

/** One issue per record at a time for the company; a second one meets the back office's 3/409. */
export function issueOrder(ctx: SignedIn, selection: Selection & { quoteId: string }) {
  return oneActionPerBooking(ctx, `pnr:${selection.recordLocator}`, async () => {
    const issued = await orderTicket(ctx, selection);
    await recordActivity(ctx, {
      action: "orderCreated",
      target: { kind: "order", id: issued.ok ? issued.data.orderId : "" },
      error: issued.ok ? null : issued.error,
    });
    return outcome(ctx, issued);
  });
}

// The add-order wizard's locator step: a record whose passengers already hold issued tickets is
// reported there, before the agent checks segments and quotes (the back office would refuse the
// issue only on the last step, 3/409). The order history of the record says who holds a ticket;
// orders the agent may not see are not known here, and the last step's refusal still applies.

type Passenger = { rph: number; surname: string; givenName: string; ticketStatus?: string };

const nameKey = (p: { surname: string; givenName: string }) =>
  `${p.surname.trim().toUpperCase()}/${p.givenName.trim().toUpperCase()}`;

/** The record's passengers (rph) who hold an issued ticket in a completed ticket order. */
export async function ticketedPassengers(
  ctx: UpstreamContext,
  recordLocator: string,
  passengers: readonly Passenger[],
): Promise<number[]> {
  const locator = recordLocator.trim().toUpperCase();
  // The record itself names a ticket issued by any agency, also one whose order this user
  // cannot see (docs/behaviour.md#add-order-wizard); the user's own orders name the rest.
  const inRecord = passengers.filter((p) => p.ticketStatus?.toUpperCase() === "ISSUED");
  const found = await searchOrders(ctx, { recordLocator: locator, page: 1 });
  if (!found.ok) return inRecord.map((p) => p.rph);
  const ticketOrders = found.data.orders.filter(
    (o) =>
      o.orderTypeId === "TICKET_ORDER" &&
      o.statusId === "ORDER_COMPLETED" &&
      o.recordLocator.toUpperCase() === locator,
  );
  const orders = await Promise.all(ticketOrders.map((o) => orderById(ctx, o.orderId)));
  const held = new Set<string>();
  for (const order of orders) {
    if (!order.ok) continue;
    for (const item of order.data.airTicketItems)
      for (const p of item.passengerReference)
        if (p.ticketStatus.toUpperCase() === "ISSUED") held.add(nameKey(p));
  }
  return passengers.filter((p) => inRecord.includes(p) || held.has(nameKey(p))).map((p) => p.rph);
}
