import { useTranslation } from "react-i18next";
import type { NotificationDetails } from "~/pamhk/notification.server";
import { useQueueDates } from "./dates";

/** The segments table of a notification (spec 02 §2). */
export function NotificationSegments({ segments }: { segments: NotificationDetails["segments"] }) {
  const { t } = useTranslation("notification");
  const { flightTime } = useQueueDates();
  if (segments.length === 0) return <p className="text-sm text-slate-600">{t("details.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("details.segments")}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {["origin", "destination", "departure", "arrival", "carrier", "flightNumber", "class", "status"].map((column) => (
              <th key={column} scope="col" className="px-2 py-2">{t(`details.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {segments.map((segment, index) => (
            <tr key={`${segment.airlineCode}${segment.flightNumber}-${index}`}>
              <td className="px-2 py-2">{segment.oriLoc}</td>
              <td className="px-2 py-2">{segment.desLoc}</td>
              <td className="whitespace-nowrap px-2 py-2">{flightTime(segment.departureDateStr, segment.departureTimeStr)}</td>
              <td className="whitespace-nowrap px-2 py-2">{flightTime(segment.arrivelDateStr, segment.arrivelTimeStr)}</td>
              <td className="px-2 py-2">{segment.airlineCode}</td>
              <td className="px-2 py-2">{segment.flightNumber}</td>
              <td className="px-2 py-2">{segment.classCode}</td>
              <td className="px-2 py-2">{segment.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Passengers named in the message: title, name, type and ticket number when issued. */
export function NotificationPassengers({ travelers }: { travelers: NotificationDetails["travelers"] }) {
  const { t } = useTranslation("notification");
  if (travelers.length === 0) return <p className="text-sm text-slate-600">{t("details.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("details.passengers")}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2">{t("details.passengerName")}</th>
            <th scope="col" className="px-2 py-2">{t("details.passengerType")}</th>
            <th scope="col" className="px-2 py-2">{t("details.ticketNumber")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {travelers.map((traveler, index) => (
            <tr key={`${traveler.surname}-${traveler.givenName}-${index}`}>
              <td className="px-2 py-2">
                {traveler.surname}/{traveler.givenName} {traveler.nameTitle ? t(`codes:nameTitle.${traveler.nameTitle}`, { defaultValue: traveler.nameTitle }) : ""}
              </td>
              <td className="px-2 py-2">{traveler.passengerType ? t(`codes:paxType.${traveler.passengerType}`, { defaultValue: traveler.passengerType }) : ""}</td>
              <td className="px-2 py-2">{traveler.ticketNumber || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
