import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SessionUser } from "~/auth/user";
import { paths } from "~/paths";

export const handle = { titleKey: "greetings.pageTitle" };

export default function GreetingsPage() {
  const { t } = useTranslation();
  const user = useRouteLoaderData<{ user: SessionUser }>("routes/secured")?.user;
  return (
    <section className="card max-w-xl" aria-labelledby="greet-title">
      <h1 id="greet-title" className="text-xl font-semibold">
        {t("greetings.title", {
          name: [user?.givenName, user?.surname].filter(Boolean).join(" ") || user?.id,
        })}
      </h1>
      <p className="mt-2 text-slate-600">{t("greetings.text", { company: user?.companyName })}</p>
      <Link to={paths.flightSearch()} className="btn-primary mt-4">
        {t("greetings.searchFlights")}
      </Link>
    </section>
  );
}
