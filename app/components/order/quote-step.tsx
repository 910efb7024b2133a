import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CsrfInput } from "~/components/csrf-input";
import { wizardHref } from "~/forms/order-wizard-steps";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderQuote } from "~/pamhk/order.server";
import { FarePriceTable } from "./fare-prices";
import { CarriedState } from "./wizard-parts";

type Props = {
  state: {
    gdsCode: string;
    pseudoCityCode: string;
    recordLocator: string;
    pax: number[];
    seg: number[];
  };
  quotes: OrderQuote[];
  quoteId: string;
  canIssue: boolean;
  pending: boolean;
};

/** The card of one quote: stock, fare family, booking amount and the per passenger-type lines. */
export function QuoteCard({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation("order");
  const { money } = useFormatter();
  return (
    <section
      aria-labelledby="quote-card-title"
      className="rounded-lg border border-brand-200 bg-brand-50/40 p-4"
      data-testid="quote-card"
    >
      <h3 id="quote-card-title" className="font-semibold">
        {t("quote.cardTitle", { name: quote.priceClassName })}
      </h3>
      <dl className="my-2 flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("quote.stock")}</dt>
          <dd>{quote.stock}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("quote.priceClassName")}</dt>
          <dd>{quote.priceClassName}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("quote.bookingTotal")}</dt>
          <dd className="font-semibold">{money(quote.bookingTotal, quote.currencyCode)}</dd>
        </div>
      </dl>
      <FarePriceTable
        prices={quote.airFarePrices}
        caption={t("quote.cardTitle", { name: quote.priceClassName })}
      />
    </section>
  );
}

/**
 * Step 2: choose a quote (the first is preselected) and issue. Without JavaScript "Show quote"
 * reloads the card for the chosen radio; with it the card follows the radio at once.
 */
export function QuoteStep({ state, quotes, quoteId, canIssue, pending }: Props) {
  const { t } = useTranslation("order");
  const { money } = useFormatter();
  const [selected, setSelected] = useState(quoteId);
  useEffect(() => setSelected(quoteId), [quoteId]);
  const quote = quotes.find((q) => q.quoteId === selected) ?? quotes[0];
  return (
    <Form method="post" className="card space-y-4">
      <CsrfInput />
      <CarriedState state={state} />
      <fieldset>
        <legend className="mb-2 font-semibold">{t("quote.choose")}</legend>
        <div className="space-y-1">
          {quotes.map((q) => (
            <label key={q.quoteId} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="quoteId"
                value={q.quoteId}
                defaultChecked={q.quoteId === quoteId}
                onChange={() => setSelected(q.quoteId)}
              />
              <span>
                {q.priceClassName} · {money(q.bookingTotal, q.currencyCode)}
              </span>
            </label>
          ))}
        </div>
        <button type="submit" name="intent" value="show" className="btn-secondary mt-2">
          {t("quote.show")}
        </button>
      </fieldset>
      {quote ? <QuoteCard quote={quote} /> : null}
      {canIssue ? null : (
        <p id="issue-note" className="text-sm text-slate-600">
          {t("wizard.issueNotAllowed")}
        </p>
      )}
      <div className="flex justify-between">
        <Link to={wizardHref(1, state)} className="btn-secondary">
          {t("wizard.back")}
        </Link>
        <button
          type="submit"
          name="intent"
          value="issue"
          className="btn-primary"
          disabled={!canIssue || pending}
          aria-describedby={canIssue ? undefined : "issue-note"}
        >
          {t("wizard.issue")}
        </button>
      </div>
    </Form>
  );
}
