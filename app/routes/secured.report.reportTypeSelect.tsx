import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export const handle = { titleKey: "report:select.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** The report types: one, the booking report (docs/behaviour.md#reports-and-print-outs). */
export default function ReportTypeSelectPage() {
  const { t } = useTranslation("report");
  return (
    <section aria-labelledby="report-select-title" className="space-y-4">
      <h1 id="report-select-title" className="text-xl font-semibold">
        {t("select.title")}
      </h1>
      <ul className="card max-w-xl divide-y divide-slate-100 p-0">
        <li className="p-4">
          <Link to={paths.bookingReport()} className="link text-base font-semibold">
            {t("select.bookingReport")}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{t("select.bookingReportText")}</p>
        </li>
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
