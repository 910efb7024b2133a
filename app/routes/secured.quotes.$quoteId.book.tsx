// "Book this option" (POST): the search again, then the review, or first the changed price or
// the closest offers (docs/decisions/0104-quotes-sent-to-clients.md).
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useParams } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookQuotedOption, reviewQuotedOffer } from "~/services/quote-book.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "clientQuote:book.button" };

// Nothing to load: the page shows the POST's answer. No redirect here: Remix runs this loader
// after the action too (revalidation, and the document POST without JS), so a redirect would
// hide the changed price or the closest offers behind the quote page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const quoteId = params.quoteId ?? "";
  const optionId = String(formData.get("optionId") ?? "");
  const ref = String(formData.get("ref") ?? "");
  const outcome =
    formData.get("intent") === "review" && ref
      ? await reviewQuotedOffer(ctx, quoteId, optionId, ref)
      : await bookQuotedOption(ctx, quoteId, optionId);
  if (outcome.kind === "review") throw redirect(paths.reviewFlight());
  if (outcome.kind === "notFound") throw pageError(request, { key: "http.404" }, 404);
  if (outcome.kind === "refused")
    return data({ quoteId, optionId, outcome }, { status: outcome.status });
  return { quoteId, optionId, outcome };
}

function ReviewButton({
  quoteId,
  optionId,
  refIndex,
  label,
}: {
  quoteId: string;
  optionId: string;
  refIndex: string;
  label: string;
}) {
  return (
    <Form method="post" action={paths.quoteBook(quoteId)}>
      <CsrfInput />
      <input type="hidden" name="optionId" value={optionId} />
      <input type="hidden" name="ref" value={refIndex} />
      <button type="submit" name="intent" value="review" className="btn-primary">
        {label}
      </button>
    </Form>
  );
}

export default function BookQuotedOptionPage() {
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("clientQuote");
  const { money, amount, localDateTime } = useFormatter();
  const text = useMessageText();
  const params = useParams();
  // Reached without the button's POST (a reload, a bookmark): back to the quote.
  if (!answer)
    return (
      <Link to={paths.quote(params.quoteId ?? "")} className="btn-secondary">
        {t("book.back")}
      </Link>
    );
  const { quoteId, optionId, outcome } = answer;
  const back = (
    <Link to={paths.quote(quoteId)} className="btn-secondary">
      {t("book.back")}
    </Link>
  );
  if (outcome.kind === "refused")
    return (
      <section className="card space-y-3">
        <Alert>{text(outcome.message)}</Alert>
        {back}
      </section>
    );
  if (outcome.kind === "priceChanged") {
    const sign = outcome.delta > 0 ? "+" : "−";
    return (
      <section className="card space-y-3" aria-labelledby="book-title">
        <h1 id="book-title" className="text-xl font-semibold">
          {t("book.title", { number: outcome.position })}
        </h1>
        <Alert tone="info">
          {t("book.priceChanged", {
            from: money(outcome.from, outcome.currency),
            to: money(outcome.to, outcome.currency),
            // The difference as the portal writes amounts (format.ts), signed: "+440.00".
            delta: `${sign}${amount(Math.abs(outcome.delta))}`,
          })}
        </Alert>
        <p>{t("book.priceChangedLead")}</p>
        <div className="flex gap-2">
          <ReviewButton
            quoteId={quoteId}
            optionId={optionId}
            refIndex={outcome.offer.ref}
            label={t("book.continue", { price: money(outcome.to, outcome.currency) })}
          />
          {back}
        </div>
      </section>
    );
  }
  if (outcome.kind !== "gone") return null;
  return (
    <section className="card space-y-3" aria-labelledby="book-title">
      <h1 id="book-title" className="text-xl font-semibold">
        {t("book.title", { number: outcome.position })}
      </h1>
      <Alert tone="info">{t("book.gone")}</Alert>
      {outcome.closest.length ? (
        <>
          <h2 className="text-lg font-semibold">{t("book.closest")}</h2>
          <ul className="space-y-2">
            {outcome.closest.map((o) => (
              <li key={o.ref} className="rounded border border-slate-200 p-2 text-sm">
                {o.flights.map((f) => (
                  <p key={`${f.flight}${f.departure}`}>
                    {f.flight} {f.from} {localDateTime(f.departure)} – {f.to}{" "}
                    {localDateTime(f.arrival)}
                  </p>
                ))}
                <p className="font-medium">
                  {t("book.fare", { price: money(o.total, o.currency) })}
                </p>
                <ReviewButton
                  quoteId={quoteId}
                  optionId={optionId}
                  refIndex={o.ref}
                  label={t("book.review")}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("book.none")}</p>
      )}
      {back}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
