// The shared store's marks of the work queue: when a view last derived the company's items, and
// each user's cached count. Apart from services/queue.server.ts so that the booking flows can
// drop them without importing the queue (which reads through the deadline board).
import type { SignedIn } from "~/auth/guard.server";
import { sharedStore } from "~/store/kv-store.server";

export const derivedMark = (companyCode: string, scope: string) =>
  `queue:derived:${companyCode}:${scope}`;

export const countMark = (companyCode: string, login: string) =>
  `queue:count:${companyCode}:${login}`;

/**
 * The portal changed a booking (ticket issued, cancelled): the next queue view derives again at
 * once, so items that no longer apply close then rather than a minute later.
 */
export async function bookingChangedHere(ctx: SignedIn): Promise<void> {
  const company = ctx.user.companyCode;
  await Promise.all([
    sharedStore().delete(derivedMark(company, "company")),
    sharedStore().delete(derivedMark(company, `user:${ctx.user.id}`)),
    sharedStore().delete(countMark(company, ctx.user.loginName)),
  ]);
}
