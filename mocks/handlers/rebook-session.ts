import type { BookedAirLowFare, BaggageInfo } from "../booking-types";
import type { ReshopPlan } from "../rebook-reshop";
import type { UpstreamSession } from "../upstream-session";

/**
 * What the back office keeps about rebook and ancillary changes in one upstream session: the
 * recent reshop searches (a review regenerates the offers from them), the reviewed change until
 * it is made, and the reviewed baggage until it is bought. Held beside the session object (a
 * WeakMap), so an expired or reset session takes its rebook state with it.
 */
export interface RebookSearchRecord {
  bookingId: string;
  plan: ReshopPlan;
  refPrefix: string;
  searchedAt: number;
}

export interface ReviewedRebook {
  bookingId: string;
  itineraryRPH: string;
  airLowFare: BookedAirLowFare;
  extraCharge: number;
  /** The air item version the change was priced on: a change made meanwhile voids the review. */
  version: number;
}

export interface ReviewedAncillaries {
  bookingId: string;
  priceIds: string[];
  pieces: BaggageInfo[];
  version: number;
}

export interface RebookSession {
  searches: RebookSearchRecord[];
  reviewed: ReviewedRebook | null;
  ancillaries: ReviewedAncillaries | null;
}

const sessions = new WeakMap<UpstreamSession, RebookSession>();

export function rebookSessionOf(session: UpstreamSession): RebookSession {
  let state = sessions.get(session);
  if (!state) {
    state = { searches: [], reviewed: null, ancillaries: null };
    sessions.set(session, state);
  }
  return state;
}
