import { type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { FieldErrors } from "~/components/field";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import type { Message } from "~/domain/upstream-error";
import type { EditAccountSchema } from "~/forms/account-forms";
import type { RulesOf } from "~/forms/field-rules.server";
import { useTranslation } from "~/i18n/use-translation";
import type { AccountDetails, SecurityGroup } from "~/pamhk/account-admin.server";
import { PersonFields, usePersonLabels } from "./person-fields";
import { RoleCheckboxes } from "./role-checkboxes";

/**
 * Edit account (docs/behaviour.md#accounts): username read-only, roles editable by customer admins
 * only.
 */
export function EditAccountForm({
  account,
  groups,
  canEditRoles,
  own = false,
  rules,
  lastResult,
  failure,
  action,
  backTo,
}: {
  account: AccountDetails;
  groups: SecurityGroup[];
  canEditRoles: boolean;
  /** The signed-in user's own account: it cannot be set Inactive (self-lockout). */
  own?: boolean;
  /** The schema's constraints and field checks (loader data). */
  rules: RulesOf<typeof EditAccountSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Message | null;
  action: string;
  backTo: string;
}) {
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, {
    id: "edit-account",
    lastResult,
    defaultValue: {
      surname: account.surname,
      givenName: account.givenName,
      email: account.emails[0]?.emailAddress ?? "",
      telephone: account.telephones[0]?.phoneNumber ?? "",
      enabled: account.enabled ? "true" : "false",
      securityGroups: account.securityGroups,
    },
  });
  const labels = {
    ...usePersonLabels(),
    enabled: t("field.status"),
    securityGroups: t("field.roles"),
  };
  const enabled = String(fields.enabled.initialValue ?? (account.enabled ? "true" : "false"));
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="card space-y-3">
      <CsrfInput />
      <FormProblems failure={failure} form={form} labels={labels} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="account-username" className="label">
            {t("field.username")}
          </label>
          <input
            id="account-username"
            value={account.loginId}
            readOnly
            aria-readonly="true"
            className="input bg-slate-100"
          />
          <div className="min-h-[1rem]" />
        </div>
        <PersonFields fields={fields} />
      </div>
      <fieldset aria-describedby={fields.enabled.errorId}>
        <legend className="label">{labels.enabled}</legend>
        <div className="flex gap-4">
          {(["true", "false"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                {...getInputProps(fields.enabled, { type: "radio", value })}
                key={`${fields.enabled.key}-${value}`}
                defaultChecked={enabled === value}
                disabled={own && value === "false"}
                className="h-4 w-4"
              />
              {t(value === "true" ? "status.active" : "status.inactive")}
            </label>
          ))}
        </div>
        {own ? <p className="text-xs text-slate-600">{t("edit.selfActiveHint")}</p> : null}
        <FieldErrors id={fields.enabled.errorId} errors={fields.enabled.errors} />
      </fieldset>
      <RoleCheckboxes
        meta={fields.securityGroups}
        groups={groups}
        selected={account.securityGroups}
        locked={!canEditRoles || own}
        lockedNote={canEditRoles && own ? "roles.ownLocked" : undefined}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Link to={backTo} className="btn-secondary">
          {t("common:common.cancel")}
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("edit.save")}
        </button>
      </div>
    </Form>
  );
}
