import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { useFormat } from "~/components/air/format";
import { DataTable } from "~/components/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChangeReview } from "~/components/rebook/change-review";
import { reviewLines, totalOf } from "~/domain/rebook/ancillary";
import { parseForm } from "~/forms/parse-form";
import { AncillaryConfirmSchema } from "~/forms/rebook-confirm";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { baggageChangeReview, confirmChange } from "~/services/rebook-review.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "rebook:ancillaryReview.title" };

// Ancillary change, step 2 (docs/behaviour.md#screens-and-routes): segment, passenger, item and HKD
// price of each chosen bag; the confirmation (?dialog=confirm) states the HKD total; then back to
// booking details.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { latest, stored, facts, stamp } = await baggageChangeReview(
    ctx,
    url.searchParams.get("bookingId"),
  );
  const lines = reviewLines(
    stored.review.baggageInfos,
    latest.travelerInfos,
    latest.airLowFare.airOptions,
  );
  return {
    facts,
    lines,
    total: totalOf(lines),
    stamp,
    dialog: url.searchParams.get("dialog") === "confirm",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const parsed = parseForm(formData, AncillaryConfirmSchema);
  if (parsed.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const bookingId = String(formData.get("bookingId") ?? "");
  const confirmed = await confirmChange(ctx, "ancillary", bookingId, parsed.value.stamp);
  if (confirmed.kind === "failed") return data({ failure: confirmed.failure }, { status: 502 });
  // Bought already (a double submit, or another tab): nothing is bought twice.
  return redirectWithToast(
    request,
    paths.bookingDetails(bookingId),
    confirmed.kind === "changed"
      ? { type: "success", key: "success.ANCILLARY_SUCCESS" }
      : { type: "info", key: "rebook:toast.ALREADY_DONE" },
    { session: ctx.session },
  );
}

export default function FlightAncillaryReshopReviewPage() {
  const { facts, lines, total, stamp, dialog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  const f = useFormat();
  return (
    <ChangeReview
      heading={{
        id: "ancillary-review-title",
        title: t("ancillaryReview.heading", { number: facts.bookingNumber }),
        backTo: paths.ancillaryChange(facts.bookingId),
        backLabel: t("ancillaryReview.change"),
      }}
      facts={facts}
      failure={{ title: t("messages:error.ERROR"), message: actionData?.failure }}
      otherActions={
        <Link to={paths.ancillaryChange(facts.bookingId)} className="btn-secondary">
          {t("ancillaryReview.change")}
        </Link>
      }
      confirmLabel={t("ancillaryReview.confirm")}
      confirm={{
        open: dialog,
        id: "ancillary-confirm",
        title: t("confirm.ancillaryTitle"),
        question: t("confirm.ancillaryQuestion"),
        total,
        stamp,
        submitLabel: t("confirm.ancillarySubmit"),
      }}
    >
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
    </ChangeReview>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
