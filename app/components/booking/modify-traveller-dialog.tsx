import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DialogFrame } from "~/components/dialog-frame";
import { Field, FieldErrors, hiddenInputProps } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import type { Traveller } from "~/contracts/booking";
import type { modifyTravellerSchema } from "~/forms/booking-actions";
import type { RulesOf } from "~/forms/field-rules.server";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  /** The schema's constraints and field checks (loader data). */
  rules: RulesOf<ReturnType<typeof modifyTravellerSchema>>;
  traveller: Traveller;
  first: boolean;
  bookingId: string;
  stamp: string;
  today: string;
  closeTo: string;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * Modify traveller (docs/behaviour.md#booking-details): title and names read-only; e-mails and
 * phones with their patterns; birth date at most today; the first passenger keeps a first e-mail
 * and phone. Adding and removing rows are form intents: plain submit buttons, so they work without
 * JS.
 */
export function ModifyTravellerDialog({
  rules,
  traveller,
  first,
  bookingId,
  stamp,
  today,
  closeTo,
  lastResult,
}: Props) {
  const { t } = useTranslation("booking");
  const [form, fields] = useRulesForm(rules, {
    id: "modify-traveller",
    lastResult,
    defaultValue: {
      intent: "modifyTraveller",
      bookingId,
      stamp,
      refIndex: String(traveller.refIndex),
      birthDate: traveller.birthDate,
      emails: traveller.emails.length ? traveller.emails.map((e) => e.emailAddress) : [""],
      telephones: traveller.telephones.length
        ? traveller.telephones.map((p) => ({
            countryAccessCode: p.countryAccessCode,
            phoneNumber: p.phoneNumber,
          }))
        : [{ countryAccessCode: "", phoneNumber: "" }],
    },
  });
  const emails = fields.emails.getFieldList();
  const phones = fields.telephones.getFieldList();
  const labels: Record<string, string> = { birthDate: t("traveller.birthDate") };
  emails.forEach((e, i) => (labels[e.name] = t("traveller.emailN", { n: i + 1 })));
  phones.forEach((p, i) => {
    const row = p.getFieldset();
    labels[row.phoneNumber.name] = t("traveller.phoneN", { n: i + 1 });
    labels[row.countryAccessCode.name] = t("traveller.diallingN", { n: i + 1 });
  });
  return (
    <DialogFrame id="modify" title={t("traveller.title")} closeTo={closeTo}>
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <CsrfInput />
        <input {...hiddenInputProps(fields.intent)} key={fields.intent.key} />
        <input {...hiddenInputProps(fields.bookingId)} key={fields.bookingId.key} />
        <input {...hiddenInputProps(fields.stamp)} key={fields.stamp.key} />
        <input {...hiddenInputProps(fields.refIndex)} key={fields.refIndex.key} />
        <div className="grid grid-cols-3 gap-2">
          {(["nameTitle", "surname", "givenName"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`mt-${name}`} className="label">
                {t(`traveller.${name}`)}
              </label>
              <input
                id={`mt-${name}`}
                className="input bg-slate-100"
                value={traveller[name]}
                readOnly
              />
            </div>
          ))}
        </div>
        <Field meta={fields.birthDate} label={labels.birthDate!} type="date" max={today} />
        <fieldset className="space-y-2">
          <legend className="label">{t("traveller.emails")}</legend>
          {emails.map((e, i) => (
            <div key={e.key} className="flex items-end gap-2">
              <Field meta={e} label={labels[e.name]!} type="email" className="flex-1" />
              {first && i === 0 ? null : (
                <button
                  {...form.remove.getButtonProps({ name: fields.emails.name, index: i })}
                  className="btn-secondary mb-5"
                  aria-label={t("traveller.removeEmail", { n: i + 1 })}
                >
                  −
                </button>
              )}
            </div>
          ))}
          <FieldErrors id={fields.emails.errorId} errors={fields.emails.errors} />
          <button
            {...form.insert.getButtonProps({ name: fields.emails.name, defaultValue: "" })}
            className="btn-secondary"
          >
            {t("traveller.addEmail")}
          </button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="label">{t("traveller.phones")}</legend>
          {phones.map((p, i) => {
            const row = p.getFieldset();
            return (
              <div key={p.key} className="flex items-end gap-2">
                <Field
                  meta={row.countryAccessCode}
                  label={labels[row.countryAccessCode.name]!}
                  type="tel"
                  className="w-24"
                />
                <Field
                  meta={row.phoneNumber}
                  label={labels[row.phoneNumber.name]!}
                  type="tel"
                  className="flex-1"
                />
                {first && i === 0 ? null : (
                  <button
                    {...form.remove.getButtonProps({ name: fields.telephones.name, index: i })}
                    className="btn-secondary mb-5"
                    aria-label={t("traveller.removePhone", { n: i + 1 })}
                  >
                    −
                  </button>
                )}
              </div>
            );
          })}
          <FieldErrors id={fields.telephones.errorId} errors={fields.telephones.errors} />
          <button
            {...form.insert.getButtonProps({
              name: fields.telephones.name,
              defaultValue: { countryAccessCode: "", phoneNumber: "" },
            })}
            className="btn-secondary"
          >
            {t("traveller.addPhone")}
          </button>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Link to={closeTo} className="btn-secondary">
            {t("dialog.no")}
          </Link>
          <button type="submit" className="btn-primary">
            {t("traveller.save")}
          </button>
        </div>
      </Form>
    </DialogFrame>
  );
}
