// Issue 33: the audit log's filter form (GET: works without JavaScript, the URL is the search)
// and its table of events.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, SelectField } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { ACTIVITY_ACTIONS, ACTIVITY_OUTCOMES, type ActivityEvent } from "~/domain/activity";
import type { FormRules } from "~/forms/field-rules";
import { useFormatter } from "~/i18n/use-formatter";
import { paths } from "~/paths";
import { TargetLink, useActivityText } from "./activity-parts";

export function ActivityFilterForm({
  rules,
  lastResult,
  users,
  company,
  values,
}: {
  rules: FormRules;
  lastResult?: SubmissionResult<string[]>;
  users: string[];
  company: boolean;
  values: Record<string, string>;
}) {
  const { t } = useActivityText();
  const [form, fields] = useRulesForm(rules, {
    id: "activity-filter",
    lastResult,
    defaultValue: values,
  });
  const labels = {
    user: t("log.user"),
    action: t("log.action"),
    outcome: t("log.outcome"),
    from: t("log.from"),
    to: t("log.to"),
  };
  return (
    <Form
      method="get"
      {...getFormProps(form)}
      aria-label={t("log.filters")}
      className="card grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      {form.status === "error" ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <ValidationSummary errors={form.allErrors} labels={labels} />
        </div>
      ) : null}
      {company ? (
        <SelectField
          meta={fields.user}
          label={labels.user}
          placeholder={t("log.any")}
          options={users.map((u) => ({ value: u, label: u }))}
        />
      ) : null}
      <SelectField
        meta={fields.kind}
        label={labels.action}
        placeholder={t("log.any")}
        options={ACTIVITY_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
      />
      <SelectField
        meta={fields.outcome}
        label={labels.outcome}
        placeholder={t("log.any")}
        options={ACTIVITY_OUTCOMES.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
      />
      <Field meta={fields.from} label={labels.from} type="date" />
      <Field meta={fields.to} label={labels.to} type="date" />
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5">
        <button type="submit" className="btn-primary">
          {t("log.search")}
        </button>
        <Link to={paths.activityLog()} className="btn-secondary">
          {t("log.reset")}
        </Link>
      </div>
    </Form>
  );
}

export function ActivityTable({ events, page }: { events: ActivityEvent[]; page: number }) {
  const { t, action, outcome, fields } = useActivityText();
  const { moment } = useFormatter();
  return (
    <div className="card relative min-w-0 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("log.caption", { page })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("section.when")}</th>
            <th scope="col">{t("section.who")}</th>
            <th scope="col">{t("section.what")}</th>
            <th scope="col">{t("log.target")}</th>
            <th scope="col">{t("section.outcome")}</th>
            <th scope="col">{t("section.reference")}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-t border-slate-200 align-top">
              <td>
                <time dateTime={e.at}>{moment(e.at)}</time>
              </td>
              <td>{e.user.name ? `${e.user.name} (${e.user.login})` : e.user.login}</td>
              <td>
                {action(e)}
                {e.fields.length ? <div className="text-xs text-slate-600">{fields(e)}</div> : null}
              </td>
              <td>
                <TargetLink event={e} />
              </td>
              <td>{outcome(e)}</td>
              <td className="font-mono">{e.requestId ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
