// The results page (docs/behaviour.md#flight-selection; docs/architecture.md#a-request-end-to-end,
// docs/behaviour.md#one-row-per-flight). A search the session keeps answers at once; one the back
// office still has to run is handed over as a promise, so the page streams its shell and a progress
// notice first, then the results. Every answer the back office gives is noted in the company's
// record of fares seen; the first leg's results bring the fare calendar, read from that record
// after them (decision record 0095: no back-office call of its own).
import type { SignedIn } from "~/auth/guard.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { queryOfSearch } from "~/domain/air/search-query";
import type { Locale } from "~/domain/locales";
import { logError } from "~/log.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { cachedSearch, searchKey, storedSearch } from "./air-cache.server";
import { calendarSkeleton, fareCalendar, type FareCalendar } from "./air-calendar.server";
import { namesFor, selectionModel, type Names, type SelectionModel } from "./air-select.server";
import { cheapestOf, noteFareSeen } from "./fares-seen.server";
import { streamed, type Streamed } from "./upstream.server";

export type ResultsView = { model: SelectionModel; names: Names };

/** The calendar as the page has it: kept, or coming (with the grid to show meanwhile). */
export type CalendarSlot =
  | { kept: FareCalendar }
  | { skeleton: FareCalendar; coming: Promise<FareCalendar | "failed" | null> };

export type ResultsPage = {
  results: Streamed<ResultsView> | Promise<Streamed<ResultsView>>;
  calendar: CalendarSlot | null;
};

export async function resultsPage(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  params: URLSearchParams,
  locale: Locale,
  today: string,
): Promise<ResultsPage> {
  const view = async (result: SearchResult, fresh: boolean) => {
    await noteSelectionStep(ctx, rq, fresh);
    const model = selectionModel(result, rq, params);
    const names = await namesFor(
      ctx,
      [...model.cards.map((c) => c.option), ...model.chosenLegs.map((c) => c.option)],
      model.choices.airlines,
      locale,
      // The heading names the leg's airports even when no fare came back.
      [rq.oriLocs[model.leg] ?? "", rq.desLocs[model.leg] ?? ""],
    );
    return { ok: true as const, data: { model, names } };
  };
  const kept = await storedSearch(ctx, rq);
  if (kept)
    return {
      results: await streamed(ctx, () => view(kept, false)),
      calendar: await calendarOf(ctx, rq, params, today, Promise.resolve(kept), true),
    };
  const search = cachedSearch(ctx, rq).then(async (searched) => {
    if (searched.ok && searched.fresh)
      await noteFareSeen(ctx.user.companyCode, rq, cheapestOf(searched.data)).catch(
        (error: unknown) => logError(ctx.request, error),
      );
    return searched;
  });
  return {
    results: streamed(ctx, async () => {
      const searched = await search;
      return searched.ok ? view(searched.data, Boolean(searched.fresh)) : searched;
    }),
    calendar: await calendarOf(
      ctx,
      rq,
      params,
      today,
      search.then((s) => (s.ok ? s.data : null)).catch(() => null),
    ),
  };
}

// Opening the page sets the step to selectFlight and remembers the search (written only on change).
async function noteSelectionStep(ctx: SignedIn, rq: CommonSearchRQ, fresh: boolean) {
  const searchQuery = queryOfSearch(rq).toString();
  const flow = await readFlow(ctx.session);
  const upstreamSearchKey = fresh ? searchKey(rq) : flow.upstreamSearchKey;
  if (
    flow.step !== "selectFlight" ||
    flow.lastSearchQuery !== searchQuery ||
    flow.upstreamSearchKey !== upstreamSearchKey
  ) {
    await writeFlow(ctx.session, {
      ...flow,
      step: "selectFlight",
      lastSearch: rq,
      lastSearchQuery: searchQuery,
      upstreamSearchKey,
    });
  }
}

/**
 * The first leg's calendar (none for multi-city or a later leg), from the company's record: at
 * once when the page's own answer is kept, else after it (the grid's dates show meanwhile).
 */
async function calendarOf(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  params: URLSearchParams,
  today: string,
  current: Promise<SearchResult | null>,
  kept = false,
): Promise<CalendarSlot | null> {
  if (params.getAll("chosen").length) return null;
  const skeleton = calendarSkeleton(rq, today);
  if (!skeleton) return null;
  if (kept) {
    const calendar = await fareCalendar(ctx, rq, await current, today);
    return calendar ? { kept: calendar } : null;
  }
  const coming = current
    .then((result) => fareCalendar(ctx, rq, result, today))
    .catch((error: unknown) => {
      logError(ctx.request, error);
      return "failed" as const;
    });
  return { skeleton, coming };
}
