import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/database.server";
import { itemOf, liveItemsOfBooking } from "~/db/queue.server";
import { BOOKING_KINDS } from "~/domain/queue/booking-items";
import { BASE_URL, TEST_CAPTCHA, useSimulator } from "../../mocks/test-support";
import { bookingActivityFor } from "./activity-pages.server";
import { issueTicketOn, loadBooking } from "./booking-details.server";
import { bookingSeen, setReminder } from "./queue-booking.server";
import { actOnItem } from "./queue.server";
import { acceptScheduleChange, airlineChangesOf } from "./schedule-change.server";
import { signedInAs } from "./signed-in.fixture";

// The simulator's clock is the test's: 10:00 in Hong Kong, a day ahead of the real one (so a
// booking's deadlines, set from it, lie ahead).
const TEN_AM = (() => {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(
    new Date(Date.now() + 86_400_000),
  );
  return Date.parse(`${day}T10:00:00+08:00`);
})();
const ELEVEN_PM = TEN_AM + 13 * 3_600_000;
const sim = useSimulator({ captcha: TEST_CAPTCHA, now: () => TEN_AM });
// The server opens the database at start-up; the queue's writes skip it while it is not open.
beforeAll(() => database(), 120_000);

async function newBooking(options: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE_URL}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ login: "agent", surname: "QUEUE", givenName: "TEST", ...options }),
  });
  return ((await response.json()) as { bookingId: string }).bookingId;
}

const details = () => signedInAs("agent", "/secured/booking/bookingDetails");
const itemsOf = async (bookingId: string) =>
  liveItemsOfBooking(await database(), "HBT", bookingId, BOOKING_KINDS);

/** What bookingSeen costs the back office: the calls it made (it must make none). */
async function seenCalls(...args: Parameters<typeof bookingSeen>) {
  const before = sim.calls.counts().total;
  await bookingSeen(...args);
  return sim.calls.counts().total - before;
}

