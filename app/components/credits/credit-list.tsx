// The company's ticket credits: a table, stacked as cards on phones; each open credit has two
// small POST forms (plain buttons: they work without JavaScript) to close it by hand.
import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { CreditView } from "~/services/credits.server";

export function CreditList({ credits, canClose }: { credits: CreditView[]; canClose: boolean }) {
  const { t } = useTranslation("travel");
  const { money, day } = useFormatter();
  const headers = [
    t("credits.traveller"),
    t("credits.airline"),
    t("credits.ticket"),
    t("credits.amount"),
    t("credits.expires"),
    t("credits.booking"),
    t("credits.state"),
  ];
  if (canClose) headers.push(t("credits.actions"));
  return (
    <DataTable
      caption={t("credits.caption")}
      labelledCards
      className="card min-w-0 overflow-x-auto max-sm:p-3"
      headers={headers}
    >
      {credits.map((c) => (
        <tr key={c.id}>
          <th scope="row" data-label={headers[0]} className="px-2 py-2 text-left font-medium">
            {c.travellerName}
          </th>
          <td data-label={headers[1]} className="px-2 py-2">
            {c.airlineCode}
          </td>
          <td data-label={headers[2]} className="px-2 py-2 font-mono">
            {c.ticketNumber}
          </td>
          <td data-label={headers[3]} className="px-2 py-2">
            {money(c.amount, c.currency)}
          </td>
          <td data-label={headers[4]} className="px-2 py-2">
            {day(c.expiresOn)}
            {c.expiryAssumed ? (
              <span className="block text-xs text-slate-600">{t("credits.assumed")}</span>
            ) : null}
          </td>
          <td data-label={headers[5]} className="px-2 py-2">
            <Link to={paths.bookingDetails(c.bookingId)} className="link font-mono">
              {c.recordLocator || c.bookingId}
            </Link>
          </td>
          <td data-label={headers[6]} className="px-2 py-2">
            {t(`credits.states.${c.state}`)}
          </td>
          {canClose ? (
            <td data-label={headers[7]} className="px-2 py-2">
              {c.state === "open" ? (
                <Form method="post" className="flex flex-wrap gap-1">
                  <CsrfInput />
                  <input type="hidden" name="creditId" value={c.id} />
                  <button
                    type="submit"
                    name="state"
                    value="used"
                    className="btn-secondary py-1 text-sm"
                    aria-label={t("credits.markUsedOf", { ticket: c.ticketNumber })}
                  >
                    {t("credits.markUsed")}
                  </button>
                  <button
                    type="submit"
                    name="state"
                    value="expired"
                    className="btn-secondary py-1 text-sm"
                    aria-label={t("credits.markExpiredOf", { ticket: c.ticketNumber })}
                  >
                    {t("credits.markExpired")}
                  </button>
                </Form>
              ) : null}
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
