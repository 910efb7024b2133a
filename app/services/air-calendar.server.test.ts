import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { searchRQ } from "../../mocks/test-support";

// The back office as a counter: every search takes a while and answers no fares, so the test
// sees how many searches the calendar starts and how many run at once.
const upstream = vi.hoisted(() => ({ calls: 0, now: 0, most: 0, delayMs: 20 }));
vi.mock("~/pamhk/air.server", () => ({
  searchCheapest: async () => {
    upstream.calls += 1;
    upstream.now += 1;
    upstream.most = Math.max(upstream.most, upstream.now);
    await new Promise((resolve) => setTimeout(resolve, upstream.delayMs));
    upstream.now -= 1;
    return { ok: true, data: null };
  },
}));

const {
  CALENDAR_CONCURRENCY,
  CALENDAR_MAX_CALLS,
  calendarCallsPerInstance,
  calendarSettled,
  calendarSkeleton,
  fareCalendar,
  storedCalendar,
} = await import("./air-calendar.server");

// Each test its own company, so cells shared by a company's agents do not cross tests.
const ctxOf = (id: string, companyCode = id) =>
  ({ session: { id }, user: { companyCode } }) as unknown as SignedIn;
const current = { airLowFares: [] } as unknown as SearchResult;
const TODAY = "2026-01-01";
const roundTrip = searchRQ({ departureDate: ["2026-02-10", "2026-02-17"] }) as CommonSearchRQ;

afterEach(() => Object.assign(upstream, { calls: 0, now: 0, most: 0, delayMs: 20 }));

describe("fare calendar fan-out", () => {
  it("a 7x7 calendar asks at most 49 times, 4 at a time, and reuses its cells", async () => {
    const ctx = ctxOf("calendar-bounds");
    const calendar = await fareCalendar(ctx, roundTrip, current, TODAY, 60_000);
    await calendarSettled("calendar-bounds");
    expect(calendar?.cells).toHaveLength(49);
    expect(calendar?.complete).toBe(true);
    // 48 cells besides the page's own search, then that search run again.
    expect(upstream.calls).toBe(CALENDAR_MAX_CALLS);
    expect(upstream.most).toBeLessThanOrEqual(CALENDAR_CONCURRENCY);
    upstream.calls = 0;
    await fareCalendar(ctx, roundTrip, current, TODAY, 60_000);
    await calendarSettled("calendar-bounds");
    expect(upstream.calls).toBe(0);
  });

  it("stops searching at its time budget and leaves the rest pending", async () => {
    upstream.delayMs = 200;
    const ctx = ctxOf("calendar-budget");
    const calendar = await fareCalendar(ctx, roundTrip, current, TODAY, 300);
    await calendarSettled("calendar-budget");
    expect(calendar?.complete).toBe(false);
    expect(calendar?.cells.some((c) => c.state === "pending")).toBe(true);
    // Two rounds of 4 at most before the budget, plus the page's own search run again.
    expect(upstream.calls).toBeLessThanOrEqual(2 * CALENDAR_CONCURRENCY + 1);
  });

  it("keeps the calendar of a search for the session: stored once searched, not before", async () => {
    const ctx = ctxOf("calendar-kept");
    expect(await storedCalendar(ctx, roundTrip)).toBeNull();
    const calendar = await fareCalendar(ctx, roundTrip, current, TODAY, 60_000);
    await calendarSettled("calendar-kept");
    expect(await storedCalendar(ctx, roundTrip)).toEqual(calendar);
    expect(await storedCalendar(ctxOf("another-session"), roundTrip)).toBeNull();
  });

  it("shares its cells with the company's other agents, never with another company", async () => {
    await fareCalendar(ctxOf("colleague-1", "SHARED"), roundTrip, current, TODAY, 60_000);
    await calendarSettled("colleague-1");
    expect(upstream.calls).toBe(CALENDAR_MAX_CALLS);
    upstream.calls = 0;
    const colleague = await fareCalendar(ctxOf("colleague-2", "SHARED"), roundTrip, current, TODAY);
    await calendarSettled("colleague-2");
    expect(colleague?.complete).toBe(true);
    expect(upstream.calls).toBe(0);
    await fareCalendar(ctxOf("stranger", "OTHER"), roundTrip, current, TODAY, 60_000);
    await calendarSettled("stranger");
    expect(upstream.calls).toBe(CALENDAR_MAX_CALLS);
  });

  it("runs a quarter of the back-office gate's calls at once (16), however many calendars", async () => {
    expect(calendarCallsPerInstance()).toBe(16);
    const agents = Array.from({ length: 8 }, (_, i) => ctxOf(`busy-${i}`));
    await Promise.all(agents.map((ctx) => fareCalendar(ctx, roundTrip, current, TODAY, 60_000)));
    await Promise.all(agents.map((ctx) => calendarSettled(ctx.session.id)));
    expect(upstream.most).toBeGreaterThan(CALENDAR_CONCURRENCY);
    // The page's own search, run again after the cells, is not a cell.
    expect(upstream.most).toBeLessThanOrEqual(16 + agents.length);
  });
});

describe("calendar skeleton", () => {
  it("has every cell still to search, but those no search can give and the searched one marked", () => {
    const shortTrip = { ...roundTrip, departureDate: ["2026-02-10", "2026-02-11"] };
    const skeleton = calendarSkeleton(shortTrip, TODAY)!;
    expect(skeleton.cells).toHaveLength(49);
    expect(skeleton.complete).toBe(false);
    expect(skeleton.cells.filter((c) => c.current)).toEqual([
      { departure: "2026-02-10", ret: "2026-02-11", current: true, state: "pending" },
    ]);
    // A return two days or more before its departure cannot be searched.
    const unavailable = skeleton.cells.filter((c) => c.state === "unavailable");
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable).toContainEqual(
      expect.objectContaining({ departure: "2026-02-13", ret: "2026-02-08" }),
    );
    expect(unavailable.every((c) => c.ret! < c.departure)).toBe(true);
    expect(
      skeleton.cells.filter((c) => c.state !== "pending" && c.state !== "unavailable"),
    ).toEqual([]);
    expect(calendarSkeleton({ ...roundTrip, searchType: "multiCity" }, TODAY)).toBeNull();
    expect(upstream.calls).toBe(0);
  });
});
