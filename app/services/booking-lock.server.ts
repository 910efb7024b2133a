// One servicing action per booking (or order) of a company at a time, whichever of its agents
// asks and on whichever instance: a lock in the shared store, keyed by company and target, never
// by session (docs/decisions/0055-locks-per-booking.md).
import type { SignedIn } from "~/auth/guard.server";
import { exclusively } from "~/store/locks.server";

const companyOf = (ctx: SignedIn) => ctx.user.companyCode || ctx.user.bookingFromPartyId;

/**
 * Runs `run` holding the lock of `target` (a booking id, an order's booking, a record locator)
 * for the agent's company: a second submit, from any colleague, waits for the first, then finds
 * the booking's stamp changed and does nothing.
 */
export function oneActionPerBooking<T>(
  ctx: SignedIn,
  target: string,
  run: () => Promise<T>,
): Promise<T> {
  return exclusively(`booking-action:${companyOf(ctx)}:${target}`, run);
}
