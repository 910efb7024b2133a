import { getCollectionProps, getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DialogFrame } from "~/components/dialog-frame";
import {
  FieldErrors,
  hiddenInputProps,
  SelectField,
  TextareaField,
  useValidationText,
} from "~/components/field";
import { Alert } from "~/components/message";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { locales } from "~/domain/locales";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";
import type { SendDocumentsDialogData } from "~/services/send-documents.server";

type SendActionData = {
  dialog?: string;
  result?: SubmissionResult<string[]>;
  sendFailure?: Message | null;
};

/**
 * Send documents (docs/decisions/0070-documents-by-e-mail.md): the documents the agent may print,
 * the travellers' and the agent's addresses or typed ones (at most 10 in all), the recipients'
 * language and a short note. One message goes to every recipient, with the PDFs and the flights'
 * calendar.
 */
export function SendDocumentsDialog({
  data,
  bookingId,
  closeTo,
  openChange = false,
}: {
  data: SendDocumentsDialogData;
  bookingId: string;
  closeTo: string;
  /** The airline cancelled or changed a flight and nobody handled it yet. */
  openChange?: boolean;
}) {
  const { t, i18n } = useTranslation("booking");
  const text = useValidationText();
  const actionData = useActionData() as SendActionData | undefined;
  const own = actionData?.dialog === "sendDocuments" ? actionData : undefined;
  const busy = useNavigation().formData?.get("intent") === "sendDocuments";
  const [form, fields] = useRulesForm(data.rules, {
    id: "send-documents",
    lastResult: own?.result,
    defaultValue: {
      intent: "sendDocuments",
      bookingId,
      documents: data.documents.some((d) => d.value === "itinerary") ? ["itinerary"] : [],
      recipients: [],
      otherAddresses: "",
      language: i18n.language,
      note: "",
    },
  });
  const documentLabel = (d: SendDocumentsDialogData["documents"][number]) =>
    d.kind === "eTicket"
      ? t("sendDocuments.eTicket", { tickets: d.detail })
      : t(`sendDocuments.${d.kind}`, { number: d.detail });
  const addresses = [
    ...data.travellers.flatMap((p) =>
      p.emails.map((email) => ({
        email,
        label: t("sendDocuments.traveller", { name: p.name, email }),
      })),
    ),
    ...data.agentEmails.map((email) => ({ email, label: t("sendDocuments.mine", { email }) })),
  ];
  const unique = addresses.filter((a, i) => addresses.findIndex((b) => b.email === a.email) === i);
  const labels: Record<string, string> = {
    documents: t("sendDocuments.documents"),
    recipients: t("sendDocuments.recipients"),
    otherAddresses: t("sendDocuments.otherAddresses"),
    language: t("sendDocuments.language"),
    note: t("sendDocuments.note"),
  };
  const documentBoxes = getCollectionProps(fields.documents, {
    type: "checkbox",
    options: data.documents.map((d) => d.value),
  });
  const recipientBoxes = getCollectionProps(fields.recipients, {
    type: "checkbox",
    options: unique.map((a) => a.email),
  });
  return (
    <DialogFrame
      id="send-documents"
      title={t("sendDocuments.title")}
      closeTo={closeTo}
      wide
      startOnField
    >
      {openChange ? (
        <div
          role="note"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <span aria-hidden="true">⚠ </span>
          {t("sendDocuments.openChange")}
        </div>
      ) : null}
      {!data.mailReady ? (
        <p className="text-sm">{t("sendDocuments.errors.NOT_CONFIGURED")}</p>
      ) : (
        <>
          {own?.sendFailure ? (
            <Alert title={t("messages:error.ERROR")}>
              {text(
                `${own.sendFailure.key}?${new URLSearchParams(
                  Object.entries(own.sendFailure.values ?? {}).map(([k, v]) => [k, String(v)]),
                )}`,
              )}
            </Alert>
          ) : null}
          {form.status === "error" ? (
            <ValidationSummary errors={form.allErrors} labels={labels} />
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4" preventScrollReset>
            <CsrfInput />
            <input {...hiddenInputProps(fields.intent)} key={fields.intent.key} />
            <input {...hiddenInputProps(fields.bookingId)} key={fields.bookingId.key} />
            <fieldset aria-describedby={fields.documents.errorId}>
              <legend className="label">{labels.documents}</legend>
              <ul className="space-y-1 text-sm">
                {data.documents.map((d, i) => (
                  <li key={d.value}>
                    <label className="inline-flex items-start gap-2">
                      {/* `required` on a box of a group would demand every box: the server asks. */}
                      <input
                        {...documentBoxes[i]}
                        key={documentBoxes[i]!.key}
                        required={false}
                        className="mt-1"
                      />
                      <span>{documentLabel(d)}</span>
                    </label>
                  </li>
                ))}
              </ul>
              <FieldErrors id={fields.documents.errorId} errors={fields.documents.errors} />
            </fieldset>
            <fieldset aria-describedby={`${fields.recipients.errorId} send-documents-hint`}>
              <legend className="label">{labels.recipients}</legend>
              <ul className="space-y-1 text-sm">
                {unique.map((a, i) => (
                  <li key={a.email}>
                    <label className="inline-flex items-start gap-2 break-all">
                      <input
                        {...recipientBoxes[i]}
                        key={recipientBoxes[i]!.key}
                        required={false}
                        className="mt-1"
                      />
                      <span>{a.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
              <FieldErrors id={fields.recipients.errorId} errors={fields.recipients.errors} />
            </fieldset>
            <div>
              <TextareaField meta={fields.otherAddresses} label={labels.otherAddresses} rows={2} />
              <p id="send-documents-hint" className="-mt-3 text-xs text-slate-600">
                {t("sendDocuments.otherHint", { max: data.maxRecipients })}
              </p>
            </div>
            <SelectField
              meta={fields.language}
              label={labels.language}
              options={locales.map((l) => ({ value: l, label: t(`sendDocuments.languages.${l}`) }))}
            />
            <div>
              <TextareaField meta={fields.note} label={labels.note} rows={3} />
              <p className="-mt-3 text-xs text-slate-600">
                {t("sendDocuments.noteHint", { max: data.maxNote })}
              </p>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={closeTo} className="btn-secondary" preventScrollReset>
                {t("sendDocuments.cancel")}
              </Link>
              <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
                {busy ? t("sendDocuments.sending") : t("sendDocuments.submit")}
              </button>
            </div>
          </Form>
        </>
      )}
    </DialogFrame>
  );
}
