import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field, SelectField, TextareaField, hiddenInputProps } from "~/components/field";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import { nameTitles } from "~/domain/code-tables";
import { DOCUMENT_ROWS, DOCUMENT_TYPES, FF_ROWS, GENDERS } from "~/domain/travellers";
import type { RulesOf } from "~/forms/field-rules.server";
import type { TravellerSchema } from "~/forms/travellers";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { travellerForEdit } from "~/services/travellers/directory.server";

type Stored = NonNullable<Awaited<ReturnType<typeof travellerForEdit>>>;

const pad = <T,>(rows: T[], n: number, blank: T) => [
  ...rows,
  ...Array.from({ length: Math.max(0, n - rows.length) }, () => blank),
];

/**
 * One traveller: name as in the passport, contact, documents (a stored number is never sent back:
 * blank keeps it), frequent-flyer numbers, preferences and notes. Fixed rows, the same with and
 * without JS.
 */
export function TravellerForm({
  rules,
  traveller,
  lastResult,
}: {
  rules: RulesOf<typeof TravellerSchema>;
  traveller: Stored | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("travellers");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, {
    id: `traveller-${traveller?.travellerId ?? "new"}`,
    lastResult,
    defaultValue: {
      ...(traveller ?? {}),
      documents: pad(traveller?.documents ?? [], DOCUMENT_ROWS, {
        id: "",
        type: "PP",
        number: "",
        last4: "",
        issuingCountry: "",
        expiry: "",
      }).map(({ id, type, number, issuingCountry, expiry }) => ({
        id,
        type,
        number,
        issuingCountry,
        expiry,
      })),
      frequentFlyer: pad(traveller?.frequentFlyer ?? [], FF_ROWS, { airline: "", number: "" }),
    },
  });
  const labels: Record<string, string> = {
    surname: t("field.surname"),
    givenNames: t("field.givenNames"),
    birthDate: t("field.birthDate"),
    email: t("field.email"),
    telephone: t("field.telephone"),
    nationality: t("field.nationality"),
    mealPreference: t("field.meal"),
    seatPreference: t("field.seat"),
    notes: t("field.notes"),
  };
  const documents = fields.documents.getFieldList();
  const frequentFlyer = fields.frequentFlyer.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      <CsrfInput />
      <input type="hidden" name="intent" value="save" />
      <input {...hiddenInputProps(fields.travellerId)} key={fields.travellerId.key} />
      <FormProblems failure={null} form={form} labels={labels} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          meta={fields.nameTitle}
          label={t("field.title")}
          placeholder={t("field.none")}
          options={nameTitles.map((v) => ({ value: v, label: v }))}
        />
        <SelectField
          meta={fields.gender}
          label={t("field.gender")}
          placeholder={t("field.none")}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        />
        <Field meta={fields.surname} label={t("field.surname")} autoComplete="off" />
        <Field meta={fields.givenNames} label={t("field.givenNames")} autoComplete="off" />
        <Field meta={fields.birthDate} label={t("field.birthDate")} type="date" />
        <Field meta={fields.nationality} label={t("field.nationality")} autoComplete="off" />
        <Field meta={fields.email} label={t("field.email")} type="email" autoComplete="off" />
        <Field meta={fields.telephone} label={t("field.telephone")} type="tel" autoComplete="off" />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">{t("field.documents")}</legend>
        {documents.map((row, i) => {
          const f = row.getFieldset();
          const stored = traveller?.documents[i];
          return (
            <fieldset
              key={row.key}
              className="grid gap-x-4 rounded border border-slate-200 p-3 sm:grid-cols-4"
            >
              <legend className="px-1 text-sm">{t("field.document", { n: i + 1 })}</legend>
              <input {...hiddenInputProps(f.id)} key={f.id.key} />
              <SelectField
                meta={f.type}
                label={t("field.docType")}
                options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`docType.${d}`) }))}
              />
              <div>
                <Field meta={f.number} label={t("field.docNumber")} autoComplete="off" />
                {stored ? (
                  <p className="-mt-3 text-xs text-slate-600">
                    {t("field.docKeep", { last4: stored.last4 })}
                  </p>
                ) : null}
              </div>
              <Field meta={f.issuingCountry} label={t("field.issuingCountry")} autoComplete="off" />
              <Field meta={f.expiry} label={t("field.expiry")} type="date" />
            </fieldset>
          );
        })}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">{t("field.frequentFlyer")}</legend>
        {frequentFlyer.map((row, i) => {
          const f = row.getFieldset();
          return (
            <fieldset key={row.key} className="grid gap-x-4 sm:grid-cols-2">
              <legend className="sr-only">{t("field.ffRow", { n: i + 1 })}</legend>
              <Field meta={f.airline} label={`${t("field.airline")} ${i + 1}`} autoComplete="off" />
              <Field meta={f.number} label={`${t("field.ffNumber")} ${i + 1}`} autoComplete="off" />
            </fieldset>
          );
        })}
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field meta={fields.mealPreference} label={t("field.meal")} />
        <Field meta={fields.seatPreference} label={t("field.seat")} />
      </div>
      <TextareaField meta={fields.notes} label={t("field.notes")} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("save")}
        </button>
        <Link to={paths.travellers()} className="btn-secondary">
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}
