// The shared store's marks of the work queue: when a view last derived the company's items, and
// each user's cached count. Apart from services/queue.server.ts so that the booking flows can
// drop them without importing the queue (which reads through the deadline board).
import type { SignedIn } from "~/auth/guard.server";
import { database } from "~/db/database.server";
import { closeItemsOfBooking } from "~/db/queue.server";
import { DEADLINE_KINDS } from "~/domain/queue/rules";
import { sharedStore } from "~/store/kv-store.server";

export const derivedMark = (companyCode: string, scope: string) =>
  `queue:derived:${companyCode}:${scope}`;

export const countMark = (companyCode: string, login: string) =>
  `queue:count:${companyCode}:${login}`;

/**
 * The portal issued or cancelled a booking's ticket: its deadline items no longer apply and close
 * now (a re-derivation would close them only if the deadline board's read still reaches the
 * booking), and the next queue view derives again at once.
 */
export async function bookingChangedHere(ctx: SignedIn, bookingId: string): Promise<void> {
  const company = ctx.user.companyCode;
  await Promise.all([
    database().then((db) =>
      closeItemsOfBooking(db, company, bookingId, DEADLINE_KINDS, "noLongerOpen", new Date()),
    ),
    sharedStore().delete(derivedMark(company, "company")),
    sharedStore().delete(derivedMark(company, `user:${ctx.user.id}`)),
    sharedStore().delete(countMark(company, ctx.user.loginName)),
  ]);
}
