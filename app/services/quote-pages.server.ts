// The agent's side of quotes (docs/quotes.md): "Add to quote" on results and review, the quote
// being built in this session, and the quote and list pages' models. The data lives in
// services/quotes.server.ts; this module adds the back-office steps an option needs.
import type { SignedIn } from "~/auth/guard.server";
import type { AirLowFare, CommonSearchRQ } from "~/contracts/air";
import { MAX_QUOTE_OPTIONS } from "~/contracts/quote";
import { consistentFares, validChosen } from "~/domain/air/legs";
import type { PenaltySummary } from "~/domain/air/penalties";
import { queryOfSearch } from "~/domain/air/search-query";
import { clientTotal, stateAt } from "~/domain/quote/quote";
import { isEnvelopeError, type Message } from "~/domain/upstream-error";
import { reviewFare } from "~/pamhk/air.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { sharedStore } from "~/store/kv-store.server";
import { cachedSearch, searchKey } from "./air-cache.server";
import { calendarSettled } from "./air-calendar.server";
import { reviewedFarePenalties } from "./penalties.server";
import { addOption, createQuote, getQuote, type Quote } from "./quotes.server";
import { unwrap } from "./upstream.server";

/** How long a session remembers the quote it is building. */
const BUILDING_SECONDS = 12 * 3600;
const buildingKey = (ctx: SignedIn) => `quote-building:${ctx.session.id}`;

export type Added =
  | { ok: true; quoteId: string; count: number }
  | { ok: false; status: number; message: Message; quoteId?: string };

const full = (quoteId: string): Added => ({
  ok: false,
  status: 409,
  message: { key: "quotes:toast.full", values: { max: MAX_QUOTE_OPTIONS } },
  quoteId,
});
const cannot: Added = { ok: false, status: 400, message: { key: "error.CANNOT_BOOK" } };
const searchTimeout: Added = { ok: false, status: 409, message: { key: "error.SEARCH_TIMEOUT" } };

/** The toast after an option was added: "Added to the quote (2 of 5)". */
export const addedToast = (added: { count: number }) => ({
  type: "success" as const,
  key: "quotes:toast.added",
  values: { count: added.count, max: MAX_QUOTE_OPTIONS },
});

/** The draft this session is building for the search, or null (none, sent, or another search's). */
export async function quoteBeingBuilt(
  ctx: SignedIn,
  searchQuery: string,
): Promise<{ id: string; count: number; clientName: string } | null> {
  const id = await sharedStore().get<string>(buildingKey(ctx));
  if (!id) return null;
  const quote = await getQuote(ctx.user.companyCode, id);
  if (!quote || quote.state !== "draft" || quote.searchQuery !== searchQuery) return null;
  return { id: quote.id, count: quote.options.length, clientName: quote.clientName };
}

/** The next "Add to quote" starts a new quote. */
export async function startNewQuote(ctx: SignedIn) {
  await sharedStore().delete(buildingKey(ctx));
}

async function addToBuilding(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  offer: { fare: AirLowFare; origin: "results" | "review"; penalties: PenaltySummary[] | null },
  quoteId: string | null,
): Promise<Added> {
  let id = quoteId;
  if (!id) {
    id = (await createQuote(ctx, rq, queryOfSearch(rq).toString())).id;
    await sharedStore().set(buildingKey(ctx), id, BUILDING_SECONDS);
  }
  const added = await addOption(ctx.user.companyCode, id, {
    ...offer,
    rq,
    addedBy: ctx.user.loginName,
  });
  if (added.ok) return { ok: true, quoteId: id, count: added.option.position };
  return added.reason === "full" ? full(id) : cannot;
}

/**
 * "Add to quote" on a last-leg card of the results: the fare is reviewed (its price confirmed)
 * and its rules read for the penalty summary, 2 back-office calls (docs/quotes.md). The back
 * office then holds this review, so the session's own review is dropped.
 */
export async function addFromResults(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  chosen: string[],
  ref: string,
): Promise<Added> {
  const building = await quoteBeingBuilt(ctx, queryOfSearch(rq).toString());
  if (building && building.count >= MAX_QUOTE_OPTIONS) return full(building.id);
  await calendarSettled(ctx.session.id);
  const key = searchKey(rq);
  const flow = await readFlow(ctx.session);
  const searched = await cachedSearch(ctx, rq);
  const result = await unwrap(ctx, searched);
  const legs = rq.oriLocs.length;
  const kept = validChosen(result.airLowFares, chosen, legs);
  const fare = consistentFares(result.airLowFares, kept).find((f) => f.airFareRefIndex === ref);
  // Only a whole fare (a last-leg card) is an option.
  if (kept.length !== legs - 1 || !fare) return cannot;
  // The back office reviews fares of its last search (as air-flow.server.ts chooseFare).
  if (flow.upstreamSearchKey !== key && !searched.fresh)
    await unwrap(ctx, await cachedSearch(ctx, rq, { refresh: true }));
  const review = await reviewFare(ctx, ref);
  if (!review.ok && isEnvelopeError(review.error, 3, 187)) return searchTimeout;
  const reviewed = await unwrap(ctx, review);
  await writeFlow(ctx.session, {
    ...flow,
    step: "selectFlight",
    upstreamSearchKey: key,
    review: undefined,
    ancillaries: undefined,
    baggage: undefined,
    bookForm: undefined,
    confirmToken: undefined,
  });
  const penalties = await reviewedFarePenalties(ctx, reviewed.airItineraryRPH);
  return addToBuilding(
    ctx,
    rq,
    { fare: reviewed.airLowFare, origin: "results", penalties },
    building?.id ?? null,
  );
}

/** "Add to quote" on the review page: the reviewed fare and its (kept) rules; no new call. */
export async function addFromReview(ctx: SignedIn): Promise<Added> {
  const flow = await readFlow(ctx.session);
  if (!flow.review || !flow.lastSearch)
    return { ok: false, status: 409, message: { key: "error.BOOKING_SESSTION_TIMEOUT" } };
  const rq = flow.lastSearch;
  const building = await quoteBeingBuilt(ctx, queryOfSearch(rq).toString());
  if (building && building.count >= MAX_QUOTE_OPTIONS) return full(building.id);
  const penalties = await reviewedFarePenalties(ctx, flow.review.airItineraryRPH);
  return addToBuilding(
    ctx,
    rq,
    { fare: flow.review.airLowFare, origin: "review", penalties },
    building?.id ?? null,
  );
}

/** An option as the agent's pages show it: the fare, the fee and the client's price. */
export function optionView(option: Quote["options"][number]) {
  return { ...option, clientTotal: clientTotal(option) };
}

/** The quote page's model: the quote with its state as of now, or null (404). */
export async function quotePageModel(ctx: SignedIn, id: string, now = new Date()) {
  const quote = await getQuote(ctx.user.companyCode, id);
  if (!quote) return null;
  return {
    ...quote,
    state: stateAt(quote, now),
    options: quote.options.map(optionView),
    // The client's answer from the public page, for the agent who books it.
    chosenPosition: quote.options.find((o) => o.id === quote.chosenOptionId)?.position ?? null,
  };
}
export type QuotePageModel = NonNullable<Awaited<ReturnType<typeof quotePageModel>>>;
