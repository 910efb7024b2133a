import { useFetcher } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Streamed } from "~/components/streamed";
import { checkOffer, seenAge } from "~/domain/air/calendar-check";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { CalendarCell, FareCalendar } from "~/services/air-calendar.server";
import type { CalendarSlot } from "~/services/air-results.server";
import { useFormat } from "./format";

type Props = { calendar: CalendarSlot; searchQuery: string };

/** The value of the results page's form field that asks for the calendar's check. */
export const CHECK_CALENDAR = "checkCalendar";

/**
 * The cheapest total fare 3 days either side, on the first leg's results, from what the company's
 * searches saw this hour (decision record 0095), each fare with its age. A page whose own search
 * is kept shows it at once; else its grid shows its dates until that search answers (streamed,
 * with or without JavaScript). "Check the other dates" searches the rest on request.
 */
export function FareCalendarView({ calendar, searchQuery }: Props) {
  const { t } = useTranslation("air");
  if ("kept" in calendar)
    return (
      <CalendarSection>
        <Grid calendar={calendar.kept} searchQuery={searchQuery} />
      </CalendarSection>
    );
  return (
    <Streamed
      name="calendar"
      order={1}
      resolve={calendar.coming}
      fallback={
        <CalendarSection pending>
          <p role="status" className="text-sm text-slate-600">
            {t("calendar.loading")}
          </p>
          <Grid calendar={calendar.skeleton} searchQuery={searchQuery} searching />
        </CalendarSection>
      }
    >
      {(found) =>
        found === null ? null : (
          <CalendarSection>
            {found === "failed" ? (
              <p className="text-sm">{t("calendar.failed")}</p>
            ) : (
              <Grid calendar={found} searchQuery={searchQuery} />
            )}
          </CalendarSection>
        )
      }
    </Streamed>
  );
}

