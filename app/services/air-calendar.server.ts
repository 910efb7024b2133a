// The fare calendar's fan-out (issue 15): one upstream search per cell, at most 4 at a time,
// within a time budget, never more than 49 upstream calls per calendar, and no more than a quarter
// of the instance's back-office gate at once (issue 35: calendars never queue the agents' own
// calls). A cell's cheapest fare is shared by the company's agents for 10 minutes (record 0090),
// the calendar of a search is kept for the session. The back office keeps only a few searches:
// once cells were searched, the page's own search is run again (within the 49), so its fares stay
// the ones a Select reviews; a Select made meanwhile waits for the fan-out (`calendarSettled`).
import type { SignedIn } from "~/auth/guard.server";
import { boundedGate, type BoundedGate } from "~/bounded-gate.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { calendarGrid, type CalendarGrid } from "~/domain/air/fare-calendar";
import { cheapest } from "~/domain/air/legs";
import { env } from "~/env.server";
import { searchCheapest } from "~/pamhk/air.server";
import type { RequestContext } from "~/session/session.server";
import { sharedStore } from "~/store/kv-store.server";
import { searchKey } from "./air-cache.server";

export const CALENDAR_CONCURRENCY = 4;
export const CALENDAR_MAX_CALLS = 49;
// How long the grid may keep the agent waiting after the results (it streams in after them).
export const CALENDAR_BUDGET_MS = 4_000;
const TTL = 30 * 60;
// A cell is a hint: choosing it runs the real search. Ten minutes keeps it close to the fares.
const CELL_TTL = 10 * 60;

type CellValue =
  | { state: "price"; amount: number; currency: string }
  | { state: "none" }
  | { state: "unavailable" };

export type CalendarCell = {
  departure: string;
  ret: string | null;
  current: boolean;
} & (CellValue | { state: "pending" });

export type FareCalendar = {
  departures: string[];
  returns: string[] | null;
  cells: CalendarCell[];
  /** Every cell has its answer (none still to search). */
  complete: boolean;
};

const cellKey = (companyCode: string, rq: CommonSearchRQ) =>
  `air-cheapest:${companyCode}:${searchKey(rq)}`;
const calendarKey = (sessionId: string, rq: CommonSearchRQ) =>
  `air-calendar:${sessionId}:${searchKey(rq)}`;

// Cells of every calendar of this instance wait here for one of its slots, within their budget.
let gate: BoundedGate | undefined;
export const calendarCallsPerInstance = () =>
  Math.max(1, Math.floor(env().BACKOFFICE_MAX_CALLS / 4));
const cellGate = () =>
  (gate ??= boundedGate({
    limit: calendarCallsPerInstance(),
    queue: 4096,
    waitMs: CALENDAR_BUDGET_MS,
  }));

const valueOf = (result: SearchResult): CellValue => {
  const best = cheapest(result.airLowFares);
  return best
    ? { state: "price", amount: best.totalAmount, currency: best.currencyCode }
    : { state: "none" };
};

// Fan-outs under way on this instance, per session: a second request for the same calendar joins
// the first, and a Select waits for them, the page's own search run again included (`settled`).
const running = new Map<
  string,
  { calendar: Promise<FareCalendar | null>; settled: Promise<void> }
>();

