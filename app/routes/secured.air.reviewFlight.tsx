import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { FareOverview } from "~/components/air/fare-overview";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { QuoteBar } from "~/components/quotes/add-to-quote";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { change, reviewNext } from "~/services/air-flow.server";
import { farePageData, requireReviewedFlow } from "~/services/air-pages.server";
import { queryOfSearch } from "~/services/air-select.server";
import {
  addFromReview,
  addedToast,
  quoteBeingBuilt,
  startNewQuote,
} from "~/services/quote-pages.server";
import { redirectWithToast } from "~/session/flash.server";
import { reviewStep, writeFlow } from "~/session/flow.server";

export const handle = { titleKey: "air:review.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  const next = reviewStep(flow);
  if (next !== flow) await writeFlow(ctx.session, next);
  return {
    step: next.step,
    ...(await farePageData(ctx, flow)),
    building: await quoteBeingBuilt(ctx, queryOfSearch(flow.lastSearch).toString()),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const intent = formData.get("intent");
  if (intent === "change") return redirect(await change(ctx, "review"));
  // Quotes (docs/quotes.md): the reviewed fare into the quote being built, or start a new one.
  if (intent === "newQuote") {
    await startNewQuote(ctx);
    return redirect(paths.reviewFlight());
  }
  if (intent === "addToQuote") {
    const added = await addFromReview(ctx);
    if (!added.ok) return data({ failure: added.message }, { status: added.status });
    return redirectWithToast(request, paths.reviewFlight(), addedToast(added), {
      session: ctx.session,
    });
  }
  const outcome = await reviewNext(ctx);
  if (!outcome.ok) return data({ failure: outcome.message }, { status: outcome.status });
  return redirect(outcome.value);
}

export default function ReviewFlightPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t("review.title")}</h1>
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <QuoteBar building={loaderData.building} />
      <FareOverview data={loaderData} headingLevel="h2" />
      <Form method="post" className="flex flex-wrap gap-2">
        <CsrfInput />
        <button type="submit" name="intent" value="change" className="btn-secondary">
          {t("review.change")}
        </button>
        <button type="submit" name="intent" value="addToQuote" className="btn-secondary">
          {t("quotes:add.button")}
        </button>
        <button type="submit" name="intent" value="next" className="btn-primary">
          {t("review.next")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
