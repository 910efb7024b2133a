import { getFormProps, getSelectProps } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requireUser } from "~/auth/guard.server";
import { can, reportMode } from "~/auth/permissions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { type Field, FieldErrors } from "~/components/field";
import { Alert } from "~/components/message";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { ADMIN_REPORT_ID, AGENT_REPORT_ID } from "~/domain/report-ids";
import { fieldRules } from "~/forms/field-rules.server";
import { hongKongDate } from "~/forms/order-search";
import { parseForm } from "~/forms/parse-form";
import { reportRunnerSchema } from "~/forms/report-runner";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export const handle = { titleKey: "report:runner.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const now = Date.now();
  const tomorrow = hongKongDate(now, 1);
  const today = hongKongDate(now);
  // A run the download refused comes back here with `run`, to show what was wrong.
  const schema = reportRunnerSchema(tomorrow);
  const submission = params.has("run") ? parseForm(params, schema) : null;
  return {
    tomorrow,
    rules: fieldRules(schema),
    values: {
      reportId: params.get("reportId") ?? AGENT_REPORT_ID,
      from: params.get("from") ?? `${today.slice(0, 8)}01`,
      to: params.get("to") ?? today,
    },
    canAdmin: can(ctx.user, "adminInvoiceReport"),
    mode: reportMode(ctx.user),
    failed: params.has("failed"),
    result: submission && submission.status === "error" ? submission.reply() : undefined,
  };
}

export default function BookingReportRunnerPage() {
  const { tomorrow, rules, values, canAdmin, mode, failed, result } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("report");
  const [to, setTo] = useState(values.to);
  const [form, fields] = useRulesForm(rules, {
    id: "booking-report",
    lastResult: result,
    defaultValue: values,
  });
  const labels = { reportId: t("runner.reportId"), from: t("runner.from"), to: t("runner.to") };
  return (
    <section aria-labelledby="report-runner-title" className="space-y-4">
      <h1 id="report-runner-title" className="text-xl font-semibold">
        {t("runner.title")}
      </h1>
      {failed ? (
        <Alert title={t("messages:error.ERROR")}>{t("messages:error.DOWNLOAD_FAILED")}</Alert>
      ) : null}
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      {/* A plain document request: the answer is a file download, which the router must not fetch. */}
      <Form
        method="get"
        action={paths.reportDownload()}
        reloadDocument
        {...getFormProps(form)}
        className="card max-w-xl space-y-2"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <DateField
            meta={fields.from}
            label={labels.from}
            max={to && to < tomorrow ? to : tomorrow}
          />
          <DateField meta={fields.to} label={labels.to} max={tomorrow} onChange={setTo} />
        </div>
        <div>
          <label htmlFor={fields.reportId.id} className="label">
            {labels.reportId}
          </label>
          <select {...getSelectProps(fields.reportId)} key={fields.reportId.key} className="input">
            {/* A required select starts with an empty choice (HTML); the default is still chosen. */}
            <option value="">{t("choice.placeholder")}</option>
            <option value={AGENT_REPORT_ID}>{t("runner.agentReport")}</option>
            {canAdmin ? <option value={ADMIN_REPORT_ID}>{t("runner.adminReport")}</option> : null}
          </select>
          <FieldErrors id={fields.reportId.errorId} errors={fields.reportId.errors} />
        </div>
        <p className="text-sm text-slate-600">{t(`runner.mode.${mode}`)}</p>
        <div className="flex justify-between pt-2">
          <Link to={paths.reportTypes()} className="btn-secondary">
            {t("runner.back")}
          </Link>
          <button type="submit" className="btn-primary">
            {t("runner.run")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A date input whose upper bound follows the spec's rules (the browser enforces it with JS on or off). */
function DateField({
  meta,
  label,
  max,
  onChange,
}: {
  meta: Parameters<typeof Field>[0]["meta"];
  label: string;
  max: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input
        type="date"
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        key={meta.key}
        defaultValue={meta.initialValue}
        required={meta.required}
        max={max}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        onChange={(e) => onChange?.(e.currentTarget.value)}
        className="input"
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
