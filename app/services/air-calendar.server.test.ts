import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import type { CommonSearchRQ, SearchResult } from "~/contracts/air";
import { searchRQ } from "../../mocks/test-support";

// A company whose budget of automatic searches is small, for the refusal.
process.env.AUTO_SEARCHES_BY_COMPANY = "SMALL=8";

// The back office as a counter: every search takes a while and answers one fare, so the test
// sees how many searches the calendar starts and how many run at once.
const upstream = vi.hoisted(() => ({ calls: 0, now: 0, most: 0, delayMs: 20 }));
vi.mock("~/pamhk/air.server", () => ({
  searchCheapest: async () => {
    upstream.calls += 1;
    upstream.now += 1;
    upstream.most = Math.max(upstream.most, upstream.now);
    await new Promise((resolve) => setTimeout(resolve, upstream.delayMs));
    upstream.now -= 1;
    return { ok: true, data: { amount: 900, currency: "HKD" } };
  },
}));

const {
  CALENDAR_CONCURRENCY,
  calendarCallsPerInstance,
  calendarSkeleton,
  checkOtherDates,
  fareCalendar,
} = await import("./air-calendar.server");
const { noteFareSeen } = await import("./fares-seen.server");
const { writeFlow, readFlow } = await import("~/session/flow.server");

// Each test its own company, so fares seen by a company do not cross tests.
const ctxOf = (id: string, companyCode = id) =>
  ({ session: { id }, user: { companyCode } }) as unknown as SignedIn;
const fare = (totalAmount: number) => ({ totalAmount, currencyCode: "HKD" });
const current = { airLowFares: [fare(1200), fare(1100)] } as unknown as SearchResult;
const TODAY = "2026-01-01";
const roundTrip = searchRQ({ departureDate: ["2026-02-10", "2026-02-17"] }) as CommonSearchRQ;
const oneWay = {
  ...searchRQ({ departureDate: ["2026-03-10"] }),
  searchType: "oneWay",
} as CommonSearchRQ;
const onDay = (rq: CommonSearchRQ, ...departureDate: string[]) => ({ ...rq, departureDate });

afterEach(() => Object.assign(upstream, { calls: 0, now: 0, most: 0, delayMs: 20 }));

describe("fare calendar from the fares the company saw", () => {
  it("costs no back-office call: the page's own answer and what colleagues saw, with their age", async () => {
    const seenAt = Date.UTC(2026, 0, 1, 8, 0);
    await noteFareSeen(
      "SEEN",
      onDay(oneWay, "2026-03-09"),
      { amount: 950, currency: "HKD" },
      seenAt,
    );
    await noteFareSeen("SEEN", onDay(oneWay, "2026-03-12"), null, seenAt);
    const renderedAt = seenAt + 4 * 60_000;
    const calendar = (await fareCalendar(ctxOf("a1", "SEEN"), oneWay, current, TODAY, renderedAt))!;
    expect(upstream.calls).toBe(0);
    expect(calendar.renderedAt).toBe(renderedAt);
    const byDay = new Map(calendar.cells.map((c) => [c.departure, c]));
    expect(byDay.get("2026-03-10")).toMatchObject({ current: true, state: "price", amount: 1100 });
    expect(byDay.get("2026-03-09")).toMatchObject({ state: "price", amount: 950, seenAt });
    expect(byDay.get("2026-03-12")).toMatchObject({ state: "none", seenAt });
    expect(calendar.cells.filter((c) => c.state === "unseen")).toHaveLength(4);
    expect(calendar.unseen).toBe(4);
    expect(calendar.budget).toEqual({ left: 200, limit: 200, freesAt: null });
    // Another company saw nothing of it.
    const other = (await fareCalendar(ctxOf("b1", "OTHER"), oneWay, current, TODAY))!;
    expect(other.unseen).toBe(6);
    expect(upstream.calls).toBe(0);
  });

  it("before the page's own answer its cell is still to come, and not one to check", async () => {
    const calendar = (await fareCalendar(ctxOf("a2", "NOANSWER"), oneWay, null, TODAY))!;
    expect(calendar.cells.find((c) => c.current)).toMatchObject({ state: "pending" });
    expect(calendar.unseen).toBe(6);
  });
});

