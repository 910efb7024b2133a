import { latestItem } from "./booking-store";
import type { SimBooking, SimAirItem } from "./booking-types";
import type { SeedUser } from "./seed/users";
import type { SimState } from "./state";

/**
 * What the back office answers about bookings: list rows and the detail
 * (docs/behaviour.md#entities).
 */

export function passengerNames(item: SimAirItem): string {
  return item.travelerInfos.map((t) => `${t.surname}/${t.givenName}`).join(", ");
}

/** "HKG-LHR, LHR-HKG": one origin-destination per leg. */
export function itinerary(item: SimAirItem): string {
  return item.airLowFare.airOptions
    .map((option) => {
      const segments = option.airFlightSegments;
      return `${segments[0]?.oriLoc ?? ""}-${segments[segments.length - 1]?.desLoc ?? ""}`;
    })
    .join(", ");
}

export function departureDate(item: SimAirItem): string {
  return item.airLowFare.airOptions[0]?.airFlightSegments[0]?.departureDateStr ?? "";
}

export function summaryRow(booking: SimBooking) {
  const item = latestItem(booking);
  return {
    bookingId: booking.bookingId,
    bookingNumber: booking.bookingNumber,
    bookingDate: booking.bookingDate,
    passengerNames: passengerNames(item),
    airItineraries: itinerary(item),
    depDate: departureDate(item),
    bookingRecordLocator: { ...booking.bookingRecordLocator },
    bookStatus: booking.bookStatus,
    createBy: booking.createBy,
    // Extension (mocks/README.md "Deadlines"): the two deadlines, for the deadline board.
    bookingDeadline: booking.bookingDeadline,
    fareDeadline: booking.fareDeadline,
  };
}

function itemView(item: SimAirItem) {
  return {
    versionNum: item.versionNum,
    latestVersion: item.latestVersion,
    ticketed: item.ticketed,
    allowRefund: item.allowRefund,
    appliedReFund: item.appliedReFund,
    refundDate: item.refundDate,
    airLowFare: structuredClone(item.airLowFare),
    travelerInfos: structuredClone(item.travelerInfos),
    ticketInfos: structuredClone(item.ticketInfos),
    baggageInfos: structuredClone(item.baggageInfos),
  };
}

/** The price summary of the latest version, per passenger type, in the fare's currency. */
function priceSummary(item: SimAirItem) {
  return (item.airLowFare.airFarePrices ?? []).map((line) => ({
    passengerType: line.passengerType,
    quantity: item.travelerInfos.filter((t) => t.passengerType === line.passengerType).length || 1,
    currencyCode: line.currencyCode ?? item.airLowFare.currencyCode ?? "HKD",
    baseAmount: Number(line.baseAmount ?? 0),
    taxesAmount: Number(line.taxesAmount ?? 0),
    feesAmount: Number(line.feesAmount ?? 0),
    totalAmount: Number(line.totalAmount ?? 0),
  }));
}

export function detailView(booking: SimBooking) {
  const item = latestItem(booking);
  return {
    bookingId: { id: booking.bookingId },
    bookingNumber: booking.bookingNumber,
    bookingDate: booking.bookingDate,
    bookStatus: booking.bookStatus,
    bookingRecordLocator: { ...booking.bookingRecordLocator },
    bookingAirRecordLocator: { ...booking.bookingAirRecordLocator },
    bookingSource: booking.bookingSource,
    bookingDeadline: booking.bookingDeadline,
    fareDeadline: booking.fareDeadline,
    createBy: booking.createBy,
    airLowFare: structuredClone(item.airLowFare),
    travelerInfos: structuredClone(item.travelerInfos),
    ticketInfos: structuredClone(item.ticketInfos),
    baggageInfos: structuredClone(item.baggageInfos),
    invoices: booking.invoices.map((invoice) => ({ ...invoice })),
    saleInvoiceId: booking.saleInvoiceId,
    salesInvoiceTemplateId: booking.salesInvoiceTemplateId,
    creditNoteTemplateId: booking.creditNoteTemplateId,
    ticketTemplateId: booking.ticketTemplateId,
    itinTemplateId: booking.itinTemplateId,
    airFarePriceSummary: priceSummary(item),
    bookingAirItems: booking.items.map(itemView),
  };
}

/**
 * Who may see a booking: its maker, or anyone of the same company holding permission 12
 * ("view teammates' bookings") or 10 (all rights).
 */
export function canSee(user: SeedUser, booking: SimBooking): boolean {
  if (booking.ownerUserId === user.id) return true;
  const teammates = user.permissions.includes("12") || user.permissions.includes("10");
  return teammates && (user.permissions.includes("10") || booking.companyCode === user.companyCode);
}

export function visibleBooking(
  state: SimState,
  user: SeedUser,
  bookingId: string,
): SimBooking | undefined {
  const booking = state.bookings.find((b) => b.bookingId === bookingId);
  return booking && canSee(user, booking) ? booking : undefined;
}
