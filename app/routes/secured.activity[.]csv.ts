// The audit log's filtered events as CSV (the same scope and filters as the page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { activityFilterSchema } from "~/forms/activity";
import { parseForm } from "~/forms/parse-form";
import { getLocale } from "~/i18n/i18next.server";
import { serverT } from "~/i18n/translations.server";
import { activityCsv } from "~/services/activity-pages.server";
import { pageError } from "~/session/page-error.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const submission = parseForm(
    url.searchParams,
    activityFilterSchema(todayIn(env().AGENCY_TIME_ZONE)),
  );
  if (submission.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const t = serverT(await getLocale(request), "activity");
  const body = await activityCsv(ctx, submission.value, {
    action: (a) => t(`actions.${a}`),
    outcome: (o) => t(`outcomes.${o}`),
    unavailable: t("section.unavailable"),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="activity.csv"',
      "Cache-Control": "no-store",
    },
  });
}