// The same fact in the shared store, for a Select that reaches another instance: set while a
// fan-out of the session runs, gone when it ends (or at worst after its bound).
const RUNNING_TTL = Math.ceil(CALENDAR_BUDGET_MS / 1000) + 20;
const runningKey = (sessionId: string) => `air-calendar-running:${sessionId}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no fan-out of this session is under way, on this instance or another. */
export async function calendarSettled(sessionId: string): Promise<void> {
  for (const [key, work] of running) if (key.startsWith(`${sessionId}:`)) await work.settled;
  const store = sharedStore();
  const until = Date.now() + RUNNING_TTL * 1000;
  while (Date.now() < until && (await store.get(runningKey(sessionId)))) await pause(100);
}

/** The calendar kept for this search, complete or not, without asking the back office. */
export async function storedCalendar(
  ctx: RequestContext,
  rq: CommonSearchRQ,
): Promise<FareCalendar | null> {
  return (await sharedStore().get<FareCalendar>(calendarKey(ctx.session.id, rq))) ?? null;
}

/**
 * The calendar of `rq` (whose own result is `current`): cells kept for the session are reused,
 * the others searched until the budget runs out (those are "pending": a later call goes on).
 */
export function fareCalendar(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  current: SearchResult,
  today: string,
  budgetMs = CALENDAR_BUDGET_MS,
): Promise<FareCalendar | null> {
  const key = `${ctx.session.id}:${searchKey(rq)}`;
  const under = running.get(key);
  if (under) return under.calendar;
  // The calendar resolves when its cells are in; the page's own search is run again after it
  // (the page need not wait for that one, a Select does).
  const store = sharedStore();
  const calendar = store
    .set(runningKey(ctx.session.id), true, RUNNING_TTL)
    .then(() => build(ctx, rq, current, today, budgetMs));
  const settled = calendar
    .then((c) => (c?.searched ? searchCheapest(ctx, rq) : null))
    .catch(() => null)
    .then(() => store.delete(runningKey(ctx.session.id)))
    .catch(() => undefined)
    .then(() => {
      running.delete(key);
    });
  const view = calendar.then((c) => c && c.view);
  // Shared with a second page that may never come: a failure (the store lost mid-build) must not
  // be an unhandled rejection, which ends the process; each page that awaits it still gets it.
  view.catch(() => undefined);
  running.set(key, { calendar: view, settled });
  return view;
}

async function build(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  current: SearchResult,
  today: string,
  budgetMs: number,
): Promise<{ view: FareCalendar; searched: boolean } | null> {
  const grid = calendarGrid(rq, today);
  if (!grid) return null;
  const store = sharedStore();
  const company = ctx.user.companyCode;
  const values = new Map<number, CellValue>();
  await Promise.all(
    grid.cells.map(async (cell, i) => {
      if (!cell.rq) values.set(i, { state: "unavailable" });
      else if (cell.current) values.set(i, valueOf(current));
      else {
        const kept = await store.get<CellValue>(cellKey(company, cell.rq));
        if (kept) values.set(i, kept);
      }
    }),
  );
  // One call is kept for the page's own search, run again at the end.
  const queue = grid.cells
    .map((cell, i) => ({ cell, i }))
    .filter(({ i }) => !values.has(i))
    .slice(0, CALENDAR_MAX_CALLS - 1);
  const deadline = Date.now() + budgetMs;
  let calls = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      const slot = await cellGate().enter(AbortSignal.timeout(left));
      if (!slot.ok) return;
      const cellRq = next.cell.rq!;
      calls += 1;
      const result = await searchCheapest(ctx, cellRq)
        .catch(() => null)
        .finally(slot.release);
      const value: CellValue = !result?.ok
        ? { state: "unavailable" }
        : result.data
          ? { state: "price", ...result.data }
          : { state: "none" };
      values.set(next.i, value);
      // An upstream failure is not kept: the next calendar asks again.
      if (value.state !== "unavailable") await store.set(cellKey(company, cellRq), value, CELL_TTL);
    }
  };
  await Promise.all(Array.from({ length: CALENDAR_CONCURRENCY }, worker));
  const calendar = viewOf(grid, values);
  await store.set(calendarKey(ctx.session.id, rq), calendar, TTL);
  return { view: calendar, searched: calls > 0 };
}

function viewOf(grid: CalendarGrid, values: Map<number, CellValue>): FareCalendar {
  const cells: CalendarCell[] = grid.cells.map((cell, i) => ({
    departure: cell.departure,
    ret: cell.ret,
    current: cell.current,
    ...(values.get(i) ?? { state: "pending" as const }),
  }));
  return {
    departures: grid.departures,
    returns: grid.returns,
    cells,
    complete: cells.every((c) => c.state !== "pending"),
  };
}

/** The calendar before any answer (what the page shows while its cells are searched). */
export function calendarSkeleton(rq: CommonSearchRQ, today: string): FareCalendar | null {
  const grid = calendarGrid(rq, today);
  if (!grid) return null;
  const values = new Map<number, CellValue>();
  grid.cells.forEach((cell, i) => cell.rq || values.set(i, { state: "unavailable" }));
  return viewOf(grid, values);
}
