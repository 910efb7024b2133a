import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Truncated } from "~/components/truncated";
import type { BookingRow } from "~/pamhk/booking-types";
import { useDates } from "./dates";

/** The booking list table (spec 02 §2) with its truncations 15/15/10 (spec 02 §9). */
export function BookingTable({ rows }: { rows: BookingRow[] }) {
  const { t } = useTranslation("booking");
  const { day, moment } = useDates();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("list.results")}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{t("list.open")}</span>
            </th>
            <th scope="col" className="px-2 py-2">{t("list.bookingNumber")}</th>
            <th scope="col" className="px-2 py-2">{t("list.date")}</th>
            <th scope="col" className="px-2 py-2">{t("list.passengers")}</th>
            <th scope="col" className="px-2 py-2">{t("list.itinerary")}</th>
            <th scope="col" className="px-2 py-2">{t("list.departure")}</th>
            <th scope="col" className="px-2 py-2">{t("list.recordLocator")}</th>
            <th scope="col" className="px-2 py-2">{t("list.status")}</th>
            <th scope="col" className="px-2 py-2">{t("list.createdBy")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.bookingId}>
              <td className="px-2 py-2">
                <Link
                  to={`/secured/booking/bookingDetails?bookingId=${encodeURIComponent(row.bookingId)}`}
                  className="link"
                  aria-label={t("list.openBooking", { number: row.bookingNumber })}
                >
                  <span aria-hidden="true">✎</span>
                </Link>
              </td>
              <td className="px-2 py-2 font-mono">{row.bookingNumber}</td>
              <td className="px-2 py-2 whitespace-nowrap">{moment(row.bookingDate)}</td>
              <td className="px-2 py-2"><Truncated text={row.passengerNames} max={15} /></td>
              <td className="px-2 py-2"><Truncated text={row.airItineraries} max={15} /></td>
              <td className="px-2 py-2 whitespace-nowrap">{day(row.depDate)}</td>
              <td className="px-2 py-2 font-mono"><Truncated text={row.bookingRecordLocator.id} max={10} /></td>
              <td className="px-2 py-2">{t(`codes:bookingStatus.${row.bookStatus}`, { defaultValue: row.bookStatus })}</td>
              <td className="px-2 py-2">{row.createBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
