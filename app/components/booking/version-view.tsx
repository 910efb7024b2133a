import { Link, useLocation } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import type { AirItem, BookingDetail, Traveller } from "~/contracts/booking";
import { shownTicketStatus } from "~/domain/booking/ticket-status";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

/** Links that change one search parameter and keep the others (tabs work without JS). */
function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    return `${location.pathname}?${params}`;
  };
}

export function VersionTabs({ booking, current }: { booking: BookingDetail; current: number }) {
  const { t } = useTranslation("booking");
  const hrefWith = useHrefWith();
  return (
    <nav
      aria-label={t("details.versions")}
      className="flex flex-wrap gap-1 border-b border-slate-200"
    >
      {booking.bookingAirItems.map((item) => (
        <Link
          key={item.versionNum}
          to={hrefWith({ version: String(item.versionNum), pax: null, dialog: null })}
          aria-current={item.versionNum === current ? "page" : undefined}
          className={`rounded-t px-3 py-2 text-sm ${item.versionNum === current ? "border border-b-white border-slate-200 bg-white font-semibold" : "text-slate-600 hover:bg-slate-100"}`}
        >
          {t("details.version", { n: item.versionNum })}
          {item.latestVersion ? <span className="sr-only"> ({t("details.latest")})</span> : null}
        </Link>
      ))}
    </nav>
  );
}

export function PassengerTabs({
  item,
  current,
  canModify,
}: {
  item: AirItem;
  current: Traveller | null;
  canModify: boolean;
}) {
  const { t } = useTranslation("booking");
  const hrefWith = useHrefWith();
  const { day } = useFormatter();
  if (!current) return null;
  return (
    <section aria-labelledby="pax-heading" className="space-y-2">
      <h3 id="pax-heading" className="font-semibold">
        {t("details.passengers")}
      </h3>
      <nav aria-label={t("details.passengers")} className="flex flex-wrap gap-1">
        {item.travelerInfos.map((p) => (
          <Link
            key={p.refIndex}
            to={hrefWith({ pax: String(p.refIndex), dialog: null })}
            aria-current={p.refIndex === current.refIndex ? "page" : undefined}
            className={`rounded px-3 py-1 text-sm ${p.refIndex === current.refIndex ? "bg-brand-600 text-white" : "bg-slate-100"}`}
          >
            {p.surname}/{p.givenName}
          </Link>
        ))}
      </nav>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">{t("traveller.name")}</dt>
        <dd>
          {current.nameTitle} {current.surname}/{current.givenName}
        </dd>
        <dt className="text-slate-600">{t("traveller.type")}</dt>
        <dd>
          {t(`codes:paxType.${current.passengerType}`, { defaultValue: current.passengerType })}
        </dd>
        <dt className="text-slate-600">{t("traveller.birthDate")}</dt>
        <dd>{current.birthDate ? day(current.birthDate) : "—"}</dd>
        <dt className="text-slate-600">{t("traveller.emails")}</dt>
        <dd>{current.emails.map((e) => e.emailAddress).join(", ")}</dd>
        <dt className="text-slate-600">{t("traveller.phones")}</dt>
        <dd>
          {current.telephones
            .map((p) => `${p.countryAccessCode ? `+${p.countryAccessCode} ` : ""}${p.phoneNumber}`)
            .join(", ")}
        </dd>
      </dl>
      {canModify ? (
        <Link
          to={hrefWith({ dialog: "modifyTraveller", pax: String(current.refIndex) })}
          className="btn-secondary"
          preventScrollReset
        >
          {t("actions.modifyTraveller")}
        </Link>
      ) : null}
    </section>
  );
}

export function TicketTable({ item }: { item: AirItem }) {
  const { t } = useTranslation("booking");
  return (
    <DataTable
      caption={t("details.tickets")}
      captionVisible
      compact
      headers={[t("details.passengerName"), t("details.ticketNumber"), t("details.ticketStatus")]}
    >
      {item.ticketInfos.length === 0 ? (
        <tr>
          <td colSpan={3} className="py-2 text-slate-600">
            {t("details.noTickets")}
          </td>
        </tr>
      ) : (
        item.ticketInfos.map((ticket) => (
          <tr key={ticket.ticketNumber} className="border-t border-slate-100">
            <td className="py-1 pr-2">{ticket.passengerName}</td>
            <td className="py-1 pr-2 font-mono">{ticket.ticketNumber}</td>
            <td className="py-1 pr-2">
              {t(`details.ticketStatuses.${shownTicketStatus(item, ticket.ticketStatus)}`, {
                defaultValue: ticket.ticketStatus,
              })}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function PriceSummaryTable({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation("booking");
  const f = useFormatter();
  const lines = booking.airFarePriceSummary;
  const total = lines.reduce((sum, l) => sum + l.totalAmount * l.quantity, 0);
  const currency = lines[0]?.currencyCode || "HKD";
  const money = (n: number, c = currency) => f.money(n, c);
  // One currency (the usual case): figures alone, the currency once under the caption, so the
  // table fits a phone's width (docs/behaviour.md#review-baggage-and-the-passenger-form).
  const single = lines.every((l) => (l.currencyCode || currency) === currency);
  const cell = (n: number, c: string) => (single ? f.amount(n) : money(n, c));
  return (
    <DataTable
      caption={
        <>
          {t("details.priceSummary")}
          {single ? (
            <span className="block text-xs font-normal text-slate-600">
              {t("details.currencyNote", { currency })}
            </span>
          ) : null}
        </>
      }
      captionVisible
      compact
      headers={[
        t("details.paxType"),
        { label: t("details.base"), align: "right" },
        { label: t("details.taxes"), align: "right" },
        { label: t("details.fees"), align: "right" },
        { label: t("details.total"), align: "right" },
      ]}
      footer={
        <>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" colSpan={4} className="py-1 pr-2 text-right">
              {t("details.tripTotal")}
            </th>
            <td className="py-1 pr-2 text-right">{money(total)}</td>
          </tr>
        </>
      }
    >
      {lines.map((l) => {
        // A "× 2" row adds up its travellers; one traveller's total under it.
        const times = (n: number) => cell(n * l.quantity, l.currencyCode);
        return (
          <tr key={l.passengerType} className="border-t border-slate-100">
            <td className="py-1 pr-2">
              {t(`codes:paxType.${l.passengerType}`, { defaultValue: l.passengerType })} ×{" "}
              {l.quantity}
              {l.quantity > 1 ? (
                <span className="block text-xs text-slate-600">
                  {t("priceRow.each", { amount: cell(l.totalAmount, l.currencyCode) })}
                </span>
              ) : null}
            </td>
            <td className="py-1 pr-2 text-right">{times(l.baseAmount)}</td>
            <td className="py-1 pr-2 text-right">{times(l.taxesAmount)}</td>
            <td className="py-1 pr-2 text-right">{times(l.feesAmount)}</td>
            <td className="py-1 pr-2 text-right">{times(l.totalAmount)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
