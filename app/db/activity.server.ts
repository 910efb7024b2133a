// Reads and writes of the activity timeline and the booking notes. Every read names the company:
// no query here can return another company's rows.
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "./database.server";
import { activityEvents, bookingNotes, type NewActivityRow, type NoteRow } from "./schema";

/** Writes events once: an id already stored (an outbox replay) is skipped. */
export async function insertEvents(db: Database, rows: NewActivityRow[]): Promise<void> {
  if (rows.length) await db.insert(activityEvents).values(rows).onConflictDoNothing();
}

/** A booking's events (all its versions share the booking id), newest first. */
export function bookingEvents(db: Database, companyCode: string, bookingId: string, limit: number) {
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

/** One page of the company's audit log and the number of matching events. */
export async function logPage(db: Database, filter: LogFilter, offset: number, limit: number) {
  const where = logWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(activityEvents)
      .where(where)
      .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(activityEvents).where(where),
  ]);
  return { rows, total };
}

/** The logins that appear in the company's log (the user filter's choices). */
export async function logUsers(db: Database, companyCode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ login: activityEvents.userLogin })
    .from(activityEvents)
    .where(eq(activityEvents.companyCode, companyCode))
    .orderBy(activityEvents.userLogin)
    .limit(500);
  return rows.map((r) => r.login).filter(Boolean);
}

/** The company that a login signed in to last (a failed sign-in has no user to ask). */
export async function companyOfLogin(db: Database, login: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyCode: activityEvents.companyCode })
    .from(activityEvents)
    .where(and(eq(activityEvents.userLogin, login), eq(activityEvents.action, "signIn")))
    .orderBy(desc(activityEvents.occurredAt))
    .limit(1);
  return row?.companyCode;
}

/** The retention rule: events before `before` go. */
export async function purgeEvents(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(activityEvents)
    .where(lt(activityEvents.occurredAt, before))
    .returning({ id: activityEvents.id });
  return gone.length;
}

export function bookingNotesOf(db: Database, companyCode: string, bookingId: string) {
  return db
    .select()
    .from(bookingNotes)
    .where(and(eq(bookingNotes.companyCode, companyCode), eq(bookingNotes.bookingId, bookingId)))
    .orderBy(desc(bookingNotes.createdAt))
    .limit(200);
}

export async function insertNote(db: Database, note: NoteRow): Promise<void> {
  await db.insert(bookingNotes).values(note).onConflictDoNothing();
}

/** Changes a note's text only for its author, within `since` (the edit window); true if changed. */
export async function editNote(
  db: Database,
  n: { id: string; companyCode: string; authorId: string; body: string; since: Date; at: Date },
): Promise<boolean> {
  const changed = await db
    .update(bookingNotes)
    .set({ body: n.body, editedAt: n.at })
    .where(
      and(
        eq(bookingNotes.id, n.id),
        eq(bookingNotes.companyCode, n.companyCode),
        eq(bookingNotes.authorId, n.authorId),
        gte(bookingNotes.createdAt, n.since),
      ),
    )
    .returning({ id: bookingNotes.id });
  return changed.length === 1;
}

export const ping = (db: Database) => db.execute(sql`select 1`);
