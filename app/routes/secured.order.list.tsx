import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { DateRangeSearchForm, searchedIn } from "~/components/date-range-search-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderTable } from "~/components/order/order-table";
import { Pagination } from "~/components/pagination";
import { pageFromParam, PAGE_SIZE } from "~/domain/paging";
import { fieldRules } from "~/forms/field-rules.server";
import { hongKongDate, orderSearchSchema } from "~/forms/order-search";
import { parseForm } from "~/forms/parse-form";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { findOrders } from "~/services/orders.server";

export const handle = { titleKey: "order:list.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const tomorrow = hongKongDate(Date.now(), 1);
  const schema = orderSearchSchema(tomorrow);
  const submission = parseForm(url.searchParams, schema);
  const page = pageFromParam(url.searchParams.get("page"));
  // A search that fails its checks is not sent: the form shows why instead.
  const found = await findOrders(
    ctx,
    submission.status === "success" ? { ...submission.value, page } : null,
  );
  return {
    ...found,
    page,
    rules: fieldRules(schema),
    result: submission.status === "error" ? submission.reply() : undefined,
  };
}

export default function OrderListPage() {
  const { orders, totalElements, page, rules, credit, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation("order");
  const { money } = useFormatter();
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="order-list-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="order-list-title" className="text-xl font-semibold">
          {t("list.title")}
        </h1>
        <div className="flex items-center gap-4">
          <p className="text-sm" data-testid="available-credit">
            {t("list.availableCredit")}:{" "}
            <strong>{credit ? money(credit.amount, credit.currencyCode) : "-"}</strong>
          </p>
          <Link to={paths.addOrder()} className="btn-primary">
            {t("list.add")}
          </Link>
        </div>
      </div>
      <DateRangeSearchForm
        list="order"
        rules={rules}
        lastResult={result}
        searched={searchedIn(params)}
      />
      {orders.length ? (
        <>
          <OrderTable orders={orders} />
          <Pagination page={page} total={totalElements} pageSize={PAGE_SIZE} />
        </>
      ) : (
        <p className="card text-sm text-slate-600">{t("list.empty")}</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
