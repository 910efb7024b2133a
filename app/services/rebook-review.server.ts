// The last page of both changes of a booking (docs/behaviour.md#rebook-and-ancillaries): a flight
// rebook and an ancillary (baggage) purchase are reviewed from what the back office priced and kept
// in the session, then confirmed with the stamp of the booking state the agent saw. One
// confirmation per booking runs at a time; a second submit (or another tab) finds the stamp changed
// or the review gone.
import type { SignedIn } from "~/auth/guard.server";
import { legMark } from "~/domain/booking/airline-changes";
import type { Message } from "~/domain/upstream-error";
import { log } from "~/log.server";
import { modifyAncillaries, modifyRebook } from "~/pamhk/rebook.server";
import { paths } from "~/paths";
import { redirectWithToast } from "~/session/flash.server";
import { onBooking, recordActivity } from "./activity.server";
import { bookingStamp } from "./booking-details.server";
import { oneActionPerBooking } from "./booking-lock.server";
import {
  factsOf,
  requireAncillaryChange,
  requireRebookable,
  type Done,
} from "./rebook-pages.server";
import { clearReview, readAncillaryReview, readRebookReview } from "./rebook-store.server";
import { airlineChangesOf } from "./schedule-change.server";
import { failureMessage } from "./upstream.server";

export type Change = "flight" | "ancillary";

/** The review kept for this booking; without one (it timed out) back to the change's first step. */
async function kept<T>(ctx: SignedIn, stored: T, backTo: string): Promise<NonNullable<T>> {
  if (stored) return stored;
  throw await redirectWithToast(
    ctx.request,
    backTo,
    { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" },
    { session: ctx.session },
  );
}

export async function flightChangeReview(ctx: SignedIn, bookingId: string | null) {
  const { booking, latest } = await requireRebookable(ctx, bookingId);
  const id = booking.bookingId.id;
  const backTo = paths.rebook(new URLSearchParams({ bookingId: id }));
  const stored = await kept(ctx, await readRebookReview(ctx, id), backTo);
  // A flight the airline cancelled or changed makes this an involuntary change.
  const { marks } = await airlineChangesOf(ctx, booking);
  const involuntary = legMark(
    latest.airLowFare.airOptions.flatMap((o) => o.airFlightSegments),
    marks,
  );
  return {
    latest,
    stored,
    facts: factsOf(booking),
    stamp: bookingStamp(booking),
    involuntary,
    changeMarks: marks,
  };
}

export async function baggageChangeReview(ctx: SignedIn, bookingId: string | null) {
  const { booking, latest } = await requireAncillaryChange(ctx, bookingId);
  const id = booking.bookingId.id;
  const stored = await kept(ctx, await readAncillaryReview(ctx, id), paths.ancillaryChange(id));
  return { latest, stored, facts: factsOf(booking), stamp: bookingStamp(booking) };
}

export type Confirmed =
  { kind: "changed" } | { kind: "alreadyDone" } | { kind: "failed"; failure: Message };

/** Carries out the reviewed change once: the stamp must still be the one the agent confirmed. */
export function confirmChange(
  ctx: SignedIn,
  change: Change,
  bookingId: string,
  stamp: string,
): Promise<Confirmed> {
  return oneActionPerBooking(ctx, bookingId, async () => {
    const done =
      change === "flight"
        ? await confirmFlights(ctx, bookingId, stamp)
        : await confirmBaggage(ctx, bookingId, stamp);
    if (done === null) return { kind: "alreadyDone" };
    if (!done.ok) return { kind: "failed", failure: done.failure };
    await clearReview(ctx, change, bookingId);
    return { kind: "changed" };
  });
}

async function confirmFlights(ctx: SignedIn, bookingId: string, stamp: string) {
  const { booking } = await requireRebookable(ctx, bookingId);
  const stored = await readRebookReview(ctx, bookingId);
  if (!stored || stamp !== bookingStamp(booking)) return null;
  const done = await modifyRebook(ctx, stored.review.itineraryRPH);
  await recordActivity(ctx, onBooking("rebook", booking, done));
  return failedAs(ctx, done, { change: "flightModify", bookingId });
}

async function confirmBaggage(ctx: SignedIn, bookingId: string, stamp: string) {
  const { booking } = await requireAncillaryChange(ctx, bookingId);
  const stored = await readAncillaryReview(ctx, bookingId);
  if (!stored || stamp !== bookingStamp(booking)) return null;
  const done = await modifyAncillaries(ctx, stored.priceIds);
  await recordActivity(ctx, onBooking("ancillaryChange", booking, done));
  return failedAs(ctx, done, { change: "ancillariesModify", bookingId });
}

async function failedAs(
  ctx: SignedIn,
  done: Awaited<ReturnType<typeof modifyRebook>>,
  what: { change: string; bookingId: string },
): Promise<Done> {
  if (done.ok) return { ok: true };
  const failure = await failureMessage(ctx, done.error); // 5/4 goes to /login
  log().warn({ ...what, error: done.error }, "booking change refused");
  return { ok: false, failure };
}
