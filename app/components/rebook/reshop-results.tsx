import { Form, Link, useNavigation } from "@remix-run/react";
import { CardPrice } from "~/components/air/card-price";
import { FlightCard } from "~/components/air/flight-card";
import { FlightFilters } from "~/components/air/flight-filters";
import { useFormat } from "~/components/air/format";
import { CsrfInput } from "~/components/csrf-input";
import { Pagination } from "~/components/pagination";
import type { AirOption } from "~/contracts/air";
import { useTranslation } from "~/i18n/use-translation";
import type { Names, SelectionModel } from "~/services/air-select.server";

type Props = {
  model: SelectionModel;
  /** The rebook choice's query (booking, selected legs, dates, cabin). */
  query: string;
  /** Booked leg index of each searched leg. */
  selectedLegs: number[];
  /** Cards of the flight already booked, and those whose pick would change nothing. */
  booked: { current: string[]; unchanged: string[] };
  kept: { index: number; option: AirOption }[];
  legLabels: Record<number, { from: string; to: string; date: string }>;
  names: Names;
  /** Cards per page (the air selection page size, decided on the server). */
};

/**
 * Leg-by-leg replacement of the selected flights (rebook flow, steps 4-5:
 * docs/behaviour.md#rebook-flow): the air journey's selection model, filters and flight cards;
 * unselected legs are shown as kept. Each pick moves to the next selected leg (a link), the last
 * pick reviews the fare (a POST).
 */
export function ReshopResults({
  model,
  query,
  selectedLegs,
  booked,
  kept,
  legLabels,
  names,
}: Props) {
  const { t } = useTranslation("rebook");
  const f = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const chosenKeys = model.chosenLegs.map((c) => c.key);
  const legUrl = (chosen: string[]) => {
    const params = new URLSearchParams(query);
    chosen.forEach((k) => params.append("chosen", k));
    if (model.sort !== "priceLow") params.set("sort", model.sort);
    return `?${params}`;
  };
  const current = selectedLegs[model.leg] ?? 0;
  const label = legLabels[current];
  return (
    <div className="space-y-6">
      {kept.length ? (
        <section aria-labelledby="kept-title" className="space-y-2">
          <h2 id="kept-title" className="text-base font-semibold">
            {t("search.kept")}
          </h2>
          {kept.map((k) => (
            <FlightCard key={k.index} option={k.option} names={names}>
              <p className="text-sm text-slate-600">{t("search.keptLeg", { n: k.index + 1 })}</p>
            </FlightCard>
          ))}
        </section>
      ) : null}
      {model.chosenLegs.length ? (
        <section aria-labelledby="chosen-title" className="space-y-2">
          <h2 id="chosen-title" className="text-base font-semibold">
            {t("search.chosen")}
          </h2>
          {model.chosenLegs.map((c, i) => (
            <FlightCard key={c.key} option={c.option} names={names}>
              <Link
                to={legUrl(chosenKeys.slice(0, i))}
                className="btn-secondary"
                aria-label={t("search.reselectLeg", { n: (selectedLegs[i] ?? i) + 1 })}
              >
                {t("search.reselect")}
              </Link>
            </FlightCard>
          ))}
        </section>
      ) : null}
      <h2 className="text-lg font-semibold">
        {t("search.heading", {
          n: current + 1,
          from: label?.from ?? "",
          to: label?.to ?? "",
          date: label ? f.date(label.date) : "",
        })}
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <FlightFilters model={model} searchQuery={query} names={names} />
        </aside>
        <section aria-label={t("search.results")} className="space-y-3">
          <p className="text-sm text-slate-600" role="status">
            {t("search.count", { count: model.total })}
          </p>
          {model.cards.map((card) => (
            <FlightCard key={card.key} option={card.option} fare={card.fare} names={names} inList>
              <CardPrice
                price={card.price}
                currency={card.fare.currencyCode}
                label={card.price.increment ? t("search.increment") : t("search.fareOfNewFlights")}
              />
              {booked.current.includes(card.key) ? (
                <p className="inline-block rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                  {t("search.bookedFlight")}
                </p>
              ) : null}
              {booked.unchanged.includes(card.key) ? (
                <p className="text-sm text-slate-600">{t("search.bookedFlightNoChange")}</p>
              ) : model.isLastLeg ? (
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="airFareRefIndex" value={card.fare.ref} />
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {t("search.select")}
                  </button>
                </Form>
              ) : (
                <Link to={legUrl([...chosenKeys, card.key])} className="btn-primary">
                  {t("search.select")}
                </Link>
              )}
            </FlightCard>
          ))}
          <Pagination page={model.page} total={model.total} pageSize={model.pageSize} />
        </section>
      </div>
    </div>
  );
}
