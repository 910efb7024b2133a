// Credits a refund leaves (docs/decisions/0102-airline-names-documents-and-credits.md): the back
// office's refund quote states what it deducts (deductAmount); that value stays with the airline
// on the tickets. It is spread over the booking's tickets, cent by cent so the parts add up.
// The quote gives no expiry: one year from the ticket's issue, marked as assumed.
import { addYears, isIsoDate } from "../air/dates";

export const CREDIT_STATES = ["open", "used", "expired"] as const;
export type CreditState = (typeof CREDIT_STATES)[number];

export type RefundedBooking = {
  bookingId: string;
  recordLocator: string;
  /** The airline of the first flight: the one that issued the tickets. */
  airlineCode: string;
  /** YYYY-MM-DD the tickets were issued (the sales invoice), or "" when not known. */
  issuedOn: string;
  travellers: { refIndex: number; surname: string; givenName: string }[];
  tickets: { refIndex: number; passengerName: string; ticketNumber: string }[];
};

export type NewCredit = {
  travellerName: string;
  airlineCode: string;
  ticketNumber: string;
  amount: number;
  currency: string;
  issuedOn: string | null;
  expiresOn: string;
  expiryAssumed: boolean;
  bookingId: string;
  recordLocator: string;
};

export function creditsOfRefund(
  booking: RefundedBooking,
  quote: { currency: string; deductAmount: number },
  today: string,
): NewCredit[] {
  const tickets = booking.tickets.filter((t) => t.ticketNumber.trim());
  const cents = Math.round(quote.deductAmount * 100);
  if (!tickets.length || !(cents > 0)) return [];
  const issuedOn = isIsoDate(booking.issuedOn) ? booking.issuedOn : null;
  const expiresOn = addYears(issuedOn ?? today, 1);
  const share = Math.floor(cents / tickets.length);
  return tickets.map((ticket, i) => {
    const traveller = booking.travellers.find((t) => t.refIndex === ticket.refIndex);
    return {
      travellerName: traveller
        ? `${traveller.surname}/${traveller.givenName}`
        : ticket.passengerName,
      airlineCode: booking.airlineCode,
      ticketNumber: ticket.ticketNumber.trim(),
      // The first tickets take the odd cents.
      amount: (share + (i < cents - share * tickets.length ? 1 : 0)) / 100,
      currency: quote.currency,
      issuedOn,
      expiresOn,
      expiryAssumed: true,
      bookingId: booking.bookingId,
      recordLocator: booking.recordLocator,
    };
  });
}
