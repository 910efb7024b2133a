// The steps of the booking flow that call the back office
// (docs/behaviour.md#the-booking-flows-steps): choosing the last leg (review), Next and Change on
// the review page, the baggage choice. Each returns an outcome the route turns into a redirect or a
// message; 5/4 and unexpected failures go through `unwrap`.
import { type SignedIn } from "~/auth/guard.server";
import type { BaggageOption, CommonSearchRQ } from "~/contracts/air";
import { consistentFares, validChosen } from "~/domain/air/legs";
import { isEnvelopeError, type Message, type UpstreamResult } from "~/domain/upstream-error";
import { loadAncillaries, loadBookForm, reviewFare } from "~/pamhk/air.server";
import { paths } from "~/paths";
import { cachedSearch, searchKey } from "~/services/air-cache.server";
import { calendarSettled } from "~/services/air-calendar.server";
import { unwrap } from "~/services/upstream.server";
import {
  changeStep,
  readFlow,
  writeFlow,
  type AirFlow,
  type ChosenBaggage,
} from "~/session/flow.server";

export type Outcome<T = undefined> =
  { ok: true; value: T } | { ok: false; status: number; message: Message };

const searchTimeout = { ok: false as const, status: 409, message: { key: "error.SEARCH_TIMEOUT" } };
const sessionTimeout = {
  ok: false as const,
  status: 409,
  message: { key: "error.BOOKING_SESSTION_TIMEOUT" },
};

/**
 * 3/187 is the expired search of docs/back-office.md#the-envelope-and-its-codes; anything else is
 * the common handling.
 */
async function orTimeout<T>(ctx: SignedIn, result: UpstreamResult<T>): Promise<Outcome<T>> {
  if (!result.ok && isEnvelopeError(result.error, 3, 187)) return searchTimeout;
  return { ok: true, value: await unwrap(ctx, result) };
}

/** Choosing the last leg: review call, baggage cleared, step selectedFlightReview. */
export async function chooseFare(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  chosen: string[],
  ref: string,
): Promise<Outcome> {
  const key = searchKey(rq);
  // A fare calendar's searches under way would leave another search the back office's latest.
  await calendarSettled(ctx.session.id);
  const flow = await readFlow(ctx.session);
  const searched = await cachedSearch(ctx, rq);
  const result = await unwrap(ctx, searched);
  const legs = rq.oriLocs.length;
  const kept = validChosen(result.airLowFares, chosen, legs);
  const fare = consistentFares(result.airLowFares, kept).find((f) => f.airFareRefIndex === ref);
  // Only a card the page could show for the last leg can be chosen.
  if (kept.length !== legs - 1 || !fare)
    return { ok: false, status: 400, message: { key: "error.CANNOT_BOOK" } };
  // The back office reviews fares of its last search: repeat ours if another came in between
  // (same request, same day: the same fares and reference indexes).
  if (flow.upstreamSearchKey !== key && !searched.fresh)
    await unwrap(ctx, await cachedSearch(ctx, rq, { refresh: true }));
  const review = await orTimeout(ctx, await reviewFare(ctx, ref));
  if (!review.ok) return review;
  await writeFlow(ctx.session, {
    step: "selectedFlightReview",
    lastSearch: rq,
    lastSearchQuery: flow.lastSearchQuery,
    upstreamSearchKey: key,
    review: review.value,
  });
  return { ok: true, value: undefined };
}

/** Next on the review page (docs/behaviour.md#the-booking-flows-steps). Returns where to go. */
export async function reviewNext(ctx: SignedIn): Promise<Outcome<string>> {
  const flow = await readFlow(ctx.session);
  if (!flow.review) return sessionTimeout;
  if (flow.step === "selectedFlightReview") {
    const ancillaries = await orTimeout(ctx, await loadAncillaries(ctx));
    if (!ancillaries.ok) return ancillaries;
    const offers = ancillaries.value.ancillaryOption.ancillaryBaggageOptions;
    if (ancillaries.value.hasAirAncillariesOption && offers.length) {
      await writeFlow(ctx.session, {
        ...flow,
        step: "selectOptions",
        ancillaries: offers,
        baggage: [],
      });
      return { ok: true, value: paths.ancillaries() };
    }
    return toBookForm(ctx, { ...flow, ancillaries: [], baggage: [] });
  }
  return toBookForm(ctx, flow);
}

/** Loads the book form with the chosen offers and moves to the passenger form. */
export async function toBookForm(ctx: SignedIn, flow: AirFlow): Promise<Outcome<string>> {
  const ids = (flow.baggage ?? []).map((b) => b.priceOfferId);
  const form = await orTimeout(ctx, await loadBookForm(ctx, ids));
  if (!form.ok) return form;
  await writeFlow(ctx.session, {
    ...flow,
    step: "book",
    bookForm: form.value,
    confirmToken: undefined,
  });
  return { ok: true, value: paths.passengers() };
}

/** Change: back to the flight selection of the last search. */
export async function change(ctx: SignedIn, from: "review" | "options"): Promise<string> {
  const flow = await readFlow(ctx.session);
  await writeFlow(ctx.session, changeStep(flow, from));
  return flow.lastSearchQuery ? paths.flightSelect(flow.lastSearchQuery) : paths.flightSearch();
}

/** Rows of the baggage table: one per segment group and passenger that has offers. */
export function baggageRows(offers: readonly BaggageOption[]) {
  const rows = new Map<
    string,
    { field: string; segments: string[]; passenger: string; offers: BaggageOption[] }
  >();
  for (const offer of offers) {
    const id = `${offer.flightSegmentRPH.join("-")}|${offer.passenger}`;
    let row = rows.get(id);
    if (!row) {
      row = {
        field: `bag_${offer.flightSegmentRPH.join("-")}_${offer.passenger}`.replace(
          /[^A-Za-z0-9_-]/g,
          "",
        ),
        segments: offer.flightSegmentRPH,
        passenger: offer.passenger,
        offers: [],
      };
      rows.set(id, row);
    }
    row.offers.push(offer);
  }
  return [...rows.values()];
}

/** The baggage chosen in the form (at most one offer per row; unknown offers are refused). */
export function chosenBaggage(
  offers: readonly BaggageOption[],
  formData: FormData,
): ChosenBaggage[] | null {
  const chosen: ChosenBaggage[] = [];
  for (const row of baggageRows(offers)) {
    const value = String(formData.get(row.field) ?? "");
    if (!value) continue;
    const offer = row.offers.find((o) => o.rph === value);
    if (!offer) return null;
    chosen.push({
      amount: offer.amount,
      priceOfferId: offer.rph,
      passenger: offer.passenger,
      description: offer.name,
      segment: offer.flightSegmentRPH.join(","),
      currency: offer.currency,
    });
  }
  return chosen;
}
