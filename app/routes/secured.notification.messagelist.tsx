import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { DateRangeSearchForm } from "~/components/date-range-search-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotificationTable } from "~/components/notification/notification-table";
import { Pagination } from "~/components/pagination";
import { fieldRules } from "~/forms/field-rules.server";
import { NotificationSearchSchema } from "~/forms/notification-search";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { findNotifications } from "~/services/notifications.server";

export const handle = { titleKey: "notification:list.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const submission = parseForm(params, NotificationSearchSchema);
  const defaults = {
    recordLocator: params.get("recordLocator") ?? "",
    createDateStart: params.get("createDateStart") ?? "",
    createDateEnd: params.get("createDateEnd") ?? "",
  };
  const rules = fieldRules(NotificationSearchSchema);
  // A bad search keeps what was typed, shows why, and asks the back office nothing.
  if (submission.status !== "success")
    return { result: submission.reply(), rules, defaults, rows: [], total: 0, page: 1 };
  const { rows, total } = await findNotifications(ctx, submission.value);
  return {
    result: undefined,
    rules,
    defaults,
    rows,
    total,
    page: submission.value.page,
  };
}

export default function NotificationListPage() {
  const { result, rules, defaults, rows, total, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notification");
  return (
    <section aria-labelledby="notifications-title" className="space-y-4">
      <h1 id="notifications-title" className="text-xl font-semibold">
        {t("list.title")}
      </h1>
      <DateRangeSearchForm
        list="notification"
        rules={rules}
        lastResult={result}
        searched={defaults}
      />
      <NotificationTable rows={rows} />
      <Pagination page={page} total={total} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
