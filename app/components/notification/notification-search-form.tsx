import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/components/form/props";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { Field } from "~/components/field";
import { useRulesForm } from "~/components/form/use-form";
import { ValidationSummary } from "~/components/validation-summary";
import type { RulesOf } from "~/forms/field-rules.server";
import type { NotificationSearchSchema } from "~/forms/notification-search";
import { paths } from "~/paths";

/** A GET form: PNR and received-date range live in the URL (status is always ALL). */
export function NotificationSearchForm({
  rules,
  lastResult,
  defaults,
}: {
  /** The schema's constraints and field checks (loader data). */
  rules: RulesOf<typeof NotificationSearchSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: Record<string, string>;
}) {
  const { t } = useTranslation("notification");
  const [form, fields] = useRulesForm(rules, {
    id: "notification-search",
    lastResult,
    defaultValue: defaults,
  });
  const labels = {
    recordLocator: t("list.recordLocator"),
    createDateStart: t("list.from"),
    createDateEnd: t("list.to"),
  };
  return (
    <Form
      method="get"
      {...getFormProps(form)}
      role="search"
      aria-label={t("list.searchTitle")}
      className="card space-y-3"
    >
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          meta={fields.recordLocator}
          label={labels.recordLocator}
          inputClassName="uppercase"
        />
        <Field meta={fields.createDateStart} label={labels.createDateStart} type="date" />
        <Field meta={fields.createDateEnd} label={labels.createDateEnd} type="date" />
        <div className="flex items-start gap-2 sm:pt-6">
          <button type="submit" className="btn-primary">
            {t("list.search")}
          </button>
          <Link to={paths.notificationList()} className="btn-secondary">
            {t("list.clear")}
          </Link>
        </div>
      </div>
    </Form>
  );
}
