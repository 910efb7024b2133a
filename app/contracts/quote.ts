// Quotes for clients (docs/quotes.md): what a quote keeps of the offers an agent chose, stored as
// the portal's own records (app/db/schema.ts). Prices are the back office's at the time they were
// added; the agency's service fee sits beside them and never travels upstream.

export const quoteStates = ["draft", "sent", "accepted", "booked", "expired"] as const;
export type QuoteState = (typeof quoteStates)[number];

/** A quote holds at most this many options (docs/quotes.md#what-an-option-is). */
export const MAX_QUOTE_OPTIONS = 5;
export const DEFAULT_VALIDITY_HOURS = 24;
/** The quotes list shows this many a page. */
export const QUOTES_PAGE_SIZE = 10;

/** One flight of an option, as the client reads it and as a new search must find it again. */
export type QuotedSegment = {
  airline: string;
  flightNumber: string;
  operatingAirline: string;
  /** The booking class (RBD) sold, and the cabin (Y, W, C, F). */
  classCode: string;
  cabin: string;
  from: string;
  to: string;
  /** Airport-local date (YYYY-MM-DD) and time (HH:mm), as the back office gives them. */
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  equipment: string;
  /** Checked-baggage allowance code ("20 K", "1 P", "0 P"): domain/air/baggage-allowance.ts. */
  baggage: string;
};

/** One leg (journey direction) of an option. */
export type QuotedLeg = {
  /** The back office's leg option key at the time (its `equalsKey`). */
  equalsKey: string;
  priceClass: string;
  priceClassLabel: string;
  durationMinutes: number;
  segments: QuotedSegment[];
};

/**
 * The price of one passenger type, per passenger, in the option's currency. `serviceFee` is the
 * agency's fee per passenger of this type (0 without a rule); the client pays `total + serviceFee`.
 */
export type QuotedPrice = {
  passengerType: string;
  count: number;
  base: number;
  taxes: number;
  fees: number;
  total: number;
  serviceFee: number;
};

/** Where an option was added: a results card (search price) or the review (reviewed price). */
export type QuoteOrigin = "results" | "review";

/** The fee rule an option's fee came from, as it was then (rules change; the option keeps this). */
export type AppliedFee = {
  ruleId: string;
  kind: FeeKind;
  amount: number;
  currency: string;
  cabin: string;
  source: string;
  minimum: number | null;
};

export const feeKinds = ["fixed", "percent"] as const;
export type FeeKind = (typeof feeKinds)[number];

/**
 * An agency service-fee rule (docs/quotes.md#the-service-fee). `fixed`: `amount` per passenger in
 * `currency` (applies only to fares in that currency); `percent`: `amount` % of each passenger's
 * fare total, at least `minimum` per passenger (in the fare's currency). "" in `cabin`, `source`
 * (and a percent rule's `currency`): any. The most specific matching rule wins: domain/quote/fee.ts.
 */
export type FeeRule = {
  id: string;
  kind: FeeKind;
  amount: number;
  currency: string;
  cabin: string;
  source: string;
  minimum: number | null;
};

type PenaltyRecord = {
  kind: "free" | "fee" | "notPermitted" | "asNoShow" | "unknown";
  amount?: number;
  currency?: string;
  percent?: number;
  per?: "passenger" | "ticket" | "change";
  note?: string;
};

/**
 * The penalties-at-a-glance summary as an option stores it: domain/air/penalties.ts's
 * `PenaltySummary` (declared here for the database layer; domain/quote/fee.test.ts keeps the two
 * equal).
 */
export type PenaltySummaryRecord = {
  departureAirportCode: string;
  arrivalAirportCode: string;
  change: { beforeDeparture: PenaltyRecord; afterDeparture: PenaltyRecord };
  refund: { beforeDeparture: PenaltyRecord; afterDeparture: PenaltyRecord };
  noShow: PenaltyRecord;
};
