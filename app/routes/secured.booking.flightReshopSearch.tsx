import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { BookingFacts, ChangeHeading } from "~/components/rebook/booking-facts";
import { ReshopResults } from "~/components/rebook/reshop-results";
import { Progress, Streamed, StreamedError } from "~/components/streamed";
import { todayIn } from "~/domain/air/dates";
import { changesNothing } from "~/domain/rebook/current-flight";
import { choiceFromQuery, choiceQuery, rebookSearchPayload } from "~/domain/rebook/selection";
import { env } from "~/env.server";
import { parseForm } from "~/forms/parse-form";
import { rebookSearchSchema } from "~/forms/rebook-search";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  factsOf,
  requireRebookable,
  reshopResults,
  reviewNewFlights,
} from "~/services/rebook-pages.server";
import { cachedRebookSearch } from "~/services/rebook-store.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "rebook:search.title" };

// Step 2 of rebook (docs/behaviour.md#screens-and-routes): new flights for the selected legs, one
// leg at a time.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { booking, latest, legs } = await requireRebookable(ctx, url.searchParams.get("bookingId"));
  const choice = choiceFromQuery(url.searchParams, legs);
  const query = choiceQuery(choice);
  // A search without a selected flight, a cabin or valid dates goes back to the choice, with why.
  const submission = parseForm(
    url.searchParams,
    rebookSearchSchema(todayIn(env().AGENCY_TIME_ZONE), legs.length),
  );
  if (submission.status !== "success") throw redirect(paths.rebook(`${query}&intent=search`));

  const facts = factsOf(booking);
  const payload = rebookSearchPayload(
    { recordLocator: facts.recordLocator, bookingId: facts.bookingId },
    legs,
    choice,
  );
  // A search not kept yet streams in after the page's shell
  // (docs/architecture.md#a-request-end-to-end).
  const { results } = await reshopResults(ctx, { latest, legs }, choice, payload, url.searchParams);
  return { facts, backHref: paths.rebook(query), query: query.toString(), results };
}

// The last pick: the back office prices the change, the portal keeps the review for the next page.
export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const url = new URL(request.url);
  const { booking, legs } = await requireRebookable(ctx, url.searchParams.get("bookingId"));
  const ref = String(formData.get("airFareRefIndex") ?? "").trim();
  if (!ref) throw pageError(request, { key: "http.400" }, 400);
  // The flight already booked, on every searched leg, is no change: refused before the review.
  const choice = choiceFromQuery(url.searchParams, legs);
  const searched = await cachedRebookSearch(
    ctx,
    rebookSearchPayload(
      { recordLocator: booking.bookingRecordLocator.id, bookingId: booking.bookingId.id },
      legs,
      choice,
    ),
  );
  const picked = searched.ok
    ? searched.data.airLowFares.find((f) => f.airFareRefIndex === ref)
    : undefined;
  if (
    picked &&
    changesNothing(
      picked.airOptions,
      legs.map((l) => l.option),
      choice.legs,
    )
  )
    return data({ failure: { key: "error.REBOOK_SAME_FLIGHT" } }, { status: 400 });
  const bookingId = booking.bookingId.id;
  const reviewed = await reviewNewFlights(ctx, bookingId, ref, url.searchParams.toString());
  if (!reviewed.ok) return data({ failure: reviewed.failure }, { status: 502 });
  return redirect(paths.rebookReview(bookingId));
}

export default function FlightReshopSearchPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  const text = useMessageText();
  return (
    <section aria-labelledby="reshop-search-title" className="space-y-4">
      <ChangeHeading
        id="reshop-search-title"
        title={t("search.pageHeading", { number: loaded.facts.bookingNumber })}
        backTo={loaded.backHref}
        backLabel={t("search.back")}
      />
      <BookingFacts facts={loaded.facts} />
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <Streamed
        name="reshop"
        order={1}
        resolve={loaded.results}
        fallback={<Progress label={t("search.searching")} hint={t("search.searchingHint")} />}
      >
        {(found) =>
          !found.ok ? (
            <StreamedError failure={found.failure} />
          ) : found.data.outcome === "noFare" ? (
            <Alert tone="info" title={t("search.noValidFareTitle")}>
              <p>{t("messages:error.NO_FARES")}</p>
              <Link to={loaded.backHref} className="link">
                {t("search.backToChoice")}
              </Link>
            </Alert>
          ) : found.data.outcome === "refused" ? (
            <Alert title={t("messages:error.REBOOK_SEARCH_FAILED")}>
              <p>{text(found.data.detail)}</p>
              <Link to={loaded.backHref} className="link">
                {t("search.backToChoice")}
              </Link>
            </Alert>
          ) : (
            <ReshopResults {...found.data} query={loaded.query} />
          )
        }
      </Streamed>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
