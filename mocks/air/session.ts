import type { AirSearch } from "./search-request";
import type { AirLowFare, BaggageInfo, PriceClassEntry } from "./types";

/**
 * What the back office keeps about the air journey in one upstream session. Searches are kept
 * a little while (a few of them: the portal may return to an earlier result it cached), the
 * reviewed fare and the loaded book form until the booking is made.
 */
export interface AirSearchRecord {
  search: AirSearch;
  /** The back-office date the offers were generated for: a review regenerates them from it. */
  today: string;
  /** The airFareRefIndex prefix of its offers. */
  refPrefix: string;
  searchedAt: number;
  /** Searched with the corporate code EXPIRED: the next review answers "search timeout". */
  expired: boolean;
}

export interface ReviewedFare {
  fare: AirLowFare;
  search: AirSearch;
  priceClasses: PriceClassEntry[];
  airItineraryRPH: string;
  airPriceRPH: string;
}

export interface AirSession {
  /** Most recent last. */
  searches: AirSearchRecord[];
  reviewed: ReviewedFare | null;
  /** Baggage chosen by the last loadBookForm; null until the form is loaded. */
  bookForm: { baggageInfos: BaggageInfo[] } | null;
}

export const SEARCHES_KEPT = 5;
/** A search result is sellable for 30 minutes, like the portal's own cache of it. */
export const SEARCH_LIFETIME_MS = 30 * 60_000;

export const emptyAirSession = (): AirSession => ({ searches: [], reviewed: null, bookForm: null });
