// What every page after the review shows (review, baggage, passengers, confirmation): the fare,
// its travellers, the names on its cards and, when `?dialog=rules` is open, its fare rules.
import { type SignedIn } from "~/auth/guard.server";
import type { AirRules } from "~/contracts/air";
import { travellersFor } from "~/domain/air/passengers";
import { type Message } from "~/domain/upstream-error";
import { getLocale } from "~/i18n/i18next.server";
import { paths } from "~/paths";
import { cachedFareRules } from "~/services/air-cache.server";
import { reviewedFarePenalties } from "~/services/penalties.server";
import { failureMessage } from "~/services/upstream.server";
import { redirectWithToast } from "~/session/flash.server";
import { readFlow, type AirFlow } from "~/session/flow.server";
import { fareFacts, namesFor } from "./air-select.server";

/** The flow, or a redirect to the search with BOOKING_SESSTION_TIMEOUT when it has no fare yet. */
export async function requireReviewedFlow(ctx: SignedIn): Promise<
  AirFlow & {
    review: NonNullable<AirFlow["review"]>;
    lastSearch: NonNullable<AirFlow["lastSearch"]>;
  }
> {
  const flow = await readFlow(ctx.session);
  if (!flow.review || !flow.lastSearch) {
    throw await redirectWithToast(
      ctx.request,
      paths.flightSearch(),
      { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" },
      { session: ctx.session },
    );
  }
  return flow as AirFlow & {
    review: NonNullable<AirFlow["review"]>;
    lastSearch: NonNullable<AirFlow["lastSearch"]>;
  };
}

export async function farePageData(
  ctx: SignedIn,
  flow: AirFlow & {
    review: NonNullable<AirFlow["review"]>;
    lastSearch: NonNullable<AirFlow["lastSearch"]>;
  },
) {
  const url = new URL(ctx.request.url);
  const fare = flow.bookForm?.airLowFare ?? flow.review.airLowFare;
  const priceClasses = flow.bookForm?.priceClasses ?? flow.review.priceClasses;
  const names = await namesFor(ctx, fare.airOptions, [], await getLocale(ctx.request));
  let rules: AirRules | null = null;
  let rulesFailure: Message | null = null;
  const dialog = url.searchParams.get("dialog") === "rules";
  if (dialog) {
    const result = await cachedFareRules(ctx, flow.review.airItineraryRPH);
    if (result.ok) rules = result.data;
    else rulesFailure = await failureMessage(ctx, result.error);
  }
  const closeParams = new URLSearchParams(url.searchParams);
  closeParams.delete("dialog");
  const rulesParams = new URLSearchParams(url.searchParams);
  rulesParams.set("dialog", "rules");
  return {
    options: fare.airOptions,
    facts: fareFacts(fare, priceClasses),
    travellers: travellersFor(flow.lastSearch),
    baggage: flow.baggage ?? [],
    names,
    dialog: dialog
      ? {
          rules,
          failure: rulesFailure,
          closeTo: `${url.pathname}${closeParams.size ? `?${closeParams}` : ""}`,
        }
      : null,
    rulesHref: `${url.pathname}?${rulesParams}`,
    // Change / refund / no-show at a glance, from the same (cached) rules.
    penalties: await reviewedFarePenalties(ctx, flow.review.airItineraryRPH),
  };
}
