import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/contracts/root-data";
import {
  DEFAULT_AGENCY_TIME_ZONE,
  formatAmount,
  formatDay,
  formatLocalDateTime,
  formatMoment,
  formatMoney,
} from "~/format";
import { useFormattedText } from "./use-translation";

// In components: the locale and zone of this request (root loader data), the same on both sides,
// so hydration sees the text the server printed.

export function useFormatter() {
  const root = useRouteLoaderData<RootData>("root");
  const locale = root?.locale ?? "en-US";
  const timeZone = root?.timeZone ?? DEFAULT_AGENCY_TIME_ZONE;
  const text = useFormattedText();
  // Hydration takes the server's text for the same call instead of formatting again.
  const once = (kind: string, value: string | number, make: () => string) =>
    text(`${kind}|${locale}|${timeZone}|${value}`, make);
  return {
    locale,
    timeZone,
    money: (amount: number, currency: string) =>
      once(`money ${currency}`, amount, () => formatMoney(amount, currency, locale)),
    amount: (amount: number) => once("amount", amount, () => formatAmount(amount, locale)),
    day: (value: string) => once("day", value, () => formatDay(value, locale, { timeZone })),
    date: (value: string) =>
      once("date", value, () => formatDay(value, locale, { weekday: true, timeZone })),
    localDateTime: (value: string) => once("wall", value, () => formatLocalDateTime(value, locale)),
    moment: (value: string) => once("moment", value, () => formatMoment(value, locale, timeZone)),
  };
}
