/**
 * The simulator's booking records (docs/behaviour.md#entities). Field names follow the spec
 * exactly, including its spellings (arrivelDateTime, equimentCode, appliedReFund). The input types
 * are deliberately structural and permissive: the air simulator's `/air/book` passes its own offer
 * objects, which carry more fields than listed here; everything it passes is kept (deep-copied) on
 * the booking.
 */

export const BOOKING_STATUSES = [
  "BOOKING_RECEIVED",
  "BOOKING_IN_PROCESS",
  "BOOKING_CONFIRMED",
  "BOOKING_ORDER_SUBMITTED",
  "BOOKING_COMPLETED",
  "BOOKING_PAID",
  "BOOKING_CLOSED",
  "BOOKING_CANCELLED",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

type Amount = number | string;

/** A flight segment as the offer generator produces it; only what bookings read is required. */
export interface BookedSegment {
  airlineCode: string;
  flightNumber: string;
  oriLoc: string;
  desLoc: string;
  departureDateStr: string;
  departureTimeStr: string;
  arrivelDateStr?: string;
  arrivelTimeStr?: string;
  classCode?: string;
  cabinType?: string;
  [extra: string]: unknown;
}

export interface BookedAirOption {
  airFlightSegments: BookedSegment[];
  [extra: string]: unknown;
}

export interface BookedFarePrice {
  passengerType: string;
  currencyCode?: string;
  baseAmount?: Amount;
  taxesAmount?: Amount;
  feesAmount?: Amount;
  totalAmount?: Amount;
  [extra: string]: unknown;
}

/** The spec's AirLowFare (docs/behaviour.md#entities), as booked. */
export interface BookedAirLowFare {
  airOptions: BookedAirOption[];
  airFarePrices?: BookedFarePrice[];
  currencyCode?: string;
  totalAmount?: Amount;
  baseAmount?: Amount;
  fareType?: string;
  /** Fare source; see app/domain/booking/info-sources.ts for which ones allow servicing. */
  infoSource?: string;
  [extra: string]: unknown;
}

export interface TravellerEmail {
  emailAddress: string;
  emailType?: string | null;
}

export interface TravellerTelephone {
  phoneNumber: string;
  phoneType?: string | null;
  countryAccessCode?: string | null;
  areaCityCode?: string | null;
}

export interface TravellerDocument {
  id?: string | null;
  type?: string | null;
  expireDate?: string | null;
  issueCountry?: string | null;
  holderNationality?: string | null;
}

/** Traveller info (docs/behaviour.md#entities). */
export interface TravellerInfo {
  refIndex?: number | string | null;
  passengerType: string;
  gender?: string | null;
  age?: number | string | null;
  surname: string;
  givenName: string;
  nameTitle?: string | null;
  namePrefix?: string | null;
  birthDate?: string | null;
  profileID?: string | null;
  emails?: TravellerEmail[] | null;
  telephones?: TravellerTelephone[] | null;
  documents?: TravellerDocument[] | null;
  frequentCode?: string | null;
  frequentNumber?: string | null;
  ticketNumber?: string | null;
  ticketStatus?: string | null;
  corpCode?: string | null;
  baseAmount?: Amount | null;
  taxesAmount?: Amount | null;
  feesAmount?: Amount | null;
  totalAmount?: Amount | null;
  [extra: string]: unknown;
}

/**
 * Baggage info (docs/behaviour.md#entities): one bought piece for one passenger on one or more
 * segments.
 */
export interface BaggageInfo {
  amount?: Amount | null;
  travelerRPH?: number | string | null;
  priceOfferId?: string | null;
  flightSegmentRPH?: string | number | Array<string | number> | null;
  description?: string | null;
  currencyCode?: string | null;
  [extra: string]: unknown;
}

export interface CreateBookingInput {
  userId: string;
  airLowFare: BookedAirLowFare;
  travelerInfos: TravellerInfo[];
  baggageInfos: BaggageInfo[];
  priceClasses: unknown[];
}

export interface TicketInfo {
  refIndex: number;
  passengerName: string;
  ticketNumber: string;
  /**
   * "issued", "refunded" or "void" (docs/behaviour.md#booking-statuses-and-buttons: 'issued' makes
   * void available).
   */
  ticketStatus: string;
  issueDate: string;
}

/** One version of the booked air item ("Ver. n" tabs). */
export interface SimAirItem {
  versionNum: number;
  latestVersion: boolean;
  ticketed: boolean;
  allowRefund: boolean;
  appliedReFund: boolean;
  refundDate: string | null;
  airLowFare: BookedAirLowFare;
  travelerInfos: TravellerInfo[];
  ticketInfos: TicketInfo[];
  baggageInfos: BaggageInfo[];
  priceClasses: unknown[];
}

/** invoiceTypeId: SALES INVOICE or CREDIT NOTES (docs/behaviour.md#constants-and-limits). */
export interface SimInvoice {
  invoiceId: string;
  invoiceNumber: string;
  invoiceTypeId: "SALES_INVOICE" | "CREDIT_NOTE";
  issueDate: string;
  currencyCode: string;
  amount: number;
  versionNum: number;
}

export interface SimRefund {
  currency: string;
  bookingAmount: number;
  deductAmount: number;
  refundableAmount: number;
  appliedAt: string;
}

export interface SimBooking {
  bookingId: string;
  bookingNumber: string;
  /** The back-office user who made it; the list shows the creator's login as createBy. */
  ownerUserId: string;
  createBy: string;
  companyCode: string;
  bookingDate: string;
  bookStatus: BookingStatus;
  bookingRecordLocator: { id: string; idContext: string };
  bookingAirRecordLocator: { id: string };
  bookingSource: string;
  /** Ticketing deadline. */
  bookingDeadline: string;
  fareDeadline: string;
  items: SimAirItem[];
  invoices: SimInvoice[];
  refunds: SimRefund[];
  saleInvoiceId: string | null;
  salesInvoiceTemplateId: string;
  creditNoteTemplateId: string;
  ticketTemplateId: string;
  itinTemplateId: string;
}
