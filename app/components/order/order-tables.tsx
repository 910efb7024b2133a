import { DataTable } from "~/components/data-table";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { Order } from "~/pamhk/order.server";

type Item = Order["airTicketItems"][number];

const th = "px-3 py-2";

export function OrderSegments({ segments }: { segments: Item["airFlightsegments"] }) {
  const { t } = useTranslation("order");
  const f = useFormatter();
  return (
    <DataTable
      caption={t("details.segments")}
      captionVisible
      labelledCards
      headers={[
        t("segment.flight"),
        t("segment.from"),
        t("segment.to"),
        t("segment.departure"),
        t("segment.class"),
      ]}
    >
      {segments.map((s) => (
        <tr key={`${s.airlineCode}${s.flightNumber}-${s.departureDateTime}`}>
          <td className={th} data-label={t("segment.flight")}>
            {`${s.airlineCode}${s.flightNumber}`}
          </td>
          <td className={th} data-label={t("segment.from")}>
            {s.oriLoc}
          </td>
          <td className={th} data-label={t("segment.to")}>
            {s.desLoc}
          </td>
          <td className={th} data-label={t("segment.departure")}>
            {f.localDateTime(s.departureDateTime)}
          </td>
          <td className={th} data-label={t("segment.class")}>
            {s.classCode}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function OrderPassengers({ passengers }: { passengers: Item["passengerReference"] }) {
  const { t } = useTranslation("order");
  return (
    <DataTable
      caption={t("details.passengers")}
      captionVisible
      labelledCards
      headers={[
        t("passenger.nameTitle"),
        t("passenger.surname"),
        t("passenger.givenName"),
        t("passenger.passengerType"),
      ]}
    >
      {passengers.map((p, i) => (
        <tr key={`${p.surname}-${p.givenName}-${i}`}>
          <td className={th} data-label={t("passenger.nameTitle")}>
            {t(`codes:nameTitle.${p.nameTitle}`, { defaultValue: p.nameTitle })}
          </td>
          <td className={th} data-label={t("passenger.surname")}>
            {p.surname}
          </td>
          <td className={th} data-label={t("passenger.givenName")}>
            {p.givenName}
          </td>
          <td className={th} data-label={t("passenger.passengerType")}>
            {t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType })}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function OrderTickets({ passengers }: { passengers: Item["passengerReference"] }) {
  const { t } = useTranslation("order");
  const tickets = passengers.filter((p) => p.ticketNumber);
  return (
    <DataTable
      caption={t("details.tickets")}
      captionVisible
      labelledCards
      headers={[t("ticket.passenger"), t("ticket.ticketNumber"), t("ticket.ticketStatus")]}
    >
      {tickets.length ? (
        tickets.map((p) => (
          <tr key={p.ticketNumber}>
            <td className={th} data-label={t("ticket.passenger")}>
              {`${p.surname}/${p.givenName}`}
            </td>
            <td className={`${th} font-mono`} data-label={t("ticket.ticketNumber")}>
              {p.ticketNumber}
            </td>
            <td className={th} data-label={t("ticket.ticketStatus")}>
              {t(`ticketStatus.${p.ticketStatus.toUpperCase()}`, {
                defaultValue: p.ticketStatus,
              })}
            </td>
          </tr>
        ))
      ) : (
        <tr>
          <td colSpan={3} className={`${th} text-slate-500 max-sm:col-span-2`}>
            {t("details.noTickets")}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
