// The add-order wizard's locator step: a record whose passengers already hold issued tickets is
// reported there, before the agent checks segments and quotes (the back office would refuse the
// issue only on the last step, 3/409). The order history of the record says who holds a ticket;
// orders the agent may not see are not known here, and the last step's refusal still applies.
import type { UpstreamContext } from "~/pamhk/client.server";
import { orderById, searchOrders } from "~/pamhk/order.server";

type Passenger = { rph: number; surname: string; givenName: string };

const nameKey = (p: { surname: string; givenName: string }) =>
  `${p.surname.trim().toUpperCase()}/${p.givenName.trim().toUpperCase()}`;

/** The record's passengers (rph) who hold an issued ticket in a completed ticket order. */
export async function ticketedPassengers(
  ctx: UpstreamContext,
  recordLocator: string,
  passengers: readonly Passenger[],
): Promise<number[]> {
  const locator = recordLocator.trim().toUpperCase();
  const found = await searchOrders(ctx, { recordLocator: locator, page: 1 });
  if (!found.ok) return [];
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
  return passengers.filter((p) => held.has(nameKey(p))).map((p) => p.rph);
}