// The grid while its cells are searched and once they are: two headings, two ids (without
// JavaScript both stay in the document).
function CalendarSection({ pending, children }: { pending?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation("air");
  const id = pending ? "calendar-title-pending" : "calendar-title";
  return (
    <section aria-labelledby={id} className="card space-y-2 p-4">
      <h2 id={id} className="text-base font-semibold">
        {t("calendar.title")}
      </h2>
      {children}
    </section>
  );
}

// Up to 49 cells a page: they are plain elements, their dates formatted once per row and column.
function Grid({
  calendar,
  searchQuery,
  searching = false,
}: {
  calendar: FareCalendar;
  searchQuery: string;
  searching?: boolean;
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const rows = calendar.returns ?? [null];
  const day = new Map([...calendar.departures, ...rows].map((d) => [d, d ? f.date(d) : ""]));
  const cells = new Map(calendar.cells.map((c) => [`${c.departure}|${c.ret}`, c]));
  const query = searchQuery.split("&");
  const lowest = lowestAmount(calendar.cells);
  const age = (cell: CalendarCell) => {
    if ((cell.state !== "price" && cell.state !== "none") || cell.seenAt === null) return null;
    const seen = seenAge(cell.seenAt, calendar.renderedAt);
    return (
      <span className="block text-[0.65rem] text-slate-600">
        {seen.unit === "now"
          ? t("calendar.seenNow")
          : t(seen.unit === "minutes" ? "calendar.seenMinutes" : "calendar.seenHours", {
              count: seen.count,
            })}
      </span>
    );
  };
  const content = (cell: CalendarCell) => {
    if (cell.state === "price") {
      const price = f.money(cell.amount, cell.currency);
      const dates = cell.ret
        ? t("calendar.pair", { departure: day.get(cell.departure), ret: day.get(cell.ret) })
        : day.get(cell.departure);
      const isLowest = cell.amount === lowest;
      // A plain link: a new search loads its own page (and streams it), with or without JS.
      return (
        <>
          <a
            href={cellHref(query, cell)}
            aria-label={t(isLowest ? "fold.lowestLabel" : "calendar.cellLabel", { dates, price })}
            aria-current={cell.current ? "true" : undefined}
            className="link block"
          >
            {price}
          </a>
          {isLowest ? (
            <span aria-hidden="true" className="block text-[0.7rem] font-semibold text-emerald-800">
              {t("fold.lowest")}
            </span>
          ) : null}
          {age(cell)}
        </>
      );
    }
    if (cell.state === "pending" && searching)
      return (
        <>
          <span
            aria-hidden="true"
            className="inline-block h-2 w-10 animate-pulse rounded bg-slate-200"
          />
          <span className="sr-only">{t("calendar.searching")}</span>
        </>
      );
    const key =
      cell.state === "none"
        ? "noFares"
        : cell.state === "unseen" || cell.state === "pending"
          ? "unseen"
          : "unavailable";
    return (
      <>
        <span className="text-slate-500">{t(`calendar.${key}`)}</span>
        {age(cell)}
      </>
    );
  };
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
                  {day.get(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r ?? "oneWay"}>
                <th scope="row" className="p-1 text-left font-medium">
                  {r ? day.get(r) : t("calendar.cheapest")}
                </th>
                {calendar.departures.map((d) => {
                  const cell = cells.get(`${d}|${r}`);
                  const low =
                    cell?.state === "price" && cell.amount === lowest ? " bg-emerald-50" : "";
                  const style = cell?.current
                    ? "border-2 border-brand-700 bg-brand-50 font-semibold"
                    : `border${low}`;
                  return (
                    <td key={d} className={`p-1 ${style}`}>
                      {cell ? content(cell) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {searching ? null : <CheckOtherDates calendar={calendar} searchQuery={searchQuery} />}
    </>
  );
}

/**
 * The control under the grid: what checking the unseen dates costs before it runs, or when the
 * company's budget of automatic searches frees. A plain POST form (CSRF, back to the results)
 * without JavaScript; with it, a fetcher that keeps the page while the dates are searched.
 */
function CheckOtherDates({
  calendar,
  searchQuery,
}: {
  calendar: FareCalendar;
  searchQuery: string;
}) {
  const { t } = useTranslation("air");
  const f = useFormat();
  const fetcher = useFetcher();
  const offer = checkOffer(calendar.unseen, calendar.budget);
  if (offer.kind === "none") return null;
  if (offer.kind === "spent")
    return (
      <p className="text-xs text-slate-700">
        {offer.freesAt === null
          ? t("calendar.budgetSpent", { count: offer.limit })
          : t("calendar.budgetSpentUntil", {
              count: offer.limit,
              time: f.moment(new Date(offer.freesAt).toISOString()),
            })}
      </p>
    );
  const busy = fetcher.state !== "idle";
  const costId = "calendar-check-cost";
  return (
    <fetcher.Form
      method="post"
      action={paths.flightSelect(searchQuery)}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs"
    >
      <CsrfInput />
      <button
        type="submit"
        name="intent"
        value={CHECK_CALENDAR}
        aria-describedby={costId}
        disabled={busy}
        className="btn-secondary"
      >
        {offer.count === offer.unseen
          ? t("calendar.check", { count: offer.count })
          : t("calendar.checkSome", { count: offer.count, unseen: offer.unseen })}
      </button>
      <span id={costId} className="text-slate-700">
        {t("calendar.checkCost", { count: offer.count })}
        {offer.count < offer.unseen ? ` ${t("calendar.budgetLeft", { count: offer.count })}` : ""}
      </span>
      {busy ? (
        <span role="status" className="text-slate-700">
          {t("calendar.checking", { count: offer.count })}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** The lowest fare of the grid (the cheapest day stands out). */
function lowestAmount(cells: CalendarCell[]): number | undefined {
  let lowest: number | undefined;
  for (const cell of cells)
    if (cell.state === "price" && (lowest === undefined || cell.amount < lowest))
      lowest = cell.amount;
  return lowest;
}

/**
 * The page's search on the cell's dates (the query's other parameters kept, in their order); the
 * grid splits the query once for its up to 49 cells, and a date needs no encoding.
 */
function cellHref(query: string[], cell: CalendarCell): string {
  const dates = cell.ret ? [cell.departure, cell.ret] : [cell.departure];
  let i = 0;
  const parts = query.map((part) =>
    part.startsWith("departureDate=") && i < dates.length ? `departureDate=${dates[i++]}` : part,
  );
  return paths.flightSelect(parts.join("&"));
}
