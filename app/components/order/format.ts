import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "~/forms/order-search";

// Dates and money as the agent reads them: Hong Kong time, the user's language.

export function formatDateTime(iso: string, locale: string): string {
  const at = DateTime.fromISO(iso, { zone: BUSINESS_ZONE });
  return at.isValid ? at.setLocale(locale).toFormat("yyyy-MM-dd HH:mm") : iso;
}

/** A local "YYYY-MM-DDTHH:mm:ss" flight time, shown as written (it is the airport's own time). */
export function formatLocalDateTime(local: string): string {
  return local.length >= 16 ? `${local.slice(0, 10)} ${local.slice(11, 16)}` : local;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currency} ${number}`;
}
