import { useTranslation } from "react-i18next";
import type { OrderFarePrice } from "~/pamhk/order.server";
import { formatMoney } from "./format";

/** Per passenger-type price lines: type, quote type, currency, fare, tax, total, fare basis, baggage. */
export function FarePriceTable({ prices, caption }: { prices: OrderFarePrice[]; caption: string }) {
  const { t, i18n } = useTranslation("order");
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language).replace(`${currency} `, "");
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t("fare.passengerType")}</th>
            <th scope="col" className="px-3 py-2">{t("fare.quoteCode")}</th>
            <th scope="col" className="px-3 py-2">{t("fare.currencyCode")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("fare.baseAmount")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("fare.taxesAmount")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("fare.totalAmount")}</th>
            <th scope="col" className="px-3 py-2">{t("fare.fareBasisCodes")}</th>
            <th scope="col" className="px-3 py-2">{t("fare.baggage")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {prices.map((p) => (
            <tr key={`${p.passengerType}-${p.quoteCode}`}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType })}
              </th>
              <td className="px-3 py-2">{t(`quoteCode.${p.quoteCode}`, { defaultValue: p.quoteCode })}</td>
              <td className="px-3 py-2">{p.currencyCode}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(p.baseAmount, p.currencyCode)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(p.taxesAmount, p.currencyCode)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(p.totalAmount, p.currencyCode)}</td>
              <td className="px-3 py-2 font-mono text-xs">{p.fareBasisCodes.join(" / ")}</td>
              <td className="px-3 py-2">{p.baggage}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
