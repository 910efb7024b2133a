// The audit log's filter form (GET: works without JavaScript, the URL is the search)
// and its table of events.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
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
  const { t, action, outcome, fields, who, sent } = useActivityText();
  const { moment } = useFormatter();
  return (
    <DataTable
      caption={t("log.caption", { page })}
      cardsOnPhones
      className="card min-w-0 overflow-x-auto max-sm:p-0"
      headers={[
        t("section.when"),
        t("section.who"),
        t("section.what"),
        t("log.target"),
        t("section.outcome"),
        t("section.reference"),
      ]}
    >
      {events.map((e) => (
        // On a phone a card: what and its outcome, then when and who, the target, the reference.
        <tr
          key={e.id}
          className="align-top max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3"
        >
          <td className="whitespace-nowrap px-2 py-2 max-sm:order-3 max-sm:p-0 max-sm:text-xs max-sm:text-slate-600">
            <time dateTime={e.at}>{moment(e.at)}</time>
          </td>
          <td className="px-2 py-2 max-sm:order-4 max-sm:p-0 max-sm:text-xs max-sm:text-slate-600">
            {e.operator
              ? `${who(e)} · ${e.user.login}`
              : e.user.name
                ? `${e.user.name} (${e.user.login})`
                : e.user.login}
          </td>
          <td className="px-2 py-2 max-sm:order-1 max-sm:p-0 max-sm:font-semibold">
            {action(e)}
            {e.fields.length ? (
              <div className="text-xs font-normal text-slate-600">{fields(e)}</div>
            ) : null}
            {e.sent ? <div className="text-xs font-normal text-slate-600">{sent(e)}</div> : null}
          </td>
          <td className="px-2 py-2 max-sm:order-5 max-sm:w-full max-sm:p-0">
            <TargetLink event={e} />
          </td>
          <td className="px-2 py-2 max-sm:order-2 max-sm:p-0">{outcome(e)}</td>
          <td className="px-2 py-2 font-mono max-sm:order-6 max-sm:p-0 max-sm:text-xs">
            {e.requestId ?? ""}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
