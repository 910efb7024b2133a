// Reads and writes of the activity timeline and the booking notes. Every read names the company:
// no query here can return another company's rows.
// A failed query is thrown as a DatabaseFailure (./failure.ts), which names no value.
import { and, asc, count, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "./database.server";
import { guarded } from "./failure";
import { activityEvents, bookingNotes, type NewActivityRow, type NoteRow } from "./schema";

/** Writes events once: an id already stored (an outbox replay) is skipped. */
export async function insertEvents(db: Database, rows: NewActivityRow[]): Promise<void> {
  if (rows.length)
    await guarded("insert", "activity_events", () =>
      db.insert(activityEvents).values(rows).onConflictDoNothing(),
    );
}

/** A booking's events (all its versions share the booking id), newest first. */
export function bookingEvents(db: Database, companyCode: string, bookingId: string, limit: number) {
  return guarded("select", "activity_events", () =>
    bookingEventsQuery(db, companyCode, bookingId, limit),
  );
}

export function bookingEventsQuery(
  db: Database,
  companyCode: string,
  bookingId: string,
  limit: number,
) {
  return db
    .select()
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.targetKind, "booking"),
        eq(activityEvents.targetId, bookingId),
        eq(activityEvents.companyCode, companyCode),
      ),
    )
    .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
    .limit(limit);
}

export type LogFilter = {
  companyCode: string;
  /** Only this user's events (non-admins always; admins when they filter by user). */
  userLogin?: string;
  action?: string;
  outcome?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
};

function logWhere(f: LogFilter) {
  return and(
    eq(activityEvents.companyCode, f.companyCode),
    f.userLogin ? eq(activityEvents.userLogin, f.userLogin) : undefined,
    f.action ? eq(activityEvents.action, f.action) : undefined,
    f.outcome ? eq(activityEvents.outcome, f.outcome) : undefined,
    f.from ? gte(activityEvents.occurredAt, f.from) : undefined,
    f.until ? lt(activityEvents.occurredAt, f.until) : undefined,
  );
}

/** The audit log counts at most this many matching events; beyond, it says "more than". */
export const LOG_COUNT_CAP = 10_000;

/** The filtered log's events, newest first (a page, or the CSV export). */
export function logRows(db: Database, filter: LogFilter, offset: number, limit: number) {
  return guarded("select", "activity_events", () => logRowsQuery(db, filter, offset, limit));
}

export function logRowsQuery(db: Database, filter: LogFilter, offset: number, limit: number) {
  return db
    .select()
    .from(activityEvents)
    .where(logWhere(filter))
    .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
    .offset(offset)
    .limit(limit);
}

/**
 * One page of the company's audit log and the number of matching events, counted up to
 * LOG_COUNT_CAP only (`more`: there are more): a full count over a large log cost most of the
 * page's time (0085).
 */
export async function logPage(db: Database, filter: LogFilter, offset: number, limit: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(activityEvents)
    .where(logWhere(filter))
    .limit(LOG_COUNT_CAP + 1)
    .as("matching");
  const [rows, [{ found }]] = await Promise.all([
    logRows(db, filter, offset, limit),
    guarded("select", "activity_events", () => db.select({ found: count() }).from(matching)),
  ]);
  return { rows, total: Math.min(found, LOG_COUNT_CAP), more: found > LOG_COUNT_CAP };
}

/**
 * The logins that appear in the company's log (the user filter's choices): one index probe per
 * login (a loose index scan on activity_company_user_time), not a scan of the company's events.
 */
export async function logUsers(db: Database, companyCode: string): Promise<string[]> {
  // Both drivers (node-postgres, PGlite) answer a raw query with `rows`.
  const { rows } = (await guarded("select", "activity_events", () =>
    db.execute(sql`
    with recursive logins(login) as (
      (select user_login from activity_events where company_code = ${companyCode}
        order by user_login limit 1)
      union all
      select (select e.user_login from activity_events e
               where e.company_code = ${companyCode} and e.user_login > logins.login
               order by e.user_login limit 1)
        from logins where logins.login is not null
    )
    select login from logins where login is not null limit 500`),
  )) as { rows: { login: string }[] };
  return rows.map((r) => r.login).filter(Boolean);
}

/** The company that a login signed in to last (a failed sign-in has no user to ask). */
export async function companyOfLogin(db: Database, login: string): Promise<string | undefined> {
  const [row] = await guarded("select", "activity_events", () =>
    db
      .select({ companyCode: activityEvents.companyCode })
      .from(activityEvents)
      .where(and(eq(activityEvents.userLogin, login), eq(activityEvents.action, "signIn")))
      .orderBy(desc(activityEvents.occurredAt))
      .limit(1),
  );
  return row?.companyCode;
}

/** The company of a booking's first event not done by an operator (its "book", usually). */
export async function companyOfBooking(db: Database, bookingId: string) {
  const [row] = await guarded("select", "activity_events", () =>
    db
      .select({ companyCode: activityEvents.companyCode })
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.targetKind, "booking"),
          eq(activityEvents.targetId, bookingId),
          isNull(activityEvents.actorCompany),
        ),
      )
      .orderBy(asc(activityEvents.occurredAt))
      .limit(1),
  );
  return row?.companyCode;
}

/** The retention rule: events before `before` go. */
export async function purgeEvents(db: Database, before: Date): Promise<number> {
  const gone = await guarded("delete", "activity_events", () =>
    db
      .delete(activityEvents)
      .where(lt(activityEvents.occurredAt, before))
      .returning({ id: activityEvents.id }),
  );
  return gone.length;
}

export function bookingNotesOf(db: Database, companyCode: string, bookingId: string) {
  return guarded("select", "booking_notes", () =>
    db
      .select()
      .from(bookingNotes)
      .where(and(eq(bookingNotes.companyCode, companyCode), eq(bookingNotes.bookingId, bookingId)))
      .orderBy(desc(bookingNotes.createdAt))
      .limit(200),
  );
}

export async function insertNote(db: Database, note: NoteRow): Promise<void> {
  await guarded("insert", "booking_notes", () =>
    db.insert(bookingNotes).values(note).onConflictDoNothing(),
  );
}

/**
 * Changes a note's text only for its author, on the booking it was written on, within `since`
 * (the edit window); true if changed.
 */
export async function editNote(
  db: Database,
  n: {
    id: string;
    companyCode: string;
    bookingId: string;
    authorId: string;
    body: string;
    since: Date;
    at: Date;
  },
): Promise<boolean> {
  const changed = await guarded("update", "booking_notes", () =>
    db
      .update(bookingNotes)
      .set({ body: n.body, editedAt: n.at })
      .where(
        and(
          eq(bookingNotes.id, n.id),
          eq(bookingNotes.companyCode, n.companyCode),
          eq(bookingNotes.bookingId, n.bookingId),
          eq(bookingNotes.authorId, n.authorId),
          gte(bookingNotes.createdAt, n.since),
        ),
      )
      .returning({ id: bookingNotes.id }),
  );
  return changed.length === 1;
}

export const ping = (db: Database) => db.execute(sql`select 1`);
