import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { Field, SelectField } from "~/components/field";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import type { FeeRule } from "~/contracts/quote";
import { cabinCodes, fareTypes } from "~/domain/code-tables";
import type { RulesOf } from "~/forms/field-rules.server";
import type { FeeRuleSchema } from "~/forms/quotes";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

function useRuleText() {
  const { t } = useTranslation("quotes");
  const f = useFormatter();
  return {
    cabin: (r: FeeRule) => (r.cabin ? t(`codes:cabin.${r.cabin}`) : t("fees.any")),
    source: (r: FeeRule) => (r.source ? t(`codes:fareType.${r.source}`) : t("fees.any")),
    fee: (r: FeeRule) =>
      r.kind === "fixed"
        ? t("fees.fixedText", { amount: f.money(r.amount, r.currency) })
        : r.minimum
          ? t("fees.percentMinText", { percent: r.amount, minimum: f.amount(r.minimum) })
          : t("fees.percentText", { percent: r.amount }),
  };
}

/** The company's rules, each with its Remove. */
export function FeeRulesTable({ rules }: { rules: FeeRule[] }) {
  const { t } = useTranslation("quotes");
  const text = useRuleText();
  if (!rules.length) return <p className="card p-4 text-sm">{t("fees.none")}</p>;
  return (
    <DataTable
      caption={t("fees.caption")}
      labelledCards
      headers={[
        t("fees.cabin"),
        t("fees.source"),
        t("fees.fee"),
        { label: t("fees.actions"), hidden: true },
      ]}
    >
      {rules.map((r) => (
        <tr key={r.id}>
          <td data-label={t("fees.cabin")} className="px-2 py-2">
            {text.cabin(r)}
          </td>
          <td data-label={t("fees.source")} className="px-2 py-2">
            {text.source(r)}
          </td>
          <td data-label={t("fees.fee")} className="px-2 py-2">
            {text.fee(r)}
          </td>
          <td data-label="" className="px-2 py-2 text-right">
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="ruleId" value={r.id} />
              <button
                type="submit"
                name="intent"
                value="removeRule"
                className="btn-secondary"
                aria-label={t("fees.removeNamed", {
                  cabin: text.cabin(r),
                  source: text.source(r),
                })}
              >
                {t("fees.remove")}
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Adds a rule, or replaces the one of the same cabin, source (and currency). */
export function FeeRuleForm({
  rules,
  lastResult,
}: {
  rules: RulesOf<typeof FeeRuleSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("quotes");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, {
    id: "fee-rule",
    lastResult,
    defaultValue: { kind: "percent", currency: "HKD", cabin: "", source: "" },
  });
  const labels = {
    kind: t("fees.kind"),
    amount: t("fees.amount"),
    currency: t("fees.currency"),
    cabin: t("fees.cabin"),
    source: t("fees.source"),
    minimum: t("fees.minimum"),
  };
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="fee-rule-title"
      className="card max-w-3xl space-y-3 p-4"
    >
      <h2 id="fee-rule-title" className="text-base font-semibold">
        {t("fees.add")}
      </h2>
      <CsrfInput />
      <FormProblems failure={null} form={form} labels={labels} />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField
          meta={fields.kind}
          label={labels.kind}
          options={[
            { value: "percent", label: t("fees.percent") },
            { value: "fixed", label: t("fees.fixed") },
          ]}
        />
        <Field meta={fields.amount} label={labels.amount} inputClassName="tabular-nums" />
        <Field meta={fields.currency} label={labels.currency} />
        <SelectField
          meta={fields.cabin}
          label={labels.cabin}
          options={[
            { value: "", label: t("fees.any") },
            ...cabinCodes.map((c) => ({ value: c, label: t(`codes:cabin.${c}`) })),
          ]}
        />
        <SelectField
          meta={fields.source}
          label={labels.source}
          options={[
            { value: "", label: t("fees.any") },
            ...fareTypes.map((s) => ({ value: s, label: t(`codes:fareType.${s}`) })),
          ]}
        />
        <Field meta={fields.minimum} label={labels.minimum} inputClassName="tabular-nums" />
      </div>
      <p className="text-xs text-slate-600">{t("fees.formHint")}</p>
      <div className="flex justify-end">
        <button
          type="submit"
          name="intent"
          value="saveRule"
          className="btn-primary"
          disabled={busy}
        >
          {t("fees.save")}
        </button>
      </div>
    </Form>
  );
}
