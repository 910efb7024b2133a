import { Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import type { AirOption } from "~/contracts/air";
import { transitCount } from "~/domain/air/legs";
import { legMark, type ChangeMarks } from "~/domain/booking/airline-changes";
import { useTranslation } from "~/i18n/use-translation";
import type { CardFare, Names } from "~/services/air-select.server";
import { BaggageAllowance } from "./baggage-allowance";
import { dateOf, timeOf, useFormat } from "./format";
import { PriceClassTable } from "./price-class-table";

type Props = {
  option: AirOption;
  fare?: CardFare;
  names: Names;
  /** The price line and the Select / Reselect control. */
  children?: React.ReactNode;
  headingLevel?: "h2" | "h3";
  /**
   * Long lists: the details are a link that opens or closes them through the URL, and are
   * rendered only while open (no JS needed; a results page stays light). Without it, a plain
   * <details> element holds them.
   */
  detailsLink?: { href: string; open: boolean };
  /**
   * One of a results list's many cards: the browser styles, lays out and paints it only when it
   * nears the window, which takes most of the page's first layout off a slow PC
   * (bench/README.md#benchair-selectts--the-300-offer-results-page). The sizes it assumes until
   * then are those measured at each width, so the scroll bar hardly moves.
   */
  inList?: boolean;
  /** Several sources sell this flight: class, seats and conditions are each source's (item 10). */
  perSource?: boolean;
  /** A booked leg: flights the airline cancelled or changed are marked on the card. */
  changeMarks?: ChangeMarks;
};

/**
 * One leg of a fare (docs/behaviour.md#flight-selection): reused on selection, review and
 * confirmation.
 */
export function FlightCard({
  option,
  fare,
  names,
  children,
  headingLevel: H = "h3",
  detailsLink,
  inList,
  perSource,
  changeMarks,
}: Props) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const first = option.airFlightSegments[0];
  const last = option.airFlightSegments[option.airFlightSegments.length - 1];
  const airline = first?.airlineCode ?? "";
  const stops = transitCount(option);
  const via = option.airItineraries.slice(1, -1).join(", ");
  const from = first?.oriLoc ?? option.airItineraries[0];
  const to = last?.desLoc ?? option.airItineraries[option.airItineraries.length - 1];
  const nextDay = dateOf(option.arrivelDateTime) !== dateOf(option.departureDateTime);
  const airlineName = names.airlines[airline] ?? airline;
  const airlineChange = changeMarks ? legMark(option.airFlightSegments, changeMarks) : null;
  const priceClass =
    fare?.includes || fare?.charges
      ? option.priceClassLabel || fare.includes?.name || t("card.priceClass")
      : "";
  // One string per text node (no "{a} {b}" runs): a results page renders many of these cards.
  return (
    <article
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${inList ? "[contain-intrinsic-size:auto_23rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_20rem] xl:[contain-intrinsic-size:auto_14rem] 2xl:[contain-intrinsic-size:auto_11rem]" : ""}`}
      aria-label={t("card.label", {
        airline: airlineName,
        from,
        to,
        time: timeOf(option.departureDateTime),
      })}
    >
      {airlineChange ? (
        <p
          className={`mb-3 rounded-md border px-3 py-2 text-sm font-semibold ${airlineChange.change === "cancelled" ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-950"}`}
        >
          <span aria-hidden="true">⚠ </span>
          {t(
            airlineChange.change === "cancelled" ? "card.airlineCancelled" : "card.airlineChanged",
            { flights: airlineChange.flights.join(", ") },
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex w-40 items-center gap-2">
          <img
            src={`/resources/airline-logo/${airline}`}
            alt=""
            width={32}
            height={32}
            loading="lazy"
          />
          <H className="text-sm font-semibold">{airlineName}</H>
        </div>
        <div className="flex flex-1 items-center gap-3 text-sm">
          <Place
            time={timeOf(option.departureDateTime)}
            code={from}
            name={names.airports[from]?.name}
            date={f.date(dateOf(option.departureDateTime))}
          />
          <div className="flex-1 text-center text-xs text-slate-600">
            {/* Unbroken, so "12小時20分鐘" does not stand one or two characters a line at 375 px. */}
            <div className="whitespace-nowrap">{f.duration(option.useHour, option.useMinute)}</div>
            <div aria-hidden="true" className="my-1 border-t border-slate-300" />
            <div>{stops === 0 ? t("card.nonStop") : t("card.stops", { count: stops, via })}</div>
          </div>
          <Place
            time={timeOf(option.arrivelDateTime)}
            nextDay={nextDay ? t("card.nextDay") : undefined}
            code={to}
            name={names.airports[to]?.name}
            date={f.date(dateOf(option.arrivelDateTime))}
          />
        </div>
        {children ? <div className="ml-auto text-right">{children}</div> : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 [&_dd]:font-medium [&_dd]:text-slate-800 [&>div]:flex [&>div]:gap-1">
          <Fact
            label={t("card.flights")}
            value={
              option.flightNumbers ||
              option.airFlightSegments.map((s) => s.airlineCode + s.flightNumber).join(", ")
            }
          />
          <Fact label={t("card.baggage")} value={<BaggageAllowance segment={first} />} />
          <Fact
            label={t("card.cabin")}
            value={`${t(`codes:cabin.${first?.cabinType || "Y"}`, { defaultValue: first?.cabinType })}${perSource ? "" : ` (${first?.classCode ?? ""})`}`}
          />
          {fare && !perSource ? (
            <Fact
              label={t("card.source")}
              value={[...new Set([fare.fareType, fare.infoSource].filter(Boolean))].join(" · ")}
            />
          ) : null}
          {fare && fare.stock > 0 && !perSource ? (
            <Fact label={t("card.stock")} value={String(fare.stock)} />
          ) : null}
          {fare?.specialType ? (
            <Fact
              label={t("card.specialType")}
              value={t(`codes:paxType.${fare.specialType}`, { defaultValue: fare.specialType })}
            />
          ) : null}
          {detailsLink && priceClass && !perSource ? (
            <Fact label={t("card.priceClass")} value={priceClass} />
          ) : null}
        </dl>
        {fare?.holdBooking && !perSource ? (
          <p className="text-emerald-700">{t("card.hold")}</p>
        ) : null}
        {fare?.voidTicket && !perSource ? (
          <p className="text-emerald-700">{t("card.void")}</p>
        ) : null}
      </div>
      {detailsLink ? (
        <div className="mt-2 text-sm">
          <div className="flex flex-wrap items-start gap-x-4">
            <Link
              to={detailsLink.href}
              replace
              preventScrollReset
              // The same for the router when the card is kept from hydration (KeptHtml).
              data-replace=""
              data-keep-scroll=""
              className="link inline-flex min-h-6 items-center"
              aria-expanded={detailsLink.open}
            >
              {t("card.details")}
            </Link>
            {/* The price-class toggle of every flight card (docs/behaviour.md#flight-selection),
                as on review and confirm. */}
            {priceClass && !perSource ? <PriceClassToggle fare={fare} name={priceClass} /> : null}
          </div>
          {detailsLink.open ? (
            <div className="flex flex-wrap gap-x-8">
              <SegmentTable option={option} names={names} />
              {priceClass ? (
                <PriceClassTable bundles={[fare?.includes, fare?.charges]} caption={priceClass} />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          <details>
            <summary className="link cursor-pointer">{t("card.details")}</summary>
            <SegmentTable option={option} names={names} />
          </details>
          {priceClass ? <PriceClassToggle fare={fare} name={priceClass} /> : null}
        </div>
      )}
    </article>
  );
}

export function PriceClassToggle({ fare, name }: { fare: CardFare | undefined; name: string }) {
  return (
    <details>
      <summary className="link cursor-pointer leading-6">{name}</summary>
      <PriceClassTable bundles={[fare?.includes, fare?.charges]} />
    </details>
  );
}

function Place({
  time,
  nextDay,
  code,
  name,
  date,
}: {
  time: string;
  nextDay?: string;
  code: string;
  name?: string;
  date: string;
}) {
  return (
    <div>
      <div className="text-lg font-semibold">
        {time}
        {nextDay ? <sup className="ml-1 text-xs text-red-700">{nextDay}</sup> : null}
      </div>
      <div title={name}>{code}</div>
      <div className="text-xs text-slate-500">{date}</div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt>{`${label}:`}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SegmentTable({ option, names }: { option: AirOption; names: Names }) {
  const { t } = useTranslation("air");
  const f = useFormat();
  return (
    <DataTable
      caption={t("card.details")}
      compact
      className="mt-2 overflow-x-auto"
      headers={[
        t("card.flight"),
        t("card.from"),
        t("card.to"),
        t("card.durationLabel"),
        t("card.aircraft"),
      ]}
    >
      {option.airFlightSegments.map((s, i) => {
        const operator =
          s.operatingAirLineCode && s.operatingAirLineCode !== s.airlineCode
            ? ` (${t("card.operatedBy", { airline: names.airlines[s.operatingAirLineCode] ?? s.operatingAirLineCode })})`
            : "";
        return (
          <tr key={`${s.rph}-${i}`} className="border-t border-slate-100">
            <td>{`${s.airlineCode}${s.flightNumber}${operator}`}</td>
            <td>{`${names.airports[s.oriLoc]?.name ?? s.oriLoc} (${s.oriLoc}) ${s.departureDateStr} ${s.departureTimeStr}`}</td>
            <td>{`${names.airports[s.desLoc]?.name ?? s.desLoc} (${s.desLoc}) ${s.arrivelDateStr} ${s.arrivelTimeStr}`}</td>
            <td>{f.duration(s.useHour, s.useMinute)}</td>
            <td>{s.equimentCode}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