describe("check the other dates", () => {
  it("searches each unseen date once, never the page's own; colleagues then see them all", async () => {
    const ctx = ctxOf("c1", "CHECK");
    await writeFlow(ctx.session, { step: "selectFlight", upstreamSearchKey: "mine" } as never);
    const before = (await fareCalendar(ctx, roundTrip, current, TODAY))!;
    expect(await checkOtherDates(ctx, roundTrip, TODAY)).toEqual({
      kind: "checked",
      searched: before.unseen,
      left: 200 - before.unseen,
    });
    expect(upstream.calls).toBe(before.unseen);
    expect(upstream.most).toBeLessThanOrEqual(CALENDAR_CONCURRENCY);
    // The back office's latest search is now a cell: a Select repeats the agent's own first.
    expect((await readFlow(ctx.session)).upstreamSearchKey).toBeUndefined();
    upstream.calls = 0;
    const colleague = (await fareCalendar(ctxOf("c2", "CHECK"), roundTrip, current, TODAY))!;
    expect(colleague.unseen).toBe(0);
    expect(colleague.cells.filter((c) => c.state === "price").length).toBe(
      colleague.cells.filter((c) => c.state !== "unavailable").length,
    );
    expect(colleague.budget.left).toBe(200 - before.unseen);
    expect(await checkOtherDates(ctxOf("c2", "CHECK"), roundTrip, TODAY)).toEqual({
      kind: "nothing",
    });
    expect(upstream.calls).toBe(0);
  });

  it("runs what the budget has left, then refuses with the time it frees", async () => {
    const ctx = ctxOf("s1", "SMALL");
    expect(await checkOtherDates(ctx, oneWay, TODAY)).toMatchObject({ searched: 6, left: 2 });
    expect(await checkOtherDates(ctx, onDay(oneWay, "2026-04-10"), TODAY)).toMatchObject({
      searched: 2,
      left: 0,
    });
    upstream.calls = 0;
    const refused = await checkOtherDates(ctx, onDay(oneWay, "2026-05-10"), TODAY);
    expect(refused.kind).toBe("spent");
    const freesAt = refused.kind === "spent" ? refused.freesAt! : 0;
    expect(freesAt).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(freesAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(upstream.calls).toBe(0);
    const shown = (await fareCalendar(ctx, onDay(oneWay, "2026-05-10"), current, TODAY))!;
    expect(shown.budget).toMatchObject({ left: 0, limit: 8 });
  });

  it("gives back to the budget the dates its time did not reach", async () => {
    upstream.delayMs = 200;
    const ctx = ctxOf("t1", "SLOW");
    const outcome = await checkOtherDates(ctx, roundTrip, TODAY, 300);
    expect(outcome.kind).toBe("checked");
    const searched = outcome.kind === "checked" ? outcome.searched : 0;
    expect(searched).toBeLessThanOrEqual(2 * CALENDAR_CONCURRENCY);
    expect(upstream.calls).toBe(searched);
    expect(outcome).toMatchObject({ left: 200 - searched });
  });

  it("runs a quarter of the back-office gate's calls at once (16), however many checks", async () => {
    expect(calendarCallsPerInstance()).toBe(16);
    const agents = Array.from({ length: 8 }, (_, i) => ctxOf(`busy-${i}`));
    await Promise.all(agents.map((ctx) => checkOtherDates(ctx, roundTrip, TODAY)));
    expect(upstream.most).toBeGreaterThan(CALENDAR_CONCURRENCY);
    expect(upstream.most).toBeLessThanOrEqual(16);
  });
});

describe("calendar skeleton", () => {
  it("has every cell still to come, but those no search can give", () => {
    const shortTrip = { ...roundTrip, departureDate: ["2026-02-10", "2026-02-11"] };
    const skeleton = calendarSkeleton(shortTrip, TODAY)!;
    expect(skeleton.cells).toHaveLength(49);
    expect(skeleton.cells.filter((c) => c.current)).toEqual([
      { departure: "2026-02-10", ret: "2026-02-11", current: true, state: "pending" },
    ]);
    // A return two days or more before its departure cannot be searched.
    const unavailable = skeleton.cells.filter((c) => c.state === "unavailable");
    expect(unavailable).toContainEqual(
      expect.objectContaining({ departure: "2026-02-13", ret: "2026-02-08" }),
    );
    expect(unavailable.every((c) => c.ret! < c.departure)).toBe(true);
    expect(calendarSkeleton({ ...roundTrip, searchType: "multiCity" }, TODAY)).toBeNull();
    expect(upstream.calls).toBe(0);
  });
});
