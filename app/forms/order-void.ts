import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "./order-search";

// When an order's tickets may be voided (docs/behaviour.md#orders): the order allows it,
// at least one ticket is issued, and it is still the ticket day before 23:00 (Hong Kong).

type VoidableOrder = {
  orderTypeId: string;
  orderDate: string;
  allowVoidTickets: boolean;
  airTicketItems: { passengerReference: { ticketStatus: string }[] }[];
};

export const isIssued = (ticketStatus: string) => ticketStatus.toLowerCase() === "issued";

/** Whether the Void button is offered at all. */
export function voidOffered(order: VoidableOrder): boolean {
  return (
    order.allowVoidTickets &&
    order.airTicketItems.some((item) =>
      item.passengerReference.some((p) => isIssued(p.ticketStatus)),
    )
  );
}

/** Same day until 23:00 on the ticket day; a ticket order's date is its ticketing time. */
export function withinVoidWindow(ticketedAt: string, now: number): boolean {
  const ticketed = DateTime.fromISO(ticketedAt, { zone: BUSINESS_ZONE });
  const current = DateTime.fromMillis(now, { zone: BUSINESS_ZONE });
  return ticketed.isValid && ticketed.hasSame(current, "day") && current.hour < 23;
}
