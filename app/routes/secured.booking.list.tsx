import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { DateTime } from "luxon";
import { requireUser } from "~/auth/guard.server";
import { BookingSearchForm } from "~/components/booking/booking-search-form";
import { BookingTable } from "~/components/booking/booking-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { createdDateMax, toSearchRequest } from "~/domain/booking/search";
import { pageFromParam } from "~/domain/paging";
import { env } from "~/env.server";
import { bookingSearchDefaults, bookingSearchSchema } from "~/forms/booking-search";
import { parseForm } from "~/forms/parse-form";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { findBookings, resolveBookingDestination } from "~/services/booking-search.server";

export const handle = { titleKey: "booking:list.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const today = DateTime.now().setZone(env().AGENCY_TIME_ZONE);
  const page = pageFromParam(url.searchParams.get("page"));
  const submission = parseForm(url.searchParams, bookingSearchSchema(today));
  const defaults = bookingSearchDefaults(url.searchParams, today);
  const createdMax = createdDateMax(today);
  const destination =
    submission.status === "success"
      ? await resolveBookingDestination(
          ctx,
          submission.value.arrivalAirport,
          await getLocale(request),
        )
      : { code: "" };
  // Bad dates or an unknown destination keep what the agent typed and explain; no search runs.
  if (submission.status !== "success" || "fieldErrors" in destination) {
    return {
      result:
        "fieldErrors" in destination
          ? submission.reply({ fieldErrors: destination.fieldErrors })
          : submission.reply(),
      defaults,
      createdMax,
      sort: "" as const,
      rows: [],
      total: 0,
      page,
      searched: false,
    };
  }
  // A failure hands the form's values to the error boundary, which keeps the form above it.
  const found = await findBookings(
    ctx,
    toSearchRequest({ ...submission.value, arrivalAirport: destination.code }, page, today),
    { defaults, createdMax },
  );
  return {
    result: undefined,
    defaults,
    createdMax,
    sort: submission.value.sort,
    rows: found.rows,
    total: found.total,
    page,
    searched: true,
  };
}

export default function BookingListPage() {
  const { result, defaults, createdMax, sort, rows, total, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  const busy =
    navigation.state === "loading" && navigation.location.pathname === paths.bookingList();
  return (
    <section aria-labelledby="booking-list-title" className="space-y-4">
      <h1 id="booking-list-title" className="text-xl font-semibold">
        {t("list.title")}
      </h1>
      <BookingSearchForm
        key={JSON.stringify(defaults)}
        lastResult={result}
        defaults={defaults}
        createdMax={createdMax}
      />
      <div className="card p-0" aria-busy={busy}>
        {busy ? (
          <p role="status" className="p-4 text-sm text-slate-600">
            {t("common:common.loading")}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="p-6 text-center text-slate-600">{t("list.noData")}</p>
        ) : (
          <BookingTable rows={rows} sort={sort} />
        )}
      </div>
      <Pagination page={page} total={total} />
    </section>
  );
}

// A failed search keeps the page: the form with what was typed (from the loader's error data,
// in the agency's zone), then the error with its retry.
export function ErrorBoundary() {
  const { t } = useTranslation("booking");
  const error = useRouteError();
  const form = isRouteErrorResponse(error)
    ? (error.data as { defaults?: Record<string, string>; createdMax?: string })
    : {};
  return (
    <section aria-labelledby="booking-list-title" className="space-y-4">
      <h1 id="booking-list-title" className="text-xl font-semibold">
        {t("list.title")}
      </h1>
      {form.defaults && form.createdMax ? (
        <BookingSearchForm
          key={JSON.stringify(form.defaults)}
          lastResult={undefined}
          defaults={form.defaults}
          createdMax={form.createdMax}
        />
      ) : null}
      <GeneralErrorBoundary />
    </section>
  );
}
