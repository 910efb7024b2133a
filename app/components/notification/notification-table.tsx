import { Link, useLocation } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { NotificationRow } from "~/pamhk/notification.server";
import { paths } from "~/paths";

/**
 * Received date, PNR and message (docs/behaviour.md#notifications); unread rows stand out in bold
 * with a tag.
 */
export function NotificationTable({ rows }: { rows: NotificationRow[] }) {
  const { t } = useTranslation("notification");
  const { moment } = useFormatter();
  const location = useLocation();
  if (rows.length === 0) return <p className="card text-slate-600">{t("list.noData")}</p>;
  // The details page's Back returns to this very search and page.
  const back = location.pathname + location.search;
  return (
    <DataTable
      caption={t("list.results")}
      cardsOnPhones
      headers={[t("list.receiveDate"), t("list.recordLocator"), t("list.message")]}
    >
      {rows.map((row) => {
        const unread = row.statusId === "UNREAD";
        return (
          // On a phone a card: the date and the PNR on one line, the message below in full.
          <tr
            key={row.refId}
            className={`max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:p-3 ${unread ? "font-semibold" : ""}`}
          >
            <td className="whitespace-nowrap px-2 py-2 max-sm:order-2 max-sm:p-0 max-sm:text-xs max-sm:text-slate-600">
              {moment(row.createDate)}
            </td>
            <td className="px-2 py-2 max-sm:order-1 max-sm:p-0">
              <Link
                to={paths.notificationDetails(row.refId, back)}
                className="link"
                aria-label={t("list.open", { pnr: row.rlocNumber })}
              >
                {row.rlocNumber}
              </Link>
              {unread ? (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">
                  {t("list.unread")}
                </span>
              ) : null}
              {row.messageType === "SCHEDULE_CHANGE" ? (
                // Which messages are schedule changes, and whether they are handled.
                <span className="mt-1 flex flex-wrap gap-1 text-xs font-normal">
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-950">
                    {t("list.scheduleChange")}
                  </span>
                  <span
                    className={
                      row.handled
                        ? "rounded bg-slate-100 px-1.5 py-0.5 text-slate-800"
                        : "rounded bg-red-100 px-1.5 py-0.5 text-red-800"
                    }
                  >
                    {row.handled ? t("list.handled") : t("list.toHandle")}
                  </span>
                </span>
              ) : null}
            </td>
            <td className="px-2 py-2 max-sm:order-3 max-sm:w-full max-sm:p-0 max-sm:pt-1">
              {row.message}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
