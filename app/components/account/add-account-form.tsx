import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getSelectProps } from "~/components/form/props";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { CsrfInput } from "~/components/csrf-input";
import { Field, FieldErrors } from "~/components/field";
import { Alert, useMessageText } from "~/components/message";
import { useRulesForm } from "~/components/form/use-form";
import { ValidationSummary } from "~/components/validation-summary";
import type { NewAccountSchema } from "~/forms/account-forms";
import type { RulesOf } from "~/forms/field-rules.server";
import { nameTitles } from "~/domain/code-tables";
import type { SecurityGroup } from "~/pamhk/account-admin.server";
import type { Message } from "~/domain/upstream-error";
import { RoleCheckboxes } from "./role-checkboxes";

/** The add-account dialog's form (spec 02 §5 "New account dialog"): rules checked on blur and by the server. */
export function AddAccountForm({
  rules,
  lastResult,
  failure,
  groups,
  action,
  cancelTo,
}: {
  /** The schema's constraints and field checks (loader data). */
  rules: RulesOf<typeof NewAccountSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Message | null;
  groups: SecurityGroup[];
  action: string;
  cancelTo: string;
}) {
  const { t } = useTranslation("account");
  const text = useMessageText();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, { id: "add-account", lastResult });
  const labels = {
    id: t("field.login"),
    nameTitle: t("field.nameTitle"),
    surname: t("field.surname"),
    givenName: t("field.givenName"),
    email: t("field.email"),
    telephone: t("field.telephone"),
    password: t("field.password"),
    confirmPassword: t("field.confirmPassword"),
    securityGroups: t("field.roles"),
  };
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-3">
      <CsrfInput />
      <input type="hidden" name="intent" value="create" />
      <p className="text-sm text-slate-600">{t("add.lead")}</p>
      {failure ? <Alert title={t("messages:error.ERROR")}>{text(failure)}</Alert> : null}
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field meta={fields.id} label={labels.id} autoComplete="off" />
        <div>
          <label htmlFor={fields.nameTitle.id} className="label">
            {labels.nameTitle}
          </label>
          <select
            {...getSelectProps(fields.nameTitle, { ariaDescribedBy: fields.nameTitle.errorId })}
            key={fields.nameTitle.key}
            className="input"
          >
            <option value="">{t("field.nameTitleChoose")}</option>
            {nameTitles.map((title) => (
              <option key={title} value={title}>
                {t(`codes:nameTitle.${title}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.nameTitle.errorId} errors={fields.nameTitle.errors} />
        </div>
        <Field
          meta={fields.surname}
          label={labels.surname}
          autoComplete="off"
          inputClassName="uppercase"
        />
        <Field
          meta={fields.givenName}
          label={labels.givenName}
          autoComplete="off"
          inputClassName="uppercase"
        />
        <Field meta={fields.email} label={labels.email} type="email" autoComplete="off" />
        <Field meta={fields.telephone} label={labels.telephone} type="tel" autoComplete="off" />
        <Field
          meta={fields.password}
          label={labels.password}
          type="password"
          autoComplete="new-password"
        />
        <Field
          meta={fields.confirmPassword}
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
      </div>
      <RoleCheckboxes meta={fields.securityGroups} groups={groups} selected={[]} locked={false} />
      <div className="flex justify-end gap-2 pt-2">
        <Link to={cancelTo} replace className="btn-secondary">
          {t("common:common.cancel")}
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("add.submit")}
        </button>
      </div>
    </Form>
  );
}
