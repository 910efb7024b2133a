import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { BaggageAllowance } from "~/components/air/baggage-allowance";
import { FareOverview } from "~/components/air/fare-overview";
import { useFormat } from "~/components/air/format";
import { useTravellerLabel } from "~/components/air/traveller-label";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { baggageRoute } from "~/domain/air/baggage-route";
import { travellerLabelFor } from "~/domain/air/traveller-labels";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { baggageRows, change, chosenBaggage, toBookForm } from "~/services/air-flow.server";
import { farePageData, requireReviewedFlow } from "~/services/air-pages.server";
import { readFlow } from "~/session/flow.server";

export const handle = { titleKey: "air:baggage.title" };

const REVIEW = paths.reviewFlight();

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  if (!flow.ancillaries?.length) throw redirect(REVIEW);
  const chosen = Object.fromEntries(
    (flow.baggage ?? []).map((b) => [`${b.segment}|${b.passenger}`, b.priceOfferId]),
  );
  const rows = baggageRows(flow.ancillaries).map((row) => ({
    ...row,
    selected: chosen[`${row.segments.join(",")}|${row.passenger}`] ?? "",
  }));
  return { rows, ...(await farePageData(ctx, { ...flow, baggage: [] })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  if (formData.get("intent") === "change") return redirect(await change(ctx, "options"));
  const flow = await readFlow(ctx.session);
  if (!flow.review || !flow.ancillaries) return redirect(REVIEW);
  const baggage = chosenBaggage(flow.ancillaries, formData);
  if (!baggage) return data({ failure: { key: "error.CANNOT_BOOK" } }, { status: 400 });
  const outcome = await toBookForm(ctx, { ...flow, baggage });
  if (!outcome.ok) return data({ failure: outcome.message }, { status: outcome.status });
  return redirect(outcome.value);
}

export default function BaggagePage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
  const f = useFormat();
  const travellerLabel = useTravellerLabel();
  const segments = loaderData.options.flatMap((o) => o.airFlightSegments);
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t("baggage.title")}</h1>
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <DataTable
        caption={t("baggage.included")}
        captionVisible
        compact
        className="card overflow-x-auto p-2"
        headers={[t("baggage.segment"), t("baggage.flight"), t("baggage.allowance")]}
      >
        {segments.map((s, i) => (
          <tr key={`${s.rph}-${i}`} className="border-t border-slate-100">
            <td className="p-2">
              {s.oriLoc} → {s.desLoc}
            </td>
            <td>
              {s.airlineCode}
              {s.flightNumber}
            </td>
            <td>
              <BaggageAllowance segment={s} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Form method="post" className="card space-y-3">
        <CsrfInput />
        {loaderData.rows.map((row) => {
          const route = baggageRoute(segments, row.segments);
          return (
            <div key={row.field}>
              <label htmlFor={row.field} className="label">
                {t("baggage.choiceFor", {
                  passenger: travellerLabel(
                    travellerLabelFor(loaderData.travellers, row.passenger),
                    t("pax.passengerN", { n: row.passenger }),
                  ),
                  route,
                })}
              </label>
              <select
                id={row.field}
                name={row.field}
                defaultValue={row.selected}
                className="input max-w-md"
              >
                <option value="">{t("baggage.noThanks")}</option>
                {row.offers.map((o) => (
                  <option key={o.rph} value={o.rph}>
                    {o.name} {f.money(o.amount, o.currency)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="flex gap-2">
          <button type="submit" name="intent" value="change" className="btn-secondary">
            {t("review.change")}
          </button>
          <button type="submit" name="intent" value="continue" className="btn-primary">
            {t("baggage.continue")}
          </button>
        </div>
      </Form>
      <FareOverview data={loaderData} headingLevel="h2" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
