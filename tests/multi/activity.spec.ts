// Issue 33: two portal instances on one real PostgreSQL (Debian's server, started here) and one
// Redis: an action on A appears in the timeline read on B; with PostgreSQL stopped a booking
// still completes and its event is written exactly once when the database returns.
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { fillPassenger, inDays, toPassengerForm } from "../e2e/air-helpers";
import { createBooking, uniqueSurname } from "../e2e/booking-helpers";
import { signInAt, queryRows } from "./helpers";
import {
  outputOf,
  ports,
  postgresUrl,
  redisUrl,
  startBackEnds,
  startInstances,
  type startPortal,
  startPostgres,
  stopAll,
  stopPostgres,
  discardPostgres,
  urlOf,
} from "./processes";

// createBooking (the e2e helper) seeds the suite's own simulator.
process.env.PAMHK_SIM_PORT = String(ports.sim);
const A = urlOf(ports.a);
const B = urlOf(ports.b);
const portals: ReturnType<typeof startPortal>[] = [];

test.beforeAll(async () => {
  await startPostgres();
  await startBackEnds();
  portals.push(...(await startInstances({ DATABASE_URL: postgresUrl })));
});

test.afterAll(async () => {
  await stopAll();
  discardPostgres();
});

async function eventsOf(bookingId: string, action: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    "select count(*)::int as n from activity_events where target_id = $1 and action = $2",
    [bookingId, action],
  );
  return row!.n;
}

test("/healthz reports the database; an action on A is in the timeline read on B", async ({
  page,
}) => {
  const health = await (await fetch(`${A}/healthz`)).json();
  expect(health).toMatchObject({ database: "ok" });
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signInAt(page, A);
  await page.goto(`${A}/secured/booking/bookingDetails?bookingId=${bookingId}`);
  await page.getByRole("link", { name: "Issue ticket" }).click();
  await page
    .getByRole("dialog", { name: "Issue ticket" })
    .getByRole("button", { name: "Yes, issue the ticket" })
    .click();
  await expect(page).toHaveURL(/booking\/list/);
  await page.goto(`${B}/secured/booking/bookingDetails?bookingId=${bookingId}`);
  await expect(
    page.getByRole("list", { name: "Activity" }).getByRole("listitem").first(),
  ).toContainText("Issued tickets");
});

test("PostgreSQL stopped: the booking completes; restarted: exactly one event", async ({
  page,
}) => {
  await signInAt(page, A);
  stopPostgres();
  const health = await (await fetch(`${A}/healthz`)).json();
  expect(health).toMatchObject({ database: "down" });
  await page.goto(`${A}/secured/air/airLowFareSearch`);
  await toPassengerForm(page, { from: "HKG", to: "MNL", depart: inDays(21), oneWay: true });
  await fillPassenger(page, 0, { surname: "OUTBOX", given: "event", birth: "1982-02-02" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await page
    .getByRole("button", { name: /confirm|book/i })
    .first()
    .click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
  const bookingId = new URL(page.url()).searchParams.get("bookingId")!;
  await startPostgres();
  // An instance writes what waited and says so; then the outbox is empty, so no instance can
  // write the event again.
  await expect
    .poll(() => portals.some((p) => outputOf(p).includes("activity outbox written")), {
      timeout: 20_000,
    })
    .toBe(true);
  const redis = new Redis(redisUrl);
  try {
    await expect.poll(() => redis.hlen("activity:outbox"), { timeout: 20_000 }).toBe(0);
  } finally {
    redis.disconnect();
  }
  expect(await eventsOf(bookingId, "book")).toBe(1);
});

test("PostgreSQL stopped: a note answers a translated 503, the log holds no note text or name", async ({
  page,
}) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signInAt(page, A);
  await page.goto(`${A}/secured/booking/bookingDetails?bookingId=${bookingId}`);
  const text = `Traveller needs a wheelchair ${Date.now()}`;
  await page.getByRole("textbox", { name: "Note" }).fill(text);
  const logBefore = outputOf(portals[0]!).length;
  stopPostgres();
  try {
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("The service is briefly unavailable.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText("Unexpected Server Error")).toHaveCount(0);

    const log = await page.goto(`${A}/secured/activity`);
    expect(log?.status()).toBe(503);
    await expect(page.getByText("The service is briefly unavailable.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    const csv = await page.request.get(`${A}/secured/activity.csv`);
    expect(csv.status()).toBe(503);
    expect(csv.headers()["content-type"]).toContain("text/plain");
    expect((await csv.text()).trim()).toBe(
      "The activity record cannot be read right now. Try again later.",
    );

    const lines = outputOf(portals[0]!).slice(logBefore).split("\n").filter(Boolean);
    // The failure is logged (operation, table, code) ...
    expect(lines.some((l) => l.includes("booking_notes") && l.includes('"insert"'))).toBe(true);
    // ... every line one JSON record, none with the note or its author's name or login.
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toContain(text);
      expect(line).not.toContain("CHAN TAI MAN");
      expect(line).not.toMatch(/"params"|Failed query/);
    }
  } finally {
    await startPostgres();
  }
});
