// Penalties at a glance (docs/decisions/0065-penalties-read-from-filed-rules.md): the summary of a
// reviewed fare's rules, and of a booked version's. Both rule sets are read once and kept
// (sanitised) for the session.
import type { SignedIn } from "~/auth/guard.server";
import { summarisePenalties, type PenaltySummary } from "~/domain/air/penalties";
import { messageFor } from "~/domain/upstream-error";
import { bookingRules } from "~/pamhk/booking-rules.server";
import { cachedFareRules, keptRules } from "~/services/air-cache.server";
import { stillSignedIn } from "~/services/upstream.server";

/** The summary is a hint beside the full rules: a failing rules call shows no line (5/4 still ends the session). */
async function summaryOr(
  ctx: SignedIn,
  result: Awaited<ReturnType<typeof cachedFareRules>>,
): Promise<PenaltySummary[] | null> {
  if (result.ok) return summarisePenalties(result.data);
  await stillSignedIn(ctx, result.error);
  return null;
}

/** The reviewed fare (review, baggage, passengers, confirmation). */
export async function reviewedFarePenalties(ctx: SignedIn, airItineraryRPH: string) {
  return summaryOr(ctx, await cachedFareRules(ctx, airItineraryRPH));
}

/** One booked version's rules, sanitised and kept for the session. */
export function bookedFareRules(ctx: SignedIn, bookingId: string, versionNum: number) {
  return keptRules(`booking-rules:${ctx.session.id}:${bookingId}:${versionNum}`, () =>
    bookingRules(ctx, bookingId, versionNum),
  );
}

export async function bookedFarePenalties(ctx: SignedIn, bookingId: string, versionNum: number) {
  return summaryOr(ctx, await bookedFareRules(ctx, bookingId, versionNum));
}

/**
 * Booking details (per version): the summary, the link to the full rules and, when
 * `?dialog=rules` is open, the rules themselves (addressable, so it opens without JS).
 */
export async function bookingPenaltiesView(ctx: SignedIn, bookingId: string, versionNum: number) {
  const url = new URL(ctx.request.url);
  const open = url.searchParams.get("dialog") === "rules";
  const rules = await bookedFareRules(ctx, bookingId, versionNum);
  if (!rules.ok) await stillSignedIn(ctx, rules.error);
  const closeParams = new URLSearchParams(url.searchParams);
  closeParams.delete("dialog");
  const rulesParams = new URLSearchParams(url.searchParams);
  rulesParams.set("dialog", "rules");
  return {
    summaries: rules.ok ? summarisePenalties(rules.data) : null,
    rulesHref: `${url.pathname}?${rulesParams}`,
    dialog: open
      ? {
          rules: rules.ok ? rules.data : null,
          failure: rules.ok ? null : messageFor(rules.error),
          closeTo: `${url.pathname}?${closeParams}`,
        }
      : null,
  };
}
