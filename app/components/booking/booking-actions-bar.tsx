import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Visibility } from "~/domain/booking/visibility";
import type { BookingDetail } from "~/pamhk/booking-types";
import { useDates } from "./dates";

/** The operation buttons of booking details, exactly as the visibility rules allow. */
export function BookingActionsBar({ booking, visibility }: { booking: BookingDetail; visibility: Visibility }) {
  const { t } = useTranslation("booking");
  const { day } = useDates();
  const location = useLocation();
  const id = encodeURIComponent(booking.bookingId.id);
  const dialog = (name: string) => {
    const params = new URLSearchParams(location.search);
    params.set("dialog", name);
    return `${location.pathname}?${params}`;
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t("actions.label")}>
      {visibility.pnrStatus ? <Link to={dialog("pnrStatus")} className="btn-secondary" preventScrollReset>{t("actions.pnrStatus")}</Link> : null}
      {visibility.issueTicket ? <Link to={dialog("issueTicket")} className="btn-primary" preventScrollReset>{t("actions.issueTicket")}</Link> : null}
      {visibility.cancel ? <Link to={dialog("cancel")} className="btn-danger" preventScrollReset>{t("actions.cancel")}</Link> : null}
      {visibility.refund ? <Link to={dialog("refund")} className="btn-secondary" preventScrollReset>{t("actions.refund")}</Link> : null}
      {visibility.refundAppliedOn !== null ? (
        <button type="button" className="btn-secondary" disabled>
          {t("actions.refundApplied", { date: visibility.refundAppliedOn ? day(visibility.refundAppliedOn) : "" })}
        </button>
      ) : null}
      {visibility.rebook ? <Link to={`/secured/booking/flightReshop?bookingId=${id}`} className="btn-secondary">{t("actions.rebook")}</Link> : null}
      {visibility.ancillary ? <Link to={`/secured/booking/flightAncillaryReshop?bookingId=${id}`} className="btn-secondary">{t("actions.ancillary")}</Link> : null}
      {visibility.printTicket ? (
        <a href={`/resources/print/eTicket?bookingId=${id}`} className="btn-secondary" download>{t("actions.printTicket")}</a>
      ) : null}
      {visibility.printItinerary ? (
        <a href={`/resources/print/itinerary?bookingId=${id}`} className="btn-secondary" download>{t("actions.printItinerary")}</a>
      ) : null}
    </div>
  );
}

export function InvoicesTable({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation("booking");
  const { moment, locale } = useDates();
  const id = encodeURIComponent(booking.bookingId.id);
  return (
    <table className="min-w-full text-sm">
      <caption className="mb-1 text-left font-semibold">{t("details.invoices")}</caption>
      <thead className="text-left text-xs uppercase text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2">{t("details.invoiceNumber")}</th>
          <th scope="col" className="py-1 pr-2">{t("details.invoiceType")}</th>
          <th scope="col" className="py-1 pr-2">{t("details.invoiceDate")}</th>
          <th scope="col" className="py-1 pr-2 text-right">{t("details.amount")}</th>
          <th scope="col" className="py-1 pr-2"><span className="sr-only">{t("details.print")}</span></th>
        </tr>
      </thead>
      <tbody>
        {booking.invoices.length === 0 ? (
          <tr><td colSpan={5} className="py-2 text-slate-600">{t("details.noInvoices")}</td></tr>
        ) : (
          booking.invoices.map((invoice) => {
            const credit = invoice.invoiceTypeId === "CREDIT_NOTE";
            const kind = credit ? "creditNote" : "invoice";
            return (
              <tr key={invoice.invoiceId} className="border-t border-slate-100">
                <td className="py-1 pr-2 font-mono">{invoice.invoiceNumber}</td>
                <td className="py-1 pr-2">{t(credit ? "details.creditNote" : "details.salesInvoice")}</td>
                <td className="py-1 pr-2">{moment(invoice.issueDate)}</td>
                <td className="py-1 pr-2 text-right">{new Intl.NumberFormat(locale, { style: "currency", currency: invoice.currencyCode || "HKD", currencyDisplay: "code" }).format(invoice.amount)}</td>
                <td className="py-1 pr-2">
                  <a
                    href={`/resources/print/${kind}?bookingId=${id}&invoiceId=${encodeURIComponent(invoice.invoiceId)}`}
                    className="link"
                    download
                    aria-label={t("details.printInvoice", { number: invoice.invoiceNumber })}
                  >
                    <span aria-hidden="true">🖨</span>
                  </a>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
