import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireSsoUser } from "~/auth/sso.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicLayout } from "~/components/public-layout";
import { env } from "~/env.server";
import { formatClock } from "~/format";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export const handle = { titleKey: "sso:landing.pageTitle" };

// Flagged as needing the identity provider (docs/behaviour.md#sign-in-and-public-pages): without an
// SSO session the guard sends the person to the provider and back here.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, sso } = await requireSsoUser(request);
  const locale = await getLocale(request);
  // Formatted here: the server and the browser may sit in different time zones.
  const validUntil = formatClock(sso.accessExpiresAt, locale, env().AGENCY_TIME_ZONE);
  return {
    name: sso.displayName,
    userName: sso.userName,
    company: user.companyName,
    validUntil,
  };
}

export default function SsoLanding() {
  const { name, userName, company, validUntil } = useLoaderData<typeof loader>();
  const { t } = useTranslation("sso");
  return (
    <PublicLayout>
      <section className="card max-w-xl" aria-labelledby="sso-title">
        <h1 id="sso-title" className="text-xl font-semibold">
          {t("landing.title", { name })}
        </h1>
        <p className="mt-2 text-slate-700">{t("landing.identity", { userName })}</p>
        {company ? (
          <p className="mt-1 text-slate-700">{t("landing.company", { company })}</p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t("landing.validity", { time: validUntil })}</p>
        <Link to={paths.flightSearch()} className="btn-primary mt-4 inline-block">
          {t("landing.continue")}
        </Link>
      </section>
    </PublicLayout>
  );
}

export function ErrorBoundary() {
  return (
    <PublicLayout>
      <GeneralErrorBoundary />
    </PublicLayout>
  );
}
