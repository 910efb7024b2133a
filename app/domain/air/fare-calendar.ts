// The fare calendar of a search (docs/behaviour.md#fare-calendar): the departure dates 3 days
// either side of the searched one (one way: 7 cells), or every departure x return pair of them
// (round trip: 7x7). A cell that no search can give (a date before today, a return before the
// departure less the date-line day) is unavailable without asking the back office.
import type { CommonSearchRQ } from "~/contracts/air";
import { addDays } from "./dates";

export const CALENDAR_DAYS = 3;

export type CalendarCellSpec = {
  departure: string;
  ret: string | null;
  /** The search of the cell; null when no search can give it. */
  rq: CommonSearchRQ | null;
  current: boolean;
};

export type CalendarGrid = {
  departures: string[];
  returns: string[] | null;
  cells: CalendarCellSpec[];
};

const around = (date: string) =>
  Array.from({ length: 2 * CALENDAR_DAYS + 1 }, (_, i) => addDays(date, i - CALENDAR_DAYS));

/** The cells of a one-way or round-trip search; null for multi-city searches. */
export function calendarGrid(rq: CommonSearchRQ, today: string): CalendarGrid | null {
  if (rq.searchType === "multiCity") return null;
  const [out, back] = rq.departureDate;
  const departures = around(out);
  if (rq.searchType === "oneWay") {
    return {
      departures,
      returns: null,
      cells: departures.map((d) => ({
        departure: d,
        ret: null,
        rq: d >= today ? { ...rq, departureDate: [d] } : null,
        current: d === out,
      })),
    };
  }
  const returns = around(back);
  const cells: CalendarCellSpec[] = [];
  for (const r of returns)
    for (const d of departures)
      cells.push({
        departure: d,
        ret: r,
        rq: d >= today && r >= addDays(d, -1) ? { ...rq, departureDate: [d, r] } : null,
        current: d === out && r === back,
      });
  return { departures, returns, cells };
}
