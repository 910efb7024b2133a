import { useRouteLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import type { loader as rootLoader } from "~/root";

// Dates and deadlines in the agent's language (luxon with the portal locale, spec 02 §9).
export function usePortalLocale(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? "en-US";
}

/** A calendar day ("2026-12-01") in the agent's locale, or the raw text when not a date. */
export function formatDay(value: string, locale: string): string {
  const d = DateTime.fromISO(value, { setZone: true });
  return d.isValid ? d.setLocale(locale).toLocaleString(DateTime.DATE_MED) : value;
}

/** A moment (deadline, booking time) with date and time in the agent's locale. */
export function formatMoment(value: string, locale: string): string {
  const d = DateTime.fromISO(value);
  return d.isValid ? d.setLocale(locale).toLocaleString(DateTime.DATETIME_MED) : value;
}

export function useDates() {
  const locale = usePortalLocale();
  return { day: (v: string) => formatDay(v, locale), moment: (v: string) => formatMoment(v, locale), locale };
}

/** Amounts in the fare's own currency, grouped the agent's way. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: currency || "HKD", currencyDisplay: "code" }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
