import { useTranslation } from "react-i18next";
import type { Order } from "~/pamhk/order.server";
import { formatLocalDateTime } from "./format";

type Item = Order["airTicketItems"][number];

const th = "px-3 py-2";

export function OrderSegments({ segments }: { segments: Item["airFlightsegments"] }) {
  const { t } = useTranslation("order");
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="mb-1 text-left font-semibold">{t("details.segments")}</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
        <tr>
          <th scope="col" className={th}>{t("segment.flight")}</th>
          <th scope="col" className={th}>{t("segment.from")}</th>
          <th scope="col" className={th}>{t("segment.to")}</th>
          <th scope="col" className={th}>{t("segment.departure")}</th>
          <th scope="col" className={th}>{t("segment.class")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {segments.map((s) => (
          <tr key={`${s.airlineCode}${s.flightNumber}-${s.departureDateTime}`}>
            <td className={th}>{`${s.airlineCode}${s.flightNumber}`}</td>
            <td className={th}>{s.oriLoc}</td>
            <td className={th}>{s.desLoc}</td>
            <td className={th}>{formatLocalDateTime(s.departureDateTime)}</td>
            <td className={th}>{s.classCode}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderPassengers({ passengers }: { passengers: Item["passengerReference"] }) {
  const { t } = useTranslation("order");
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="mb-1 text-left font-semibold">{t("details.passengers")}</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
        <tr>
          <th scope="col" className={th}>{t("passenger.nameTitle")}</th>
          <th scope="col" className={th}>{t("passenger.surname")}</th>
          <th scope="col" className={th}>{t("passenger.givenName")}</th>
          <th scope="col" className={th}>{t("passenger.passengerType")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {passengers.map((p, i) => (
          <tr key={`${p.surname}-${p.givenName}-${i}`}>
            <td className={th}>{t(`codes:nameTitle.${p.nameTitle}`, { defaultValue: p.nameTitle })}</td>
            <td className={th}>{p.surname}</td>
            <td className={th}>{p.givenName}</td>
            <td className={th}>{t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderTickets({ passengers }: { passengers: Item["passengerReference"] }) {
  const { t } = useTranslation("order");
  const tickets = passengers.filter((p) => p.ticketNumber);
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="mb-1 text-left font-semibold">{t("details.tickets")}</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
        <tr>
          <th scope="col" className={th}>{t("ticket.passenger")}</th>
          <th scope="col" className={th}>{t("ticket.ticketNumber")}</th>
          <th scope="col" className={th}>{t("ticket.ticketStatus")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {tickets.length ? (
          tickets.map((p) => (
            <tr key={p.ticketNumber}>
              <td className={th}>{`${p.surname}/${p.givenName}`}</td>
              <td className={`${th} font-mono`}>{p.ticketNumber}</td>
              <td className={th}>{t(`ticketStatus.${p.ticketStatus.toUpperCase()}`, { defaultValue: p.ticketStatus })}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={3} className={`${th} text-slate-500`}>
              {t("details.noTickets")}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
