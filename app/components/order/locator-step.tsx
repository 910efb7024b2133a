import { type SubmissionResult, getFormProps, getSelectProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, FieldErrors } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import type { RulesOf } from "~/forms/field-rules.server";
import type { LocatorStepSchema } from "~/forms/order-wizard";
import { GDS_CODES, PSEUDO_CITY_CODES } from "~/forms/order-wizard-steps";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

type Values = { gdsCode: string; pseudoCityCode: string; recordLocator: string };

/** Step 0: GDS, pseudo city and the record locator; "Next" is a GET to step 1. */
export function LocatorStep({
  rules,
  values,
  result,
}: {
  /** The schema's constraints and field checks (loader data). */
  rules: RulesOf<typeof LocatorStepSchema>;
  values: Values;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("order");
  const [form, fields] = useRulesForm(rules, {
    id: "order-locator",
    lastResult: result,
    defaultValue: values,
  });
  const labels = {
    gdsCode: t("wizard.gdsCode"),
    pseudoCityCode: t("wizard.pseudoCityCode"),
    recordLocator: t("field.recordLocator"),
  };
  return (
    <Form method="get" {...getFormProps(form)} className="card max-w-xl space-y-2">
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <input type="hidden" name="step" value="1" />
      <div>
        <label htmlFor={fields.gdsCode.id} className="label">
          {labels.gdsCode}
        </label>
        <select {...getSelectProps(fields.gdsCode)} key={fields.gdsCode.key} className="input">
          {/* A required select starts with an empty choice (HTML); the default is still chosen. */}
          <option value="">{t("choice.placeholder")}</option>
          {GDS_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`gds.${code}`)} ({code})
            </option>
          ))}
        </select>
        <FieldErrors id={fields.gdsCode.errorId} errors={fields.gdsCode.errors} />
      </div>
      <div>
        <label htmlFor={fields.pseudoCityCode.id} className="label">
          {labels.pseudoCityCode}
        </label>
        <select
          {...getSelectProps(fields.pseudoCityCode)}
          key={fields.pseudoCityCode.key}
          className="input"
        >
          <option value="">{t("choice.placeholder")}</option>
          {PSEUDO_CITY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.pseudoCityCode.errorId} errors={fields.pseudoCityCode.errors} />
      </div>
      <Field
        meta={fields.recordLocator}
        label={labels.recordLocator}
        inputClassName="uppercase font-mono"
        autoComplete="off"
      />
      <p className="-mt-2 text-xs text-slate-500">{t("wizard.locatorHint")}</p>
      <div className="flex justify-between pt-2">
        <Link to={paths.orderList()} className="btn-secondary">
          {t("wizard.back")}
        </Link>
        <button type="submit" className="btn-primary">
          {t("wizard.next")}
        </button>
      </div>
    </Form>
  );
}
