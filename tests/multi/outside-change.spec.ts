// Changed outside the portal on two instances and one real PostgreSQL
// (docs/decisions/0100-changed-outside-the-portal.md): both offer to sweep every 3 s, the advisory
// lock lets one sweep at a time (each sweep takes seconds: 60 calls a minute), and the airline's
// change becomes exactly one event and one queue item.
import { expect, test } from "@playwright/test";
import { createBooking, simUrl, uniqueSurname } from "../e2e/booking-helpers";
import { signInAt, queryRows } from "./helpers";
import {
  outputOf,
  ports,
  postgresUrl,
  startBackEnds,
  startInstances,
  type startPortal,
  startPostgres,
  stopAll,
  discardPostgres,
  urlOf,
} from "./processes";

process.env.PAMHK_SIM_PORT = String(ports.sim);
const A = urlOf(ports.a);
const portals: ReturnType<typeof startPortal>[] = [];
const SWEEP = { QUEUE_SWEEP_MINUTES: "0.05", QUEUE_SWEEP_CALLS_PER_MINUTE: "60" };

test.beforeAll(async () => {
  await startPostgres();
  await startBackEnds();
  portals.push(...(await startInstances({ DATABASE_URL: postgresUrl, ...SWEEP })));
});

test.afterAll(async () => {
  await stopAll();
  discardPostgres();
});

async function count(query: string, bookingId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(query, [bookingId]);
  return row!.n;
}
const items = (id: string) =>
  count(
    "select count(*)::int as n from queue_items where booking_id = $1 and kind = 'changedOutside'",
    id,
  );
const events = (id: string) =>
  count(
    "select count(*)::int as n from activity_events where target_id = $1 and action = 'changedOutside'",
    id,
  );

type Sweep = { instance: number; startedAt: number; endedAt: number };
const sweepsOf = (text: string): Sweep[] =>
  text
    .split("\n")
    .filter((line) => line.includes('"queue sweep ended"'))
    .map((line) => JSON.parse(line) as Sweep);

test("two instances sweep one at a time and file the change once", async ({ page }) => {
  test.setTimeout(240_000);
  const { bookingId } = await createBooking({
    surname: uniqueSurname(),
    ticketed: true,
    departInDays: 4,
  });
  await signInAt(page, A);
  // Seen on A (the first sighting); the agent's session seats the sweep on both instances.
  await page.goto(`${A}/secured/booking/bookingDetails?bookingId=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const response = await fetch(`${simUrl()}/__sim/outside-change`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookingId, retime: { segment: 0, minutes: 45 }, voidTicket: 0 }),
  });
  expect(response.status).toBe(200);

  await expect.poll(() => items(bookingId), { timeout: 120_000 }).toBe(1);
  const found = sweepsOf(portals.map(outputOf).join("\n")).length;
  // Two more sweeps after the one that found it: neither files it again.
  await expect
    .poll(() => sweepsOf(portals.map(outputOf).join("\n")).length, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(found + 2);
  expect(await items(bookingId)).toBe(1);
  expect(await events(bookingId)).toBe(1);

  // One at a time: no two sweeps overlap, and an instance that offered while one ran stood back.
  const sweeps = portals
    .flatMap((p) => sweepsOf(outputOf(p)))
    .sort((x, y) => x.startedAt - y.startedAt);
  for (let i = 1; i < sweeps.length; i++)
    expect(sweeps[i]!.startedAt).toBeGreaterThanOrEqual(sweeps[i - 1]!.endedAt);
  expect(portals.map(outputOf).join("\n")).toContain("queue sweep held by another instance");
});
