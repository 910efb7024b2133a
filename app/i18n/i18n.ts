import { defaultLocale, locales } from "~/domain/code-tables";

export const namespaces = [
  "common",
  "messages",
  "codes",
  "air",
  "booking",
  "account",
  "order",
  "notification",
  "report",
  "sso",
  "rebook",
] as const;

export default {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: [...namespaces],
  interpolation: { escapeValue: false },
  returnNull: false,
};
