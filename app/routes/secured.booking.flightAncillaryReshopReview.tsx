import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/session.server";
import { useFormat } from "~/components/air/format";
import { DataTable } from "~/components/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { BookingFacts, ChangeHeading } from "~/components/rebook/booking-facts";
import { ConfirmChangeDialog } from "~/components/rebook/confirm-dialog";
import { reviewLines, totalOf } from "~/domain/rebook/ancillary";
import { parseForm } from "~/forms/parse-form";
import { AncillaryConfirmSchema } from "~/forms/rebook-confirm";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookingStamp } from "~/services/booking-details.server";
import { changeBaggage, requireAncillaryChange } from "~/services/rebook-pages.server";
import { oneChangeAtATime, readAncillaryReview } from "~/services/rebook-store.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "rebook:ancillaryReview.title" };

// Ancillary change, step 2 (spec 02 §2): segment, passenger, item and HKD price of each chosen
// bag; the confirmation (?dialog=confirm) states the HKD total; then back to booking details.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { booking, latest } = await requireAncillaryChange(ctx, url.searchParams.get("bookingId"));
  const bookingId = booking.bookingId.id;
  const stored = await readAncillaryReview(ctx, bookingId);
  if (!stored)
    throw await redirectWithToast(
      request,
      paths.ancillaryChange(bookingId),
      { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" },
      { session: ctx.session },
    );
  const lines = reviewLines(
    stored.review.baggageInfos,
    latest.travelerInfos,
    latest.airLowFare.airOptions,
  );
  return {
    facts: {
      bookingId,
      bookingNumber: booking.bookingNumber,
      recordLocator: booking.bookingRecordLocator.id,
      bookStatus: booking.bookStatus,
    },
    lines,
    total: totalOf(lines),
    stamp: bookingStamp(booking),
    dialog: url.searchParams.get("dialog") === "confirm",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const bookingId = String(formData.get("bookingId") ?? "");
  return oneChangeAtATime(`${ctx.session.id}:ancillary:${bookingId}`, async () => {
    const parsed = parseForm(formData, AncillaryConfirmSchema);
    if (parsed.status !== "success") throw pageError(request, { key: "http.400" }, 400);
    const { booking } = await requireAncillaryChange(ctx, bookingId);
    const stored = await readAncillaryReview(ctx, bookingId);
    // Bought already (a double submit, or another tab): nothing is bought twice.
    if (!stored || parsed.value.stamp !== bookingStamp(booking)) {
      return redirectWithToast(
        request,
        paths.bookingDetails(bookingId),
        { type: "info", key: "rebook:toast.ALREADY_DONE" },
        { session: ctx.session },
      );
    }
    const done = await changeBaggage(ctx, bookingId, stored.priceIds);
    if (!done.ok) return data({ failure: done.failure }, { status: 502 });
    return redirectWithToast(
      request,
      paths.bookingDetails(bookingId),
      { type: "success", key: "success.ANCILLARY_SUCCESS" },
      { session: ctx.session },
    );
  });
}

export default function FlightAncillaryReshopReviewPage() {
  const { facts, lines, total, stamp, dialog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  const text = useMessageText();
  const f = useFormat();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("dialog");
  const closeTo = `${location.pathname}?${params}`;
  params.set("dialog", "confirm");
  return (
    <section aria-labelledby="ancillary-review-title" className="space-y-4">
      <ChangeHeading
        id="ancillary-review-title"
        title={t("ancillaryReview.heading", { number: facts.bookingNumber })}
        backTo={paths.ancillaryChange(facts.bookingId)}
        backLabel={t("ancillaryReview.change")}
      />
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <BookingFacts facts={facts} />
      <div className="card overflow-x-auto">
        <DataTable
          caption={t("ancillaryReview.items")}
          captionVisible
          compact
          headers={[
            t("ancillary.segment"),
            t("ancillary.passenger"),
            t("ancillaryReview.item"),
            { label: t("ancillaryReview.price"), align: "right" },
          ]}
          footer={
            <>
              <tr className="border-t border-slate-300 font-semibold">
                <th scope="row" colSpan={3} className="py-1 pr-2 text-right">
                  {t("confirm.total")}
                </th>
                <td className="py-1 pr-2 text-right">{f.money(total, "HKD")}</td>
              </tr>
            </>
          }
        >
          {lines.map((l) => (
            <tr key={l.priceOfferId} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-mono">{l.segment}</td>
              <td className="py-1 pr-2">{l.traveller}</td>
              <td className="py-1 pr-2">{l.item}</td>
              <td className="py-1 pr-2 text-right">{f.money(l.amount, l.currency)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
      <div className="flex justify-end gap-2">
        <Link to={paths.ancillaryChange(facts.bookingId)} className="btn-secondary">
          {t("ancillaryReview.change")}
        </Link>
        <Link to={`${location.pathname}?${params}`} className="btn-primary" preventScrollReset>
          {t("ancillaryReview.confirm")}
        </Link>
      </div>
      {dialog ? (
        <ConfirmChangeDialog
          id="ancillary-confirm"
          title={t("confirm.ancillaryTitle")}
          question={t("confirm.ancillaryQuestion")}
          total={total}
          bookingId={facts.bookingId}
          stamp={stamp}
          closeTo={closeTo}
          submitLabel={t("confirm.ancillarySubmit")}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
