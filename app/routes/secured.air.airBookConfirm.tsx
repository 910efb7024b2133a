import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { FareOverview } from "~/components/air/fare-overview";
import { useTravellerLabel } from "~/components/air/traveller-label";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { travellerLabels } from "~/domain/air/traveller-labels";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookOnceFor } from "~/services/air-book.server";
import { farePageData, requireReviewedFlow } from "~/services/air-pages.server";
import { markBookedTravellers } from "~/services/travellers/passenger-fill.server";
import { redirectWithToast } from "~/session/flash.server";
import { bookedWith, readFlow, writeFlow } from "~/session/flow.server";

export const handle = { titleKey: "air:confirm.title" };

const FORM = paths.passengers();

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  if (!flow.travelerInfos || !flow.confirmToken) throw redirect(FORM);
  return {
    travellers: flow.travelerInfos,
    draftTypes: (flow.draft ?? []).map((d) => d.passengerType),
    token: flow.confirmToken,
    canBook: can(ctx.user, "book"),
    booked: flow.booked ? { id: flow.booked, href: paths.bookingDetails(flow.booked) } : null,
    overview: await farePageData(ctx, flow),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  // A booking is made at most once per confirmation: the token is the confirmation's identity.
  const token = `${ctx.session.id}:${String(formData.get("confirmToken") ?? "")}`;
  const done = await bookedWith(token);
  if (done?.ok) return redirect(paths.bookingDetails(done.bookingId));
  const flow = await readFlow(ctx.session);
  if (!flow.confirmToken || token !== `${ctx.session.id}:${flow.confirmToken}`) {
    return redirectWithToast(
      request,
      FORM,
      { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" },
      { session: ctx.session },
    );
  }
  const result = await bookOnceFor(ctx, flow, token);
  if (!result.ok)
    return data(
      { errorBox: result.errorBox ?? null, failure: result.message ?? null },
      { status: result.status },
    );
  // Done: the confirmation stays (back and confirm again leads to this booking), nothing else books.
  await writeFlow(ctx.session, { ...flow, booked: result.bookingId });
  // Directory travellers on it count as used (retention, docs/decisions/0101).
  await markBookedTravellers(ctx, flow);
  return redirectWithToast(
    request,
    paths.bookingDetails(result.bookingId),
    { type: "success", key: "success.AIR_BOOK_SUCCESS" },
    { session: ctx.session },
  );
}

export default function ConfirmPage() {
  const { travellers, draftTypes, token, canBook, booked, overview } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
  // Numbered within each type, as every other page numbers them
  // (docs/behaviour.md#the-booking-flows-steps).
  const label = useTravellerLabel();
  const labels = travellerLabels(
    travellers.map((p, i) => ({ ...p, passengerType: draftTypes[i] ?? p.passengerType })),
  );
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t("confirm.title")}</h1>
      {booked ? (
        <Alert tone="info">
          {t("confirm.booked", { bookingId: booked.id })}{" "}
          <Link to={booked.href} className="link">
            {t("confirm.openBooking")}
          </Link>
        </Alert>
      ) : null}
      {actionData?.errorBox ? (
        <Alert title={t("confirm.errorTitle")}>{actionData.errorBox}</Alert>
      ) : null}
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <FareOverview data={overview} headingLevel="h2" />
      <section aria-labelledby="travellers-title" className="card p-4">
        <h2 id="travellers-title" className="mb-2 text-base font-semibold">
          {t("confirm.passengers")}
        </h2>
        <DataTable
          caption={t("confirm.passengers")}
          compact
          cardsOnPhones
          headers={[
            t("confirm.passenger"),
            t("pax.birthDate"),
            t("pax.docId"),
            t("pax.emails"),
            t("pax.telephones"),
          ]}
        >
          {travellers.map((p, i) => (
            // On a phone a card: the name, then each detail on a line of its own, labelled.
            <tr key={p.refIndex} className="border-t border-slate-100 max-sm:block max-sm:py-2">
              <th scope="row" className="font-normal max-sm:block max-sm:font-semibold">
                {label(labels[i])}: {p.nameTitle ? `${t(`codes:nameTitle.${p.nameTitle}`)} ` : ""}
                {p.surname}/{p.givenName}
              </th>
              <td className={phoneLine}>
                <PhoneLabel text={t("pax.birthDate")} />
                {p.birthDate}
              </td>
              <td className={phoneLine}>
                <PhoneLabel text={t("pax.docId")} />
                {p.documents[0]
                  ? `${p.documents[0].id} (${p.documents[0].holderNationality}, ${p.documents[0].expireDate})`
                  : "-"}
              </td>
              <td className={`${phoneLine} break-all`}>
                <PhoneLabel text={t("pax.emails")} />
                {p.emails.map((e) => e.emailAddress).join(", ")}
              </td>
              <td className={phoneLine}>
                <PhoneLabel text={t("pax.telephones")} />
                {p.telephones
                  .map((ph) => `+${ph.countryAccessCode} ${ph.phoneNumber}`)
                  .join(", ") || "-"}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <div className="flex gap-2">
        {booked ? null : (
          <Link to={FORM} className="btn-secondary">
            {t("confirm.back")}
          </Link>
        )}
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="confirmToken" value={token} />
          <button type="submit" className="btn-primary" disabled={!canBook}>
            {t("confirm.confirm")}
          </button>
        </Form>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const phoneLine = "max-sm:block";

/** A detail's name before its value on a phone, where the column headers are not shown. */
function PhoneLabel({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className="text-xs text-slate-600 sm:hidden">
      {text}:{" "}
    </span>
  );
}
