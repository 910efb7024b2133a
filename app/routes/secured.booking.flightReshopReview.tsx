import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/session.server";
import { PriceSummary } from "~/components/air/price-summary";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { BookingFacts, ChangeHeading } from "~/components/rebook/booking-facts";
import { ConfirmChangeDialog } from "~/components/rebook/confirm-dialog";
import { ChangeNotes, ItineraryComparison } from "~/components/rebook/rebook-review";
import { changeTotal } from "~/domain/rebook/charges";
import { changedLegs } from "~/domain/rebook/selection";
import { parseForm } from "~/forms/parse-form";
import { RebookConfirmSchema } from "~/forms/rebook-confirm";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookingStamp } from "~/services/booking-details.server";
import { cardNames, changeFlights, requireRebookable } from "~/services/rebook-pages.server";
import { oneChangeAtATime, readRebookReview } from "~/services/rebook-store.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "rebook:review.title" };

const LIST = paths.bookingList();

// Step 3 of rebook (spec 02 §2): booking info, original and new itinerary, trip summary, then
// the confirmation with the total and the required acceptance box (?dialog=confirm).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { booking, latest } = await requireRebookable(ctx, url.searchParams.get("bookingId"));
  const bookingId = booking.bookingId.id;
  const stored = await readRebookReview(ctx, bookingId);
  if (!stored) {
    throw await redirectWithToast(
      request,
      paths.rebook(new URLSearchParams({ bookingId })),
      { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" },
      { session: ctx.session },
    );
  }
  const { review } = stored;
  const before = latest.airLowFare.airOptions;
  const after = review.airLowFare.airOptions;
  const travellers = latest.travelerInfos.map((t) => ({
    refIndex: t.refIndex,
    passengerType: t.passengerType,
  }));
  return {
    facts: {
      bookingId,
      bookingNumber: booking.bookingNumber,
      recordLocator: booking.bookingRecordLocator.id,
      bookStatus: booking.bookStatus,
    },
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
    stamp: bookingStamp(booking),
    dialog: url.searchParams.get("dialog") === "confirm",
    searchHref: paths.rebookSearch(stored.searchQuery),
    names: await cardNames(ctx, [...before, ...after]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "rebook");
  const bookingId = String(formData.get("bookingId") ?? "");
  return oneChangeAtATime(`${ctx.session.id}:flight:${bookingId}`, async () => {
    const parsed = parseForm(formData, RebookConfirmSchema);
    if (parsed.status !== "success")
      return data({ result: parsed.reply(), failure: null }, { status: 400 });
    const { booking } = await requireRebookable(ctx, bookingId);
    const stored = await readRebookReview(ctx, bookingId);
    // Already changed (a double submit, or another tab): the booking is not changed twice.
    if (!stored || parsed.value.stamp !== bookingStamp(booking)) {
      return redirectWithToast(
        request,
        LIST,
        { type: "info", key: "rebook:toast.ALREADY_DONE" },
        { session: ctx.session },
      );
    }
    const done = await changeFlights(ctx, bookingId, stored.review.itineraryRPH);
    if (!done.ok) return data({ result: undefined, failure: done.failure }, { status: 502 });
    return redirectWithToast(
      request,
      LIST,
      { type: "success", key: "success.REBOOK_SUCCESS" },
      { session: ctx.session },
    );
  });
}

export default function FlightReshopReviewPage() {
  const {
    facts,
    before,
    after,
    changed,
    charges,
    travellers,
    total,
    holdBooking,
    voidTicket,
    stamp,
    dialog,
    searchHref,
    names,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  const text = useMessageText();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("dialog");
  const closeTo = `${location.pathname}?${params}`;
  params.set("dialog", "confirm");
  const acceptErrors = actionData?.result?.error?.accept ?? undefined;
  return (
    <section aria-labelledby="rebook-review-title" className="space-y-4">
      <ChangeHeading
        id="rebook-review-title"
        title={t("review.heading", { number: facts.bookingNumber })}
        backTo={searchHref}
        backLabel={t("review.reselect")}
      />
      {actionData?.failure ? (
        <Alert title={t("messages:error.REBOOK_FAILED")}>{text(actionData.failure)}</Alert>
      ) : null}
      <BookingFacts facts={facts} />
      <ItineraryComparison before={before} after={after} changed={changed} names={names} />
      <section aria-labelledby="trip-summary-title" className="space-y-3">
        <h2 id="trip-summary-title" className="text-base font-semibold">
          {t("review.tripSummary")}
        </h2>
        <p className="text-sm text-slate-600">{t("review.chargeExplained")}</p>
        <div className="card">
          <ChangeNotes holdBooking={holdBooking} voidTicket={voidTicket} total={total} />
        </div>
        <PriceSummary prices={charges} currency="HKD" travellers={travellers} />
      </section>
      <div className="flex justify-end">
        <Link to={`${location.pathname}?${params}`} className="btn-primary" preventScrollReset>
          {t("review.proceed")}
        </Link>
      </div>
      {dialog ? (
        <ConfirmChangeDialog
          id="rebook-confirm"
          title={t("confirm.rebookTitle")}
          question={t("confirm.rebookQuestion")}
          total={total}
          bookingId={facts.bookingId}
          stamp={stamp}
          closeTo={closeTo}
          submitLabel={t("confirm.rebookSubmit")}
          acceptance={{ label: t("confirm.accept"), errors: acceptErrors }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