describe("the queue items a booking makes", { timeout: 60_000 }, () => {
  it("a ticket issued today opens its void window until 23:00, which closes it", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking({ ticketed: true }));
    expect(await seenCalls(ctx, booking, [], TEN_AM)).toBe(0);
    const [item] = await itemsOf(booking.bookingId.id);
    expect(item).toMatchObject({ kind: "voidWindow", due: new Date(ELEVEN_PM) });
    // Seen again before 23:00: still the one item.
    await bookingSeen(ctx, booking, [], TEN_AM + 3_600_000);
    expect(await itemsOf(booking.bookingId.id)).toHaveLength(1);
    await bookingSeen(ctx, booking, [], ELEVEN_PM);
    expect(await itemsOf(booking.bookingId.id)).toEqual([]);
    expect(await itemOf(await database(), "HBT", item!.id)).toMatchObject({
      state: "done",
      doneReason: "windowClosed",
    });
  });

  it("issuing the ticket in the portal opens the void window at once", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    expect(await itemsOf(booking.bookingId.id)).toEqual([]);
    expect(await issueTicketOn(ctx, booking)).toMatchObject({ ok: true });
    // ticketIssuedHere reads the real clock: after 23:00 agency time it rightly opens nothing.
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Hong_Kong", hour: "2-digit" }).format(),
    );
    expect((await itemsOf(booking.bookingId.id)).map((i) => i.kind)).toEqual(
      hour < 23 ? ["voidWindow"] : [],
    );
  });

  it("an airline change opens an item, and accepting it closes it", async () => {
    const ctx = await details();
    const bookingId = await newBooking();
    const raised = await fetch(`${BASE_URL}/__sim/schedule-changes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ bookingId, kind: "time", read: true }),
    });
    expect(raised.status).toBe(200);
    const booking = await loadBooking(ctx, bookingId);
    const changes = await airlineChangesOf(ctx, booking);
    expect(changes.read).toBe(true);
    expect(changes.pending).toHaveLength(1);
    expect(await seenCalls(ctx, booking, changes.pending, TEN_AM)).toBe(0);
    const [item] = await itemsOf(bookingId);
    expect(item).toMatchObject({
      kind: "airlineChange",
      due: new Date(Date.parse(changes.pending[0]!.createdAt)),
    });

    // A failed read of the changes closes nothing.
    await bookingSeen(ctx, booking, null, TEN_AM);
    expect(await itemsOf(bookingId)).toHaveLength(1);

    expect(await acceptScheduleChange(ctx, changes.pending[0]!.refId)).toMatchObject({
      kind: "accepted",
    });
    const after = await airlineChangesOf(ctx, booking);
    expect(after.pending).toEqual([]);
    await bookingSeen(ctx, booking, after.pending, TEN_AM);
    expect(await itemsOf(bookingId)).toEqual([]);
    expect(await itemOf(await database(), "HBT", item!.id)).toMatchObject({
      doneReason: "changeHandled",
    });
  });

  it("a refund applied opens an item until the tickets read refunded", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking({ refundPending: true }));
    // The next day: the void window of the ticket day is over, the refund still waits.
    const nextDay = TEN_AM + 86_400_000;
    expect(await seenCalls(ctx, booking, [], nextDay)).toBe(0);
    const [item] = await itemsOf(booking.bookingId.id);
    expect(item).toMatchObject({ kind: "refundPending", due: new Date(TEN_AM) });

    // The back office shows the tickets refunded (as its refund does): the item closes.
    const refunded = structuredClone(booking);
    for (const t of refunded.bookingAirItems.flatMap((i) => i.ticketInfos))
      t.ticketStatus = "refunded";
    await bookingSeen(ctx, refunded, [], nextDay);
    expect(await itemsOf(booking.bookingId.id)).toEqual([]);
    expect(await itemOf(await database(), "HBT", item!.id)).toMatchObject({
      doneReason: "refunded",
    });
  });

  it("a reminder is set for the agent or a known colleague, in the future only", async () => {
    const ctx = await details();
    // The colleague has signed in to the portal (the users an item may go to are those it knows).
    await signedInAs("admin");
    const booking = await loadBooking(ctx, await newBooking());
    const now = Date.now();
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(
      new Date(now + 86_400_000),
    );
    const input = { day: tomorrow, time: "09:00", text: "Call back", owner: "agent" };
    expect(await setReminder(ctx, booking, input, now)).toBe("set");
    expect(await setReminder(ctx, booking, input, now)).toBe("duplicate");
    expect(await setReminder(ctx, booking, { ...input, owner: "nobody-here" }, now)).toBe("owner");
    expect(
      await setReminder(ctx, booking, { ...input, day: "2020-01-01", owner: "admin" }, now),
    ).toBe("past");
  });

  it("a reminder closed with a note keeps its own text, and the event shows both", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    const now = Date.now();
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(
      new Date(now + 86_400_000),
    );
    const text = "Ask the client about the seat";
    // Not 09:00: the simulator starts each test over, so the booking's id is the test above's.
    const input = { day: tomorrow, time: "09:30", text, owner: "agent" };
    expect(await setReminder(ctx, booking, input, now)).toBe("set");
    // The test above's reminder on the same booking id is still live: this one is due at 09:30.
    const item = (
      await liveItemsOfBooking(await database(), "HBT", booking.bookingId.id, ["reminder"])
    ).find((i) => i.due.getTime() === Date.parse(`${tomorrow}T09:30:00+08:00`));
    const note = "Client chose 32A";
    // Done once due (the queue's clock).
    const at = Date.parse(`${tomorrow}T09:31:00+08:00`);
    expect(await actOnItem(ctx, { intent: "done", itemId: item!.id, note }, at)).toBe("done");
    expect(await itemOf(await database(), "HBT", item!.id)).toMatchObject({
      state: "done",
      doneReason: "agentDone",
      note: text,
      doneNote: note,
    });
    const activity = await bookingActivityFor(ctx, booking);
    const done = activity?.events.find((e) => e.action === "queueDone");
    expect(done?.queue).toEqual({ kind: "reminder", reminder: text, note });
  });
});
