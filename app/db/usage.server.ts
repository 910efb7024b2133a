// The hourly back-office usage roll-up (schema.ts usageHourly): instances add their counts, the
// Usage page reads them by agency day.
import { and, asc, eq, gte, lt, max, sql, sum } from "drizzle-orm";
import type { Database } from "./database.server";
import { usageHourly } from "./schema";

export type UsageRow = typeof usageHourly.$inferInsert & { companyCode: string; hour: Date };

/** Adds each row's counts to its company's hour (one statement: instances never overwrite). */
export async function addUsage(db: Database, rows: UsageRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(usageHourly)
    .values(rows)
    .onConflictDoUpdate({
      target: [usageHourly.companyCode, usageHourly.hour],
      set: {
        searches: sql`${usageHourly.searches} + excluded.searches`,
        automaticSearches: sql`${usageHourly.automaticSearches} + excluded.automatic_searches`,
        bookings: sql`${usageHourly.bookings} + excluded.bookings`,
        failures: sql`${usageHourly.failures} + excluded.failures`,
      },
    });
}

export type UsageDay = {
  companyCode: string;
  /** The calendar day in the agency's zone, YYYY-MM-DD. */
  day: string;
  searches: number;
  automaticSearches: number;
  /** The day's busiest hour of automatic searches (the budget is per hour). */
  peakAutomaticHour: number;
  bookings: number;
  failures: number;
};

/**
 * Per company and agency day, hours in [from, until); one company only when `companyCode` is
 * given. The zone's offset is whole hours for the agency zones the portal serves, so an hour's
 * row falls within one day.
 */
export async function usageByDay(
  db: Database,
  q: { from: Date; until: Date; zone: string; companyCode?: string },
): Promise<UsageDay[]> {
  const day = sql<string>`to_char(${usageHourly.hour} at time zone ${q.zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      companyCode: usageHourly.companyCode,
      day,
      searches: sum(usageHourly.searches).mapWith(Number),
      automaticSearches: sum(usageHourly.automaticSearches).mapWith(Number),
      peakAutomaticHour: max(usageHourly.automaticSearches),
      bookings: sum(usageHourly.bookings).mapWith(Number),
      failures: sum(usageHourly.failures).mapWith(Number),
    })
    .from(usageHourly)
    .where(
      and(
        gte(usageHourly.hour, q.from),
        lt(usageHourly.hour, q.until),
        q.companyCode ? eq(usageHourly.companyCode, q.companyCode) : undefined,
      ),
    )
    // By position: the day's expression carries the zone as a parameter, which a repeated
    // expression in GROUP BY would not match.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`2 desc`, asc(usageHourly.companyCode));
  return rows.map((r) => ({ ...r, peakAutomaticHour: r.peakAutomaticHour ?? 0 }));
}

/** The retention rule: hours before `before` go. */
export async function purgeUsage(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(usageHourly)
    .where(lt(usageHourly.hour, before))
    .returning({ hour: usageHourly.hour });
  return gone.length;
}
