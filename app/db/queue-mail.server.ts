// The work queue's morning e-mail: who asked for it, and the one claim per user and agency day
// that keeps two instances from both sending it.
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "./database.server";
import { queueMail } from "./schema";

export type MailSubscriber = typeof queueMail.$inferSelect;

export async function subscribe(
  db: Database,
  row: Omit<MailSubscriber, "lastDay" | "createdAt">,
  now: Date,
) {
  await db
    .insert(queueMail)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: [queueMail.companyCode, queueMail.login],
      set: { address: row.address, locale: row.locale, portalUrl: row.portalUrl },
    });
}

export async function unsubscribe(db: Database, companyCode: string, login: string) {
  await db
    .delete(queueMail)
    .where(and(eq(queueMail.companyCode, companyCode), eq(queueMail.login, login)));
}

export async function subscribed(db: Database, companyCode: string, login: string) {
  const [row] = await db
    .select({ login: queueMail.login })
    .from(queueMail)
    .where(and(eq(queueMail.companyCode, companyCode), eq(queueMail.login, login)));
  return Boolean(row);
}

/** Everyone whose message for `day` has not been claimed yet. */
export function waitingFor(db: Database, day: string) {
  return db.select().from(queueMail).where(lt(queueMail.lastDay, day));
}

/**
 * Claims the user's message of `day`: true for exactly one caller (a conditional update), however
 * many instances try at once.
 */
export async function claimDay(db: Database, s: MailSubscriber, day: string): Promise<boolean> {
  const won = await db
    .update(queueMail)
    .set({ lastDay: day })
    .where(
      and(
        eq(queueMail.companyCode, s.companyCode),
        eq(queueMail.login, s.login),
        lt(queueMail.lastDay, day),
      ),
    )
    .returning({ login: queueMail.login });
  return won.length > 0;
}

/** Gives a claimed day back (the relay could not be reached): the next round tries again. */
export async function releaseDay(db: Database, s: MailSubscriber, day: string) {
  await db
    .update(queueMail)
    .set({ lastDay: s.lastDay })
    .where(
      and(
        eq(queueMail.companyCode, s.companyCode),
        eq(queueMail.login, s.login),
        eq(queueMail.lastDay, day),
      ),
    );
}
