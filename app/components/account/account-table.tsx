import { Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { EditIcon } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import type { AccountRow } from "~/pamhk/account-admin.server";
import { paths } from "~/paths";

/** Account list columns (docs/behaviour.md#accounts): edit icon, login id, short name, enabled. */
export function AccountTable({ rows }: { rows: AccountRow[] }) {
  const { t } = useTranslation("account");
  if (rows.length === 0) return <p className="card text-slate-600">{t("list.noData")}</p>;
  return (
    <DataTable
      caption={t("list.results")}
      headers={[
        { label: t("details.edit"), hidden: true },
        t("list.loginId"),
        t("list.shortName"),
        t("list.status"),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-2 py-2">
            <Link
              to={paths.accountDetails(row.id)}
              className="link inline-flex min-h-6 min-w-6 items-center justify-center"
              aria-label={t("list.open", { login: row.loginId })}
            >
              <EditIcon />
            </Link>
          </td>
          <td className="px-2 py-2 font-medium">{row.loginId}</td>
          <td className="px-2 py-2">{row.partyShortName}</td>
          <td className="px-2 py-2">
            <span className={row.enabled ? "text-green-700" : "text-slate-500"}>
              {t(row.enabled ? "status.active" : "status.inactive")}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
