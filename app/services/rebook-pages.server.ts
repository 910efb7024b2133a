// What the rebook and ancillary pages check first: the booking exists for this agent and its
// latest version offers the operation, by the same visibility rule the details page applies
// (docs/behaviour.md#rebook-flow). A hidden button is never the only guard. Then the rebook
// search's results.
import { requireAbility, type SignedIn } from "~/auth/guard.server";
import type { AirOption, SearchResult } from "~/contracts/air";
import type { AirItem, BookingDetail } from "~/contracts/booking";
import { bookedCards } from "~/domain/rebook/current-flight";
import {
  asAirSearch,
  bookedLegs,
  type BookedLeg,
  type RebookChoice,
  type RebookSearchPayload,
} from "~/domain/rebook/selection";
import {
  isEnvelopeError,
  isNoLogin,
  messageFor,
  type Message,
  type UpstreamResult,
} from "~/domain/upstream-error";
import { getLocale } from "~/i18n/i18next.server";
import { reviewAncillaries, reviewRebook, searchAncillaries } from "~/pamhk/rebook.server";
import { latestOf, loadBooking, visibilityFor } from "~/services/booking-details.server";
import { pageError } from "~/session/page-error.server";
import { namesFor, selectionModel, type Names, type SelectionModel } from "./air-select.server";
import {
  cachedRebookSearch,
  saveAncillaryReview,
  saveRebookReview,
  storedRebookSearch,
} from "./rebook-store.server";
import { failureMessage, streamed, unwrap, type Streamed } from "./upstream.server";

async function servicedBooking(
  ctx: SignedIn,
  bookingId: string | null | undefined,
  operation: "rebook" | "ancillary",
) {
  const booking = await loadBooking(ctx, bookingId);
  const latest = latestOf(booking);
  if (!visibilityFor(ctx, booking, latest)[operation])
    throw pageError(ctx.request, { key: "error.FORBIDDEN" }, 403);
  return { booking, latest, legs: bookedLegs(latest.airLowFare) };
}

/** Rebook needs the ticketing agent's right (server-enforced) and a rebookable latest version. */
export function requireRebookable(ctx: SignedIn, bookingId: string | null | undefined) {
  requireAbility(ctx, "rebook");
  return servicedBooking(ctx, bookingId, "rebook");
}

export const requireAncillaryChange = (ctx: SignedIn, bookingId: string | null | undefined) =>
  servicedBooking(ctx, bookingId, "ancillary");

/** Names of the airports and airlines on the given flight cards, in the agent's language. */
export async function cardNames(ctx: SignedIn, options: AirOption[]) {
  return namesFor(ctx, options, [], await getLocale(ctx.request));
}

export type ReshopOutcome =
  | { outcome: "noFare" }
  | { outcome: "refused"; detail: Message }
  | {
      outcome: "results";
      model: SelectionModel;
      selectedLegs: number[];
      booked: ReturnType<typeof bookedCards>;
      kept: { index: number; option: AirOption }[];
      legLabels: Record<number, { from: string; to: string; date: string }>;
      names: Names;
    };

/**
 * The new flights for the selected legs (docs/behaviour.md#rebook-and-ancillaries), one leg at a
 * time. A reshop search the session keeps answers at once; else it is handed over as a promise and
 * streams in after the page's shell (docs/architecture.md#a-request-end-to-end). 12/279 empties the
 * fares (NoValidFareFound); another refusal of the back office is shown with its reason; anything
 * else is the page's streamed error.
 */
export async function reshopResults(
  ctx: SignedIn,
  { latest, legs }: { latest: AirItem; legs: BookedLeg[] },
  choice: RebookChoice,
  payload: RebookSearchPayload,
  params: URLSearchParams,
): Promise<{ results: Streamed<ReshopOutcome> | Promise<Streamed<ReshopOutcome>> }> {
  const view = async (result: SearchResult): Promise<UpstreamResult<ReshopOutcome>> => {
    const model = selectionModel(
      result,
      asAirSearch(
        payload.airLowFareSearch,
        latest.travelerInfos.map((t) => t.passengerType),
      ),
      params,
    );
    const kept = legs
      .filter((l) => !choice.legs.includes(l.index))
      .map((l) => ({ index: l.index, option: l.option }));
    const names = await cardNames(ctx, [
      ...model.cards.map((c) => c.option),
      ...model.chosenLegs.map((c) => c.option),
      ...kept.map((k) => k.option),
    ]);
    const legLabels = Object.fromEntries(
      legs.map((l) => [l.index, { from: l.from, to: l.to, date: choice.dates[l.index] ?? l.date }]),
    );
    const booked = bookedCards(
      model,
      legs.map((l) => l.option),
      choice.legs,
    );
    return {
      ok: true as const,
      data: {
        outcome: "results" as const,
        model,
        selectedLegs: choice.legs,
        booked,
        kept,
        legLabels,
        names,
      },
    };
  };
  const stored = await storedRebookSearch(ctx, payload);
  if (stored) return { results: await streamed(ctx, () => view(stored)) };
  // Not awaited: the page streams it.
  const results = streamed(ctx, async (): Promise<UpstreamResult<ReshopOutcome>> => {
    const searched = await cachedRebookSearch(ctx, payload);
    if (searched.ok) return view(searched.data);
    if (isEnvelopeError(searched.error, 12, 279))
      return { ok: true, data: { outcome: "noFare" as const } };
    if (searched.error.kind === "envelope" && !isNoLogin(searched.error))
      return {
        ok: true,
        data: { outcome: "refused" as const, detail: messageFor(searched.error) },
      };
    return searched;
  });
  return { results };
}

// The back office's review calls of both operations: a review is kept for the review page
// (rebook-store, then rebook-review.server.ts).

export type Done = { ok: true } | { ok: false; failure: Message };

/** The booking a change applies to, as the change pages show it (BookingFacts). */
export const factsOf = (booking: BookingDetail) => ({
  bookingId: booking.bookingId.id,
  bookingNumber: booking.bookingNumber,
  recordLocator: booking.bookingRecordLocator.id,
  bookStatus: booking.bookStatus,
});

/** The extra baggage the back office offers per leg and traveller of the booking. */
export async function baggageOffers(ctx: SignedIn, booking: BookingDetail) {
  const bookingId = booking.bookingId.id;
  const recordLocator = booking.bookingRecordLocator.id;
  return unwrap(ctx, await searchAncillaries(ctx, { recordLocator, bookingId }));
}

export async function reviewBaggageChoice(
  ctx: SignedIn,
  bookingId: string,
  priceIds: string[],
): Promise<Done> {
  const reviewed = await reviewAncillaries(ctx, bookingId, priceIds);
  if (!reviewed.ok) return { ok: false, failure: await failureMessage(ctx, reviewed.error) };
  await saveAncillaryReview(ctx, bookingId, { review: reviewed.data, priceIds });
  return { ok: true };
}

/** The back office prices the picked fare; `searchQuery` leads back to the search from review. */
export async function reviewNewFlights(
  ctx: SignedIn,
  bookingId: string,
  airFareRefIndex: string,
  searchQuery: string,
): Promise<Done> {
  const reviewed = await reviewRebook(ctx, airFareRefIndex);
  if (!reviewed.ok) return { ok: false, failure: await failureMessage(ctx, reviewed.error) };
  await saveRebookReview(ctx, bookingId, { review: reviewed.data, searchQuery });
  return { ok: true };
}
