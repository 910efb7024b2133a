import { Form, Link, useNavigation } from "@remix-run/react";
import { useFormat } from "~/components/air/format";
import { CsrfInput } from "~/components/csrf-input";
import { DialogFrame } from "~/components/dialog-frame";
import { FieldErrors } from "~/components/field";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  id: string;
  title: string;
  question: string;
  total: number;
  bookingId: string;
  stamp: string;
  closeTo: string;
  submitLabel: string;
  /**
   * The acceptance box of the rebook confirmation (docs/behaviour.md#rebook-and-ancillaries),
   * absent for ancillaries.
   */
  acceptance?: { label: string; errors?: string[] };
};

/**
 * The confirmation step of a change, addressed by ?dialog=confirm (works without JS): the HKD
 * total, the optional acceptance box, and a POST carrying the stamp of the booking state shown.
 */
export function ConfirmChangeDialog({
  id,
  title,
  question,
  total,
  bookingId,
  stamp,
  closeTo,
  submitLabel,
  acceptance,
}: Props) {
  const { t } = useTranslation("rebook");
  const f = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <DialogFrame id={id} title={title} closeTo={closeTo}>
      <p className="mb-2 text-sm">{question}</p>
      <p className="mb-4 text-lg font-semibold">
        {t("confirm.total")}: {f.money(total, "HKD")}
      </p>
      <Form method="post" noValidate className="space-y-3">
        <CsrfInput />
        <input type="hidden" name="bookingId" value={bookingId} />
        <input type="hidden" name="stamp" value={stamp} />
        {acceptance ? (
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="accept"
                className="mt-1"
                aria-invalid={acceptance.errors?.length ? true : undefined}
                aria-describedby={`${id}-accept-error`}
              />
              <span>{acceptance.label}</span>
            </label>
            <FieldErrors id={`${id}-accept-error`} errors={acceptance.errors} />
          </div>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Link to={closeTo} className="btn-secondary" preventScrollReset>
            {t("confirm.cancel")}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </Form>
    </DialogFrame>
  );
}
