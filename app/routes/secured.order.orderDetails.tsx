import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { FarePriceTable } from "~/components/order/fare-prices";
import { OrderPassengers, OrderSegments, OrderTickets } from "~/components/order/order-tables";
import { type Message } from "~/domain/upstream-error";
import { voidOffered } from "~/forms/order-void";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { loadOrder, voidOrder } from "~/services/orders.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "order:details.title" };

function orderIdOf(request: Request): string {
  const orderId = new URL(request.url).searchParams.get("orderId")?.trim() ?? "";
  if (!/^[A-Za-z0-9-]{1,32}$/.test(orderId))
    throw data({ message: { key: "order:details.notFound" } }, { status: 404 });
  return orderId;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const order = await loadOrder(ctx, orderIdOf(request));
  return { order, mayVoid: can(ctx.user, "voidOrder") && voidOffered(order) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  if (formData.get("intent") !== "void")
    throw data({ message: { key: "http.400" } }, { status: 400 });
  requireAbility(ctx, "voidOrder");
  const order = await loadOrder(ctx, orderIdOf(request));
  if ((await voidOrder(ctx, order)) === "closed") {
    const failure: Message = { key: "error.CANNOT_VOID" };
    return data({ failure }, { status: 409 });
  }
  const back = paths.orderDetails(order.orderId);
  return redirectWithToast(
    request,
    back,
    { type: "success", key: "success.VOID_SUCCESS" },
    { session: ctx.session },
  );
}

export default function OrderDetailsPage() {
  const { order, mayVoid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation("order");
  const { moment, money } = useFormatter();
  const text = useMessageText();
  const item = order.airTicketItems[0];
  const passengers = order.airTicketItems.flatMap((i) => i.passengerReference);
  const segments = order.airTicketItems.flatMap((i) => i.airFlightsegments);
  const prices = order.airTicketItems.flatMap((i) => i.airLowFarePrices);
  const self = paths.orderDetails(order.orderId);
  const confirming = mayVoid && params.get("dialog") === "void" && !actionData?.failure;
  const fields: [string, string][] = [
    [t("field.orderId"), order.orderId],
    [t("field.orderTypeId"), t(`type.${order.orderTypeId}`, { defaultValue: order.orderTypeId })],
    [t("field.recordLocator"), order.recordLocator],
    [t("field.statusId"), t(`status.${order.statusId}`, { defaultValue: order.statusId })],
    [t("field.createdBy"), `${order.creator} (${order.createdBy})`],
    [t("field.orderDate"), moment(order.orderDate)],
    [t("field.itinerary"), order.itinerary],
    [t("field.remarks"), order.remarks || "-"],
  ];
  return (
    <section aria-labelledby="order-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="order-title" className="text-xl font-semibold">
          {t("details.heading", { orderId: order.orderId })}
        </h1>
        <div className="flex gap-2">
          <Link to={paths.orderList()} className="btn-secondary">
            {t("details.back")}
          </Link>
          {mayVoid ? (
            <Link to={`${self}&dialog=void`} className="btn-danger" preventScrollReset>
              {t("void.button")}
            </Link>
          ) : null}
        </div>
      </div>
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby="void-title"
          aria-describedby="void-text"
          className="card border-red-300"
        >
          <h2 id="void-title" className="text-lg font-semibold">
            {t("void.title")}
          </h2>
          <p id="void-text" className="mt-2">
            {t("void.confirm", { recordLocator: order.recordLocator })}
          </p>
          <Form method="post" action={`${self}&dialog=void`} className="mt-4 flex gap-2">
            <CsrfInput />
            <button type="submit" name="intent" value="void" className="btn-danger">
              {t("void.yes")}
            </button>
            <Link to={self} className="btn-secondary" preventScrollReset>
              {t("void.no")}
            </Link>
          </Form>
        </div>
      ) : null}
      <dl className="card grid gap-x-6 gap-y-2 p-4 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="min-w-[8rem] text-sm text-slate-500">{label}</dt>
            <dd className="text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="card space-y-6 overflow-x-auto p-4">
        <OrderSegments segments={segments} />
        <OrderPassengers passengers={passengers} />
        <OrderTickets passengers={passengers} />
      </div>
      {item && prices.length ? (
        <section aria-labelledby="fare-summary-title" className="card space-y-2 p-4">
          <h2 id="fare-summary-title" className="font-semibold">
            {t("details.fareSummary")}
          </h2>
          <p className="text-sm">
            {t("quote.priceClassName")}: {item.priceClassName} · {t("quote.bookingTotal")}:{" "}
            <strong>{money(item.bookingTotal, item.currencyCode)}</strong>
          </p>
          <FarePriceTable prices={prices} caption={t("details.fareSummary")} />
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
