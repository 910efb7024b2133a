import type { FarePrice } from "~/contracts/air";
import { baggageRoute, totalsByCurrency } from "~/domain/air/baggage-route";
import { round2 } from "~/domain/air/legs";
import type { Traveller } from "~/domain/air/passengers";
import { travellerLabelFor, travellerLabels } from "~/domain/air/traveller-labels";
import { useTranslation } from "~/i18n/use-translation";
import type { ChosenBaggage } from "~/session/flow.server";
import { useFormat } from "./format";
import { useTravellerLabel } from "./traveller-label";

const priceType = (type: string) => (type === "YTH" ? "ADT" : type === "CHD" ? "CNN" : type);

/**
 * Price per traveller (docs/behaviour.md#review-baggage-and-the-passenger-form): base, taxes, fees
 * and total in the fare's currency, each type numbered on its own (Child 1, Child 2 apart from
 * Adult 1...), and the baggage bought, in HKD unless the offer says otherwise. Each bag names its
 * traveller and route as the baggage page does; with baggage, one overall total (per currency if
 * they differ). Figures without their currency (given once above the table) keep the table within a
 * narrow card (docs/behaviour.md#review-baggage-and-the-passenger-form).
 */
export function PriceSummary({
  prices,
  currency,
  travellers,
  baggage = [],
  segments = [],
}: {
  prices: FarePrice[];
  currency: string;
  travellers: Traveller[];
  baggage?: ChosenBaggage[];
  /** The chosen flights' segments: the baggage lines name their route. */
  segments?: { rph: string; oriLoc: string; desLoc: string }[];
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const labelText = useTravellerLabel();
  const labels = travellerLabels(travellers);
  const lines = travellers.map((traveller, i) => ({
    label: labelText(labels[i]),
    price: prices.find((p) => p.passengerType === priceType(traveller.passengerType)),
  }));
  const fareTotal = round2(lines.reduce((sum, l) => sum + (l.price?.totalAmount ?? 0), 0));
  const bagCurrency = baggage[0]?.currency || "HKD";
  const bagTotal = round2(baggage.reduce((sum, b) => sum + b.amount, 0));
  const amount = (n: number | undefined) => (n === undefined ? "-" : f.amount(n));
  const overall = totalsByCurrency([
    { amount: fareTotal, currency },
    ...baggage.map((b) => ({ amount: b.amount, currency: b.currency || "HKD" })),
  ]);
  return (
    <section aria-labelledby="price-summary-title" className="card p-4">
      <h2 id="price-summary-title" className="text-base font-semibold">
        {t("price.title")}
      </h2>
      <p className="mb-2 text-xs text-slate-600">{t("price.currencyNote", { currency })}</p>
      {/* six-figure fares may still be wider than a phone: this box scrolls, not the page */}
      <div className="overflow-x-auto">
        <table className="w-full text-right text-xs tabular-nums sm:text-sm [&_td]:pl-1.5 sm:[&_td]:pl-2 [&_th]:pl-1.5 sm:[&_th]:pl-2 [&_th:first-child]:pl-0">
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="text-left">
                {t("price.passenger")}
              </th>
              <th scope="col">{t("price.base")}</th>
              <th scope="col">{t("price.taxes")}</th>
              <th scope="col">{t("price.fees")}</th>
              <th scope="col">{t("price.total")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.label} className="border-t border-slate-100">
                <th scope="row" className="text-left font-normal">
                  {l.label}
                </th>
                <td>{amount(l.price?.baseAmount)}</td>
                <td>{amount(l.price?.taxesAmount)}</td>
                <td>{amount(l.price?.feesAmount)}</td>
                <td>{amount(l.price?.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <th scope="row" className="text-left" colSpan={4}>
                {t("price.fareTotal")}
              </th>
              <td>{f.money(fareTotal, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {baggage.length ? (
        <table className="mt-3 w-full text-right text-sm">
          <caption className="text-left text-xs font-semibold text-slate-600">
            {t("price.baggage")}
          </caption>
          <tbody>
            {baggage.map((b) => (
              <tr key={b.priceOfferId} className="border-t border-slate-100">
                <th scope="row" className="text-left font-normal">
                  {t("price.baggageLine", {
                    description: b.description,
                    passenger: labelText(
                      travellerLabelFor(travellers, b.passenger),
                      t("pax.passengerN", { n: b.passenger }),
                    ),
                    route: baggageRoute(segments, b.segment),
                  })}
                </th>
                <td>{f.money(b.amount, b.currency || "HKD")}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-300 font-semibold">
              <th scope="row" className="text-left">
                {t("price.baggageTotal")}
              </th>
              <td>{f.money(bagTotal, bagCurrency)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-400 font-semibold">
              <th scope="row" className="text-left">
                {t("price.grandTotal")}
              </th>
              <td>{overall.map((o) => f.money(o.amount, o.currency)).join(" + ")}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}
