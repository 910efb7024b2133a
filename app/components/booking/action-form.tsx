import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The POST of one servicing action: the booking id and the stamp of the state the agent saw, so
 * a second identical POST is recognised. The button is disabled while a submission is running.
 */
export function ActionForm({
  intent,
  bookingId,
  stamp,
  submitLabel,
  cancelTo,
  danger,
  children,
  id,
}: {
  intent: string;
  bookingId: string;
  stamp: string;
  submitLabel: string;
  cancelTo: string;
  danger?: boolean;
  children?: React.ReactNode;
  id?: string;
}) {
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" id={id} noValidate className="space-y-3">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="stamp" value={stamp} />
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          {t("dialog.no")}
        </Link>
        <button
          type="submit"
          name="confirmAction"
          value={intent}
          className={danger ? "btn-danger" : "btn-primary"}
          disabled={busy}
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
