import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { can } from "~/auth/permissions";
import { requireAbility, requireUser } from "~/auth/session.server";
import { FareOverview } from "~/components/air/fare-overview";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { bookOnceFor } from "~/pamhk/air-book.server";
import { farePageData, requireReviewedFlow } from "~/pamhk/air-pages.server";
import { readProtectedForm } from "~/session/csrf.server";
import { redirectWithToast } from "~/session/flash.server";
import { bookedWith, readFlow, writeFlow } from "~/session/flow.server";

export const handle = { titleKey: "air:confirm.title" };

const FORM = "/secured/air/airBookForm";
const detailsOf = (bookingId: string) => `/secured/booking/bookingDetails?bookingId=${encodeURIComponent(bookingId)}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  if (!flow.travelerInfos || !flow.confirmToken) throw redirect(FORM);
  return {
    travellers: flow.travelerInfos,
    draftTypes: (flow.draft ?? []).map((d) => d.passengerType),
    token: flow.confirmToken,
    canBook: can(ctx.user, "book"),
    booked: flow.booked ? { id: flow.booked, href: detailsOf(flow.booked) } : null,
    overview: await farePageData(ctx, flow),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readProtectedForm(request);
  const ctx = await requireUser(request);
  requireAbility(ctx, "book");
  // A booking is made at most once per confirmation: the token is the confirmation's identity.
  const token = `${ctx.session.id}:${String(formData.get("confirmToken") ?? "")}`;
  const done = await bookedWith(token);
  if (done?.ok) return redirect(detailsOf(done.bookingId));
  const flow = await readFlow(ctx.session);
  if (!flow.confirmToken || token !== `${ctx.session.id}:${flow.confirmToken}`) {
    return redirectWithToast(request, FORM, { type: "error", key: "error.BOOKING_SESSTION_TIMEOUT" }, { session: ctx.session });
  }
  const result = await bookOnceFor(ctx, flow, token);
  if (!result.ok) return data({ errorBox: result.errorBox ?? null, failure: result.message ?? null }, { status: result.status });
  // Done: the confirmation stays (back and confirm again leads to this booking), nothing else books.
  await writeFlow(ctx.session, { ...flow, booked: result.bookingId });
  return redirectWithToast(request, detailsOf(result.bookingId), { type: "success", key: "success.AIR_BOOK_SUCCESS" }, { session: ctx.session });
}

export default function ConfirmPage() {
  const { travellers, draftTypes, token, canBook, booked, overview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
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
      {actionData?.errorBox ? <Alert title={t("confirm.errorTitle")}>{actionData.errorBox}</Alert> : null}
      {actionData?.failure ? <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert> : null}
      <FareOverview data={overview} />
      <section aria-labelledby="travellers-title" className="card p-4">
        <h2 id="travellers-title" className="mb-2 text-base font-semibold">
          {t("confirm.passengers")}
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col">{t("confirm.passenger")}</th>
              <th scope="col">{t("pax.birthDate")}</th>
              <th scope="col">{t("pax.docId")}</th>
              <th scope="col">{t("pax.emails")}</th>
              <th scope="col">{t("pax.telephones")}</th>
            </tr>
          </thead>
          <tbody>
            {travellers.map((p, i) => (
              <tr key={p.refIndex} className="border-t border-slate-100">
                <th scope="row" className="font-normal">
                  {t(`codes:paxType.${draftTypes[i] ?? p.passengerType}`)} {p.refIndex}: {p.nameTitle ? `${t(`codes:nameTitle.${p.nameTitle}`)} ` : ""}
                  {p.surname}/{p.givenName}
                </th>
                <td>{p.birthDate}</td>
                <td>{p.documents[0] ? `${p.documents[0].id} (${p.documents[0].holderNationality}, ${p.documents[0].expireDate})` : "-"}</td>
                <td>{p.emails.map((e) => e.emailAddress).join(", ")}</td>
                <td>{p.telephones.map((ph) => `+${ph.countryAccessCode} ${ph.phoneNumber}`).join(", ") || "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
