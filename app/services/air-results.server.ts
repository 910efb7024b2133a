// The results page (spec 01 §2, §4; issues 13 and 15). A search the session keeps answers at
// once; one the back office still has to run is handed over as a promise, so the page streams
// its shell and a progress notice first, then the results. The first leg's results bring the fare
// calendar, streamed after them: searched once per search, then kept for the session.
import type { SignedIn } from "~/auth/guard.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { queryOfSearch } from "~/domain/air/search-query";
import type { Locale } from "~/domain/locales";
import { logError } from "~/log.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { cachedSearch, searchKey, storedSearch } from "./air-cache.server";
import {
  calendarSkeleton,
  fareCalendar,
  storedCalendar,
  type FareCalendar,
} from "./air-calendar.server";
import { namesFor, selectionModel, type Names, type SelectionModel } from "./air-select.server";
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
      calendar: await calendarOf(ctx, rq, params, today, Promise.resolve(kept)),
    };
  const search = cachedSearch(ctx, rq);
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
 * The first leg's calendar (none for multi-city or a later leg): the one kept for this search,
 * else searched once the results are in; `calendar=more` searches the cells a partial one lacks.
 */
async function calendarOf(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  params: URLSearchParams,
  today: string,
  current: Promise<SearchResult | null>,
): Promise<CalendarSlot | null> {
  if (params.getAll("chosen").length) return null;
  const skeleton = calendarSkeleton(rq, today);
  if (!skeleton) return null;
  const kept = await storedCalendar(ctx, rq);
  if (kept && (kept.complete || params.get("calendar") !== "more")) return { kept };
  // Meanwhile the page shows the dates, and the fares found so far of a partial calendar.
  const coming = current
    .then((result) => (result ? fareCalendar(ctx, rq, result, today) : null))
    .catch((error: unknown) => {
      logError(ctx.request, error);
      return "failed" as const;
    });
  return { skeleton: kept ?? skeleton, coming };
}
