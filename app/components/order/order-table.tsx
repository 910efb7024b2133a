import { Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { Truncated } from "~/components/truncated";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderSummary } from "~/pamhk/order.server";
import { paths } from "~/paths";

/**
 * The order list's columns (docs/behaviour.md#orders); the PNR is cut to 10 characters plus dots
 * (docs/behaviour.md#constants-and-limits).
 */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation("order");
  const { moment } = useFormatter();
  return (
    <DataTable
      caption={t("list.caption")}
      labelledCards
      headers={[
        t("field.orderId"),
        t("field.orderTypeId"),
        t("field.orderDate"),
        t("field.creator"),
        t("field.recordLocator"),
        t("field.itinerary"),
        t("field.statusId"),
      ]}
    >
      {orders.map((order) => (
        <tr key={order.orderId}>
          <td className="px-3 py-2" data-label={t("field.orderId")}>
            <Link className="link" to={paths.orderDetails(order.orderId)}>
              {order.orderId}
            </Link>
          </td>
          <td className="px-3 py-2" data-label={t("field.orderTypeId")}>
            {t(`type.${order.orderTypeId}`, { defaultValue: order.orderTypeId })}
          </td>
          <td className="whitespace-nowrap px-3 py-2" data-label={t("field.orderDate")}>
            {moment(order.orderDate)}
          </td>
          <td className="px-3 py-2" data-label={t("field.creator")}>
            {order.creator}
          </td>
          <td className="px-3 py-2 font-mono" data-label={t("field.recordLocator")}>
            <Truncated text={order.recordLocator} max={10} />
          </td>
          <td className="px-3 py-2" data-label={t("field.itinerary")}>
            {order.itinerary}
          </td>
          <td className="px-3 py-2" data-label={t("field.statusId")}>
            {t(`status.${order.statusId}`, { defaultValue: order.statusId })}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
