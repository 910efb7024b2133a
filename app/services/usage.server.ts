// The Usage page's figures: the gateway counts back-office calls per company and hour in process
// memory (metrics.server.ts); every USAGE_FLUSH_MS each instance adds its own counts to the
// hourly roll-up in the database, so instances add up and a lost instance loses a minute at most.
// docs/decisions/0096-back-office-usage-and-metrics.md
import type { SessionUser } from "~/contracts/user";
import { database, isDatabaseOpen } from "~/db/database.server";
import { addUsage, purgeUsage, usageByDay, type UsageDay } from "~/db/usage.server";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { returnUsageDeltas, takeUsageDeltas } from "~/metrics.server";

// The roll-up's timers, once per process (the server starts them through the Remix build).
const jobs: { flusher?: NodeJS.Timeout; purger?: NodeJS.Timeout; flushing?: Promise<void> } = {};

/** Adds this instance's counts since the last write to the roll-up; kept for later on failure. */
export function flushUsage(): Promise<void> {
  jobs.flushing ??= (async () => {
    const rows = takeUsageDeltas();
    if (!rows.length) return;
    try {
      await addUsage(await database(), rows);
    } catch (error) {
      returnUsageDeltas(rows);
      log().warn({ error: String(error) }, "usage roll-up not written; kept for the next write");
    }
  })().finally(() => (jobs.flushing = undefined));
  return jobs.flushing;
}

/** Deletes hours older than USAGE_RETENTION_DAYS; returns how many rows went. */
export async function purgeOldUsage(now = Date.now()): Promise<number> {
  return purgeUsage(await database(), new Date(now - env().USAGE_RETENTION_DAYS * 86_400_000));
}

export function startUsageJobs(): void {
  if (jobs.flusher) return;
  jobs.flusher = setInterval(() => isDatabaseOpen() && void flushUsage(), env().USAGE_FLUSH_MS);
  jobs.flusher.unref();
  const purge = () =>
    purgeOldUsage()
      .then((n) => n && log().info({ hours: n }, "usage retention purge"))
      .catch((error: unknown) => log().warn({ error: String(error) }, "usage purge failed"));
  void purge();
  jobs.purger = setInterval(() => void purge(), 86_400_000);
  jobs.purger.unref();
}

/** Stops the jobs and writes what this instance still counted (shutdown). */
export function stopUsageJobs(): Promise<void> {
  clearInterval(jobs.flusher);
  clearInterval(jobs.purger);
  jobs.flusher = jobs.purger = undefined;
  return flushUsage();
}

export type UsageLine = UsageDay & {
  /** Back-office searches (automatic ones included) per booking made; null without a booking. */
  searchesPerBooking: number | null;
};

/** The page shows this many agency days, the latest first. */
export const USAGE_DAYS = 14;

/**
 * Use per agency day, this instance's latest counts included: every company's for a system admin,
 * only their own company's for anyone else (the route lets company admins in).
 */
export async function usagePage(
  user: SessionUser,
  today: string,
): Promise<{ lines: UsageLine[]; budget: number; allCompanies: boolean }> {
  await flushUsage();
  const companyCode = user.systemAdmin ? undefined : user.companyCode;
  const zone = env().AGENCY_TIME_ZONE;
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000);
  const from = new Date(until.getTime() - (USAGE_DAYS + 2) * 86_400_000);
  const days = await usageByDay(await database(), { from, until, zone, companyCode });
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (USAGE_DAYS - 1) * 86_400_000);
  const lines = days
    .filter((d) => d.day >= first.toISOString().slice(0, 10) && d.day <= today)
    .map((d) => ({
      ...d,
      searchesPerBooking: d.bookings ? Math.round((d.searches / d.bookings) * 10) / 10 : null,
    }));
  return { lines, budget: env().AUTO_SEARCHES_PER_COMPANY_PER_HOUR, allCompanies: !companyCode };
}
