// The booking-flow state of one signed-in session (docs/behaviour.md#the-booking-flows-steps) and
// its temporary passenger list, in records of their own in the store (docs/decisions/0008): the
// layout loader's parallel session commit would otherwise overwrite a step a page loader wrote.
import { randomBytes } from "node:crypto";
import type {
  BaggageOption,
  BookForm,
  CommonSearchRQ,
  Review,
  TravellerInfo,
} from "~/contracts/air";
import type { PassengerDraft } from "~/forms/air-passengers";
import { outcomeOf, runOnce } from "~/store/idempotency.server";
import { sharedStore } from "~/store/kv-store.server";
import type { PortalSession } from "./session.server";

export const flowSteps = [
  "search",
  "selectFlight",
  "selectedFlightReview",
  "selectOptions",
  "selectedFlightOptionsReview",
  "book",
  "confirm",
] as const;
export type FlowStep = (typeof flowSteps)[number];

export type ChosenBaggage = {
  amount: number;
  priceOfferId: string;
  passenger: string;
  description: string;
  segment: string;
  currency: string;
};

export type AirFlow = {
  step: FlowStep;
  /** Query string of the last search's selection page (Previous search, Change). */
  lastSearchQuery?: string;
  lastSearch?: CommonSearchRQ;
  /** Key of the search the back office saw last (its review works on that one only). */
  upstreamSearchKey?: string;
  review?: Review;
  ancillaries?: BaggageOption[];
  baggage?: ChosenBaggage[];
  bookForm?: BookForm;
  draft?: PassengerDraft[];
  /** Counts the drafts the server put into the form (load, import, list changes): the browser's
   * form starts over from each one, even when it equals an earlier one
   * (docs/decisions/0041-passenger-form-keeps-typing.md). */
  draftVersion?: number;
  travelerInfos?: TravellerInfo[];
  /** One token per confirmation page: a booking is created at most once for it. */
  confirmToken?: string;
  /** The booking this flow created: its pages then only lead to it. */
  booked?: string;
  /** Per block, the directory traveller it was filled from (docs/decisions/0101), else null. */
  directoryIds?: (string | null)[];
};

export type PaxListEntry = Omit<PassengerDraft, "refIndex" | "passengerType">;

const TTL = 10 * 60 * 60;
const flowKey = (session: PortalSession) => `air-flow:${session.id}`;
const paxKey = (session: PortalSession) => `air-pax:${session.id}`;

export async function readFlow(session: PortalSession): Promise<AirFlow> {
  return (await sharedStore().get<AirFlow>(flowKey(session))) ?? { step: "search" };
}

export async function writeFlow(session: PortalSession, flow: AirFlow): Promise<void> {
  await sharedStore().set(flowKey(session), flow, TTL);
}

export async function updateFlow(
  session: PortalSession,
  change: (flow: AirFlow) => AirFlow,
): Promise<AirFlow> {
  const next = change(await readFlow(session));
  await writeFlow(session, next);
  return next;
}

/**
 * Entering the search screen sets the step to search (docs/behaviour.md#the-booking-flows-steps).
 */
export const enterSearch = (session: PortalSession) =>
  updateFlow(session, (f) => ({ ...f, step: "search" }));

/**
 * The review page's step rule: from selectFlight it becomes selectedFlightReview and the baggage
 * choice is dropped; from selectOptions or book it becomes selectedFlightOptionsReview.
 */
export function reviewStep(flow: AirFlow): AirFlow {
  if (flow.step === "selectFlight")
    return { ...flow, step: "selectedFlightReview", baggage: undefined };
  if (flow.step === "selectOptions" || flow.step === "book")
    return { ...flow, step: "selectedFlightOptionsReview" };
  return flow;
}

/** Where "change" on a page leads back to: selectFlight from the review, selectOptions later. */
export function changeStep(flow: AirFlow, from: "review" | "options"): AirFlow {
  return { ...flow, step: from === "review" ? "selectFlight" : "selectOptions" };
}

export const newConfirmToken = () => randomBytes(18).toString("base64url");

// ------------------------------------------------------------------ temporary passenger list

export const PAX_LIST_MAX = 10;

export async function readPaxList(session: PortalSession): Promise<PaxListEntry[]> {
  return (await sharedStore().get<PaxListEntry[]>(paxKey(session))) ?? [];
}

export async function writePaxList(session: PortalSession, list: PaxListEntry[]): Promise<void> {
  if (list.length > PAX_LIST_MAX)
    throw new RangeError("The temporary passenger list holds at most 10 entries");
  await sharedStore().set(paxKey(session), list, TTL);
}

// ------------------------------------------------------------------ bookings made once

const bookedKey = (token: string) => `air-booked:${token}`;

export type BookOutcome =
  | { ok: true; bookingId: string }
  | {
      ok: false;
      errorMsg: string;
      status: number;
      message?: { key: string; values?: Record<string, string | number> };
    };

/**
 * Runs `book` at most once per confirmation token: a second submission while the first runs
 * waits for the same outcome (double click without JS); a later one (refresh, back and confirm
 * again) gets the recorded booking. A failed attempt is forgotten so the agent can correct and retry.
 */
export async function bookedWith(token: string): Promise<BookOutcome | undefined> {
  return outcomeOf<BookOutcome>(bookedKey(token));
}

// Across instances: a pending marker in the shared store (set if absent, with an expiry) per
// confirmation token; a second request, on any instance, waits for the first one's outcome.
export async function bookOnce(
  token: string,
  book: () => Promise<BookOutcome>,
): Promise<BookOutcome> {
  return runOnce(bookedKey(token), book, {
    resultSeconds: TTL,
    keep: (outcome) => (outcome as BookOutcome).ok,
  });
}
