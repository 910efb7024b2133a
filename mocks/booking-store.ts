import type {
  BaggageInfo,
  BookedAirLowFare,
  CreateBookingInput,
  SimAirItem,
  SimBooking,
  SimInvoice,
  TicketInfo,
  TravellerInfo,
} from "./booking-types";
import type { SimContext, SimState } from "./state-types";

/**
 * The back office's booking book-keeping, shared by `/air/book` (the air simulator calls
 * `createBooking`) and the `/booking/*`, `/rebook/*` and print-out handlers. All rules that change
 * a booking live here so every entry point applies them the same way.
 */

/** The booking collections of SimState (spread into createState). */
export interface BookingCollections {
  bookings: SimBooking[];
  /** Next numeric booking id; seeds take the ids below it. */
  nextBookingSeq: number;
}

const DAY = 86_400_000;

/** Airline numeric ticketing prefixes (IATA accounting codes). */
const TICKET_PREFIX: Record<string, string> = {
  CX: "160",
  SQ: "618",
  BA: "125",
  LH: "220",
  EK: "176",
  AM: "139",
  HA: "173",
  QR: "157",
  A3: "390",
  AA: "001",
  JL: "131",
  NH: "205",
  KE: "180",
  OZ: "988",
  CI: "297",
  BR: "695",
  TG: "217",
  MH: "232",
  QF: "081",
  UO: "128",
};

// Record locators use the GDS alphabet without I, O (read as digits) and without X, which the
// simulator reserves as the documented rebook-search failure trigger
// (docs/back-office.md#what-the-simulator-lets-tests-provoke).
const LOCATOR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWYZ23456789";

