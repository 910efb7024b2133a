import { Form } from "@remix-run/react";
import { PenaltyLine } from "~/components/air/penalty-line";
import { CsrfInput } from "~/components/csrf-input";
import type { QuotedPrice, QuotedSegment } from "~/contracts/quote";
import { allowanceOf } from "~/domain/air/baggage-allowance";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { QuotePageModel } from "~/services/quote-pages.server";

type Option = QuotePageModel["options"][number];

function Baggage({ code }: { code: string }) {
  const { t } = useTranslation("air");
  if (!code) return null;
  const [quantity, measureCode] = code.split(" ");
  const a = allowanceOf({ quantity: Number(quantity), measureCode });
  const words =
    a.kind === "none"
      ? t("baggageAllowance.none")
      : a.kind === "other"
        ? a.code
        : t(`baggageAllowance.${a.kind}`, { count: a.count });
  return <span title={a.code}>{words}</span>;
}

function Segment({ s }: { s: QuotedSegment }) {
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  return (
    <li className="flex flex-wrap gap-x-3">
      <span className="font-semibold">
        {s.airline}
        {s.flightNumber}
      </span>
      <span>
        {s.from} {s.departureTime} → {s.to} {s.arrivalTime}
      </span>
      <span className="text-slate-600">{f.day(s.departureDate)}</span>
      <span className="text-slate-600">
        {t("option.class", { cabin: t(`codes:cabin.${s.cabin}`), code: s.classCode })}
      </span>
      <span className="text-slate-600">
        <Baggage code={s.baggage} />
      </span>
    </li>
  );
}

function PriceRows({ prices, currency }: { prices: QuotedPrice[]; currency: string }) {
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  return (
    <table className="w-full text-right text-sm tabular-nums">
      <caption className="sr-only">{t("option.pricesCaption", { currency })}</caption>
      <thead>
        <tr className="text-xs text-slate-500">
          <th scope="col" className="text-left">
            {t("option.passenger")}
          </th>
          <th scope="col">{t("option.fare")}</th>
          <th scope="col">{t("option.fee")}</th>
          <th scope="col">{t("option.clientPrice")}</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((p) => (
          <tr key={p.passengerType} className="border-t border-slate-100">
            <th scope="row" className="text-left font-normal">
              {t("option.perPassenger", {
                type: t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType }),
                count: p.count,
              })}
            </th>
            <td>{f.amount(p.total)}</td>
            <td>{f.amount(p.serviceFee)}</td>
            <td>{f.amount(p.total + p.serviceFee)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One option as the agent sees it: flights, fare and fee apart, the client's price, penalties. */
export function QuoteOptionCard({ option, editable }: { option: Option; editable: boolean }) {
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  const headingId = `option-${option.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t("option.title", { n: option.position })}
        </h3>
        <span className="text-sm text-slate-600">
          {t("option.source", { source: t(`codes:fareType.${option.source}`) })}
        </span>
      </div>
      {option.legs.map((leg, i) => (
        <section key={`${leg.equalsKey}-${i}`} aria-label={t("option.leg", { n: i + 1 })}>
          <p className="text-xs font-semibold uppercase text-slate-500">
            {t("option.leg", { n: i + 1 })}
            {leg.priceClassLabel ? ` · ${leg.priceClassLabel}` : ""}
          </p>
          <ul className="space-y-1 text-sm">
            {leg.segments.map((s, j) => (
              <Segment key={`${s.airline}${s.flightNumber}-${j}`} s={s} />
            ))}
          </ul>
        </section>
      ))}
      <PriceRows prices={option.prices} currency={option.currency} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt>{t("option.fareTotal")}</dt>
        <dd className="text-right tabular-nums">{f.money(option.fareTotal, option.currency)}</dd>
        <dt>{t("option.feeTotal")}</dt>
        <dd className="text-right tabular-nums">{f.money(option.feeTotal, option.currency)}</dd>
        <dt className="font-semibold">{t("option.clientTotal")}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {f.money(option.clientTotal, option.currency)}
        </dd>
      </dl>
      <PenaltyLine summaries={option.penalties} />
      {editable ? (
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="optionId" value={option.id} />
          <button
            type="submit"
            name="intent"
            value="removeOption"
            className="btn-secondary"
            aria-label={t("option.removeNamed", { n: option.position })}
          >
            {t("option.remove")}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
