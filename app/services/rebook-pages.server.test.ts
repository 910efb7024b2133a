// The rebook services against the simulator: which bookings may be rebooked, the reshop search's
// outcomes (new flights, no valid fare, a lost session, a failing back office) and the review.
import { describe, expect, it } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import { choiceFromQuery, rebookSearchPayload } from "~/domain/rebook/selection";
import { useSimulator } from "../../mocks/test-support";
import { requireRebookable, reshopResults, reviewNewFlights } from "./rebook-pages.server";
import { signedInAs, thrownBy } from "./signed-in.fixture";

const sim = useSimulator();
// requireRebookable checks the right before it returns its promise: a refusal may be thrown at once.
const opening = (ctx: SignedIn, bookingId: string) =>
  thrownBy(Promise.resolve().then(() => requireRebookable(ctx, bookingId)));

/** The agent's first seeded booking the details page offers Rebook on (and the back office too). */
async function rebookable(ctx: SignedIn) {
  const agents = sim.state.bookings.filter(
    (b) => b.createBy === "agent" && !b.bookingRecordLocator.id.endsWith("X"),
  );
  for (const b of agents)
    try {
      return await requireRebookable(ctx, b.bookingId);
    } catch {
      /* not rebookable: the next one */
    }
  throw new Error("the seed has no rebookable booking of agent");
}

async function reshop(ctx: SignedIn, serviced: Awaited<ReturnType<typeof rebookable>>) {
  const { booking, latest, legs } = serviced;
  const params = new URLSearchParams({ bookingId: booking.bookingId.id, leg: "0", cabin: "Y" });
  const choice = choiceFromQuery(params, legs);
  const payload = rebookSearchPayload(
    { recordLocator: booking.bookingRecordLocator.id, bookingId: booking.bookingId.id },
    legs,
    choice,
  );
  return (await reshopResults(ctx, { latest, legs }, choice, payload, params)).results;
}

describe("rebook services", () => {
  it("opens only a booking the details page offers Rebook on", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/flightReshop");
    await rebookable(ctx);
    const cancelled = sim.state.bookings.find(
      (b) => b.createBy === "agent" && b.bookStatus === "BOOKING_CANCELLED",
    )!;
    expect(await opening(ctx, cancelled.bookingId)).toMatchObject({
      status: 403,
    });
    expect(await opening(ctx, "no-such-booking")).toMatchObject({
      status: 404,
    });
    // The right itself is the server's check, not only the hidden button.
    const viewer = await signedInAs("viewer", "/secured/booking/flightReshop");
    expect(await opening(viewer, cancelled.bookingId)).toMatchObject({
      status: 403,
    });
  });

  it("finds new flights for the selected leg; a failed review is the catalogue's message", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/flightReshopSearch");
    const serviced = await rebookable(ctx);
    const results = await reshop(ctx, serviced);
    expect(results).toMatchObject({ ok: true, data: { outcome: "results", selectedLegs: [0] } });
    const { model } = (results as { data: { model: { cards: unknown[] } } }).data;
    expect(model.cards.length).toBeGreaterThan(0);
    sim.control.set({ fault: "500" });
    const failed = await reviewNewFlights(ctx, serviced.booking.bookingId.id, "1", "");
    expect(failed).toEqual({ ok: false, failure: { key: "http.500" } });
  });

  it("a booking the back office will not rebook (12/279) shows no valid fare", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/flightReshopSearch");
    const serviced = await rebookable(ctx);
    const record = sim.state.bookings.find((b) => b.bookingId === serviced.booking.bookingId.id)!;
    record.bookingRecordLocator.id = `${record.bookingRecordLocator.id.slice(0, 5)}X`;
    const noFare = await reshop(ctx, await requireRebookable(ctx, record.bookingId));
    expect(noFare).toEqual({ ok: true, data: { outcome: "noFare" } });
  });

  it("a lost session links to /login in the page; a failing back office is its message", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/flightReshopSearch");
    const serviced = await rebookable(ctx);
    sim.control.scope({ match: "/rebook/flightSearch", fault: "nologin", latencyMs: 0 });
    expect(await reshop(ctx, serviced)).toMatchObject({
      ok: false,
      failure: { message: { key: "error.NO_LOGIN" }, signIn: expect.stringMatching(/^\/login/) },
    });
    const again = await signedInAs("agent", "/secured/booking/flightReshopSearch");
    sim.control.scope({ match: "/rebook/flightSearch", fault: "504", latencyMs: 0 });
    expect(await reshop(again, serviced)).toMatchObject({
      ok: false,
      failure: { message: { key: "http.504" } },
    });
  });
});
