import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * Ends every session of the user, on every device and instance
 * (docs/behaviour.md#sign-in-limits-and-sessions-that-follow-the-account).
 */
export function SignOutEverywhere() {
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="sessions-title" className="card space-y-2">
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t("sessions.title")}
      </h2>
      <p id="sessions-text" className="text-sm text-slate-600">
        {t("sessions.lead")}
      </p>
      <Form method="post" action={paths.logout()}>
        <CsrfInput />
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className="btn-secondary" aria-describedby="sessions-text">
          {t("sessions.button")}
        </button>
      </Form>
    </section>
  );
}
