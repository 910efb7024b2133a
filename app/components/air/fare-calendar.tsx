import { Suspense } from "react";
import { Await, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CalendarCell, FareCalendar } from "~/services/air-calendar.server";
import { paths } from "~/paths";
import { useFormat } from "./format";

type Props = {
  /** Kept, streaming (a promise) or not asked for yet (null). */
  calendar: FareCalendar | Promise<FareCalendar | null> | null;
  searchQuery: string;
};

const withCalendar = (query: string, mode: "1" | "wait") => {
  const params = new URLSearchParams(query);
  params.set("calendar", mode);
  return paths.flightSelect(params);
};

/**
 * The cheapest total fare 3 days either side (issue 15). Asked for with a link; with JavaScript
 * the grid streams in when the searches are done; without, the loading notice offers the page
 * that waits for them (within the time budget).
 */
export function FareCalendarView({ calendar, searchQuery }: Props) {
  const { t } = useTranslation("air");
  return (
    <section aria-labelledby="calendar-title" className="card space-y-2 p-4">
      <h2 id="calendar-title" className="text-base font-semibold">
        {t("calendar.title")}
      </h2>
      {calendar === null ? (
        <Link to={withCalendar(searchQuery, "1")} preventScrollReset className="link text-sm">
          {t("calendar.show")}
        </Link>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              {t("calendar.loading")}{" "}
              <noscript>
                <a href={withCalendar(searchQuery, "wait")} className="link">
                  {t("calendar.showFound")}
                </a>
              </noscript>
            </p>
          }
        >
          <Await
            resolve={calendar}
            errorElement={
              <p className="text-sm">
                {t("calendar.failed")}{" "}
                <a href={withCalendar(searchQuery, "wait")} className="link">
                  {t("calendar.more")}
                </a>
              </p>
            }
          >
            {(c) => (c ? <Grid calendar={c} searchQuery={searchQuery} /> : null)}
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function Grid({ calendar, searchQuery }: { calendar: FareCalendar; searchQuery: string }) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const rows = calendar.returns ?? [null];
  const cellAt = (d: string, r: string | null) =>
    calendar.cells.find((c) => c.departure === d && c.ret === r);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-center text-xs">
          <caption className="sr-only">{t("calendar.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                {calendar.returns ? t("calendar.returnDeparture") : t("calendar.departure")}
              </th>
              {calendar.departures.map((d) => (
                <th key={d} scope="col" className="p-1 font-medium">
                  {f.date(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r ?? "oneWay"}>
                <th scope="row" className="p-1 text-left font-medium">
                  {r ? f.date(r) : t("calendar.cheapest")}
                </th>
                {calendar.departures.map((d) => (
                  <Cell key={d} cell={cellAt(d, r)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {calendar.complete ? null : (
        <p className="text-xs">
          <a href={withCalendar(searchQuery, "wait")} className="link">
            {t("calendar.more")}
          </a>
        </p>
      )}
    </>
  );
}

function Cell({ cell }: { cell: CalendarCell | undefined }) {
  const { t } = useTranslation("air");
  const f = useFormat();
  if (!cell) return <td className="border p-1" />;
  const dates = cell.ret
    ? t("calendar.pair", { departure: f.date(cell.departure), ret: f.date(cell.ret) })
    : f.date(cell.departure);
  const style = cell.current ? "border-2 border-brand-700 bg-brand-50 font-semibold" : "border";
  let content: React.ReactNode;
  if (cell.state === "price" && cell.query) {
    const price = f.money(cell.amount, cell.currency);
    content = (
      <Link
        to={`${paths.flightSelect(cell.query)}&calendar=1`}
        aria-label={t("calendar.cellLabel", { dates, price })}
        aria-current={cell.current ? "true" : undefined}
        className="link block"
      >
        {price}
      </Link>
    );
  } else {
    const key =
      cell.state === "none" ? "noFares" : cell.state === "pending" ? "pending" : "unavailable";
    content = <span className="text-slate-500">{t(`calendar.${key}`)}</span>;
  }
  return <td className={`p-1 ${style}`}>{content}</td>;
}
