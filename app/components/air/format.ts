import { useTranslation } from "react-i18next";

// Display of dates, times, durations and amounts in the user's locale. Flight times are local
// to each airport, so they are shown as written ("HH:mm") and dates are formatted in UTC.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

const dates = new Map<string, string>();

export function formatDate(iso: string, locale: string): string {
  // A results page shows the same few dates on every card.
  const key = `${locale}|${iso}`;
  const known = dates.get(key);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, f);
  }
  const text = f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  if (dates.size > 5000) dates.clear();
  dates.set(key, text);
  return text;
}

export const timeOf = (dateTime: string) => /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? dateTime;
export const dateOf = (dateTime: string) => dateTime.slice(0, 10);

export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}:${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: "currency", currency: currency || "HKD", currencyDisplay: "code" });
    } catch {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}

export function useFormat() {
  const { t, i18n } = useTranslation("air");
  const locale = i18n.language;
  return {
    locale,
    date: (iso: string) => formatDate(iso, locale),
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    duration: (h: number, m: number) => t("card.duration", { h, m }),
  };
}
