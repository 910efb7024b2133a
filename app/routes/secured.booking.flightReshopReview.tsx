import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { PriceSummary } from "~/components/air/price-summary";
import { BookingPenalties } from "~/components/booking/booking-penalties";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChangeReview } from "~/components/rebook/change-review";
import { ChangeNotes, ItineraryComparison } from "~/components/rebook/rebook-review";
import { changeTotal } from "~/domain/rebook/charges";
import { changedLegs } from "~/domain/rebook/selection";
import { parseForm } from "~/forms/parse-form";
import { RebookConfirmSchema } from "~/forms/rebook-confirm";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookingPenaltiesView } from "~/services/penalties.server";
import { cardNames } from "~/services/rebook-pages.server";
import { confirmChange, flightChangeReview } from "~/services/rebook-review.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "rebook:review.title" };

const LIST = paths.bookingList();

// Step 3 of rebook (docs/behaviour.md#screens-and-routes): booking info, original and new
// itinerary, trip summary, then the confirmation with the total and the required acceptance box
// (?dialog=confirm).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { latest, stored, facts, stamp, involuntary, changeMarks } = await flightChangeReview(
    ctx,
    url.searchParams.get("bookingId"),
  );
  const { review } = stored;
  const before = latest.airLowFare.airOptions;
  const after = review.airLowFare.airOptions;
  const travellers = latest.travelerInfos.map((t) => ({
    refIndex: t.refIndex,
    passengerType: t.passengerType,
  }));
  return {
    facts,
    involuntary,
    changeMarks,
    before,
    after,
    changed: changedLegs(before, after),
    charges: review.airFarePrices,
    travellers,
    total: changeTotal(
      review.airFarePrices,
      travellers.map((t) => t.passengerType),
    ),
    holdBooking: review.holdBooking,
    voidTicket: review.voidTicket,
    stamp,
    dialog: url.searchParams.get("dialog") === "confirm",
    searchHref: paths.rebookSearch(stored.searchQuery),
    names: await cardNames(ctx, [...before, ...after]),
    // What the current ticket's rules charge for a change (and its full rules).
    penalties: await bookingPenaltiesView(ctx, facts.bookingId, latest.versionNum),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "rebook");
  const parsed = parseForm(formData, RebookConfirmSchema);
  if (parsed.status !== "success")
    return data({ result: parsed.reply(), failure: null }, { status: 400 });
  const bookingId = String(formData.get("bookingId") ?? "");
  const confirmed = await confirmChange(ctx, "flight", bookingId, parsed.value.stamp);
  if (confirmed.kind === "failed")
    return data({ result: undefined, failure: confirmed.failure }, { status: 502 });
  // Already changed (a double submit, or another tab): the booking is not changed twice.
  return redirectWithToast(
    request,
    LIST,
    confirmed.kind === "changed"
      ? { type: "success", key: "success.REBOOK_SUCCESS" }
      : { type: "info", key: "rebook:toast.ALREADY_DONE" },
    { session: ctx.session },
  );
}

export default function FlightReshopReviewPage() {
  const { facts, before, after, changed, charges, travellers, total, ...loaded } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  return (
    <ChangeReview
      heading={{
        id: "rebook-review-title",
        title: t("review.heading", { number: facts.bookingNumber }),
        backTo: loaded.searchHref,
        backLabel: t("review.reselect"),
      }}
      facts={facts}
      failure={{ title: t("messages:error.REBOOK_FAILED"), message: actionData?.failure }}
      confirmLabel={t("review.proceed")}
      confirm={{
        open: loaded.dialog,
        id: "rebook-confirm",
        title: t("confirm.rebookTitle"),
        question: t("confirm.rebookQuestion"),
        total,
        stamp: loaded.stamp,
        submitLabel: t("confirm.rebookSubmit"),
        acceptance: {
          label: t("confirm.accept"),
          errors: actionData?.result?.error?.accept ?? undefined,
        },
      }}
    >
      <ItineraryComparison
        before={before}
        after={after}
        changed={changed}
        names={loaded.names}
        changeMarks={loaded.changeMarks}
      />
      <section aria-labelledby="trip-summary-title" className="space-y-3">
        <h2 id="trip-summary-title" className="text-base font-semibold">
          {t("review.tripSummary")}
        </h2>
        {loaded.involuntary ? (
          <div
            role="note"
            aria-labelledby="involuntary-title"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <p id="involuntary-title" className="font-semibold">
              <span aria-hidden="true">⚠ </span>
              {t("review.involuntaryTitle")}
            </p>
            <p>
              {t(
                loaded.involuntary.change === "cancelled"
                  ? "review.involuntaryCancelled"
                  : "review.involuntaryChanged",
                { flights: loaded.involuntary.flights.join(", ") },
              )}
            </p>
            <p>{t("review.involuntaryQuote")}</p>
          </div>
        ) : null}
        <BookingPenalties view={loaded.penalties} asReference />
        <p className="text-sm font-medium">{t("review.quoteCaption")}</p>
        <p className="text-sm text-slate-600">{t("review.chargeExplained")}</p>
        {loaded.penalties.summaries?.length ? (
          <p className="text-xs text-slate-600">{t("review.whyDiffer")}</p>
        ) : null}
        <div className="card">
          <ChangeNotes
            holdBooking={loaded.holdBooking}
            voidTicket={loaded.voidTicket}
            total={total}
          />
        </div>
        <PriceSummary prices={charges} currency="HKD" travellers={travellers} />
      </section>
    </ChangeReview>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
