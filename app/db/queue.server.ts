// Reads and writes of the work queue. Every query names the company: none can read or change
// another company's items.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "./database.server";
import { queueItems } from "./schema";

export type NewItem = {
  kind: string;
  bookingId: string;
  due: number;
  recordLocator: string;
  travellers: string;
  route: string;
  createdBy: string;
  /** Default: the booking's creator. */
  owner?: string | null;
  /** A reminder's text. */
  note?: string | null;
};

/**
 * Stores derived items; one already stored under the same key is left as it is. Returns the
 * items this call added.
 */
export async function insertItems(db: Database, companyCode: string, items: NewItem[], now: Date) {
  if (!items.length) return [];
  return db
    .insert(queueItems)
    .values(
      items.map((i) => ({
        ...i,
        id: randomUUID(),
        companyCode,
        due: new Date(i.due),
        // The booking's creator owns its items until someone assigns them.
        owner: i.owner === undefined ? i.createdBy || null : i.owner,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: queueItems.id, owner: queueItems.owner });
}

/** The company's items that are not done (open or snoozed), for closing what no longer applies. */
export function liveItems(
  db: Database,
  companyCode: string,
  kinds: readonly string[],
  createdBy?: string,
) {
  return db
    .select({
      id: queueItems.id,
      companyCode: queueItems.companyCode,
      kind: queueItems.kind,
      bookingId: queueItems.bookingId,
      due: queueItems.due,
    })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        ne(queueItems.state, "done"),
        inArray(queueItems.kind, [...kinds]),
        createdBy === undefined ? undefined : eq(queueItems.createdBy, createdBy),
      ),
    );
}

export async function closeItems(
  db: Database,
  companyCode: string,
  ids: string[],
  reason: string,
  now: Date,
) {
  if (!ids.length) return;
  await db
    .update(queueItems)
    .set({ state: "done", doneReason: reason, doneAt: now, snoozedUntil: null })
    .where(and(eq(queueItems.companyCode, companyCode), inArray(queueItems.id, ids)));
}

/** Closes a booking's items of these kinds that are not done yet (the portal changed it). */
export async function closeItemsOfBooking(
  db: Database,
  companyCode: string,
  bookingId: string,
  kinds: readonly string[],
  reason: string,
  now: Date,
) {
  await db
    .update(queueItems)
    .set({ state: "done", doneReason: reason, doneAt: now, snoozedUntil: null })
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        eq(queueItems.bookingId, bookingId),
        inArray(queueItems.kind, [...kinds]),
        ne(queueItems.state, "done"),
      ),
    );
}

/** One booking's items of these kinds that are not done (for closing what no longer applies). */
export function liveItemsOfBooking(
  db: Database,
  companyCode: string,
  bookingId: string,
  kinds: readonly string[],
) {
  return db
    .select({ id: queueItems.id, kind: queueItems.kind, due: queueItems.due })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        eq(queueItems.bookingId, bookingId),
        inArray(queueItems.kind, [...kinds]),
        ne(queueItems.state, "done"),
      ),
    );
}

/** Closes the company's items of one kind whose due instant has passed (a window that shut). */
export async function closePassed(
  db: Database,
  companyCode: string,
  kind: string,
  reason: string,
  now: Date,
) {
  await db
    .update(queueItems)
    .set({ state: "done", doneReason: reason, doneAt: now, snoozedUntil: null })
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        eq(queueItems.kind, kind),
        ne(queueItems.state, "done"),
        lte(queueItems.due, now),
      ),
    );
}

export type ItemFilter = {
  /** null: every company's (a system administrator's queue across agencies only). */
  companyCode: string | null;
  /**
   * A user who does not see the whole company: his own items and the unassigned ones he may act
   * on (all of them when he sees colleagues' bookings, else those of bookings he made).
   */
  viewer?: { login: string; colleagues: boolean };
  /** One owner's items (a login), or "none": nobody's. */
  owner?: string;
  kind?: string;
  dueBefore?: Date;
};

/**
 * Items due for work at `now`: open, or snoozed until a time already passed; a reminder only from
 * its due instant on.
 */
function workable(now: Date) {
  return and(
    // Said outright so the planner picks the live-items indexes (schema.ts).
    ne(queueItems.state, "done"),
    or(
      eq(queueItems.state, "open"),
      and(eq(queueItems.state, "snoozed"), lte(queueItems.snoozedUntil, now)),
    ),
    or(ne(queueItems.kind, "reminder"), lte(queueItems.due, now)),
  );
}

