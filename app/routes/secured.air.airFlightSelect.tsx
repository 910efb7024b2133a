import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import {
  type ShouldRevalidateFunction,
  Form,
  Link,
  useActionData,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import type { CommonSearchRQ } from "~/pamhk/air-types";
import { useTranslation } from "~/i18n/use-translation";
import { unwrap } from "~/services/upstream.server";
import { requireUser, requireUserForm } from "~/auth/session.server";
import { CardPrice } from "~/components/air/card-price";
import { FlightCard } from "~/components/air/flight-card";
import { FlightFilters } from "~/components/air/flight-filters";
import { useFormat } from "~/components/air/format";
import { SearchBar } from "~/components/air/search-bar";
import { useFocusOnHash } from "~/components/air/use-focus-on-hash";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { Pagination } from "~/components/pagination";
import { getLocale } from "~/i18n/i18next.server";
import { cachedSearch, searchKey } from "~/services/air-cache.server";
import {
  namesFor,
  queryOfSearch,
  searchFromQuery,
  selectionModel,
  type LegCard,
} from "~/services/air-select.server";
import { chooseFare } from "~/services/air-flow.server";
import { fareCalendar, storedCalendar, type FareCalendar } from "~/services/air-calendar.server";
import { FareCalendarView } from "~/components/air/fare-calendar";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { paths } from "~/paths";

export const handle = { titleKey: "air:select.pageTitle" };

const SEARCH_PAGE = paths.flightSearch();

// Results of the search in the URL, cached on the server; one leg at a time (spec 01 §4).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const rq = searchFromQuery(url.searchParams);
  if (!rq) throw redirect(SEARCH_PAGE);
  const searched = await cachedSearch(ctx, rq);
  // A failure hands the search to the error boundary, so it shows the bar without parsing the URL.
  const result = await unwrap(ctx, searched, { rq });
  const searchQuery = queryOfSearch(rq).toString();
  // Opening the page sets the step to selectFlight and remembers the search (written only on change).
  const flow = await readFlow(ctx.session);
  const upstreamSearchKey = searched.fresh ? searchKey(rq) : flow.upstreamSearchKey;
  if (
    flow.step !== "selectFlight" ||
    flow.lastSearchQuery !== searchQuery ||
    flow.upstreamSearchKey !== upstreamSearchKey
  ) {
    await writeFlow(ctx.session, {
      ...flow,
      step: "selectFlight",
      lastSearch: rq,
      lastSearchQuery: searchQuery,
      upstreamSearchKey,
    });
  }
  const model = selectionModel(result, rq, url.searchParams);
  const names = await namesFor(
    ctx,
    [...model.cards.map((c) => c.option), ...model.chosenLegs.map((c) => c.option)],
    model.choices.airlines,
    await getLocale(request),
  );
  // The fare calendar (issue 15): what is kept for this search; asked for (`calendar`), the rest is
  // searched, streamed ("1") or awaited within its time budget ("wait": pages without JS).
  const asked = url.searchParams.get("calendar");
  const stored = await storedCalendar(ctx, rq);
  let calendar: FareCalendar | Promise<FareCalendar | null> | null = stored;
  if (asked && !stored?.complete) {
    const work = fareCalendar(ctx, rq, result, todayIn(env().AGENCY_TIME_ZONE));
    calendar = asked === "wait" ? await work : work;
  }
  return { rq, searchQuery, model, names, calendar };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const url = new URL(request.url);
  const rq = searchFromQuery(url.searchParams);
  if (!rq) throw redirect(SEARCH_PAGE);
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
  const { rq, searchQuery, model, names, calendar } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  const text = useMessageText();
  const f = useFormat();
  const location = useLocation();
  // `source`: the fare source the journey keeps to once an earlier leg was chosen through it.
  const legUrl = (chosen: string[], source = model.source) => {
    const params = new URLSearchParams(searchQuery);
    chosen.forEach((k) => params.append("chosen", k));
    if (source && chosen.length) params.set("src", source);
    if (model.sort !== "priceLow") params.set("sort", model.sort);
    return `?${params}`;
  };
  const chosenKeys = model.chosenLegs.map((c) => c.key);
  const legHeading = useFocusOnHash<HTMLHeadingElement>("leg-choice");
  const current = new URLSearchParams(location.search);
  const openDetails = new Set(current.getAll("details"));
  const detailsLink = (key: string) => {
    const params = new URLSearchParams(current);
    params.delete("details");
    for (const k of openDetails) if (k !== key) params.append("details", k);
    if (!openDetails.has(key)) params.append("details", key);
    return { href: `?${params}`, open: openDetails.has(key) };
  };
  const destination = rq.desLocs[model.leg];
  const headingKey =
    model.leg === 0
      ? "select.headingDeparture"
      : rq.searchType === "return"
        ? "select.headingReturn"
        : "select.headingFlight";
  return (
    <div className="space-y-6">
      {/* Keyed by the search: a new search gives the form (and filters) fresh defaults with JS too. */}
      <SearchBar key={searchQuery} rq={rq} />
      {rq.searchType !== "multiCity" && model.leg === 0 ? (
        <FareCalendarView calendar={calendar} searchQuery={searchQuery} />
      ) : null}
      {model.chosenLegs.length ? (
        <section aria-labelledby="chosen-title" className="space-y-2">
          <h2 id="chosen-title" className="text-base font-semibold">
            {t("select.chosen")}
          </h2>
          {model.chosenLegs.map((c, i) => (
            <FlightCard key={c.key} option={c.option} names={names}>
              <Link
                to={legUrl(chosenKeys.slice(0, i))}
                className="btn-secondary"
                aria-label={t("select.reselectLeg", { n: i + 1 })}
              >
                {t("select.reselect")}
              </Link>
            </FlightCard>
          ))}
        </section>
      ) : null}
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <h2
        id="leg-choice"
        ref={legHeading}
        tabIndex={-1}
        className="scroll-mt-2 text-lg font-semibold focus:outline-none"
      >
        {t(headingKey, {
          destination: names.airports[destination]?.city ?? destination,
          date: f.date(rq.departureDate[model.leg]),
          n: model.leg + 1,
        })}
      </h2>
      {model.noFares || model.optionCount === 0 ? (
        <Alert tone="info">{t("messages:error.NO_VALID_FARE")}</Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <aside>
            <FlightFilters
              key={location.search}
              model={model}
              searchQuery={searchQuery}
              names={names}
            />
          </aside>
          <section aria-label={t("select.results")} className="space-y-3">
            <p className="text-sm text-slate-600" role="status">
              {t("select.count", { count: model.total })}
            </p>
            {model.cards.map((card) => (
              <FlightCard
                key={card.key}
                option={card.option}
                fare={card.fare}
                names={names}
                detailsLink={detailsLink(card.key)}
              >
                <CardPrice
                  price={card.price}
                  currency={card.fare.currencyCode}
                  label={card.price.increment ? t("select.increment") : t("select.total")}
                />
                {model.isLastLeg ? (
                  // One form per card: the button pressed sends its fare (the cheapest, or a source's).
                  <Form method="post">
                    <CsrfInput />
                    <button
                      type="submit"
                      name="airFareRefIndex"
                      value={card.fare.ref}
                      className="btn-primary"
                    >
                      {t("select.select")}
                    </button>
                    <SourcePrices card={card} />
                  </Form>
                ) : (
                  <>
                    <Link
                      to={`${legUrl([...chosenKeys, card.key])}#leg-choice`}
                      className="btn-primary"
                    >
                      {t("select.select")}
                    </Link>
                    <SourcePrices
                      card={card}
                      href={(s) => `${legUrl([...chosenKeys, s.key], s.source)}#leg-choice`}
                    />
                  </>
                )}
              </FlightCard>
            ))}
            <Pagination page={model.page} total={model.total} pageSize={model.pageSize} />
          </section>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t("select.traceId", { traceId: model.traceId || "-" })}
      </p>
    </div>
  );
}

/**
 * The flight's price through each source that sells it (issue 15), cheapest first and marked;
 * each selectable: a link to the next leg keeping to that source, or a submit of its fare.
 */
function SourcePrices({
  card,
  href,
}: {
  card: LegCard;
  href?: (s: LegCard["sources"][number]) => string;
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  if (!card.sources.length) return null;
  const best = card.sources[0].amount;
  return (
    <ul aria-label={t("select.sources")} className="mt-2 space-y-1 text-xs">
      {card.sources.map((s) => (
        <li
          key={s.source}
          className={`flex items-center justify-end gap-2 rounded px-1 ${s.amount === best ? "bg-emerald-50 font-semibold text-emerald-900" : ""}`}
        >
          <span>{s.amount === best ? `${s.source} (${t("select.cheapest")})` : s.source}</span>
          <span>{`${card.price.increment ? "+" : ""}${f.money(s.amount, card.fare.currencyCode)}`}</span>
          {href ? (
            <Link to={href(s)} className="link inline-flex min-h-[24px] items-center">
              {t("select.selectSource", { source: s.source })}
            </Link>
          ) : (
            <button
              type="submit"
              name="airFareRefIndex"
              value={s.ref}
              className="link inline-flex min-h-[24px] items-center"
            >
              {t("select.selectSource", { source: s.source })}
            </button>
          )}
        </li>
      ))}
    </ul>
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
