import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import {
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { CHECK_CALENDAR, FareCalendarView } from "~/components/air/fare-calendar";
import { SearchBar } from "~/components/air/search-bar";
import { SelectResults } from "~/components/air/select-results";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { NarrowCollapse } from "~/components/narrow-collapse";
import { QuoteBar } from "~/components/quotes/add-to-quote";
import { Progress, Streamed, StreamedError } from "~/components/streamed";
import type { CommonSearchRQ } from "~/contracts/air";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { checkOtherDates } from "~/services/air-calendar.server";
import { chooseFare } from "~/services/air-flow.server";
import { resultsPage } from "~/services/air-results.server";
import { queryOfSearch, searchFromQuery } from "~/services/air-select.server";
import {
  addFromResults,
  addedToast,
  quoteBeingBuilt,
  startNewQuote,
} from "~/services/quote-pages.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "air:select.pageTitle" };

const SEARCH_PAGE = paths.flightSearch();

// Results of the search in the URL, cached on the server; one leg at a time
// (docs/behaviour.md#leg-by-leg-selection). A search not cached yet streams in after the page's
// shell (docs/architecture.md#a-request-end-to-end).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const rq = searchFromQuery(url.searchParams);
  if (!rq) throw redirect(SEARCH_PAGE);
  const page = await resultsPage(
    ctx,
    rq,
    url.searchParams,
    await getLocale(request),
    todayIn(env().AGENCY_TIME_ZONE),
  );
  const searchQuery = queryOfSearch(rq).toString();
  return { rq, searchQuery, ...page, building: await quoteBeingBuilt(ctx, searchQuery) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const url = new URL(request.url);
  const rq = searchFromQuery(url.searchParams);
  if (!rq) throw redirect(SEARCH_PAGE);
  // "Check the other dates" (decision record 0095): searched within the company's budget, then
  // back to the results, whose calendar shows what was found or when the budget frees.
  if (formData.get("intent") === CHECK_CALENDAR) {
    await checkOtherDates(ctx, rq, todayIn(env().AGENCY_TIME_ZONE));
    return redirect(paths.flightSelect(url.search));
  }
  // Quotes (docs/quotes.md): a whole fare into the quote being built, or start a new one.
  const intent = formData.get("intent");
  if (intent === "newQuote") {
    await startNewQuote(ctx);
    return redirect(paths.flightSelect(url.search));
  }
  if (intent === "addToQuote") {
    const added = await addFromResults(
      ctx,
      rq,
      url.searchParams.getAll("chosen"),
      String(formData.get("airFareRefIndex") ?? ""),
    );
    if (!added.ok) return data({ failure: added.message }, { status: added.status });
    return redirectWithToast(request, paths.flightSelect(url.search), addedToast(added), {
      session: ctx.session,
    });
  }
  const outcome = await chooseFare(
    ctx,
    rq,
    url.searchParams.getAll("chosen"),
    String(formData.get("airFareRefIndex") ?? ""),
  );
  if (!outcome.ok) return data({ failure: outcome.message }, { status: outcome.status });
  return redirect(paths.reviewFlight());
}

// Opening or closing a card's details only changes `details` in the URL: the page already has
// what it needs, so the loader is not asked again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const withoutDetails = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("details");
    return `${url.pathname}?${params}`;
  };
  return withoutDetails(currentUrl) === withoutDetails(nextUrl) ? false : defaultShouldRevalidate;
};

export default function FlightSelectPage() {
  const { rq, searchQuery, results, calendar, building } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
  return (
    <div className="space-y-6">
      {/* Keyed by the search: a new search gives the form (and filters) fresh defaults with JS too. */}
      <SearchBar key={searchQuery} rq={rq} />
      {calendar ? (
        <NarrowCollapse summary={t("calendar.title")}>
          <FareCalendarView calendar={calendar} searchQuery={searchQuery} />
        </NarrowCollapse>
      ) : null}
      <QuoteBar building={building} />
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <Streamed
        name="results"
        order={2}
        resolve={results}
        fallback={<Progress label={t("select.searching")} hint={t("select.searchingHint")} />}
      >
        {(outcome) =>
          outcome.ok ? (
            <SelectResults
              rq={rq}
              searchQuery={searchQuery}
              model={outcome.data.model}
              names={outcome.data.names}
            />
          ) : (
            <StreamedError failure={outcome.failure} />
          )
        }
      </Streamed>
    </div>
  );
}

// A failed search keeps the search bar with what was typed, then the error with its retry.
export function ErrorBoundary() {
  const error = useRouteError();
  const rq = isRouteErrorResponse(error) ? (error.data as { rq?: CommonSearchRQ }).rq : undefined;
  return (
    <div className="space-y-4">
      {rq ? <SearchBar rq={rq} /> : null}
      <GeneralErrorBoundary />
    </div>
  );
}
