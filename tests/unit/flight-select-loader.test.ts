// The results page's loader against the simulator (issues 13 and 15): a search not kept yet is
// handed over as a promise (the page streams), failures settle into what the page shows, and the
// fare calendar is read from the fares the company saw (decision record 0095): no search of its own.
import { describe, expect, it, vi } from "vitest";
import type * as AirGateway from "~/pamhk/air.server";
import { action, loader } from "~/routes/secured.air.airFlightSelect";
import { day, useSimulator } from "../../mocks/test-support";
import { signedIn } from "../support/signed-in";

const upstream = vi.hoisted(() => ({ searches: 0 }));
vi.mock("~/pamhk/air.server", async (importOriginal) => {
  const real = await importOriginal<typeof AirGateway>();
  return {
    ...real,
    searchFlights: (...args: Parameters<typeof real.searchFlights>) => {
      upstream.searches += 1;
      return real.searchFlights(...args);
    },
    searchCheapest: (...args: Parameters<typeof real.searchCheapest>) => {
      upstream.searches += 1;
      return real.searchCheapest(...args);
    },
  };
});

let clock = Date.now();
const sim = useSimulator({ captcha: "TEST", now: () => clock, sessionTtlSeconds: 1800 });

const oneWay = (date: string, extra = "") =>
  `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${date}${extra}`;

const load = (path: string, cookie: string) =>
  loader({
    request: new Request(`http://portal.test${path}`, {
      headers: { Cookie: cookie, "x-request-id": "0badc0de" },
    }),
    params: {},
    context: {},
  });

describe("results page", () => {
  it("streams a search not kept yet, then answers from the cache; the calendar costs no search", async () => {
    const { cookie, csrf } = await signedIn("agent", "Agent1234");
    upstream.searches = 0;
    const first = await load(oneWay(day(24)), cookie);
    expect(first.results).toBeInstanceOf(Promise);
    const results = await first.results;
    expect(results.ok && results.data.model.cards.length).toBeGreaterThan(0);
    expect(first.calendar && "skeleton" in first.calendar).toBe(true);
    if (!first.calendar || !("skeleton" in first.calendar)) return;
    // Before any answer: seven dates, none priced.
    expect(first.calendar.skeleton.cells).toHaveLength(7);
    expect(first.calendar.skeleton.cells.every((c) => c.state === "pending")).toBe(true);
    const calendar = await first.calendar.coming;
    if (!calendar || calendar === "failed") throw new Error("no calendar");
    // The page's own search and nothing else: its cell priced, the six others to check.
    expect(upstream.searches).toBe(1);
    expect(calendar.cells.find((c) => c.current)).toMatchObject({ state: "price" });
    expect(calendar.unseen).toBe(6);

    upstream.searches = 0;
    for (const extra of ["", "&sort=durationShort", "&stops=0"]) {
      const again = await load(oneWay(day(24), extra), cookie);
      expect(again.results).not.toBeInstanceOf(Promise);
      expect(again.calendar && "kept" in again.calendar).toBe(true);
    }
    expect(upstream.searches).toBe(0);

    // "Check the other dates": the six, once; then back to the results.
    const checked = await action({
      request: new Request(`http://portal.test${oneWay(day(24))}`, {
        method: "POST",
        headers: {
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          "x-request-id": "0badc0de",
        },
        body: new URLSearchParams({ csrf, intent: "checkCalendar" }),
      }),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect(checked).toBeInstanceOf(Response);
    expect((checked as Response).headers.get("Location")).toBe(oneWay(day(24)));
    expect(upstream.searches).toBe(6);

    // A colleague's page: its own search, and the whole calendar from what the agent saw.
    upstream.searches = 0;
    const colleague = await signedIn("admin", "Admin1234");
    const theirs = await load(oneWay(day(24)), colleague.cookie);
    await theirs.results;
    const seen =
      theirs.calendar && "coming" in theirs.calendar ? await theirs.calendar.coming : null;
    if (!seen || seen === "failed") throw new Error("no calendar");
    expect(seen.unseen).toBe(0);
    expect(seen.cells.every((c) => c.state === "price" || c.state === "none")).toBe(true);
    expect(upstream.searches).toBe(1);

    // A later leg has no calendar.
    const chosen = results.ok ? results.data.model.cards[0]!.key : "";
    const roundTrip = `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=SIN&desLocs=SIN&desLocs=HKG&departureDate=${day(24)}&departureDate=${day(27)}`;
    const inbound = await load(`${roundTrip}&chosen=${encodeURIComponent(chosen)}`, cookie);
    expect(inbound.calendar).toBeNull();
    await inbound.results;
  }, 30_000);

  it("ends a failed search in the page, with the message and the request id", async () => {
    const { cookie } = await signedIn("agent", "Agent1234");
    sim.control.scope({ match: "ZZSTREAMFAIL", fault: "500", latencyMs: 0 });
    const page = await load(oneWay(day(25), "&corpCode=ZZSTREAMFAIL"), cookie);
    expect(await page.results).toEqual({
      ok: false,
      failure: { message: { key: "http.500" }, requestId: "0badc0de" },
    });
    // The calendar is still what the company saw (nothing here), with no search of its own.
    const calendar = page.calendar && "coming" in page.calendar && (await page.calendar.coming);
    expect(calendar && calendar !== "failed" && calendar.unseen).toBe(6);
  });

  it("ends the session on 5/4 and links to the sign-in page, which leads back", async () => {
    const { cookie } = await signedIn("agent", "Agent1234");
    clock += 1801 * 1000;
    const path = oneWay(day(26));
    const page = await load(path, cookie);
    const results = await page.results;
    expect(results).toMatchObject({
      ok: false,
      failure: {
        message: { key: "error.NO_LOGIN" },
        signIn: `/login?redirectTo=${encodeURIComponent(path)}`,
      },
    });
    // Our session is gone too: the next page meets /login.
    await expect(load(path, cookie)).rejects.toBeInstanceOf(Response);
  });
});
