import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Truncated } from "~/components/truncated";
import type { OrderSummary } from "~/pamhk/order.server";
import { formatDateTime } from "./format";

/** The order list's columns (spec 02 §2); the PNR is cut to 10 characters plus dots (§9). */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const { t, i18n } = useTranslation("order");
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("list.caption")}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t("field.orderId")}</th>
            <th scope="col" className="px-3 py-2">{t("field.orderTypeId")}</th>
            <th scope="col" className="px-3 py-2">{t("field.orderDate")}</th>
            <th scope="col" className="px-3 py-2">{t("field.creator")}</th>
            <th scope="col" className="px-3 py-2">{t("field.recordLocator")}</th>
            <th scope="col" className="px-3 py-2">{t("field.itinerary")}</th>
            <th scope="col" className="px-3 py-2">{t("field.statusId")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td className="px-3 py-2">
                <Link className="link" to={`/secured/order/orderDetails?orderId=${encodeURIComponent(order.orderId)}`}>
                  {order.orderId}
                </Link>
              </td>
              <td className="px-3 py-2">{t(`type.${order.orderTypeId}`, { defaultValue: order.orderTypeId })}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(order.orderDate, i18n.language)}</td>
              <td className="px-3 py-2">{order.creator}</td>
              <td className="px-3 py-2 font-mono">
                <Truncated text={order.recordLocator} max={10} />
              </td>
              <td className="px-3 py-2">{order.itinerary}</td>
              <td className="px-3 py-2">{t(`status.${order.statusId}`, { defaultValue: order.statusId })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
