// "Changed outside the portal" against the simulator: booking details' comparison, the portal's
// own actions, and one sweep (docs/decisions/0100-changed-outside-the-portal.md).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingEvents } from "~/db/activity.server";
import { closeDatabase, database } from "~/db/database.server";
import { listItems } from "~/db/queue.server";
import { activityEvents, bookingSightings, queueItems } from "~/db/schema";
import { decodeChange } from "~/domain/queue/outside-change";
import { BASE_URL, useSimulator } from "../../mocks/test-support";
import { activityWritten, onBooking, recordActivity, stopActivityJobs } from "./activity.server";
import { issueTicketOn, loadBooking } from "./booking-details.server";
import { comparedOnPage } from "./outside-change.server";
import { noteSweepSeat, sweepOnce } from "./queue-sweep.server";
import { signedInAs } from "./signed-in.fixture";

useSimulator();
// Sign-in and the embedded database's first migration are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// Each test's simulator starts afresh and numbers its bookings again: the portal's records of
// another test's booking 200241 must not meet this one's.
beforeEach(async () => {
  await activityWritten();
  const db = await database();
  await db.delete(bookingSightings);
  await db.delete(queueItems);
  await db.delete(activityEvents);
});

afterAll(async () => {
  await stopActivityJobs();
  await closeDatabase();
});

async function newBooking(options: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE_URL}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      login: "agent",
      surname: "OUTSIDE",
      givenName: "TEST",
      departInDays: 5,
      ...options,
    }),
  });
  return ((await response.json()) as { bookingId: string }).bookingId;
}

async function changeOutside(bookingId: string, change: Record<string, unknown>) {
  const response = await fetch(`${BASE_URL}/__sim/outside-change`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookingId, ...change }),
  });
  expect(response.status).toBe(200);
}

async function eventsOf(company: string, bookingId: string) {
  await activityWritten();
  const rows = await bookingEvents(await database(), company, bookingId, 20);
  return rows.filter((r) => r.action === "changedOutside");
}

async function outsideItems(company: string, bookingId: string) {
  const rows = await listItems(
    await database(),
    { companyCode: company, kind: "changedOutside" },
    new Date(),
  );
  return rows.filter((r) => r.bookingId === bookingId);
}

const callsAnswered = async () =>
  ((await (await fetch(`${BASE_URL}/__sim/calls`)).json()) as { total: number }).total;

/** Loads booking details' booking and compares it, as the page's loader does. */
async function viewDetails(ctx: Awaited<ReturnType<typeof signedInAs>>, bookingId: string) {
  const readAt = Date.now();
  const booking = await loadBooking(ctx, bookingId);
  await comparedOnPage(ctx, booking, readAt);
  return booking;
}

describe("booking details' comparison", () => {
  it("reports an airline's retime and a voided ticket once, with before and after", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/bookingDetails");
    const company = ctx.user.companyCode;
    const bookingId = await newBooking({ ticketed: true });
    await viewDetails(ctx, bookingId);
    expect(await eventsOf(company, bookingId)).toEqual([]);

    await changeOutside(bookingId, { retime: { segment: 0, minutes: 95 }, voidTicket: 1 });
    const booking = await viewDetails(ctx, bookingId);
    const [event, ...more] = await eventsOf(company, bookingId);
    expect(more).toEqual([]);
    const changes = [event!.details!.changes!].flat().map(decodeChange);
    expect(changes.map((c) => c?.kind)).toEqual(["time", "ticket"]);
    expect(changes[1]).toMatchObject({ before: "issued", after: "void" });
    expect(event!.userLogin).toBe("");
    const [item, ...others] = await outsideItems(company, bookingId);
    expect(others).toEqual([]);
    // Listed: a workable item (open, or snoozed past).
    expect(item).toMatchObject({
      owner: "agent",
      recordLocator: booking.bookingRecordLocator.id,
    });

    // Seen again unchanged: nothing new.
    await viewDetails(ctx, bookingId);
    expect(await eventsOf(company, bookingId)).toHaveLength(1);
    // Another change while the item is open: a second event, still one item.
    await changeOutside(bookingId, { status: "BOOKING_CANCELLED" });
    await viewDetails(ctx, bookingId);
    expect(await eventsOf(company, bookingId)).toHaveLength(2);
    expect(await outsideItems(company, bookingId)).toHaveLength(1);
  });

  it("never counts the portal's own Issue ticket as an outside change", async () => {
    const ctx = await signedInAs("agent", "/secured/booking/bookingDetails");
    const bookingId = await newBooking({ deadlineInMinutes: 600 });
    const booking = await viewDetails(ctx, bookingId);
    const done = await issueTicketOn(ctx, booking);
    expect(done.ok).toBe(true);
    // The action records its event as the details action does.
    await recordActivity(ctx, onBooking("issueTicket", booking, { ok: true }));
    const after = await viewDetails(ctx, bookingId);
    expect(after.bookStatus).toBe("BOOKING_COMPLETED");
    expect(await eventsOf(ctx.user.companyCode, bookingId)).toEqual([]);
    expect(await outsideItems(ctx.user.companyCode, bookingId)).toEqual([]);
  });
});

describe("the sweep", () => {
  it("reads a seated company's bookings within budget, reports once, and not to another company", async () => {
    const agent = await signedInAs("agent");
    const other = await signedInAs("pnragent");
    const bookingId = await newBooking();
    await viewDetails(agent, bookingId);
    await noteSweepSeat(agent);
    await noteSweepSeat(other);
    await changeOutside(bookingId, { retime: { segment: 0, minutes: -30 } });

    const before = await callsAnswered();
    const report = await sweepOnce({ perMinute: 600, minuteMs: 1000 });
    // Every back-office call the sweep made is one it counted (and paced).
    expect((await callsAnswered()) - before).toBe(report!.calls);
    expect(report).not.toBeNull();
    expect(report!.companies).toBe(2);
    expect(report!.outside).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(agent.user.companyCode, bookingId)).toHaveLength(1);
    expect(await outsideItems(agent.user.companyCode, bookingId)).toHaveLength(1);
    expect(await eventsOf(other.user.companyCode, bookingId)).toEqual([]);
    expect(await outsideItems(other.user.companyCode, bookingId)).toEqual([]);
    // Per company one search (under 100 bookings each), then one read per booking departing
    // within 14 days.
    expect(report!.calls).toBe(report!.bookings + 2);

    // A second sweep finds the same booking unchanged: no second event or item.
    const again = await sweepOnce({ perMinute: 600, minuteMs: 1000 });
    expect(again!.outside).toBe(0);
    expect(await eventsOf(agent.user.companyCode, bookingId)).toHaveLength(1);
    expect(await outsideItems(agent.user.companyCode, bookingId)).toHaveLength(1);
  });

  it("runs once at a time: a sweep offered while one runs does not run", async () => {
    const agent = await signedInAs("agent");
    await noteSweepSeat(agent);
    const [a, b] = await Promise.all([
      sweepOnce({ perMinute: 600, minuteMs: 1000 }),
      sweepOnce({ perMinute: 600, minuteMs: 1000 }),
    ]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
  });
});
