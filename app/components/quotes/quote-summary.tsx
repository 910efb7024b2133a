import type { QuoteState } from "~/contracts/quote";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

const STATE_STYLE: Record<QuoteState, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-800",
  sent: "border-sky-300 bg-sky-50 text-sky-900",
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  booked: "border-brand-300 bg-brand-50 text-brand-900",
  expired: "border-amber-300 bg-amber-50 text-amber-900",
};

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { t } = useTranslation("quotes");
  return (
    <span
      className={`inline-block rounded border px-2 text-xs font-semibold ${STATE_STYLE[state]}`}
    >
      {t(`state.${state}`)}
    </span>
  );
}

type Summary = {
  state: QuoteState;
  route: string;
  search: {
    departureDate: string[];
    adultCount: number;
    childCount: number;
    infantCount: number;
    youngAdultCount: number;
    cabinType: string;
  };
  createdByName: string;
  createdAt: Date;
  expiresAt: Date | null;
  chosenPosition?: number | null;
  clientMessage?: string | null;
};

/** The search a quote came from, who made it and when, its state and (once sent) its expiry. */
export function QuoteSummary({ quote }: { quote: Summary }) {
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  const s = quote.search;
  const travellers = [
    s.adultCount + s.youngAdultCount
      ? t("summary.adults", { count: s.adultCount + s.youngAdultCount })
      : "",
    s.childCount ? t("summary.children", { count: s.childCount }) : "",
    s.infantCount ? t("summary.infants", { count: s.infantCount }) : "",
  ].filter(Boolean);
  return (
    <dl className="card grid grid-cols-1 gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs text-slate-600">{t("summary.state")}</dt>
        <dd>
          <QuoteStateBadge state={quote.state} />
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t("summary.route")}</dt>
        <dd>{quote.route}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t("summary.dates")}</dt>
        <dd>{s.departureDate.map((d) => f.day(d)).join(" – ")}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t("summary.travellers")}</dt>
        <dd>
          {travellers.join(", ")} · {t(`codes:cabin.${s.cabinType}`, { defaultValue: s.cabinType })}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t("summary.created")}</dt>
        <dd>
          {t("summary.createdBy", {
            name: quote.createdByName,
            at: f.moment(quote.createdAt.toISOString()),
          })}
        </dd>
      </div>
      {quote.expiresAt ? (
        <div>
          <dt className="text-xs text-slate-600">{t("summary.expires")}</dt>
          <dd>{f.moment(quote.expiresAt.toISOString())}</dd>
        </div>
      ) : null}
      {quote.chosenPosition ? (
        <div>
          <dt className="text-xs text-slate-600">{t("summary.chosen")}</dt>
          <dd>{t("option.title", { n: quote.chosenPosition })}</dd>
        </div>
      ) : null}
      {quote.clientMessage ? (
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-600">{t("summary.clientMessage")}</dt>
          <dd className="whitespace-pre-line">{quote.clientMessage}</dd>
        </div>
      ) : null}
    </dl>
  );
}
