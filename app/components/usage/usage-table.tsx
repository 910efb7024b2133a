import { DataTable } from "~/components/data-table";
import { useTranslation } from "~/i18n/use-translation";
import type { UsageLine } from "~/services/usage.server";

/** Per company and day; on phones each row is a card (company and day first). */
export function UsageTable({ lines, budget }: { lines: UsageLine[]; budget: number }) {
  const { t } = useTranslation("activity");
  const label =
    "max-sm:before:mr-1 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";
  return (
    <div className="card min-w-0 overflow-x-auto max-sm:p-0">
      <DataTable
        caption={t("usage.caption")}
        cardsOnPhones
        headers={[
          t("usage.day"),
          t("usage.company"),
          { label: t("usage.searches"), align: "right" },
          { label: t("usage.bookings"), align: "right" },
          { label: t("usage.perBooking"), align: "right" },
          { label: t("usage.automatic"), align: "right" },
          { label: t("usage.failures"), align: "right" },
        ]}
      >
        {lines.map((line) => (
          <tr
            key={`${line.day} ${line.companyCode}`}
            className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1 max-sm:p-3"
          >
            <td className="whitespace-nowrap px-2 py-2 max-sm:p-0 max-sm:font-semibold">
              {line.day}
            </td>
            <th scope="row" className="px-2 py-2 text-left max-sm:p-0 max-sm:font-semibold">
              {line.companyCode}
            </th>
            <td
              data-label={t("usage.searches")}
              className={`px-2 py-2 text-right max-sm:w-full max-sm:p-0 max-sm:text-left ${label}`}
            >
              {line.searches}
            </td>
            <td
              data-label={t("usage.bookings")}
              className={`px-2 py-2 text-right max-sm:w-full max-sm:p-0 max-sm:text-left ${label}`}
            >
              {line.bookings}
            </td>
            <td
              data-label={t("usage.perBooking")}
              className={`px-2 py-2 text-right max-sm:w-full max-sm:p-0 max-sm:text-left ${label}`}
            >
              {line.searchesPerBooking ?? t("usage.none")}
            </td>
            <td
              data-label={t("usage.automatic")}
              className={`px-2 py-2 text-right max-sm:w-full max-sm:p-0 max-sm:text-left ${label}`}
            >
              {t("usage.automaticOf", {
                count: line.automaticSearches,
                peak: line.peakAutomaticHour,
                budget,
              })}
            </td>
            <td
              data-label={t("usage.failures")}
              className={`px-2 py-2 text-right max-sm:w-full max-sm:p-0 max-sm:text-left ${label}`}
            >
              {line.failures}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
