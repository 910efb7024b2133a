import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useNonce } from "~/components/nonce";
import { PendingOverlay } from "~/components/pending-overlay";
import { Toaster } from "~/components/toaster";
import { getLocale } from "~/i18n/i18next.server";
import { commitSession, ensureCsrfToken, getSession } from "~/session/session.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "PAMHK Air Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request), getLocale(request)]);
  const { token, created } = ensureCsrfToken(session);
  const toast = session.get("toast") ?? null;
  const headers = new Headers();
  // Persist a new token, or the consumption of a flash toast.
  if (created || toast) headers.append("Set-Cookie", await commitSession(request, session));
  return data({ locale, csrf: token, toast }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? "en-US";
  return (
    <html lang={locale} className="h-full bg-slate-50">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full text-slate-900">
        {children}
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
      <a href="/" className="link">{t("nav.home")}</a>
      <GeneralErrorBoundary />
    </main>
  );
}
