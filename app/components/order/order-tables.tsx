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
          <td className={th}>{`${s.airlineCode}${s.flightNumber}`}</td>
          <td className={th}>{s.oriLoc}</td>
          <td className={th}>{s.desLoc}</td>
          <td className={th}>{f.localDateTime(s.departureDateTime)}</td>
          <td className={th}>{s.classCode}</td>
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
      headers={[
        t("passenger.nameTitle"),
        t("passenger.surname"),
        t("passenger.givenName"),
        t("passenger.passengerType"),
      ]}
    >
      {passengers.map((p, i) => (
        <tr key={`${p.surname}-${p.givenName}-${i}`}>
          <td className={th}>
            {t(`codes:nameTitle.${p.nameTitle}`, { defaultValue: p.nameTitle })}
          </td>
          <td className={th}>{p.surname}</td>
          <td className={th}>{p.givenName}</td>
          <td className={th}>
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
      headers={[t("ticket.passenger"), t("ticket.ticketNumber"), t("ticket.ticketStatus")]}
    >
      {tickets.length ? (
        tickets.map((p) => (
          <tr key={p.ticketNumber}>
            <td className={th}>{`${p.surname}/${p.givenName}`}</td>
            <td className={`${th} font-mono`}>{p.ticketNumber}</td>
            <td className={th}>
              {t(`ticketStatus.${p.ticketStatus.toUpperCase()}`, {
                defaultValue: p.ticketStatus,
              })}
            </td>
          </tr>
        ))
      ) : (
        <tr>
          <td colSpan={3} className={`${th} text-slate-500`}>
            {t("details.noTickets")}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
