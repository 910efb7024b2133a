// Back-office use per agency day from the hourly roll-up (services/usage.server.ts): every
// company's for the portal's operators (system admins), their own company's for company admins.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { UsageTable } from "~/components/usage/usage-table";
import { todayIn } from "~/domain/air/dates";
import { env } from "~/env.server";
import { useTranslation } from "~/i18n/use-translation";
import { USAGE_DAYS, usagePage } from "~/services/usage.server";

export const handle = { titleKey: "activity:usage.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  requireAbility(ctx, "viewUsage");
  // The number of days travels with the data: a .server constant is empty in the browser.
  return { ...(await usagePage(ctx.user, todayIn(env().AGENCY_TIME_ZONE))), days: USAGE_DAYS };
}

export default function UsagePage() {
  const { lines, budget, allCompanies, days } = useLoaderData<typeof loader>();
  const { t } = useTranslation("activity");
  return (
    <section aria-labelledby="usage-title" className="space-y-4">
      <div>
        <h1 id="usage-title" className="text-xl font-semibold">
          {t("usage.title")}
        </h1>
        <p className="text-sm text-slate-600">
          {t(allCompanies ? "usage.lead" : "usage.leadOwn", { days })}
        </p>
      </div>
      {lines.length ? (
        <UsageTable lines={lines} budget={budget} />
      ) : (
        <p className="card text-sm text-slate-600">{t("usage.empty")}</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
