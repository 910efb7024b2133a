// The company's quotes (docs/quotes.md): newest first, 10 a page, with their state; cards on a
// phone.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { DataTable } from "~/components/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { QuoteStateBadge } from "~/components/quotes/quote-summary";
import { QUOTES_PAGE_SIZE } from "~/contracts/quote";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { listQuotes } from "~/services/quotes.server";

export const handle = { titleKey: "quotes:list.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const list = await listQuotes(ctx.user.companyCode, page);
  return {
    ...list,
    items: list.items.map((q) => ({
      id: q.id,
      route: q.route,
      departureDate: q.departureDate,
      clientName: q.clientName,
      state: q.state,
      options: q.options,
      createdByName: q.createdByName,
      createdAt: q.createdAt,
    })),
    canSetFees: can(ctx.user, "setServiceFees"),
  };
}

export default function QuotesPage() {
  const { items, page, total, canSetFees } = useLoaderData<typeof loader>();
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  return (
    <section aria-labelledby="quotes-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="quotes-title" className="text-xl font-semibold">
          {t("list.title")}
        </h1>
        {canSetFees ? (
          <Link to={paths.quoteFees()} className="link text-sm">
            {t("fees.title")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{t("list.lead")}</p>
      {items.length === 0 ? (
        <p className="card p-4 text-sm">{t("list.empty")}</p>
      ) : (
        <DataTable
          caption={t("list.caption", { count: total })}
          labelledCards
          headers={[
            t("list.route"),
            t("list.client"),
            t("list.departure"),
            t("list.options"),
            t("list.state"),
            t("list.created"),
          ]}
        >
          {items.map((q) => (
            <tr key={q.id}>
              <th scope="row" data-label={t("list.route")} className="px-2 py-2 text-left">
                <Link to={paths.quote(q.id)} className="link">
                  {q.route}
                </Link>
              </th>
              <td data-label={t("list.client")} className="px-2 py-2">
                {q.clientName || t("list.noClient")}
              </td>
              <td data-label={t("list.departure")} className="px-2 py-2">
                {f.day(q.departureDate)}
              </td>
              <td data-label={t("list.options")} className="px-2 py-2">
                {q.options}
              </td>
              <td data-label={t("list.state")} className="px-2 py-2">
                <QuoteStateBadge state={q.state} />
              </td>
              <td data-label={t("list.created")} className="px-2 py-2">
                {f.moment(q.createdAt.toISOString())} · {q.createdByName}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={QUOTES_PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
