import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { NotificationRow } from "~/pamhk/notification.server";
import { useQueueDates } from "./dates";

/** Received date, PNR and message (spec 02 §2); unread rows stand out in bold with a tag. */
export function NotificationTable({ rows }: { rows: NotificationRow[] }) {
  const { t } = useTranslation("notification");
  const { moment } = useQueueDates();
  const location = useLocation();
  if (rows.length === 0) return <p className="card text-slate-600">{t("list.noData")}</p>;
  // The details page's Back returns to this very search and page.
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("list.results")}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2">{t("list.receiveDate")}</th>
            <th scope="col" className="px-2 py-2">{t("list.recordLocator")}</th>
            <th scope="col" className="px-2 py-2">{t("list.message")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => {
            const unread = row.statusId === "UNREAD";
            return (
              <tr key={row.refId} className={unread ? "font-semibold" : undefined}>
                <td className="whitespace-nowrap px-2 py-2">{moment(row.createDate)}</td>
                <td className="px-2 py-2">
                  <Link
                    to={`/secured/notification/messageDetails?refId=${encodeURIComponent(row.refId)}&back=${back}`}
                    className="link"
                    aria-label={t("list.open", { pnr: row.rlocNumber })}
                  >
                    {row.rlocNumber}
                  </Link>
                  {unread ? <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">{t("list.unread")}</span> : null}
                </td>
                <td className="px-2 py-2">{row.message}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