function where(f: ItemFilter, now: Date) {
  // My queue: the owner clause alone already keeps the viewer to his own items.
  const v = f.viewer && f.owner !== f.viewer.login ? f.viewer : undefined;
  return and(
    f.companyCode === null ? undefined : eq(queueItems.companyCode, f.companyCode),
    workable(now),
    v
      ? or(
          eq(queueItems.owner, v.login),
          and(
            isNull(queueItems.owner),
            v.colleagues ? undefined : eq(queueItems.createdBy, v.login),
          ),
        )
      : undefined,
    f.owner === "none"
      ? isNull(queueItems.owner)
      : f.owner
        ? eq(queueItems.owner, f.owner)
        : undefined,
    f.kind ? eq(queueItems.kind, f.kind) : undefined,
    f.dueBefore ? lt(queueItems.due, f.dueBefore) : undefined,
  );
}

export const QUEUE_PAGE_LIMIT = 200;

/** The workable items, due first: only the columns a row shows (bench/queue.ts). */
export function listItems(db: Database, filter: ItemFilter, now: Date) {
  return db
    .select({
      id: queueItems.id,
      companyCode: queueItems.companyCode,
      kind: queueItems.kind,
      bookingId: queueItems.bookingId,
      recordLocator: queueItems.recordLocator,
      travellers: queueItems.travellers,
      route: queueItems.route,
      due: queueItems.due,
      owner: queueItems.owner,
      note: queueItems.note,
    })
    .from(queueItems)
    .where(where(filter, now))
    .orderBy(asc(queueItems.due), asc(queueItems.id))
    .limit(QUEUE_PAGE_LIMIT);
}

export async function countItems(db: Database, filter: ItemFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(queueItems)
    .where(where(filter, now));
  return Number(row?.n ?? 0);
}

/** The query behind countItemsByKind (bench/queue.ts explains it). */
export function kindCountsQuery(db: Database, filter: ItemFilter, now: Date) {
  return db
    .select({ kind: queueItems.kind, n: sql<number>`count(*)::int` })
    .from(queueItems)
    .where(where(filter, now))
    .groupBy(queueItems.kind);
}

/** How many workable items the filter picks per kind, in one query (the list shows 200 at most). */
export async function countItemsByKind(
  db: Database,
  filter: ItemFilter,
  now: Date,
): Promise<Record<string, number>> {
  const rows = await kindCountsQuery(db, filter, now);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

/** The companies with items not done, for a system administrator's agency filter. */
export async function agenciesWithItems(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: queueItems.companyCode })
    .from(queueItems)
    .where(ne(queueItems.state, "done"))
    .orderBy(asc(queueItems.companyCode))
    .limit(200);
  return rows.map((r) => r.code);
}

/** One item of any company: for a system administrator only (services/queue.server.ts). */
export async function itemOfAnyCompany(db: Database, id: string) {
  const [row] = await db.select().from(queueItems).where(eq(queueItems.id, id));
  return row;
}

export async function itemOf(db: Database, companyCode: string, id: string) {
  const [row] = await db
    .select()
    .from(queueItems)
    .where(and(eq(queueItems.companyCode, companyCode), eq(queueItems.id, id)));
  return row;
}

export type ItemChange =
  | { owner: string | null }
  | { state: "snoozed"; snoozedUntil: Date }
  | { state: "done"; doneReason: string; doneAt: Date; doneNote: string | null };

/** Changes one item of the company that is not done; false when there was none. */
export async function changeItem(
  db: Database,
  companyCode: string,
  id: string,
  change: ItemChange,
) {
  const done = await db
    .update(queueItems)
    .set(change)
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        eq(queueItems.id, id),
        ne(queueItems.state, "done"),
      ),
    )
    .returning({ id: queueItems.id });
  return done.length > 0;
}

/** Whether the booking has an item of this kind that is not done (open or snoozed). */
export async function hasLiveItem(
  db: Database,
  companyCode: string,
  kind: string,
  bookingId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: queueItems.id })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.companyCode, companyCode),
        eq(queueItems.kind, kind),
        eq(queueItems.bookingId, bookingId),
        ne(queueItems.state, "done"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
