// My account's choice of the work queue's morning e-mail: one box and a save button (a POST
// form, so it works without JavaScript).
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { FieldErrors } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import type { FormRules } from "~/forms/field-rules";
import { useTranslation } from "~/i18n/use-translation";

export function MorningMailCard({
  action,
  rules,
  enabled,
  lastResult,
}: {
  action: string;
  rules: FormRules;
  enabled: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("activity");
  const [form, fields] = useRulesForm(rules, {
    id: "morning-mail",
    lastResult,
    defaultValue: { enabled: enabled ? "on" : undefined },
  });
  return (
    <section aria-labelledby="morning-mail-title" className="card space-y-2">
      <h2 id="morning-mail-title" className="text-lg font-semibold">
        {t("queue.mailChoice.title")}
      </h2>
      <p id="morning-mail-lead" className="text-sm text-slate-600">
        {t("queue.mailChoice.lead")}
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-2">
        <CsrfInput />
        <input type="hidden" name="intent" value="morningMail" />
        <label className="flex items-center gap-2 text-sm">
          <input
            {...getInputProps(fields.enabled, { type: "checkbox", value: "on" })}
            key={fields.enabled.key}
            aria-describedby={`morning-mail-lead ${fields.enabled.errorId}`}
          />
          {t("queue.mailChoice.label")}
        </label>
        <FieldErrors id={fields.enabled.errorId} errors={fields.enabled.errors} />
        <button type="submit" className="btn-secondary">
          {t("queue.mailChoice.save")}
        </button>
      </Form>
    </section>
  );
}
