// The selection page's model (docs/behaviour.md#flight-selection): the
// cached search, the legs already chosen (from the URL), the cards of the current leg filtered,
// sorted and paged on the server, and the names they need. Only one page of cards reaches the
// browser, so 300 offers cost no more than 10 (10 a page: the page is served at 150+ req/s on
// 2 cores, see bench/air-select.ts).
import { LRUCache } from "lru-cache";
import type {
  AirLowFare,
  AirOption,
  CommonSearchRQ,
  FarePrice,
  PriceClass,
  SearchResult,
} from "~/contracts/air";
import { fareSource, flightKey, groupBySource, type FlightGroup } from "~/domain/air/grouping";
import { cheapest, consistentFares, legPrice, validChosen } from "~/domain/air/legs";
import {
  filterChoices,
  filterFares,
  isSortOption,
  sortFares,
  type LegFilters,
} from "~/domain/air/results";
import { searchFromQuery, queryOfSearch } from "~/domain/air/search-query";
import { defaultSort, fareTypes, type SortOption } from "~/domain/code-tables";
import { type Locale } from "~/domain/locales";
import type { UpstreamContext } from "~/pamhk/client.server";
import { airlineNames, airportNames, type PlaceNames } from "./air-lookups.server";
import { deepFreeze } from "./frozen.server";

export const PAGE_SIZE = 10;

// Re-exported from this server module so the route's client bundle never pulls the URL schema
// (and zod) in: route modules keep loader-only imports in *.server files.
export { searchFromQuery, queryOfSearch };

/** What a flight card shows of a fare (with the ref its Select sends). */
export type CardFare = {
  ref: string;
  holdBooking: boolean;
  voidTicket: boolean;
  stock: number;
  specialType: string;
  fareType: string;
  infoSource: string;
  currencyCode: string;
  includes: PriceClass | null;
  charges: PriceClass | null;
};

/** A fare as the review pages show it: the card's facts and the prices per traveller type. */
export type FareFacts = CardFare & {
  estimated: boolean;
  totalAmount: number;
  airFarePrices: FarePrice[];
};

/** The price of the flight through one source, and what its Select sends. */
export type SourcePrice = {
  source: string;
  /** The fare's reference (the last leg's Select) and its leg option key (earlier legs). */
  ref: string;
  key: string;
  amount: number;
  /** This source's own booking class, seats and conditions (docs/behaviour.md#flight-selection). */
  classCode: string;
  fare: CardFare;
};

export type LegCard = {
  key: string;
  option: AirOption;
  fare: CardFare;
  price: { amount: number; increment: boolean };
  /** Every source selling this flight, cheapest first (only when more than one does). */
  sources: SourcePrice[];
};
export type ChosenLeg = { key: string; option: AirOption };
export type Names = { airports: PlaceNames; airlines: Record<string, string> };

export function cardFare(fare: AirLowFare, priceClasses: readonly PriceClass[]): CardFare {
  const bundle = (id: string) => priceClasses.find((p) => p.bundleId === id) ?? null;
  return {
    ref: fare.airFareRefIndex,
    holdBooking: fare.holdBooking,
    voidTicket: fare.voidTicket,
    stock: fare.stock,
    specialType: fare.specialType,
    fareType: fare.fareType,
    infoSource: fare.infoSource,
    currencyCode: fare.currencyCode,
    includes: fare.airFareIncludeBundleId ? bundle(fare.airFareIncludeBundleId) : null,
    charges: fare.airFareChargesBundleId ? bundle(fare.airFareChargesBundleId) : null,
  };
}

export const fareFacts = (fare: AirLowFare, priceClasses: readonly PriceClass[]): FareFacts => ({
  ...cardFare(fare, priceClasses),
  estimated: fare.estimated,
  totalAmount: fare.totalAmount,
  airFarePrices: fare.airFarePrices,
});

const listParam = (params: URLSearchParams, name: string) =>
  params.getAll(name).filter(Boolean).slice(0, 20);

export function filtersOf(params: URLSearchParams): LegFilters {
  return {
    stops: listParam(params, "stops")
      .map(Number)
      .filter((n) => n >= 0 && n <= 2),
    airlines: listParam(params, "airline").map((a) => a.toUpperCase()),
    departure: listParam(params, "dep").filter((b) => /^[0-3]$/.test(b)),
    arrival: listParam(params, "arr").filter((b) => /^[0-3]$/.test(b)),
  };
}

// Grouping 300+ fares is the costly part of a page: the hot cache hands out the same (frozen)
// result object on every request, so each (leg, choices, source) of a result is scanned and
// grouped once, and each of its filters and sorts sorted once; a page then only slices ten cards
// (2,000 offers cost a page little more than 300). What is kept is frozen, as requests share it.
type LegView = {
  groups: ReadonlyMap<string, FlightGroup>;
  options: AirLowFare[];
  previousBest: AirLowFare | undefined;
  chosenLegs: ChosenLeg[];
  choices: ReturnType<typeof filterChoices>;
  sorted: LRUCache<string, AirLowFare[]>;
};
const viewMemo = new WeakMap<object, LRUCache<string, LegView>>();

