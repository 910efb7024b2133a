import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, isLocale, locales, type Locale } from "~/domain/locales";

// The chosen language is a preference, not a secret: a plain year-long cookie.
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 31_536_000,
});

// Locale detection only; texts come from translations.server.ts.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    order: ["custom", "cookie", "header"],
    // A client's quote page (/q/…) is in the language its link names, not the visitor's cookie
    // (docs/decisions/0104-quotes-sent-to-clients.md); nowhere else does `lng` choose.
    findLocale: async (request) => {
      const url = new URL(request.url);
      return url.pathname.startsWith("/q/") ? url.searchParams.get("lng") : null;
    },
  },
});

export async function getLocale(request: Request): Promise<Locale> {
  const locale = await detector.getLocale(request);
  return isLocale(locale) ? locale : defaultLocale;
}
