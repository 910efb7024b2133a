import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field } from "~/components/field";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import type { Message } from "~/domain/upstream-error";
import type { NewAccountSchema } from "~/forms/account-forms";
import type { RulesOf } from "~/forms/field-rules.server";
import { useTranslation } from "~/i18n/use-translation";
import type { SecurityGroup } from "~/pamhk/account-admin.server";
import { NewPasswordFields } from "./new-password-fields";
import { PersonFields, usePersonLabels } from "./person-fields";
import { RoleCheckboxes } from "./role-checkboxes";

/**
 * The add-account dialog's form (docs/behaviour.md#booking-management-forms): rules checked on blur
 * and by the server.
 */
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
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, { id: "add-account", lastResult });
  const labels = {
    loginName: t("field.login"),
    ...usePersonLabels(),
    password: t("field.password"),
    confirmPassword: t("field.confirmPassword"),
    securityGroups: t("field.roles"),
  };
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-3">
      <CsrfInput />
      <input type="hidden" name="intent" value="create" />
      <p className="text-sm text-slate-600">{t("add.lead")}</p>
      <FormProblems failure={failure} form={form} labels={labels} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field meta={fields.loginName} label={labels.loginName} autoComplete="off" />
        <PersonFields fields={fields} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={labels}
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
