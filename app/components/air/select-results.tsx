import { Form, Link, useLocation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Alert } from "~/components/message";
import { NarrowCollapse } from "~/components/narrow-collapse";
import { Pagination } from "~/components/pagination";
import { AddToQuoteButton } from "~/components/quotes/add-to-quote";
import type { CommonSearchRQ } from "~/contracts/air";
import { useTranslation } from "~/i18n/use-translation";
import type { LegCard, Names, SelectionModel } from "~/services/air-select.server";
import { CardPrice } from "./card-price";
import { FlightCard, PriceClassToggle } from "./flight-card";
import { FlightFilters } from "./flight-filters";
import { useFormat } from "./format";
import { useFocusOnHash } from "./use-focus-on-hash";

/** The results of the current leg: the legs chosen so far, the filters, a page of cards. */
export function SelectResults({
  rq,
  searchQuery,
  model,
  names,
}: {
  rq: CommonSearchRQ;
  searchQuery: string;
  model: SelectionModel;
  names: Names;
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const location = useLocation();
  // `source`: the fare source the journey keeps to once an earlier leg was chosen through it.
  const legUrl = (chosen: string[], source = model.source) => {
    const params = new URLSearchParams(searchQuery);
    chosen.forEach((k) => params.append("chosen", k));
    if (source && chosen.length) params.set("src", source);
    if (model.sort !== "priceLow") params.set("sort", model.sort);
    return `?${params}`;
  };
  const chosenKeys = model.chosenLegs.map((c) => c.key);
  const legHeading = useFocusOnHash<HTMLHeadingElement>("leg-choice");
  const current = new URLSearchParams(location.search);
  const openDetails = new Set(current.getAll("details"));
  const detailsLink = (key: string) => {
    const params = new URLSearchParams(current);
    params.delete("details");
    for (const k of openDetails) if (k !== key) params.append("details", k);
    if (!openDetails.has(key)) params.append("details", key);
    return { href: `?${params}`, open: openDetails.has(key) };
  };
  const destination = rq.desLocs[model.leg];
  const origin = rq.oriLocs[model.leg];
  const nothing = model.noFares || model.optionCount === 0;
  const headingKey = nothing
    ? "select.headingNoFares"
    : model.leg === 0
      ? "select.headingDeparture"
      : rq.searchType === "return"
        ? "select.headingReturn"
        : "select.headingFlight";
  return (
    <div className="space-y-6">
      {model.chosenLegs.length ? (
        <section aria-labelledby="chosen-title" className="space-y-2">
          <h2 id="chosen-title" className="text-base font-semibold">
            {t("select.chosen")}
          </h2>
          {model.chosenLegs.map((c, i) => (
            <FlightCard key={c.key} option={c.option} names={names}>
              <Link
                to={legUrl(chosenKeys.slice(0, i))}
                className="btn-secondary"
                aria-label={t("select.reselectLeg", { n: i + 1 })}
              >
                {t("select.reselect")}
              </Link>
            </FlightCard>
          ))}
        </section>
      ) : null}
      <h2
        id="leg-choice"
        ref={legHeading}
        tabIndex={-1}
        className="scroll-mt-2 text-lg font-semibold focus:outline-none"
      >
        {t(headingKey, {
          destination: names.airports[destination]?.city ?? destination,
          origin: names.airports[origin]?.city ?? origin,
          date: f.date(rq.departureDate[model.leg]),
          n: model.leg + 1,
        })}
      </h2>
      {nothing ? (
        <Alert tone="info">{t("messages:error.NO_VALID_FARE")}</Alert>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside>
            <NarrowCollapse summary={<FiltersSummary model={model} />}>
              <FlightFilters
                key={location.search}
                model={model}
                searchQuery={searchQuery}
                names={names}
              />
            </NarrowCollapse>
          </aside>
          <section aria-label={t("select.results")} className="space-y-3">
            <p className="text-sm text-slate-600" role="status">
              {t("select.count", { count: model.total })}
            </p>
            {model.cards.map((card) => (
              <FlightCard
                key={card.key}
                option={card.option}
                fare={card.fare}
                names={names}
                detailsLink={detailsLink(card.key)}
                inList
                perSource={card.sources.length > 1}
              >
                <CardPrice
                  price={card.price}
                  currency={card.fare.currencyCode}
                  label={card.price.increment ? t("select.increment") : t("select.total")}
                />
                {model.isLastLeg ? (
                  // One form per card: the button pressed sends its fare (the cheapest, or a source's).
                  // Each last-leg card is a whole fare: it may go into a quote (docs/quotes.md).
                  <>
                    <AddToQuoteButton fareRef={card.fare.ref} />
                    <Form method="post">
                      <CsrfInput />
                      <button
                        type="submit"
                        name="airFareRefIndex"
                        value={card.fare.ref}
                        className="btn-primary"
                      >
                        {t("select.select")}
                      </button>
                      <SourcePrices card={card} />
                    </Form>
                  </>
                ) : (
                  <>
                    <Link
                      to={`${legUrl([...chosenKeys, card.key])}#leg-choice`}
                      className="btn-primary"
                    >
                      {t("select.select")}
                    </Link>
                    <SourcePrices
                      card={card}
                      href={(s) => `${legUrl([...chosenKeys, s.key], s.source)}#leg-choice`}
                    />
                  </>
                )}
              </FlightCard>
            ))}
            <Pagination page={model.page} total={model.total} pageSize={model.pageSize} />
          </section>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t("select.traceId", { traceId: model.traceId || "-" })}
      </p>
    </div>
  );
}

/** One source's own booking class, seats and conditions (docs/behaviour.md#flight-selection). */
function SourceFacts({ source }: { source: LegCard["sources"][number] }) {
  const { t } = useTranslation("air");
  const { fare, classCode } = source;
  const conditions = fare.includes?.name || fare.charges?.name || "";
  const facts = [
    classCode ? t("sourceFacts.class", { code: classCode }) : "",
    fare.stock > 0 ? t("sourceFacts.seats", { count: fare.stock }) : "",
    fare.holdBooking ? t("card.hold") : "",
    fare.voidTicket ? t("card.void") : "",
  ].filter(Boolean);
  return (
    <span className="basis-full text-right font-normal text-slate-700">
      {facts.join(" · ")}
      {conditions ? (
        <span className="ml-2 inline-block text-left">
          <PriceClassToggle fare={fare} name={conditions} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * The flight's price through each source that sells it (docs/behaviour.md#one-row-per-flight),
 * cheapest first and marked; each selectable: a link to the next leg keeping to that source, or a
 * submit of its fare.
 */
function SourcePrices({
  card,
  href,
}: {
  card: LegCard;
  href?: (s: LegCard["sources"][number]) => string;
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  if (!card.sources.length) return null;
  const best = card.sources[0].amount;
  return (
    <ul aria-label={t("select.sources")} className="mt-2 space-y-1 text-xs">
      {card.sources.map((s) => (
        <li
          key={s.source}
          className={`flex flex-wrap items-center justify-end gap-x-2 rounded px-1 ${s.amount === best ? "bg-emerald-50 font-semibold text-emerald-900" : ""}`}
        >
          <span>{s.amount === best ? `${s.source} (${t("select.cheapest")})` : s.source}</span>
          <span>{`${card.price.increment ? "+" : ""}${f.money(s.amount, card.fare.currencyCode)}`}</span>
          {href ? (
            <Link to={href(s)} className="link inline-flex min-h-[24px] items-center">
              {t("select.selectSource", { source: s.source })}
            </Link>
          ) : (
            <button
              type="submit"
              name="airFareRefIndex"
              value={s.ref}
              className="link inline-flex min-h-[24px] items-center"
            >
              {t("select.selectSource", { source: s.source })}
            </button>
          )}
          <SourceFacts source={s} />
        </li>
      ))}
    </ul>
  );
}

/** What a phone sees of the folded filters: their name and how many are on. */
function FiltersSummary({ model }: { model: SelectionModel }) {
  const { t } = useTranslation("air");
  const { stops, airlines, departure, arrival } = model.filters;
  const on = stops.length + airlines.length + departure.length + arrival.length;
  return (
    <>
      {t("fold.filters")}
      {on ? (
        <span className="font-normal text-slate-600">{t("fold.active", { count: on })}</span>
      ) : null}
    </>
  );
}
