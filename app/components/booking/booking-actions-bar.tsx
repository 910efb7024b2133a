import { Link, useLocation } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { PrintIcon } from "~/components/icons";
import type { BookingDetail } from "~/contracts/booking";
import type { Visibility } from "~/domain/booking/visibility";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { SendDocumentsButton } from "./send-documents-button";

/** The operation buttons of booking details, exactly as the visibility rules allow. */
export function BookingActionsBar({
  booking,
  visibility,
}: {
  booking: BookingDetail;
  visibility: Visibility;
}) {
  const { t } = useTranslation("booking");
  const { day } = useFormatter();
  const location = useLocation();
  const id = encodeURIComponent(booking.bookingId.id);
  const dialog = (name: string) => {
    const params = new URLSearchParams(location.search);
    params.set("dialog", name);
    return `${location.pathname}?${params}`;
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t("actions.label")}>
      {visibility.pnrStatus ? (
        <Link to={dialog("pnrStatus")} className="btn-secondary" preventScrollReset>
          {t("actions.pnrStatus")}
        </Link>
      ) : null}
      {visibility.issueTicket ? (
        <Link to={dialog("issueTicket")} className="btn-primary" preventScrollReset>
          {t("actions.issueTicket")}
        </Link>
      ) : null}
      {visibility.cancel ? (
        <Link to={dialog("cancel")} className="btn-danger" preventScrollReset>
          {t("actions.cancel")}
        </Link>
      ) : null}
      {visibility.refund ? (
        <Link to={dialog("refund")} className="btn-secondary" preventScrollReset>
          {t("actions.refund")}
        </Link>
      ) : null}
      {visibility.refundAppliedOn !== null ? (
        <button type="button" className="btn-secondary" disabled>
          {t("actions.refundApplied", {
            date: visibility.refundAppliedOn ? day(visibility.refundAppliedOn) : "",
          })}
        </button>
      ) : null}
      {visibility.rebook ? (
        <Link to={paths.rebook({ bookingId: booking.bookingId.id })} className="btn-secondary">
          {t("actions.rebook")}
        </Link>
      ) : null}
      {visibility.ancillary ? (
        <Link to={paths.ancillaryChange(booking.bookingId.id)} className="btn-secondary">
          {t("actions.ancillary")}
        </Link>
      ) : null}
      {visibility.printTicket ? (
        <a href={`/resources/print/eTicket?bookingId=${id}`} className="btn-secondary">
          {t("actions.printTicket")}
        </a>
      ) : null}
      {visibility.printItinerary ? (
        <a href={`/resources/print/itinerary?bookingId=${id}`} className="btn-secondary">
          {t("actions.printItinerary")}
        </a>
      ) : null}
      {visibility.printItinerary ? <SendDocumentsButton to={dialog("sendDocuments")} /> : null}
    </div>
  );
}

export function InvoicesTable({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation("booking");
  const { moment, money } = useFormatter();
  const id = encodeURIComponent(booking.bookingId.id);
  return (
    <DataTable
      caption={t("details.invoices")}
      captionVisible
      compact
      headers={[
        t("details.invoiceNumber"),
        t("details.invoiceType"),
        t("details.invoiceDate"),
        { label: t("details.amount"), align: "right" },
        { label: t("details.print"), hidden: true },
      ]}
    >
      {booking.invoices.length === 0 ? (
        <tr>
          <td colSpan={5} className="py-2 text-slate-600">
            {t("details.noInvoices")}
          </td>
        </tr>
      ) : (
        booking.invoices.map((invoice) => {
          const credit = invoice.invoiceTypeId === "CREDIT_NOTE";
          const kind = credit ? "creditNote" : "invoice";
          return (
            <tr key={invoice.invoiceId} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-mono">{invoice.invoiceNumber}</td>
              <td className="py-1 pr-2">
                {t(credit ? "details.creditNote" : "details.salesInvoice")}
              </td>
              <td className="py-1 pr-2">{moment(invoice.issueDate)}</td>
              <td className="py-1 pr-2 text-right">
                {money(invoice.amount, invoice.currencyCode)}
              </td>
              <td className="py-1 pr-2">
                <a
                  href={`/resources/print/${kind}?bookingId=${id}&invoiceId=${encodeURIComponent(invoice.invoiceId)}`}
                  className="link inline-flex min-h-6 min-w-6 items-center justify-center"
                  aria-label={t("details.printInvoice", { number: invoice.invoiceNumber })}
                >
                  <PrintIcon />
                </a>
              </td>
            </tr>
          );
        })
      )}
    </DataTable>
  );
}
