// Booking entities (docs/behaviour.md#entities) as the portal reads them, reusing the air journey's
// schemas for the fare itself. Shared by the server (parsing) and the components (types only).
import * as z from "zod";
import { AirLowFareSchema, BaggageInfoSchema } from "./air";
import { str, num, flag, list } from "./lenient";

export const BookingRowSchema = z.object({
  bookingId: z.coerce.string(),
  bookingNumber: str,
  bookingDate: str,
  passengerNames: str,
  airItineraries: str,
  depDate: str,
  bookingRecordLocator: z
    .object({ id: str })
    .nullish()
    .transform((v) => v ?? { id: "" }),
  bookStatus: str,
  createBy: str,
  // Extension (docs/behaviour.md#deadline-board): the deadlines, for the deadline board and the
  // list's deadline column.
  bookingDeadline: str,
  fareDeadline: str,
});
export type BookingRow = z.infer<typeof BookingRowSchema>;

export const SearchResponseSchema = z.object({
  bookings: list(BookingRowSchema),
  totalElements: num,
});

export const TravellerSchema = z.object({
  refIndex: num,
  passengerType: str,
  gender: str,
  surname: str,
  givenName: str,
  nameTitle: str,
  birthDate: str,
  emails: list(z.object({ emailAddress: str, emailType: str })),
  telephones: list(
    z.object({ phoneNumber: str, phoneType: str, countryAccessCode: str, areaCityCode: str }),
  ),
  documents: list(
    z.object({ id: str, type: str, expireDate: str, issueCountry: str, holderNationality: str }),
  ),
  ticketNumber: str,
  ticketStatus: str,
});
export type Traveller = z.infer<typeof TravellerSchema>;

export const TicketSchema = z.object({
  refIndex: num,
  passengerName: str,
  ticketNumber: str,
  ticketStatus: str,
});

export const AirItemSchema = z.object({
  versionNum: num,
  latestVersion: flag,
  ticketed: flag,
  allowRefund: flag,
  appliedReFund: flag,
  refundDate: str,
  airLowFare: AirLowFareSchema,
  travelerInfos: list(TravellerSchema),
  ticketInfos: list(TicketSchema),
  baggageInfos: list(BaggageInfoSchema),
});
export type AirItem = z.infer<typeof AirItemSchema>;

export const InvoiceSchema = z.object({
  invoiceId: z.coerce.string(),
  invoiceNumber: str,
  invoiceTypeId: str,
  issueDate: str,
  currencyCode: str,
  amount: num,
});

export const PriceLineSchema = z.object({
  passengerType: str,
  quantity: num,
  currencyCode: str,
  baseAmount: num,
  taxesAmount: num,
  feesAmount: num,
  totalAmount: num,
});

export const BookingDetailSchema = z.object({
  bookingId: z.object({ id: z.coerce.string() }),
  bookingNumber: str,
  bookingDate: str,
  bookStatus: str,
  bookingRecordLocator: z
    .object({ id: str })
    .nullish()
    .transform((v) => v ?? { id: "" }),
  bookingAirRecordLocator: z
    .object({ id: str })
    .nullish()
    .transform((v) => v ?? { id: "" }),
  bookingSource: str,
  bookingDeadline: str,
  fareDeadline: str,
  createBy: str,
  invoices: list(InvoiceSchema),
  saleInvoiceId: str,
  salesInvoiceTemplateId: str,
  creditNoteTemplateId: str,
  ticketTemplateId: str,
  itinTemplateId: str,
  airFarePriceSummary: list(PriceLineSchema),
  bookingAirItems: z.array(AirItemSchema).min(1),
});
export type BookingDetail = z.infer<typeof BookingDetailSchema>;

export const RefundQuoteSchema = z.object({
  currency: str,
  bookingAmount: num,
  deductAmount: num,
  refundableAmount: num,
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;
