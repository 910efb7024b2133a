import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { Field } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import type { FormRules } from "~/forms/field-rules";
import { useTranslation } from "~/i18n/use-translation";

type Searched = { recordLocator: string; createDateStart: string; createDateEnd: string };

type Props = {
  /** The list searched; its namespace holds the words (`search.*`). */
  list: "order" | "notification";
  /** The schema's constraints and field checks (loader data). */
  rules: FormRules;
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the URL searches for. */
  searched: Searched;
};

/**
 * A GET search by part of a record locator and a created-date range (orders, notifications):
 * the state lives in the URL, and Reset goes back to the bare list.
 */
export function DateRangeSearchForm(props: Props) {
  // Each search URL starts the form again from its values.
  return <SearchForm key={JSON.stringify(props.searched)} {...props} />;
}

/** The search of the URL's query (with the fields' names). */
export function searchedIn(params: URLSearchParams): Searched {
  return {
    recordLocator: params.get("recordLocator") ?? "",
    createDateStart: params.get("createDateStart") ?? "",
    createDateEnd: params.get("createDateEnd") ?? "",
  };
}

function SearchForm({ list, rules, lastResult, searched }: Props) {
  const { t } = useTranslation(list);
  const { pathname } = useLocation();
  const [form, fields] = useRulesForm<Searched>(rules, {
    id: `${list}-search`,
    lastResult,
    defaultValue: searched,
  });
  const labels = {
    recordLocator: t("search.recordLocator"),
    createDateStart: t("search.createDateStart"),
    createDateEnd: t("search.createDateEnd"),
  };
  return (
    <Form
      method="get"
      {...getFormProps(form)}
      role="search"
      aria-label={t("search.label")}
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
            {t("search.submit")}
          </button>
          <Link to={pathname} className="btn-secondary">
            {t("search.reset")}
          </Link>
        </div>
      </div>
    </Form>
  );
}
