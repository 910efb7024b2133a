import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, isLocale, locales, type Locale } from "~/domain/code-tables";
import config from "./i18n";
import { resources } from "./resources.server";

// The chosen language is a preference, not a secret: a plain year-long cookie.
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 31_536_000,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...config, resources },
});

export async function getLocale(request: Request): Promise<Locale> {
  const locale = await i18next.getLocale(request);
  return isLocale(locale) ? locale : defaultLocale;
}
