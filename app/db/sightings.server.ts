// The last sighting of each booking (docs/decisions/0100-changed-outside-the-portal.md). Every
// query names the company.
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Sighting } from "~/domain/queue/outside-change";
import type { Database } from "./database.server";
import { activityEvents, bookingSightings } from "./schema";

export type StoredSighting = { sighting: Sighting; seenKey: string; seenAt: Date };

export async function sightingOf(
  db: Database,
  companyCode: string,
  bookingId: string,
): Promise<StoredSighting | undefined> {
  const [row] = await db
    .select()
    .from(bookingSightings)
    .where(
      and(eq(bookingSightings.companyCode, companyCode), eq(bookingSightings.bookingId, bookingId)),
    );
  return row && { sighting: row.sighting as Sighting, seenKey: row.seenKey, seenAt: row.seenAt };
}

/** The first sighting; false when another comparison stored one first. */
export async function firstSighting(
  db: Database,
  companyCode: string,
  bookingId: string,
  seen: { sighting: Sighting; seenKey: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(bookingSightings)
    .values({ companyCode, bookingId, ...seen, seenAt: at })
    .onConflictDoNothing()
    .returning({ id: bookingSightings.bookingId });
  return rows.length > 0;
}

/**
 * Replaces the sighting compared with (`was`) by the new one; false when another comparison
 * replaced it first (it then reports the difference, this one does not).
 */
export async function nextSighting(
  db: Database,
  companyCode: string,
  bookingId: string,
  was: string,
  seen: { sighting: Sighting; seenKey: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(bookingSightings)
    .set({ ...seen, seenAt: at })
    .where(
      and(
        eq(bookingSightings.companyCode, companyCode),
        eq(bookingSightings.bookingId, bookingId),
        eq(bookingSightings.seenKey, was),
      ),
    )
    .returning({ id: bookingSightings.bookingId });
  return rows.length > 0;
}

/** The portal's own actions on a booking done after `since` (the activity log's names). */
export async function ownActionsSince(
  db: Database,
  companyCode: string,
  bookingId: string,
  actions: readonly string[],
  since: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: activityEvents.action })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.targetKind, "booking"),
        eq(activityEvents.targetId, bookingId),
        eq(activityEvents.companyCode, companyCode),
        eq(activityEvents.outcome, "done"),
        inArray(activityEvents.action, [...actions]),
        gt(activityEvents.occurredAt, since),
      ),
    );
  return rows.map((r) => r.action);
}
