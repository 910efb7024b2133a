import { type LinksFunction, type LoaderFunctionArgs, data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useNonce } from "~/components/nonce";
import { PendingOverlay } from "~/components/pending-overlay";
import { Toaster } from "~/components/toaster";
import type { RootData } from "~/contracts/root-data";
import { env } from "~/env.server";
import { getLocale } from "~/i18n/i18next.server";
import { TranslationsData, useTranslation } from "~/i18n/use-translation";
import { commitSession, ensureCsrfToken, getSession } from "~/session/session.server";
import { readFlashToast, statelessCsrf } from "~/session/stateless.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request), getLocale(request)]);
  const headers = new Headers();
  // Signed in: the session's own token. Anonymous: a token bound to a cookie, so an anonymous
  // page view writes no session record at all.
  let csrf: string;
  let created = false;
  if (session.id && session.get("user")) {
    ({ token: csrf, created } = ensureCsrfToken(session));
  } else {
    const stateless = statelessCsrf(request);
    csrf = stateless.token;
    if (stateless.setCookie) headers.append("Set-Cookie", stateless.setCookie);
  }
  let toast = session.get("toast") ?? null;
  // Persist a new token, or the consumption of a flash toast.
  if (created || toast) headers.append("Set-Cookie", await commitSession(request, session));
  const flashed = toast ? undefined : await readFlashToast(request);
  if (flashed) {
    toast = flashed.toast;
    headers.append("Set-Cookie", flashed.clear);
  }
  // The agency zone travels with the page so server and browser print the same times.
  const timeZone = env().AGENCY_TIME_ZONE;
  const page: RootData = { locale, timeZone, csrf };
  return data({ ...page, toast }, { headers });
}

/** Routes name their page with `handle = { titleKey }` (namespace:key), translated here. */
function useDocumentTitle(): string {
  const { t } = useTranslation();
  const match = [...useMatches()]
    .reverse()
    .find((m) => (m.handle as { titleKey?: string } | undefined)?.titleKey);
  const key = (match?.handle as { titleKey?: string } | undefined)?.titleKey;
  const brand = t("common.brand");
  return key ? `${t(key)} · ${brand}` : brand;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const title = useDocumentTitle();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? "en-US";
  return (
    <html lang={locale} className="h-full bg-slate-50">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <Meta />
        <Links />
      </head>
      <body className="h-full text-slate-900">
        {children}
        <TranslationsData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A language switch reloads the document, so the browser only ever holds one locale.
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
      <PendingOverlay />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-2xl p-8">
      <a href="/" className="link">
        {t("nav.home")}
      </a>
      <GeneralErrorBoundary />
    </main>
  );
}
