import { type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { Field, FieldErrors, SelectField, hiddenInputProps } from "~/components/field";
import { loadOnUse } from "~/components/load-on-use";
import { MAX_ENTRIES } from "~/domain/air/passengers";
import type { DocumentTrip } from "~/domain/air/travel-documents";
import type { TravellerLabel } from "~/domain/air/traveller-labels";
import { nameTitles } from "~/domain/code-tables";
import type { PassengerDraft } from "~/forms/air-passengers";
import { useTranslation } from "~/i18n/use-translation";
import type { FormCredit } from "~/services/credits.server";
import { useTravellerLabel } from "./traveller-label";

// docs/decisions/0102-airline-names-documents-and-credits.md: kept out of the first-load script.
const PassengerNotes = loadOnUse(() =>
  import("./name-and-documents").then((m) => m.PassengerNotes),
);

type PaxMeta = FieldMetadata<PassengerDraft>;

/**
 * One traveller's block (docs/behaviour.md#review-baggage-and-the-passenger-form). Lists of emails
 * and telephones grow and shrink with form intents, which are plain submit buttons: they work
 * without JavaScript. The first passenger's first email and first telephone have no remove button
 * (they are required).
 */
export function PassengerBlock({
  form,
  meta,
  index,
  bounds,
  label,
  programmes = [],
  saveLabel,
  documentTrip,
  credits = [],
  travellerId,
}: {
  form: FormMetadata;
  meta: PaxMeta;
  index: number;
  bounds: { min: string; max: string };
  /** "Adult 1", "Child 1": the traveller's one label (docs/behaviour.md#traveller-labels). */
  label: TravellerLabel | undefined;
  /** The back office's frequent-flyer programmes; empty when the look-up failed. */
  programmes?: readonly { code: string; name: string }[];
  /** "Save Adult 1 to the temporary list": this traveller alone, the others may be blank. */
  saveLabel?: string;
  /** The journey the documents must cover; without it no document warnings show. */
  documentTrip?: DocumentTrip;
  /** Open credits with the validating airline: those matching the typed name show. */
  credits?: readonly FormCredit[];
  /** The directory traveller chosen for this block: his credits show whatever their spelling. */
  travellerId?: string | null;
}) {
  const { t } = useTranslation("air");
  const f = meta.getFieldset();
  const emails = f.emails.getFieldList();
  const phones = f.phones.getFieldList();
  const type = f.passengerType.initialValue ?? "ADT";
  const value = (v: unknown) => (typeof v === "string" ? v : "");
  const notes = {
    surname: value(f.surname.value),
    givenName: value(f.givenName.value),
    title: value(f.nameTitle.value),
    passengerType: type,
    // The form's one country is both (services/air-book.server.ts toTravellerInfos).
    doc: {
      id: value(f.docId.value),
      expiry: value(f.docExpiry.value),
      issueCountry: value(f.nationality.value),
      nationality: value(f.nationality.value),
    },
  };
  // Typed before the page was interactive, a name is in the field but not in the form's state, so
  // the notes (the credit hint among them) would not show. One input event makes conform read the
  // whole form (tests/e2e/airline-names-credits.spec.ts).
  const typed = [f.surname, f.givenName, f.docId];
  useEffect(() => {
    const missed = typed
      .map((field) => [document.getElementById(field.id), value(field.value)] as const)
      .find(([el, known]) => el instanceof HTMLInputElement && el.value !== known);
    missed?.[0]?.dispatchEvent(new Event("input", { bubbles: true }));
    // Once, after hydration: later typing reaches conform itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const title = useTravellerLabel()(
    label,
    `${t(`codes:paxType.${type}`)} ${f.refIndex.initialValue ?? index + 1}`,
  );
  return (
    <fieldset className="card space-y-3" aria-labelledby={`${meta.id}-title`}>
      <legend id={`${meta.id}-title`} className="px-1 text-base font-semibold">
        {t("pax.block", { title })}
      </legend>
      <input {...hiddenInputProps(f.refIndex)} key={f.refIndex.key} />
      <input {...hiddenInputProps(f.passengerType)} key={f.passengerType.key} />
      {/* Labels take two lines' height, text at the bottom: a long one wraps, inputs stay in line. */}
      <div className="grid gap-3 md:grid-cols-4 md:[&_.label]:flex md:[&_.label]:min-h-10 md:[&_.label]:items-end">
        <SelectField
          meta={f.nameTitle}
          label={t("pax.nameTitle")}
          placeholder={t("pax.choose")}
          options={nameTitles.map((n) => ({ value: n, label: t(`codes:nameTitle.${n}`) }))}
        />
        <Field meta={f.surname} label={t("pax.surname")} inputClassName="uppercase" />
        <Field meta={f.givenName} label={t("pax.givenName")} inputClassName="uppercase" />
        <Field
          meta={f.birthDate}
          label={t("pax.birthDate")}
          type="date"
          min={bounds.min}
          max={bounds.max}
        />
        <Field meta={f.docId} label={t("pax.docId")} inputClassName="uppercase" />
        <Field meta={f.docExpiry} label={t("pax.docExpiry")} type="date" />
        <Field
          meta={f.nationality}
          label={t("pax.nationality")}
          list="countries"
          inputClassName="uppercase"
        />
        <Field meta={f.corpCode} label={t("pax.corpCode")} inputClassName="uppercase" />
      </div>
      <div className="text-xs text-slate-600">
        <p>
          {t("pax.nameHint", {
            examples: "O'Neil → ONEIL, Smith-Jones → SMITH JONES",
            interpolation: { escapeValue: false },
          })}
        </p>
        {/* One live region, always there: what it says follows the typing (JS on) or shows
            after a round trip (JS off). Its code loads once there is something to say. */}
        <div role="status">
          {notes.surname || notes.givenName || notes.doc.id ? (
            <PassengerNotes
              {...notes}
              trip={documentTrip}
              credits={credits}
              travellerId={travellerId}
            />
          ) : null}
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("pax.emails")}</legend>
        {emails.map((e, i) => (
          <div key={e.key} className="flex items-end gap-2">
            <div className="flex-1">
              <Field meta={e} label={`${t("pax.email")} ${i + 1}`} type="email" />
            </div>
            {i > 0 || (index > 0 && emails.length > 1) ? (
              <button
                {...form.remove.getButtonProps({ name: f.emails.name, index: i })}
                className="btn-secondary mb-5"
              >
                {t("pax.removeEmail", { n: i + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <FieldErrors id={f.emails.errorId} errors={f.emails.errors} />
        {emails.length < MAX_ENTRIES ? (
          <button
            {...form.insert.getButtonProps({ name: f.emails.name, defaultValue: "" })}
            className="btn-secondary"
          >
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
                <Field meta={pf.countryAccessCode} label={`${t("pax.countryCode")} ${i + 1}`} />
              </div>
              <div className="flex-1">
                <Field meta={pf.phoneNumber} label={`${t("pax.telephone")} ${i + 1}`} />
              </div>
              {index === 0 && i === 0 ? null : (
                <button
                  {...form.remove.getButtonProps({ name: f.phones.name, index: i })}
                  className="btn-secondary mb-5"
                >
                  {t("pax.removePhone", { n: i + 1 })}
                </button>
              )}
            </div>
          );
        })}
        <FieldErrors id={f.phones.errorId} errors={f.phones.errors} />
        {phones.length < MAX_ENTRIES ? (
          <button
            {...form.insert.getButtonProps({
              name: f.phones.name,
              defaultValue: { countryAccessCode: "852", phoneNumber: "" },
            })}
            className="btn-secondary"
          >
            {t("pax.addPhone")}
          </button>
        ) : (
          <p className="text-xs text-slate-600">{t("messages:validation.MAX_10")}</p>
        )}
      </fieldset>
      <details
        open={Boolean(
          f.ffMembership.initialValue ||
          f.ffNumber.initialValue ||
          f.ffMembership.errors ||
          f.ffNumber.errors,
        )}
      >
        <summary className="link cursor-pointer text-sm">{t("pax.frequentFlyer")}</summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {programmes.length ? (
            <SelectField
              meta={f.ffMembership}
              label={t("pax.ffMembership")}
              placeholder={t("pax.ffNone")}
              options={programmeOptions(programmes, f.ffMembership.initialValue)}
            />
          ) : (
            <Field meta={f.ffMembership} label={t("pax.ffMembership")} inputClassName="uppercase" />
          )}
          <Field meta={f.ffNumber} label={t("pax.ffNumber")} inputClassName="uppercase" />
        </div>
      </details>
      {saveLabel ? (
        <div>
          <button
            type="submit"
            name="_action"
            value={`save:${index}`}
            formNoValidate
            className="btn-secondary"
          >
            {saveLabel}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** "Asia Miles (CX)" per programme; a loaded code the list lacks stays, so its error can show. */
function programmeOptions(
  programmes: readonly { code: string; name: string }[],
  current: string | undefined,
) {
  const options = programmes.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));
  if (current && !programmes.some((p) => p.code === current))
    options.push({ value: current, label: current });
  return options;
}
