import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { logout } from "~/auth/logout.server";
import { CsrfInput } from "~/components/csrf-input";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { recordSignOut } from "~/services/activity.server";
import { readProtectedForm } from "~/session/csrf.server";

export const handle = { titleKey: "logout.title" };

export async function action({ request }: ActionFunctionArgs) {
  const { session, formData } = await readProtectedForm(request);
  const user = session.get("user");
  const response = await logout(request, session, {
    everywhere: formData.get("scope") === "everywhere",
    locale: await getLocale(request),
  });
  if (user) await recordSignOut(user);
  return response;
}

/**
 * The confirmation step of logout (docs/behaviour.md#signing-in-and-out); a GET never signs anybody
 * out.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <section
      className="card max-w-md"
      role="alertdialog"
      aria-labelledby="logout-title"
      aria-describedby="logout-text"
    >
      <h1 id="logout-title" className="text-lg font-semibold">
        {t("logout.title")}
      </h1>
      <p id="logout-text" className="mt-2 text-slate-600">
        {t("logout.confirm")}
      </p>
      <Form method="post" className="mt-4 flex gap-2">
        <CsrfInput />
        <button type="submit" className="btn-primary">
          {t("logout.yes")}
        </button>
        <Link to={paths.flightSearch()} className="btn-secondary">
          {t("common.cancel")}
        </Link>
      </Form>
    </section>
  );
}