function legView(
  result: SearchResult,
  fares: AirLowFare[],
  chosen: string[],
  source: string | null,
): LegView {
  let byKey = viewMemo.get(result);
  if (!byKey) viewMemo.set(result, (byKey = new LRUCache({ max: 50 })));
  const memoKey = `${chosen.length}|${source ?? ""}|${chosen.join(",")}`;
  let view = byKey.get(memoKey);
  if (!view) {
    const leg = chosen.length;
    const consistent = consistentFares(fares, chosen);
    // One card per flight (same marketing flights, times and cabin) with a price per source.
    const groups = new Map(groupBySource(consistent, leg).map((g) => [g.key, deepFreeze(g)]));
    const options = [...groups.values()].map((g) => g.best);
    view = {
      groups,
      options,
      previousBest: leg > 0 ? cheapest(consistent) : undefined,
      // A chosen leg is shown as flown in the cheapest fare still consistent with the choices.
      chosenLegs: chosen.map((key, i) => ({
        key,
        option: cheapest(consistentFares(fares, chosen.slice(0, i + 1)))!.airOptions[i],
      })),
      choices: deepFreeze(filterChoices(options, leg)),
      sorted: new LRUCache({ max: 20 }),
    };
    byKey.set(memoKey, view);
  }
  return view;
}

/** The source chosen with an earlier leg (`src`): the rest of the journey keeps to it. */
export function sourceOf(params: URLSearchParams): string | null {
  const src = params.get("src");
  return src && (fareTypes as readonly string[]).includes(src) ? src : null;
}

export function selectionModel(result: SearchResult, rq: CommonSearchRQ, params: URLSearchParams) {
  const all = result.airLowFares;
  const legCount = rq.oriLocs.length;
  const wanted = sourceOf(params);
  const chosenParam = params.getAll("chosen");
  // A source only binds once an earlier leg was chosen through it.
  const bySource = wanted && chosenParam.length ? sourceFares(result, wanted) : all;
  const chosen = validChosen(bySource, chosenParam, legCount);
  const source = chosen.length ? wanted : null;
  const fares = source ? bySource : all;
  const leg = chosen.length;
  const view = legView(result, fares, chosen, source);
  const { groups, options, previousBest } = view;
  const filters = filtersOf(params);
  const sortParam = params.get("sort");
  const sort: SortOption = isSortOption(sortParam) ? sortParam : defaultSort;
  const sortKey = JSON.stringify([filters, sort]);
  let sorted = view.sorted.get(sortKey);
  if (!sorted)
    view.sorted.set(sortKey, (sorted = sortFares(filterFares(options, leg, filters), leg, sort)));
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const cards: LegCard[] = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((fare) => {
    const group = groups.get(flightKey(fare.airOptions[leg]));
    const sources =
      group && group.sources.length > 1
        ? group.sources.map((f) => ({
            source: fareSource(f),
            ref: f.airFareRefIndex,
            key: f.airOptions[leg].equalsKey,
            amount: legPrice(f, previousBest).amount,
            classCode: f.airOptions[leg].airFlightSegments[0]?.classCode ?? "",
            fare: cardFare(f, result.priceClasses),
          }))
        : [];
    return {
      key: fare.airOptions[leg].equalsKey,
      option: fare.airOptions[leg],
      fare: cardFare(fare, result.priceClasses),
      price: legPrice(fare, previousBest),
      sources,
    };
  });
  return {
    source,
    leg,
    legCount,
    isLastLeg: leg === legCount - 1,
    chosenLegs: view.chosenLegs,
    cards,
    total: sorted.length,
    optionCount: options.length,
    page,
    pageSize: PAGE_SIZE,
    sort,
    filters,
    choices: view.choices,
    traceId: result.traceId,
    noFares: all.length === 0,
  };
}

// The fares of one source, kept per result (a later leg's every page would filter them again).
const sourceMemo = new WeakMap<object, Map<string, AirLowFare[]>>();
function sourceFares(result: SearchResult, source: string): AirLowFare[] {
  let bySource = sourceMemo.get(result);
  if (!bySource) sourceMemo.set(result, (bySource = new Map()));
  let fares = bySource.get(source);
  if (!fares)
    bySource.set(source, (fares = result.airLowFares.filter((f) => fareSource(f) === source)));
  return fares;
}

export type SelectionModel = ReturnType<typeof selectionModel>;

/** Names of the airports and airlines the cards on this page show (and the searched airports). */
export async function namesFor(
  ctx: UpstreamContext,
  options: AirOption[],
  extraAirlines: string[],
  locale: Locale,
  extraAirports: string[] = [],
): Promise<Names> {
  const codes = new Set<string>(extraAirports.filter(Boolean));
  for (const o of options) {
    for (const s of o.airFlightSegments) {
      codes.add(s.oriLoc);
      codes.add(s.desLoc);
    }
    o.airItineraries.forEach((c) => codes.add(c));
  }
  const [airports, allAirlines] = await Promise.all([
    airportNames(ctx, codes, locale),
    airlineNames(ctx, locale),
  ]);
  const used = new Set([
    ...extraAirlines,
    ...options.flatMap((o) =>
      o.airFlightSegments.flatMap((s) => [s.airlineCode, s.operatingAirLineCode]),
    ),
  ]);
  const airlines = Object.fromEntries(
    [...used].filter((c) => allAirlines[c]).map((c) => [c, allAirlines[c]]),
  );
  return { airports, airlines };
}
