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

/** The booking list table (spec 02 §2) with its truncations 15/15/10 (spec 02 §9). */
export function BookingTable({ rows, sort = "" }: { rows: BookingRow[]; sort?: BookingSort }) {
  const { t } = useTranslation("booking");
  const { day, moment } = useFormatter();
  return (
    <DataTable
      caption={t("list.results")}
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
        <tr key={row.bookingId}>
          <td className="px-2 py-2">
            <Link
              to={paths.bookingDetails(row.bookingId)}
              className="link inline-flex min-h-6 min-w-6 items-center justify-center"
              aria-label={t("list.openBooking", { number: row.bookingNumber })}
            >
              <EditIcon />
            </Link>
          </td>
          <td className="px-2 py-2 font-mono">{row.bookingNumber}</td>
          {/* Instants may wrap below 1536 px: with nine columns the deadline must stay in its card. */}
          <td className="px-2 py-2 2xl:whitespace-nowrap">{moment(row.bookingDate)}</td>
          <td className="px-2 py-2">
            <Truncated text={row.passengerNames} max={15} />
          </td>
          <td className="px-2 py-2">
            <Truncated text={row.airItineraries} max={15} />
          </td>
          <td className="px-2 py-2 whitespace-nowrap">{day(row.depDate)}</td>
          <td className="px-2 py-2 font-mono">
            <Truncated text={row.bookingRecordLocator.id} max={10} />
          </td>
          <td className="px-2 py-2">
            {t(`codes:bookingStatus.${row.bookStatus}`, { defaultValue: row.bookStatus })}
          </td>
          <td className="px-2 py-2">{row.createBy}</td>
          <td className="px-2 py-2 2xl:whitespace-nowrap">
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
