import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field";
import { MAX_ENTRIES, type PassengerDraft } from "~/forms/air-passengers";
import { nameTitles } from "~/i18n/code-tables";

type Shape = { passengers: PassengerDraft[] };
type PaxMeta = FieldMetadata<PassengerDraft, Shape, string[]>;

/**
 * One traveller's block (spec 01 §2 "Passenger form"). Lists of emails and telephones grow and
 * shrink with conform intents, which are plain submit buttons: they work without JavaScript. The
 * first passenger's first email and first telephone have no remove button (they are required).
 */
export function PassengerBlock({ form, meta, index, bounds }: { form: FormMetadata<Shape, string[]>; meta: PaxMeta; index: number; bounds: { min: string; max: string } }) {
  const { t } = useTranslation("air");
  const f = meta.getFieldset();
  const emails = f.emails.getFieldList();
  const phones = f.phones.getFieldList();
  const type = f.passengerType.initialValue ?? "ADT";
  const title = `${t(`codes:paxType.${type}`)} ${f.refIndex.initialValue ?? index + 1}`;
  return (
    <fieldset className="card space-y-3" aria-labelledby={`${meta.id}-title`}>
      <legend id={`${meta.id}-title`} className="px-1 text-base font-semibold">
        {t("pax.block", { title })}
      </legend>
      <input {...getInputProps(f.refIndex, { type: "hidden" })} key={f.refIndex.key} />
      <input {...getInputProps(f.passengerType, { type: "hidden" })} key={f.passengerType.key} />
      <div className="grid gap-3 md:grid-cols-4">
        <div>
          <label htmlFor={f.nameTitle.id} className="label">
            {t("pax.nameTitle")}
          </label>
          <select {...getSelectProps(f.nameTitle)} key={f.nameTitle.key} className="input">
            <option value="">{t("pax.choose")}</option>
            {nameTitles.map((n) => (
              <option key={n} value={n}>
                {t(`codes:nameTitle.${n}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={f.nameTitle.errorId} errors={f.nameTitle.errors} />
        </div>
        <Input meta={f.surname} label={t("pax.surname")} upper />
        <Input meta={f.givenName} label={t("pax.givenName")} upper />
        <Input meta={f.birthDate} label={t("pax.birthDate")} type="date" min={bounds.min} max={bounds.max} />
        <Input meta={f.docId} label={t("pax.docId")} upper />
        <Input meta={f.docExpiry} label={t("pax.docExpiry")} type="date" />
        <Input meta={f.nationality} label={t("pax.nationality")} upper list="countries" />
        <Input meta={f.corpCode} label={t("pax.corpCode")} upper />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("pax.emails")}</legend>
        {emails.map((e, i) => (
          <div key={e.key} className="flex items-end gap-2">
            <div className="flex-1">
              <Input meta={e} label={`${t("pax.email")} ${i + 1}`} type="email" />
            </div>
            {i > 0 || (index > 0 && emails.length > 1) ? (
              <button {...form.remove.getButtonProps({ name: f.emails.name, index: i })} className="btn-secondary mb-5">
                {t("pax.removeEmail", { n: i + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <FieldErrors id={f.emails.errorId} errors={f.emails.errors} />
        {emails.length < MAX_ENTRIES ? (
          <button {...form.insert.getButtonProps({ name: f.emails.name, defaultValue: "" })} className="btn-secondary">
            {t("pax.addEmail")}
          </button>
        ) : (
          <p className="text-xs text-slate-600">{t("messages:validation.MAX_10")}</p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("pax.telephones")}</legend>
        {phones.map((p, i) => {
          const pf = p.getFieldset();
          return (
            <div key={p.key} className="flex items-end gap-2">
              <div className="w-28">
                <Input meta={pf.countryAccessCode} label={`${t("pax.countryCode")} ${i + 1}`} />
              </div>
              <div className="flex-1">
                <Input meta={pf.phoneNumber} label={`${t("pax.telephone")} ${i + 1}`} />
              </div>
              {index === 0 && i === 0 ? null : (
                <button {...form.remove.getButtonProps({ name: f.phones.name, index: i })} className="btn-secondary mb-5">
                  {t("pax.removePhone", { n: i + 1 })}
                </button>
              )}
            </div>
          );
        })}
        <FieldErrors id={f.phones.errorId} errors={f.phones.errors} />
        {phones.length < MAX_ENTRIES ? (
          <button {...form.insert.getButtonProps({ name: f.phones.name, defaultValue: { countryAccessCode: "852", phoneNumber: "" } })} className="btn-secondary">
            {t("pax.addPhone")}
          </button>
        ) : (
          <p className="text-xs text-slate-600">{t("messages:validation.MAX_10")}</p>
        )}
      </fieldset>
      <details open={Boolean(f.ffMembership.initialValue || f.ffNumber.initialValue || f.ffMembership.errors || f.ffNumber.errors)}>
        <summary className="link cursor-pointer text-sm">{t("pax.frequentFlyer")}</summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <Input meta={f.ffMembership} label={t("pax.ffMembership")} upper />
          <Input meta={f.ffNumber} label={t("pax.ffNumber")} upper />
        </div>
      </details>
    </fieldset>
  );
}

function Input({ meta, label, type = "text", upper, min, max, list }: { meta: FieldMetadata<string | undefined>; label: string; type?: "text" | "date" | "email"; upper?: boolean; min?: string; max?: string; list?: string }) {
  const props = getInputProps(meta, { type, ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...props} key={props.key} min={min} max={max} list={list} className={`input ${upper ? "uppercase" : ""}`} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
