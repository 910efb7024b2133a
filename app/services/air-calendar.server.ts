// The fare calendar (decision record 0095, replacing 0090): the ±3-day grid of a first leg's
// results, read from what the company's searches already saw this hour (fares-seen.server.ts) at
// no back-office cost. Nothing is searched on the agent's behalf; "Check the other dates" searches
// the dates nobody saw, on request, within the company's hourly budget of automatic searches
// (search-budget.server.ts), at most 4 at a time per check and a quarter of the
// instance's back-office gate for every check together (record 0090's cap). The agent's own
// search is never run for the calendar: its cell is its own answer.
import type { SignedIn } from "~/auth/guard.server";
import { boundedGate, type BoundedGate } from "~/bounded-gate.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import type { BudgetLeft } from "~/domain/air/calendar-check";
import { calendarGrid, type CalendarCellSpec, type CalendarGrid } from "~/domain/air/fare-calendar";
import { env } from "~/env.server";
import { searchCheapest } from "~/pamhk/air.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { sharedStore } from "~/store/kv-store.server";
import { limiterBackend } from "~/store/rate-limit.server";
import { cheapestOf, faresSeen, noteFareSeen, type SeenFare } from "./fares-seen.server";
import { parseCompanyLimits, searchBudget, type SearchBudget } from "./search-budget.server";

export const CALENDAR_CONCURRENCY = 4;
// How long one "Check the other dates" may run (the agent asked and waits for it); the cells not
// searched by then are given back to the budget and stay to check.
export const CHECK_BUDGET_MS = 20_000;

type CellValue =
  | { state: "price"; amount: number; currency: string; seenAt: number | null }
  | { state: "none"; seenAt: number | null }
  | { state: "unavailable" }
  /** Nobody of the company saw this search's fares this hour. */
  | { state: "unseen" };

export type CalendarCell = {
  departure: string;
  ret: string | null;
  current: boolean;
} & (CellValue | { state: "pending" });

export type FareCalendar = {
  departures: string[];
  returns: string[] | null;
  cells: CalendarCell[];
  /** When the server read it (epoch ms): cell ages count from here on both sides. */
  renderedAt: number;
  /** Cells "Check the other dates" would search. */
  unseen: number;
  /** The company's automatic searches left this hour. */
  budget: BudgetLeft;
};

let budget: SearchBudget | undefined;
/** The budget every instance shares through the store. */
export function autoSearchBudget(): SearchBudget {
  const e = env();
  return (budget ??= searchBudget(
    limiterBackend(),
    e.AUTO_SEARCHES_PER_COMPANY_PER_HOUR,
    parseCompanyLimits(e.AUTO_SEARCHES_BY_COMPANY),
  ));
}

// Cells of every check on this instance wait here for one of its slots.
let gate: BoundedGate | undefined;
export const calendarCallsPerInstance = () =>
  Math.max(1, Math.floor(env().BACKOFFICE_MAX_CALLS / 4));
const cellGate = () =>
  (gate ??= boundedGate({
    limit: calendarCallsPerInstance(),
    queue: 4096,
    waitMs: CHECK_BUDGET_MS,
  }));

const valueOfSeen = (seen: SeenFare): CellValue =>
  seen.amount === null
    ? { state: "none", seenAt: seen.seenAt }
    : { state: "price", amount: seen.amount, currency: seen.currency, seenAt: seen.seenAt };

/** The cells a check would search: searchable, not the page's own, seen by nobody this hour. */
async function unseenCells(
  companyCode: string,
  grid: CalendarGrid,
): Promise<(CalendarCellSpec & { rq: CommonSearchRQ })[]> {
  const searchable = grid.cells.filter((c): c is CalendarCellSpec & { rq: CommonSearchRQ } =>
    Boolean(c.rq),
  );
  const seen = await faresSeen(
    companyCode,
    searchable.map((c) => c.rq),
  );
  return searchable.filter((c, i) => !c.current && !seen[i]);
}

/**
 * The calendar of `rq` from the company's record; the current cell is the page's own answer
 * (`current`, when the page has it). Reads the store only.
 */