export function locatorFor(seq: number, salt: number): string {
  // A fixed integer hash (murmur3 finaliser) so consecutive bookings get unrelated-looking locators.
  let h = (seq * 0x9e3779b1 + salt * 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  let text = "";
  for (let i = 0; i < 6; i += 1) {
    text += LOCATOR_ALPHABET[h % LOCATOR_ALPHABET.length];
    h = Math.floor(h / LOCATOR_ALPHABET.length) + (i + 1) * 7919 * (salt + 1);
  }
  return text;
}

export function toAmount(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The fare's total: its own totalAmount, else the sum of its per-passenger lines. */
export function fareTotal(fare: BookedAirLowFare, travellers: number): number {
  if (fare.totalAmount !== undefined && toAmount(fare.totalAmount) > 0)
    return round2(toAmount(fare.totalAmount));
  const lines = fare.airFarePrices ?? [];
  const sum = lines.reduce((acc, line) => acc + toAmount(line.totalAmount), 0);
  return round2(lines.length === 1 ? sum * Math.max(travellers, 1) : sum);
}

export function fareCurrency(fare: BookedAirLowFare): string {
  return fare.currencyCode ?? fare.airFarePrices?.[0]?.currencyCode ?? "HKD";
}

export function validatingCarrier(fare: BookedAirLowFare): string {
  return fare.airOptions[0]?.airFlightSegments[0]?.airlineCode ?? "";
}

function firstDeparture(fare: BookedAirLowFare): number | null {
  const segment = fare.airOptions[0]?.airFlightSegments[0];
  if (!segment) return null;
  const time = Date.parse(`${segment.departureDateStr}T${segment.departureTimeStr || "00:00"}:00Z`);
  return Number.isFinite(time) ? time : null;
}

export const latestItem = (booking: SimBooking): SimAirItem =>
  booking.items.find((item) => item.latestVersion) ?? booking.items[booking.items.length - 1]!;

export function findBooking(state: SimState, bookingId: string): SimBooking | undefined {
  return state.bookings.find((booking) => booking.bookingId === bookingId);
}

function numberTravellers(travellers: TravellerInfo[]): TravellerInfo[] {
  return travellers.map((traveller, index) => ({
    ...structuredClone(traveller),
    refIndex: traveller.refIndex ?? index + 1,
    ticketNumber: null,
    ticketStatus: null,
  }));
}

/** Creates a booking in BOOKING_IN_PROCESS with one air item version, as `/air/book` does. */
export function createBooking(
  ctx: SimContext,
  input: CreateBookingInput,
): { bookingId: string; recordLocator: string } {
  const { state } = ctx;
  const now = ctx.config.now();
  const seq = state.nextBookingSeq;
  state.nextBookingSeq += 1;
  const owner = state.users.find((user) => user.id === input.userId);
  const airLowFare = structuredClone(input.airLowFare);
  const departure = firstDeparture(airLowFare);
  // Deadlines: three days to ticket, but never later than a day before departure.
  const latest =
    departure === null
      ? now + 3 * DAY
      : Math.max(now + DAY / 4, Math.min(now + 3 * DAY, departure - DAY));
  const booking: SimBooking = {
    bookingId: String(seq),
    bookingNumber: `BK${String(seq).padStart(8, "0")}`,
    ownerUserId: input.userId,
    createBy: owner?.loginName ?? input.userId,
    companyCode: owner?.companyCode ?? "",
    bookingDate: new Date(now).toISOString(),
    bookStatus: "BOOKING_IN_PROCESS",
    bookingRecordLocator: { id: locatorFor(seq, 3), idContext: "ZIR" },
    bookingAirRecordLocator: { id: locatorFor(seq, 11) },
    bookingSource: airLowFare.fareType ?? "NDC",
    bookingDeadline: new Date(latest).toISOString(),
    fareDeadline: new Date(latest).toISOString(),
    items: [
      {
        versionNum: 1,
        latestVersion: true,
        ticketed: false,
        allowRefund: true,
        appliedReFund: false,
        refundDate: null,
        airLowFare,
        travelerInfos: numberTravellers(input.travelerInfos),
        ticketInfos: [],
        baggageInfos: structuredClone(input.baggageInfos),
        priceClasses: structuredClone(input.priceClasses),
      },
    ],
    invoices: [],
    refunds: [],
    saleInvoiceId: null,
    salesInvoiceTemplateId: "18",
    creditNoteTemplateId: "21",
    ticketTemplateId: "31",
    itinTemplateId: "32",
  };
  state.bookings.push(booking);
  return { bookingId: booking.bookingId, recordLocator: booking.bookingRecordLocator.id };
}

/** The deadline that comes first (ticketing or fare), as epoch ms; NaN when neither is readable. */
export function deadlineOf(booking: SimBooking): number {
  const times = [booking.bookingDeadline, booking.fareDeadline]
    .map((text) => Date.parse(text))
    .filter((t) => Number.isFinite(t));
  return times.length ? Math.min(...times) : Number.NaN;
}

/**
 * docs/behaviour.md#booking-statuses-and-buttons: no status at all counts as cancelled, like
 * BOOKING_CANCELLED.
 */
export const isCancelled = (booking: SimBooking) =>
  !booking.bookStatus || booking.bookStatus === "BOOKING_CANCELLED";

function addInvoice(
  booking: SimBooking,
  type: SimInvoice["invoiceTypeId"],
  amount: number,
  currencyCode: string,
  now: number,
): SimInvoice {
  const prefix = type === "SALES_INVOICE" ? "SI" : "CN";
  const invoice: SimInvoice = {
    invoiceId: `${booking.bookingId}${String(booking.invoices.length + 1).padStart(2, "0")}`,
    invoiceNumber: `${prefix}-${new Date(now).getUTCFullYear()}-${booking.bookingId}-${booking.invoices.length + 1}`,
    invoiceTypeId: type,
    issueDate: new Date(now).toISOString(),
    currencyCode,
    amount: round2(amount),
    versionNum: latestItem(booking).versionNum,
  };
  booking.invoices.push(invoice);
  if (type === "SALES_INVOICE") booking.saleInvoiceId = invoice.invoiceId;
  return invoice;
}

/** Issues one e-ticket per traveller on the item and the sales invoice for `amount`. */
export function ticketItem(
  booking: SimBooking,
  item: SimAirItem,
  amount: number,
  now: number,
): void {
  const prefix = TICKET_PREFIX[validatingCarrier(item.airLowFare)] ?? "999";
  const tickets: TicketInfo[] = item.travelerInfos.map((traveller, index) => {
    const serial =
      (Number(booking.bookingId) * 37 + item.versionNum * 1_000 + index) % 10_000_000_000;
    const ticketNumber = `${prefix}-${String(serial).padStart(10, "0")}`;
    traveller.ticketNumber = ticketNumber;
    traveller.ticketStatus = "issued";
    return {
      refIndex: toAmount(traveller.refIndex) || index + 1,
      passengerName: `${traveller.surname}/${traveller.givenName}`,
      ticketNumber,
      ticketStatus: "issued",
      issueDate: new Date(now).toISOString(),
    };
  });
  item.ticketInfos = tickets;
  item.ticketed = true;
  if (amount > 0) addInvoice(booking, "SALES_INVOICE", amount, fareCurrency(item.airLowFare), now);
}

export type StoreRefusal = { refused: string };

export function cancelBooking(booking: SimBooking): StoreRefusal | null {
  if (isCancelled(booking)) return { refused: "Booking already cancelled" };
  if (latestItem(booking).ticketed)
    return { refused: "Ticketed booking cannot be cancelled, apply for a refund" };
  booking.bookStatus = "BOOKING_CANCELLED";
  return null;
}

export function issueTicket(booking: SimBooking, now: number): StoreRefusal | null {
  const item = latestItem(booking);
  if (isCancelled(booking)) return { refused: "Booking cancelled" };
  if (item.ticketed) return { refused: "Ticket already issued" };
  if (Date.parse(booking.fareDeadline) < now) return { refused: "Fare deadline passed" };
  ticketItem(
    booking,
    item,
    fareTotal(item.airLowFare, item.travelerInfos.length) + baggageTotal(item.baggageInfos),
    now,
  );
  booking.bookStatus = "BOOKING_COMPLETED";
  return null;
}

export function baggageTotal(baggage: BaggageInfo[]): number {
  return round2(baggage.reduce((sum, piece) => sum + toAmount(piece.amount), 0));
}

/** The refund quote: a fixed change-of-plan deduction per ticket, capped at the amount paid. */
export function refundQuote(booking: SimBooking) {
  const item = latestItem(booking);
  const bookingAmount = round2(
    booking.invoices
      .filter((invoice) => invoice.invoiceTypeId === "SALES_INVOICE")
      .reduce((sum, invoice) => sum + invoice.amount, 0),
  );
  const perTicket = item.airLowFare.fareType === "NDC" ? 450 : 600;
  const deductAmount = round2(
    Math.min(bookingAmount, perTicket * Math.max(item.ticketInfos.length, 1)),
  );
  return {
    currency: fareCurrency(item.airLowFare),
    bookingAmount,
    deductAmount,
    refundableAmount: round2(bookingAmount - deductAmount),
  };
}

export function refusalToRefund(booking: SimBooking): string | null {
  const item = latestItem(booking);
  if (isCancelled(booking)) return "Booking cancelled";
  if (!item.ticketed) return "No ticket found";
  if (!item.allowRefund) return "Fare is not refundable";
  if (item.appliedReFund) return "Refund already applied";
  return null;
}

/** docs/behaviour.md#booking-statuses-and-buttons: "Refund: tickets are cancelled immediately". */
export function applyRefund(booking: SimBooking, now: number): StoreRefusal | null {
  const refusal = refusalToRefund(booking);
  if (refusal) return { refused: refusal };
  const item = latestItem(booking);
  const quote = refundQuote(booking);
  item.appliedReFund = true;
  item.refundDate = new Date(now).toISOString();
  for (const ticket of item.ticketInfos) ticket.ticketStatus = "refunded";
  for (const traveller of item.travelerInfos) traveller.ticketStatus = "refunded";
  booking.refunds.push({ ...quote, appliedAt: item.refundDate });
  addInvoice(booking, "CREDIT_NOTE", quote.refundableAmount, quote.currency, now);
  booking.bookStatus = "BOOKING_CLOSED";
  return null;
}

/**
 * Rebook: the latest item stops being latest and a new version carries the new fare, reissued
 * tickets and an invoice for the difference (never negative: no automatic refund of fare drops).
 */
export function addRebookedVersion(
  booking: SimBooking,
  airLowFare: BookedAirLowFare,
  extraCharge: number,
  now: number,
): SimAirItem {
  const previous = latestItem(booking);
  previous.latestVersion = false;
  // The old tickets are exchanged for the new version's: they are no longer "issued".
  for (const ticket of previous.ticketInfos) ticket.ticketStatus = "exchanged";
  for (const traveller of previous.travelerInfos)
    if (traveller.ticketNumber) traveller.ticketStatus = "exchanged";
  const item: SimAirItem = {
    ...structuredClone(previous),
    versionNum: Math.max(...booking.items.map((i) => i.versionNum)) + 1,
    latestVersion: true,
    appliedReFund: false,
    refundDate: null,
    airLowFare: structuredClone(airLowFare),
    ticketInfos: [],
  };
  booking.items.push(item);
  ticketItem(booking, item, 0, now);
  if (extraCharge > 0)
    addInvoice(booking, "SALES_INVOICE", extraCharge, fareCurrency(airLowFare), now);
  return item;
}

/** Ancillary change: bought baggage joins the latest item and is invoiced in HKD. */
export function addAncillaries(booking: SimBooking, pieces: BaggageInfo[], now: number): void {
  const item = latestItem(booking);
  item.baggageInfos.push(...structuredClone(pieces));
  const total = baggageTotal(pieces);
  if (total > 0) addInvoice(booking, "SALES_INVOICE", total, "HKD", now);
}
