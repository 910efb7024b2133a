import { DataTable } from "~/components/data-table";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderFarePrice } from "~/pamhk/order.server";

/** Per passenger-type price lines: type, quote type, currency, fare, tax, total, fare basis, baggage. */
export function FarePriceTable({ prices, caption }: { prices: OrderFarePrice[]; caption: string }) {
  const { t } = useTranslation("order");
  // The currency has its own column, so the amounts stand alone.
  const { amount } = useFormatter();
  return (
    <DataTable
      caption={caption}
      labelledCards
      headers={[
        t("fare.passengerType"),
        t("fare.quoteCode"),
        t("fare.currencyCode"),
        { label: t("fare.baseAmount"), align: "right" },
        { label: t("fare.taxesAmount"), align: "right" },
        { label: t("fare.totalAmount"), align: "right" },
        t("fare.fareBasisCodes"),
        t("fare.baggage"),
      ]}
    >
      {prices.map((p) => (
        <tr key={`${p.passengerType}-${p.quoteCode}`}>
          <th
            scope="row"
            className="px-3 py-2 text-left font-normal"
            data-label={t("fare.passengerType")}
          >
            {t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType })}
          </th>
          <td className="px-3 py-2" data-label={t("fare.quoteCode")}>
            {t(`quoteCode.${p.quoteCode}`, { defaultValue: p.quoteCode })}
          </td>
          <td className="px-3 py-2" data-label={t("fare.currencyCode")}>
            {p.currencyCode}
          </td>
          <td className="px-3 py-2 text-right tabular-nums" data-label={t("fare.baseAmount")}>
            {amount(p.baseAmount)}
          </td>
          <td className="px-3 py-2 text-right tabular-nums" data-label={t("fare.taxesAmount")}>
            {amount(p.taxesAmount)}
          </td>
          <td className="px-3 py-2 text-right tabular-nums" data-label={t("fare.totalAmount")}>
            {amount(p.totalAmount)}
          </td>
          <td className="px-3 py-2 font-mono text-xs" data-label={t("fare.fareBasisCodes")}>
            {p.fareBasisCodes.join(" / ")}
          </td>
          <td className="px-3 py-2" data-label={t("fare.baggage")}>
            {p.baggage}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