export async function fareCalendar(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  current: SearchResult | null,
  today: string,
  renderedAt = Date.now(),
): Promise<FareCalendar | null> {
  const grid = calendarGrid(rq, today);
  if (!grid) return null;
  const company = ctx.user.companyCode;
  const searchable = grid.cells.filter((c) => c.rq);
  const [seen, left] = await Promise.all([
    faresSeen(
      company,
      searchable.map((c) => c.rq!),
    ),
    autoSearchBudget().state(company),
  ]);
  const seenOf = new Map(searchable.map((c, i) => [c, seen[i] ?? null]));
  let unseen = 0;
  const cells = grid.cells.map((cell): CalendarCell => {
    const base = { departure: cell.departure, ret: cell.ret, current: cell.current };
    if (!cell.rq) return { ...base, state: "unavailable" };
    const kept = seenOf.get(cell) ?? null;
    if (cell.current && current) {
      const best = cheapestOf(current);
      const seenAt = kept?.seenAt ?? null;
      return best
        ? { ...base, state: "price", ...best, seenAt }
        : { ...base, state: "none", seenAt };
    }
    if (kept) return { ...base, ...valueOfSeen(kept) };
    if (!cell.current) unseen += 1;
    return { ...base, state: cell.current ? "pending" : "unseen" };
  });
  return {
    departures: grid.departures,
    returns: grid.returns,
    cells,
    renderedAt,
    unseen,
    budget: left,
  };
}

/** The calendar before the page's own answer: its dates, every cell still to come. */
export function calendarSkeleton(rq: CommonSearchRQ, today: string): FareCalendar | null {
  const grid = calendarGrid(rq, today);
  if (!grid) return null;
  return {
    departures: grid.departures,
    returns: grid.returns,
    cells: grid.cells.map((cell) => ({
      departure: cell.departure,
      ret: cell.ret,
      current: cell.current,
      state: cell.rq ? "pending" : "unavailable",
    })),
    renderedAt: Date.now(),
    unseen: 0,
    budget: { left: 0, limit: 0, freesAt: null },
  };
}

export type CheckOutcome =
  | { kind: "checked"; searched: number; left: number }
  | { kind: "spent"; freesAt: number | null }
  | { kind: "nothing" };

// Checks under way on this instance, per session and search: a second click joins the first.
const running = new Map<string, Promise<CheckOutcome>>();

// The same fact in the shared store, for a Select that reaches another instance while a check
// runs (the back office reviews fares of its latest search): gone when it ends, or at its bound.
const RUNNING_TTL = Math.ceil(CHECK_BUDGET_MS / 1000) + 20;
const runningKey = (sessionId: string) => `air-calendar-running:${sessionId}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no check of this session is under way, on this instance or another. */
export async function calendarSettled(sessionId: string): Promise<void> {
  for (const [key, work] of running) if (key.startsWith(`${sessionId}:`)) await work;
  const store = sharedStore();
  const until = Date.now() + RUNNING_TTL * 1000;
  while (Date.now() < until && (await store.get(runningKey(sessionId)))) await pause(100);
}

/**
 * "Check the other dates": searches the calendar's unseen dates, as many as the company's budget
 * has left, and records what each answered for the whole company.
 */
export function checkOtherDates(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  today: string,
  timeMs = CHECK_BUDGET_MS,
): Promise<CheckOutcome> {
  const key = `${ctx.session.id}:${JSON.stringify(rq)}`;
  const under = running.get(key);
  if (under) return under;
  const work = check(ctx, rq, today, timeMs).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

async function check(
  ctx: SignedIn,
  rq: CommonSearchRQ,
  today: string,
  timeMs: number,
): Promise<CheckOutcome> {
  const grid = calendarGrid(rq, today);
  if (!grid) return { kind: "nothing" };
  const company = ctx.user.companyCode;
  const cells = await unseenCells(company, grid);
  if (cells.length === 0) return { kind: "nothing" };
  const budget = autoSearchBudget();
  const taken = await budget.take(company, cells.length);
  if (taken.granted === 0) return { kind: "spent", freesAt: taken.freesAt };
  const store = sharedStore();
  await store.set(runningKey(ctx.session.id), true, RUNNING_TTL);
  const queue = cells.slice(0, taken.granted);
  const deadline = Date.now() + timeMs;
  let searched = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      const slot = await cellGate().enter(AbortSignal.timeout(left));
      if (!slot.ok) return;
      searched += 1;
      // Counted as automatic in the company's usage (metrics.server.ts).
      const result = await searchCheapest({ ...ctx, automatic: true }, next.rq)
        .catch(() => null)
        .finally(slot.release);
      // A failure is not recorded: the next check asks again.
      if (result?.ok) await noteFareSeen(company, next.rq, result.data);
    }
  };
  try {
    await Promise.all(Array.from({ length: CALENDAR_CONCURRENCY }, worker));
    await budget.giveBack(company, taken.granted - searched);
    // The back office reviews fares of its latest search, now a calendar cell: a Select on the
    // page repeats the agent's search first (air-flow.server.ts `chooseFare`).
    if (searched > 0) {
      const flow = await readFlow(ctx.session);
      if (flow.upstreamSearchKey)
        await writeFlow(ctx.session, { ...flow, upstreamSearchKey: undefined });
    }
  } finally {
    await store.delete(runningKey(ctx.session.id)).catch(() => undefined);
  }
  return { kind: "checked", searched, left: taken.left + (taken.granted - searched) };
}
