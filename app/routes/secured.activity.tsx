// The company's audit log. Admins see the company, everybody else their own events.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { ActivityFilterForm, ActivityTable } from "~/components/activity/activity-log";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { LOG_PAGE_SIZE } from "~/domain/activity";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { activityFilterSchema } from "~/forms/activity";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { activityLogPage, seesCompanyLog } from "~/services/activity-pages.server";

export const handle = { titleKey: "activity:log.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const schema = activityFilterSchema(todayIn(env().AGENCY_TIME_ZONE));
  const submission = parseForm(url.searchParams, schema);
  const found =
    submission.status === "success"
      ? await activityLogPage(ctx, submission.value)
      : { events: [], total: 0, more: false, users: [], company: seesCompanyLog(ctx) };
  return {
    ...found,
    page: submission.status === "success" ? submission.value.page : 1,
    rules: fieldRules(schema),
    result: submission.status === "error" ? submission.reply() : undefined,
  };
}

export default function ActivityLogPage() {
  const { events, total, more, users, company, page, rules, result } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("activity");
  const [params] = useSearchParams();
  const values = Object.fromEntries(
    ["user", "kind", "outcome", "from", "to"].map((k) => [k, params.get(k) ?? ""]),
  );
  const csv = new URLSearchParams(params);
  csv.delete("page");
  return (
    <section aria-labelledby="activity-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="activity-title" className="text-xl font-semibold">
            {t("log.title")}
          </h1>
          <p className="text-sm text-slate-600">{company ? t("log.lead") : t("log.leadOwn")}</p>
        </div>
        {/* A file download: a plain link, never a client-side navigation. */}
        <Link to={paths.activityCsv(csv)} reloadDocument className="btn-secondary">
          {t("log.export")}
        </Link>
      </div>
      <ActivityFilterForm
        rules={rules}
        lastResult={result}
        users={users}
        company={company}
        values={values}
      />
      <p role="status" className="text-sm">
        {more ? t("log.countMore", { count: total }) : t("log.count", { count: total })}
      </p>
      {events.length ? (
        <>
          <ActivityTable events={events} page={page} />
          <Pagination page={page} total={total} pageSize={LOG_PAGE_SIZE} />
        </>
      ) : (
        <p className="card text-sm text-slate-600">{t("log.empty")}</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
