import { DataTable } from "~/components/data-table";
import { segmentStatusWord } from "~/domain/booking/airline-changes";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { NotificationDetails } from "~/pamhk/notification.server";

/** The segments table of a notification (docs/behaviour.md#notifications). */
export function NotificationSegments({ segments }: { segments: NotificationDetails["segments"] }) {
  const { t } = useTranslation("notification");
  const { localDateTime, day: dayOf } = useFormatter();
  // Flight times are the airports' own, shown as the back office gives them.
  const flightTime = (day: string, time: string) =>
    time ? localDateTime(`${day}T${time}`) : dayOf(day);
  const label = (column: string) => t(`details.${column}`);
  if (segments.length === 0) return <p className="text-sm text-slate-600">{t("details.none")}</p>;
  return (
    <DataTable
      caption={t("details.segments")}
      labelledCards
      headers={[
        "origin",
        "destination",
        "departure",
        "arrival",
        "carrier",
        "flightNumber",
        "class",
        "status",
      ].map(label)}
    >
      {segments.map((segment, index) => (
        <tr key={`${segment.airlineCode}${segment.flightNumber}-${index}`}>
          <td className="px-2 py-2" data-label={label("origin")}>
            {segment.oriLoc}
          </td>
          <td className="px-2 py-2" data-label={label("destination")}>
            {segment.desLoc}
          </td>
          <td className="whitespace-nowrap px-2 py-2" data-label={label("departure")}>
            {flightTime(segment.departureDateStr, segment.departureTimeStr)}
          </td>
          <td className="whitespace-nowrap px-2 py-2" data-label={label("arrival")}>
            {flightTime(segment.arrivelDateStr, segment.arrivelTimeStr)}
          </td>
          <td className="px-2 py-2" data-label={label("carrier")}>
            {segment.airlineCode}
          </td>
          <td className="px-2 py-2" data-label={label("flightNumber")}>
            {segment.flightNumber}
          </td>
          <td className="px-2 py-2" data-label={label("class")}>
            {segment.classCode}
          </td>
          <td className="px-2 py-2" data-label={label("status")}>
            {segmentStatusWord(segment.status)
              ? t(`codes:segmentStatus.${segmentStatusWord(segment.status)}`)
              : segment.status || "—"}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Passengers named in the message: title, name, type and ticket number when issued. */
export function NotificationPassengers({
  travelers,
}: {
  travelers: NotificationDetails["travelers"];
}) {
  const { t } = useTranslation("notification");
  if (travelers.length === 0) return <p className="text-sm text-slate-600">{t("details.none")}</p>;
  return (
    <DataTable
      caption={t("details.passengers")}
      labelledCards
      headers={[t("details.passengerName"), t("details.passengerType"), t("details.ticketNumber")]}
    >
      {travelers.map((traveler, index) => (
        <tr key={`${traveler.surname}-${traveler.givenName}-${index}`}>
          <td className="px-2 py-2" data-label={t("details.passengerName")}>
            {traveler.surname}/{traveler.givenName}{" "}
            {traveler.nameTitle
              ? t(`codes:nameTitle.${traveler.nameTitle}`, { defaultValue: traveler.nameTitle })
              : ""}
          </td>
          <td className="px-2 py-2" data-label={t("details.passengerType")}>
            {traveler.passengerType
              ? t(`codes:paxType.${traveler.passengerType}`, {
                  defaultValue: traveler.passengerType,
                })
              : ""}
          </td>
          <td className="px-2 py-2" data-label={t("details.ticketNumber")}>
            {traveler.ticketNumber || "—"}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
