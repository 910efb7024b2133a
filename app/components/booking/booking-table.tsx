import { Link, useLocation } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { EditIcon } from "~/components/icons";
import { Truncated } from "~/components/truncated";
import type { BookingRow } from "~/contracts/booking";
import { firstDeadline, type BookingSort } from "~/domain/booking/deadline";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/** The deadline column's header: a link that sorts by deadline, soonest first, then the reverse. */
function DeadlineHeader({ sort }: { sort: BookingSort }) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("page");
  params.set("sort", sort === "deadline" ? "-deadline" : "deadline");
  return (
    <Link to={`${location.pathname}?${params}`} className="link normal-case">
      {t("list.deadline")}
      <span aria-hidden="true">
        {sort === "deadline" ? " ▲" : sort === "-deadline" ? " ▼" : " ↕"}
      </span>
      <span className="sr-only">
        {sort === "deadline" ? t("list.sortLatestFirst") : t("list.sortSoonestFirst")}
      </span>
    </Link>
  );
}

// On a phone's card each cell shows its column's name above it (CSS, from data-label: the text
// stays the cell's own; the column headers still name it for screen readers).
const cell =
  "px-2 py-2 max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

/**
 * The booking list table (docs/behaviour.md#booking-list) with its truncations 15/15/10
 * (docs/behaviour.md#constants-and-limits).
 */
export function BookingTable({ rows, sort = "" }: { rows: BookingRow[]; sort?: BookingSort }) {
  const { t } = useTranslation("booking");
  const { day, moment } = useFormatter();
  return (
    <DataTable
      caption={t("list.results")}
      cardsOnPhones
      headers={[
        { label: t("list.open"), hidden: true },
        t("list.bookingNumber"),
        t("list.date"),
        t("list.passengers"),
        t("list.itinerary"),
        t("list.departure"),
        t("list.recordLocator"),
        t("list.status"),
        t("list.createdBy"),
        {
          label: <DeadlineHeader sort={sort} />,
          key: "deadline",
          sort: sort === "deadline" ? "ascending" : sort === "-deadline" ? "descending" : "none",
        },
      ]}
    >
      {rows.map((row) => (
        // On a phone a card: number, status and deadline first, each cell with its label.
        <tr
          key={row.bookingId}
          className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-3"
        >
          <td className="px-2 py-2 max-sm:order-1 max-sm:p-0">
            <Link
              to={paths.bookingDetails(row.bookingId)}
              className="link inline-flex min-h-6 min-w-6 items-center justify-center"
              aria-label={t("list.openBooking", { number: row.bookingNumber })}
            >
              <EditIcon />
            </Link>
          </td>
          <td className="px-2 py-2 font-mono max-sm:order-1 max-sm:p-0 max-sm:text-right max-sm:font-semibold">
            {row.bookingNumber}
          </td>
          {/* Instants may wrap below 1536 px: with nine columns the deadline must stay in its card. */}
          <td
            className={`${cell} max-sm:order-5 2xl:whitespace-nowrap`}
            data-label={t("list.date")}
          >
            {moment(row.bookingDate)}
          </td>
          <td
            className={`${cell} max-sm:order-3 max-sm:col-span-2`}
            data-label={t("list.passengers")}
          >
            <Truncated text={row.passengerNames} max={15} />
          </td>
          <td className={`${cell} max-sm:order-4`} data-label={t("list.itinerary")}>
            <Truncated text={row.airItineraries} max={15} />
          </td>
          <td
            className={`${cell} max-sm:order-4 whitespace-nowrap`}
            data-label={t("list.departure")}
          >
            {day(row.depDate)}
          </td>
          <td className={`${cell} max-sm:order-2 font-mono`} data-label={t("list.recordLocator")}>
            <Truncated text={row.bookingRecordLocator.id} max={10} />
          </td>
          <td className={`${cell} max-sm:order-2`} data-label={t("list.status")}>
            {t(`codes:bookingStatus.${row.bookStatus}`, { defaultValue: row.bookStatus })}
          </td>
          <td className={`${cell} max-sm:order-5`} data-label={t("list.createdBy")}>
            {row.createBy}
          </td>
          <td className={`${cell} max-sm:order-3 max-sm:col-span-2 2xl:whitespace-nowrap`}>
            <DeadlineCell row={row} moment={moment} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function DeadlineCell({ row, moment }: { row: BookingRow; moment: (value: string) => string }) {
  const { t } = useTranslation("booking");
  const first = firstDeadline(row);
  if (!first) return <>—</>;
  return (
    <>
      <span className="block text-xs text-slate-600">{t(`deadline.kind.${first.kind}`)}</span>
      {moment(first.text)}
    </>
  );
}
