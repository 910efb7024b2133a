import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field, SelectField, TextareaField } from "~/components/field";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import { locales } from "~/domain/locales";
import type { RulesOf } from "~/forms/field-rules.server";
import type { QuoteDetailsSchema } from "~/forms/quotes";
import { useTranslation } from "~/i18n/use-translation";

const LANGUAGE_NAMES: Record<(typeof locales)[number], string> = {
  "en-US": "English",
  "zh-CN": "简体中文",
  "zh-HK": "繁體中文",
};

/** The client (name, e-mail, language), the note to the client and the validity of a draft. */
export function QuoteDetailsForm({
  quote,
  rules,
  lastResult,
}: {
  quote: {
    clientName: string;
    clientEmail: string;
    clientLanguage: string;
    note: string;
    validityHours: number;
  };
  rules: RulesOf<typeof QuoteDetailsSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("quotes");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, {
    id: "quote-details",
    lastResult,
    defaultValue: {
      clientName: quote.clientName,
      clientEmail: quote.clientEmail,
      clientLanguage: quote.clientLanguage,
      note: quote.note,
      validityHours: String(quote.validityHours),
    },
  });
  const labels = {
    clientName: t("details.clientName"),
    clientEmail: t("details.clientEmail"),
    clientLanguage: t("details.clientLanguage"),
    note: t("details.note"),
    validityHours: t("details.validityHours"),
  };
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="quote-details-title"
      className="card space-y-3 p-4"
    >
      <h2 id="quote-details-title" className="text-base font-semibold">
        {t("details.title")}
      </h2>
      <CsrfInput />
      <FormProblems failure={null} form={form} labels={labels} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field meta={fields.clientName} label={labels.clientName} autoComplete="off" />
        <Field meta={fields.clientEmail} label={labels.clientEmail} type="email" />
        <SelectField
          meta={fields.clientLanguage}
          label={labels.clientLanguage}
          options={locales.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
        <Field meta={fields.validityHours} label={labels.validityHours} type="number" />
      </div>
      <TextareaField meta={fields.note} label={labels.note} rows={3} />
      <p className="text-xs text-slate-600">{t("details.validityHint")}</p>
      <div className="flex justify-end">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
          {t("details.save")}
        </button>
      </div>
    </Form>
  );
}
