// Rebook (reshop) selection rules (docs/behaviour.md#rebook-and-ancillaries): which booked legs are
// searched again, the request the back office gets, and the query string that carries the choice
// between the three rebook pages (so every step is bookmarkable and works without JavaScript).
import type { AirLowFare, AirOption, CommonSearchRQ } from "~/contracts/air";

export const CABINS = ["F", "C", "W", "Y"] as const;
/** The most legs a booking has (multi-city allows six). */
export const MAX_LEGS = 6;

export type BookedLeg = {
  index: number;
  from: string;
  to: string;
  date: string;
  cabin: string;
  option: AirOption;
};

export function bookedLegs(fare: AirLowFare): BookedLeg[] {
  return fare.airOptions.map((option, index) => {
    const first = option.airFlightSegments[0];
    const last = option.airFlightSegments[option.airFlightSegments.length - 1];
    return {
      index,
      from: first?.oriLoc ?? option.airItineraries[0] ?? "",
      to: last?.desLoc ?? option.airItineraries[option.airItineraries.length - 1] ?? "",
      date: first?.departureDateStr || option.departureDateStr,
      cabin: first?.cabinType ?? "",
      option,
    };
  });
}

/** Select / Unselect of one flight card: the selected legs stay in journey order. */
export function toggleLeg(selected: readonly number[], leg: number, legCount: number): number[] {
  if (!Number.isInteger(leg) || leg < 0 || leg >= legCount) return [...selected];
  const set = new Set(selected.filter((l) => l >= 0 && l < legCount));
  if (set.has(leg)) set.delete(leg);
  else set.add(leg);
  return [...set].sort((a, b) => a - b);
}

export const SEARCH_MODES = ["simple", "advance"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** What the agent chose on flightReshop: the legs, a date per selected leg, one shared cabin. */
export type RebookChoice = {
  bookingId: string;
  legs: number[];
  dates: Record<number, string>;
  cabin: string;
  /**
   * The search mode (docs/behaviour.md#rebook-and-ancillaries): simple unless the agent asks for
   * advance.
   */
  mode?: SearchMode;
};

export const dateField = (leg: number) => `d${leg}`;

/** The canonical query of a choice (flightReshop and flightReshopSearch share it). */
export function choiceQuery(choice: RebookChoice): URLSearchParams {
  const params = new URLSearchParams({ bookingId: choice.bookingId });
  for (const leg of choice.legs) params.append("leg", String(leg));
  for (const leg of choice.legs)
    if (choice.dates[leg]) params.set(dateField(leg), choice.dates[leg]!);
  if (choice.cabin) params.set("cabin", choice.cabin);
  if (choice.mode === "advance") params.set("mode", "advance");
  return params;
}

/** Reads a choice from a query, leniently (the form schema is the authority on validity). */
export function choiceFromQuery(params: URLSearchParams, legs: readonly BookedLeg[]): RebookChoice {
  const selected = [...new Set(params.getAll("leg").map(Number))]
    .filter((l) => Number.isInteger(l) && l >= 0 && l < legs.length)
    .sort((a, b) => a - b);
  const dates: Record<number, string> = {};
  for (const leg of legs) dates[leg.index] = params.get(dateField(leg.index)) ?? leg.date;
  return {
    bookingId: params.get("bookingId") ?? "",
    legs: selected,
    dates,
    cabin: params.get("cabin") ?? "",
    ...(params.get("mode") === "advance" && { mode: "advance" as const }),
  };
}

/**
 * Rebook search request (docs/behaviour.md#entities): the selected flights only, one shared cabin.
 */
export type RebookSearchRequest = {
  searchMode: SearchMode;
  oriLocs: string[];
  desLocs: string[];
  departureDate: string[];
  reshopCabinType: string[];
};

/** The service payload: the request plus the booking and a flag per booked flight. */
export type RebookSearchPayload = {
  recordLocator: string;
  bookingId: string;
  airLowFareSearch: RebookSearchRequest;
  selected: boolean[];
};

export function rebookSearchPayload(
  booking: { recordLocator: string; bookingId: string },
  legs: readonly BookedLeg[],
  choice: RebookChoice,
): RebookSearchPayload {
  const chosen = legs.filter((leg) => choice.legs.includes(leg.index));
  return {
    recordLocator: booking.recordLocator,
    bookingId: booking.bookingId,
    airLowFareSearch: {
      // The page's search mode option (docs/behaviour.md#rebook-and-ancillaries), simple unless
      // advance was chosen.
      searchMode: choice.mode ?? "simple",
      oriLocs: chosen.map((l) => l.from),
      desLocs: chosen.map((l) => l.to),
      departureDate: chosen.map((l) => choice.dates[l.index] ?? l.date),
      reshopCabinType: chosen.map(() => choice.cabin),
    },
    selected: legs.map((leg) => choice.legs.includes(leg.index)),
  };
}

/**
 * The air search the reshop amounts to, in the air journey's own terms, so its leg-by-leg
 * selection model can walk the selected legs (one leg of the answer per selected flight).
 */
export function asAirSearch(
  rq: RebookSearchRequest,
  passengerTypes: readonly string[],
): CommonSearchRQ {
  const count = (...types: string[]) => passengerTypes.filter((t) => types.includes(t)).length;
  const legs = rq.oriLocs.length;
  const roundTrip =
    legs === 2 && rq.oriLocs[0] === rq.desLocs[1] && rq.desLocs[0] === rq.oriLocs[1];
  return {
    searchType: legs === 1 ? "oneWay" : roundTrip ? "return" : "multiCity",
    paxTypeSelected: "ordinary",
    origin: rq.oriLocs[0] ?? "",
    destination: rq.desLocs[0] ?? "",
    oriLocs: rq.oriLocs,
    desLocs: rq.desLocs,
    departureDate: rq.departureDate,
    adultCount: count("ADT"),
    childCount: count("CNN", "CHD"),
    youngAdultCount: 0,
    infantCount: count("INF"),
    seamanCount: count("SEA"),
    studentCount: count("STU"),
    labourCount: count("LBR"),
    specialPaxType: "",
    specialCount: 0,
    corpCode: "",
    airlineCode: "",
    fareType: [],
    cabinType: rq.reshopCabinType[0] ?? "",
  };
}

/** Per leg of the journey after the change: true where the leg was replaced. */
export function changedLegs(before: readonly AirOption[], after: readonly AirOption[]): boolean[] {
  return after.map((option, i) => before[i]?.equalsKey !== option.equalsKey);
}
