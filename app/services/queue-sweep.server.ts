// The sweep for changes made outside the portal (docs/decisions/0100-changed-outside-the-portal.md):
// every QUEUE_SWEEP_MINUTES one instance (a PostgreSQL advisory lock) reads each company's
// bookings departing within 14 days and compares each with the portal's last sighting, at most
// QUEUE_SWEEP_CALLS_PER_MINUTE back-office calls a minute.
//
// The back office answers only a signed-in user's session: the sweep reads a company as one of
// its users who used the portal within the last SEAT_MINUTES (a "seat", noted by the menu's
// queue count), through his session's cookie jar, preferring a user who sees the whole company.
// A company nobody of which is signed in is not swept; booking details still compare.
import { DateTime } from "luxon";
import type { SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import type { BookingRow } from "~/contracts/booking";
import { withTryLock } from "~/db/advisory-lock.server";
import { isDatabaseOpen } from "~/db/database.server";
import { isNoLogin, type UpstreamError } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { getBooking, searchBookings } from "~/pamhk/booking.server";
import type { UpstreamContext } from "~/pamhk/client.server";
import { sessionForJob } from "~/session/session.server";
import { sharedStore } from "~/store/kv-store.server";
import { compareWithLastSighting } from "./outside-change.server";

/** A user's page within this many minutes makes his session the company's seat. */
export const SEAT_MINUTES = 30;
/** Bookings departing within this many days (agency-zone days, today included) are swept. */
export const SWEEP_DAYS = 14;
const PAGE = 100;
const SEATS_KEY = "queue:sweep-seats";
// The advisory lock's key: any constant no other lock of the portal uses (migrations use 33033).
const SWEEP_LOCK = 43_003;
// Before calling a change "outside", the sweep lets another instance's event of the portal's own
// action reach the database (its write waits at most 1 s: services/activity.server.ts).
const SETTLE_MS = 1500;

type Seat = { sessionId: string; wholeCompany: boolean; at: number };
type Seats = Record<string, Seat>;

const jobs: { timer?: NodeJS.Timeout; running?: Promise<unknown>; stopping?: boolean } = {};

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Notes the signed-in user's session as his company's seat (called at most every 30 s per user,
 * by the menu's count). A user who sees the whole company takes the seat from one who does not;
 * system administrators never sit (their reads span companies).
 */
export async function noteSweepSeat(ctx: SignedIn, now = Date.now()): Promise<void> {
  const sessionId = ctx.session.id;
  if (!sessionId || ctx.user.systemAdmin) return;
  const wholeCompany = ctx.user.customerAdmin || can(ctx.user, "viewColleaguesBookings") || false;
  const seats = (await sharedStore().get<Seats>(SEATS_KEY)) ?? {};
  const company = ctx.user.companyCode;
  const held = seats[company];
  const live = held && now - held.at < SEAT_MINUTES * 60_000;
  if (live && held.sessionId !== sessionId && held.wholeCompany && !wholeCompany) return;
  seats[company] = { sessionId, wholeCompany, at: now };
  await sharedStore().set(SEATS_KEY, liveSeats(seats, now), SEAT_MINUTES * 60);
}

function liveSeats(seats: Seats, now: number): Seats {
  return Object.fromEntries(
    Object.entries(seats).filter(([, s]) => now - s.at < SEAT_MINUTES * 60_000),
  );
}

async function dropSeat(company: string, sessionId: string) {
  const seats = (await sharedStore().get<Seats>(SEATS_KEY)) ?? {};
  if (seats[company]?.sessionId !== sessionId) return;
  delete seats[company];
  await sharedStore().set(SEATS_KEY, seats, SEAT_MINUTES * 60);
}

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const realClock: Clock = { now: () => Date.now(), sleep };

/** Runs one back-office call in its turn. */
export type Paced = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Runs calls one after another, at most `perMinute` in any `minuteMs` as the back office counts
 * them on arrival: evenly spaced, and a call starts only a minute after the call `perMinute`
 * before it has ended. A call arrives somewhere between its start and its end, so however late
 * one arrives (a busy event loop, a slow network), no minute holds one call too many
 * (queue-sweep.server.test.ts; bench/outside-sweep.ts counts on arrival).
 */
export function pacer(perMinute: number, minuteMs = 60_000, clock: Clock = realClock): Paced {
  const gap = minuteMs / perMinute;
  // When each of the last `perMinute` calls ended, oldest first.
  const ends: number[] = [];
  let next = 0;
  return async (call) => {
    // Shutdown: the sweep stops before its next call (the next sweep starts over).
    if (jobs.stopping) throw new Error("the instance is stopping");
    const oldest = ends.length >= perMinute ? ends[ends.length - perMinute]! : -Infinity;
    const at = Math.max(next, oldest + minuteMs);
    // A timer may fire a millisecond early: wait until the slot has truly come.
    while (clock.now() < at) await clock.sleep(at - clock.now());
    next = clock.now() + gap;
    try {
      return await call();
    } finally {
      ends.push(clock.now());
      if (ends.length > perMinute) ends.shift();
    }
  };
}

export type SweepReport = {
  companies: number;
  bookings: number;
  calls: number;
  outside: number;
  skipped: string[];
};

export type SweepOptions = {
  /** The call budget per minute (default QUEUE_SWEEP_CALLS_PER_MINUTE). */
  perMinute?: number;
  /** The length of a "minute" for the budget: 60 000 ms, shorter in the bench. */
  minuteMs?: number;
  now?: number;
};

/** Reads one company's bookings departing within SWEEP_DAYS and compares each. */
async function sweepCompany(
  company: string,
  upstream: UpstreamContext,
  paced: Paced,
  now: number,
  report: SweepReport,
): Promise<void> {
  const zone = env().AGENCY_TIME_ZONE;
  const today = DateTime.fromMillis(now, { zone });
  const rows: BookingRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    report.calls++;
    const page = await paced(() =>
      searchBookings(upstream, {
        offset,
        limit: PAGE,
        travelerName: "",
        arrivalAirport: "",
        recordLocator: "",
        bookingNumber: "",
        dateType: "DepartureDate",
        startTime: today.toISODate()!,
        endTime: today.plus({ days: SWEEP_DAYS }).toISODate()!,
        status: "",
      }),
    );
    if (!page.ok) throw page.error;
    rows.push(...page.data.rows);
    if (page.data.rows.length < PAGE || rows.length >= page.data.total) break;
  }
  for (const row of new Map(rows.map((r) => [r.bookingId, r])).values()) {
    report.calls++;
    let readAt = 0;
    const booking = await paced(() => {
      readAt = Date.now();
      return getBooking(upstream, row.bookingId);
    });
    // Gone or no longer visible to this user: nothing to compare.
    if (!booking.ok && booking.error.kind === "envelope" && booking.error.errorCode === 404)
      continue;
    if (!booking.ok) throw booking.error;
    report.bookings++;
    const compared = await compareWithLastSighting(company, booking.data, readAt, {
      settle: () => sleep(SETTLE_MS),
    });
    if (compared.result === "outside") report.outside++;
  }
}

/**
 * One sweep over every company with a seat, if no other instance sweeps now; null when it did not
 * run. Back-office calls: per company, one search per 100 bookings plus one read per booking.
 */
export async function sweepOnce(options: SweepOptions = {}): Promise<SweepReport | null> {
  const perMinute = options.perMinute ?? env().QUEUE_SWEEP_CALLS_PER_MINUTE;
  const paced = pacer(perMinute, options.minuteMs);
  const now = options.now ?? Date.now();
  const outcome = await withTryLock(SWEEP_LOCK, async () => {
    const startedAt = Date.now();
    log().info({ instance: process.pid }, "queue sweep started");
    const report: SweepReport = { companies: 0, bookings: 0, calls: 0, outside: 0, skipped: [] };
    const seats = liveSeats((await sharedStore().get<Seats>(SEATS_KEY)) ?? {}, now);
    for (const [company, seat] of Object.entries(seats)) {
      const session = await sessionForJob(seat.sessionId);
      if (!session || session.user.companyCode !== company) {
        await dropSeat(company, seat.sessionId);
        report.skipped.push(company);
        continue;
      }
      report.companies++;
      try {
        await sweepCompany(
          company,
          { jar: session.jar, company, automatic: true },
          paced,
          now,
          report,
        );
      } catch (error) {
        const upstream = isUpstreamError(error) ? error : null;
        // The back office ended that session (5/4): the company waits for its next seat.
        if (upstream && isNoLogin(upstream)) await dropSeat(company, seat.sessionId);
        report.skipped.push(company);
        log().warn(
          {
            company,
            error: upstream
              ? upstream.kind === "envelope"
                ? `${upstream.errorType}/${upstream.errorCode}`
                : upstream.kind
              : error instanceof Error
                ? error.message
                : String(error),
          },
          "queue sweep: company skipped",
        );
      }
    }
    // Both instants inside the lock: another instance's sweep lies wholly before or after.
    log().info(
      {
        instance: process.pid,
        startedAt,
        endedAt: Date.now(),
        ...report,
        skipped: report.skipped.length,
      },
      "queue sweep ended",
    );
    return report;
  });
  if (!outcome.ran) {
    log().info({ instance: process.pid }, "queue sweep held by another instance");
    return null;
  }
  return outcome.value;
}

const isUpstreamError = (e: unknown): e is UpstreamError =>
  typeof e === "object" && e !== null && "kind" in e && !(e instanceof Error);

/** Every QUEUE_SWEEP_MINUTES this instance offers to sweep; the lock lets one of them run. */
export function startQueueSweep(): void {
  if (jobs.timer) return;
  jobs.stopping = false;
  const every = env().QUEUE_SWEEP_MINUTES * 60_000;
  jobs.timer = setInterval(() => {
    if (jobs.running || !isDatabaseOpen()) return;
    jobs.running = sweepOnce()
      .catch((error: unknown) =>
        log().warn(
          { error: error instanceof Error ? error.message : String(error) },
          "queue sweep failed",
        ),
      )
      .finally(() => (jobs.running = undefined));
  }, every);
  jobs.timer.unref();
}

/** Stops offering to sweep and waits for a sweep under way (shutdown). */
export async function stopQueueSweep(): Promise<void> {
  clearInterval(jobs.timer);
  jobs.timer = undefined;
  jobs.stopping = true;
  await jobs.running;
}
