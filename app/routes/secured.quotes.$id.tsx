// One quote (docs/quotes.md): the client, note and validity, its options with fare, fee and the
// client's price, and removing an option while it is a draft.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BookOptionForm, SendQuoteForm } from "~/components/quotes/quote-client-actions";
import { QuoteDetailsForm } from "~/components/quotes/quote-details-form";
import { QuoteOptionCard } from "~/components/quotes/quote-option";
import { QuoteSummary } from "~/components/quotes/quote-summary";
import { MAX_QUOTE_OPTIONS } from "~/contracts/quote";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { QuoteDetailsSchema, RemoveOptionSchema } from "~/forms/quotes";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { quotePageModel } from "~/services/quote-pages.server";
import { removeOption, updateQuote } from "~/services/quotes.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "quotes:quote.pageTitle" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const quote = await quotePageModel(ctx, params.id ?? "");
  // Another company's quote is as unknown as a quote that never was.
  if (!quote) throw pageError(request, { key: "http.404" }, 404);
  return { quote, rules: fieldRules(QuoteDetailsSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const id = params.id ?? "";
  const company = ctx.user.companyCode;
  const quote = await quotePageModel(ctx, id);
  if (!quote) throw pageError(request, { key: "http.404" }, 404);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "removeOption") {
    const submission = parseForm(formData, RemoveOptionSchema);
    const removed =
      submission.status === "success" &&
      (await removeOption(company, id, submission.value.optionId));
    return redirectWithToast(
      request,
      paths.quote(id),
      removed
        ? { type: "success", key: "quotes:toast.removed" }
        : { type: "error", key: "quotes:toast.notDraft" },
      { session: ctx.session },
    );
  }
  const submission = parseForm(formData, QuoteDetailsSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { clientName, clientEmail, clientLanguage, note, validityHours } = submission.value;
  const saved = await updateQuote(company, id, {
    clientName: clientName ?? "",
    clientEmail: clientEmail ?? "",
    clientLanguage,
    note: note ?? "",
    validityHours,
  });
  return redirectWithToast(
    request,
    paths.quote(id),
    saved
      ? { type: "success", key: "quotes:toast.saved" }
      : { type: "error", key: "quotes:toast.notDraft" },
    { session: ctx.session },
  );
}

export default function QuotePage() {
  const { quote, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("quotes");
  const draft = quote.state === "draft";
  return (
    <div className="space-y-4">
      <nav aria-label={t("quote.breadcrumb")}>
        <Link to={paths.quotes()} className="link text-sm">
          {t("quote.back")}
        </Link>
      </nav>
      <h1 className="text-xl font-semibold">{t("quote.title", { route: quote.route })}</h1>
      <QuoteSummary quote={quote} />
      {draft ? (
        <QuoteDetailsForm quote={quote} rules={rules} lastResult={actionData?.result} />
      ) : null}
      {draft && quote.options.length ? (
        <SendQuoteForm quoteId={quote.id} email={quote.clientEmail} />
      ) : null}
      <section aria-labelledby="options-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="options-title" className="text-base font-semibold">
            {t("quote.options", { count: quote.options.length, max: MAX_QUOTE_OPTIONS })}
          </h2>
          {draft && quote.options.length < MAX_QUOTE_OPTIONS ? (
            <Link to={paths.flightSelect(quote.searchQuery)} className="link text-sm">
              {t("quote.addMore")}
            </Link>
          ) : null}
        </div>
        {quote.options.length ? (
          quote.options.map((o) => (
            <div key={o.id} className="space-y-2">
              <QuoteOptionCard option={o} editable={draft} />
              {!draft && quote.state !== "booked" ? (
                <BookOptionForm quoteId={quote.id} optionId={o.id} />
              ) : null}
            </div>
          ))
        ) : (
          <p className="text-sm text-slate-600">{t("quote.noOptions")}</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
