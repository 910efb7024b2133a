import { getFormProps } from "~/components/form/props";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { useFormatter } from "~/i18n/use-formatter";
import { OrderTable } from "~/components/order/order-table";
import { Pagination } from "~/components/pagination";
import { useRulesForm } from "~/components/form/use-form";
import { ValidationSummary } from "~/components/validation-summary";
import { pageFromParam, PAGE_SIZE } from "~/domain/paging";
import { hongKongDate, orderSearchSchema } from "~/forms/order-search";
import { findOrders } from "~/services/orders.server";
import { paths } from "~/paths";

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
      {/* Each search URL starts the form again from its values (Reset empties it). */}
      <OrderSearch key={params.toString()} rules={rules} result={result} params={params} />
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

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function OrderSearch({
  rules,
  result,
  params,
}: Pick<Loaded, "rules" | "result"> & { params: URLSearchParams }) {
  const { t } = useTranslation("order");
  const [form, fields] = useRulesForm(rules, {
    id: "order-search",
    defaultValue: {
      recordLocator: params.get("recordLocator") ?? "",
      createDateStart: params.get("createDateStart") ?? "",
      createDateEnd: params.get("createDateEnd") ?? "",
    },
    lastResult: result,
  });
  const labels = {
    recordLocator: t("field.recordLocator"),
    createDateStart: t("search.createDateStart"),
    createDateEnd: t("search.createDateEnd"),
  };
  return (
    <>
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <Form
        method="get"
        {...getFormProps(form)}
        role="search"
        aria-label={t("search.label")}
        className="card grid gap-3 p-4 md:grid-cols-4"
      >
        <Field
          meta={fields.recordLocator}
          label={labels.recordLocator}
          inputClassName="uppercase"
        />
        <Field meta={fields.createDateStart} label={labels.createDateStart} type="date" />
        <Field meta={fields.createDateEnd} label={labels.createDateEnd} type="date" />
        <div className="flex items-end gap-2 pb-4">
          <button type="submit" className="btn-primary">
            {t("search.submit")}
          </button>
          <Link to={paths.orderList()} className="btn-secondary">
            {t("search.reset")}
          </Link>
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
