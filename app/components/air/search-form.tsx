import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, FieldErrors, SelectField, hiddenInputProps } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { dayBefore, laterDay } from "~/domain/air/date-bounds";
import { cabinCodes, fareTypes, specialPaxTypes } from "~/domain/code-tables";
import type { airSearchSchema } from "~/forms/air-search";
import { searchDefaults, searchTypes, MAX_SEGMENTS } from "~/forms/air-search-choices";
import type { RulesOf } from "~/forms/field-rules.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { AirportInput } from "./airport-input";

type Rules = RulesOf<ReturnType<typeof airSearchSchema>>;
type SearchShape = NonNullable<Rules["shape"]>;
type Props = {
  /** The schema's constraints and field checks (loader data). */
  rules: Rules;
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The airports an ambiguous name may mean, by field name (offered as choices). */
  airportChoices?: Record<string, { code: string; name: string }[]> | null;
  defaultValue?: Record<string, unknown>;
  hasPrevious: boolean;
};

/**
 * The flight search (docs/behaviour.md#the-flight-search-form): a GET form, so the search is in the
 * URL and works without JS.
 */
export function SearchForm({
  rules,
  today,
  lastResult,
  defaultValue,
  hasPrevious,
  airportChoices,
}: Props) {
  const { t } = useTranslation("air");
  const [form, fields] = useRulesForm(rules, {
    id: "flight-search",
    lastResult,
    defaultValue: (defaultValue ?? searchDefaults) as unknown as SearchShape,
  });
  const type = fields.searchType.value ?? "return";
  const segments = fields.segments.getFieldList();
  const shown = type === "multiCity" ? segments : segments.slice(0, 1);
  const advanced = fields.mode.value === "advance";
  const labels = summaryLabels(t, segments.length);
  const formProps = getFormProps(form);

  return (
    <section className="card" aria-labelledby="search-title">
      <h1 id="search-title" className="mb-3 text-lg font-semibold">
        {t("search.title")}
      </h1>
      <Form
        method="get"
        action={paths.flightSearch()}
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          // Back from the results then finds this search (the loader fills it from the flow);
          // without JS the browser restores the typed fields itself.
          if (!event.defaultPrevented && !isIntent(event))
            window.history.replaceState(window.history.state, "", paths.previousSearch());
        }}
        className="space-y-4"
      >
        {/* Enter in a field searches: the first submit button of a form is its default one. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
        {form.status === "error" ? (
          <ValidationSummary errors={form.allErrors} labels={labels} />
        ) : null}
        <input {...hiddenInputProps(fields.searchType)} key={fields.searchType.key} />
        <input {...hiddenInputProps(fields.mode)} key={fields.mode.key} />
        <div role="group" aria-label={t("search.tripType")} className="flex flex-wrap gap-2">
          {searchTypes.map((s) => (
            <button
              key={s}
              {...form.update.getButtonProps({
                name: fields.searchType.name,
                value: s,
                validated: false,
              })}
              onClick={() => {
                // Multi-city starts with two flights; without JS the server's reply adds the
                // second (multiCityWithTwoLegs), with JS it is added once the switch is done.
                if (s === "multiCity" && segments.length < 2)
                  setTimeout(() =>
                    form.insert({
                      name: fields.segments.name,
                      defaultValue: { origin: "", destination: "", departureDate: "" },
                    }),
                  );
              }}
              aria-pressed={type === s}
              className={type === s ? "btn-primary" : "btn-secondary"}
            >
              {t(`search.type.${s}`)}
            </button>
          ))}
        </div>

        {shown.map((segment, i) => {
          const f = segment.getFieldset();
          // docs/behaviour.md#search-dates-and-passenger-counts: later legs and the return from the
          // previous date minus one day.
          const previous = i > 0 ? shown[i - 1]?.getFieldset().departureDate.value : undefined;
          const legMin = dayBefore(previous);
          const returnMin = dayBefore(f.departureDate.value);
          return (
            <fieldset
              key={segment.key}
              className="grid gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-4"
            >
              <legend className="px-1 text-sm font-medium">
                {t("search.segment", { n: i + 1 })}
              </legend>
              <AirportInput
                meta={f.origin}
                label={t("search.origin")}
                choices={airportChoices?.[f.origin.name]}
              />
              <AirportInput
                meta={f.destination}
                label={t("search.destination")}
                choices={airportChoices?.[f.destination.name]}
              />
              <Field
                meta={f.departureDate}
                label={t("search.departureDate")}
                type="date"
                min={laterDay(today, legMin)}
              />
              {i === 0 ? (
                // Kept (hidden) while the trip is one way or multi-city, so switching back to a
                // round trip finds the return date typed before, with or without JS.
                <div hidden={type !== "return"}>
                  <Field
                    meta={fields.returnDate}
                    label={t("search.returnDate")}
                    type="date"
                    min={laterDay(today, returnMin)}
                  />
                </div>
              ) : type === "multiCity" ? (
                <div className="flex items-end pb-5">
                  <button
                    {...form.remove.getButtonProps({ name: fields.segments.name, index: i })}
                    className="btn-secondary"
                  >
                    {t("search.removeSegment", { n: i + 1 })}
                  </button>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        {type === "multiCity" && segments.length < MAX_SEGMENTS ? (
          <button
            {...form.insert.getButtonProps({
              name: fields.segments.name,
              defaultValue: { origin: "", destination: "", departureDate: "" },
            })}
            className="btn-secondary"
          >
            {t("search.addSegment")}
          </button>
        ) : null}
        <FieldErrors id={fields.segments.errorId} errors={fields.segments.errors} />

        <fieldset className="grid gap-3 md:grid-cols-4">
          <legend className="mb-1 text-sm font-medium">{t("search.passengers")}</legend>
          <Field meta={fields.adultCount} label={t("search.adultCount")} type="number" />
          <Field meta={fields.childCount} label={t("search.childCount")} type="number" />
          <Field meta={fields.youngAdultCount} label={t("search.youngAdultCount")} type="number" />
          <Field meta={fields.infantCount} label={t("search.infantCount")} type="number" />
        </fieldset>
        <fieldset className="grid gap-3 md:grid-cols-4">
          <legend className="mb-1 text-sm font-medium">{t("search.paxTypeSelected")}</legend>
          <div className="flex items-center gap-4 text-sm">
            {(["ordinary", "others"] as const).map((v) => (
              <label key={v} className="flex items-center gap-1">
                <input
                  type="radio"
                  name={fields.paxTypeSelected.name}
                  value={v}
                  defaultChecked={(fields.paxTypeSelected.initialValue ?? "ordinary") === v}
                />
                {t(`search.paxType.${v}`)}
              </label>
            ))}
          </div>
          <SelectField
            meta={fields.specialPaxType}
            label={t("search.specialPaxType")}
            placeholder={t("search.choose")}
            options={specialPaxTypes.map((p) => ({ value: p, label: t(`codes:paxType.${p}`) }))}
          />
          <Field meta={fields.specialCount} label={t("search.specialCount")} type="number" />
          <SelectField
            meta={fields.cabinType}
            label={t("search.cabinType")}
            options={cabinCodes.map((c) => ({ value: c, label: t(`codes:cabin.${c}`) }))}
          />
        </fieldset>

        <div role="group" aria-label={t("search.mode")} className="flex gap-2 text-sm">
          {(["simple", "advance"] as const).map((m) => (
            <button
              key={m}
              {...form.update.getButtonProps({
                name: fields.mode.name,
                value: m,
                validated: false,
              })}
              aria-pressed={(fields.mode.value ?? "simple") === m}
              className={(fields.mode.value ?? "simple") === m ? "btn-primary" : "btn-secondary"}
            >
              {t(`search.modes.${m}`)}
            </button>
          ))}
        </div>
        {advanced ? (
          <fieldset className="grid gap-3 md:grid-cols-3">
            <legend className="mb-1 text-sm font-medium">{t("search.advanced")}</legend>
            <AirportInput
              meta={fields.airlineCode}
              label={t("search.airlineCode")}
              source="/resources/airlines"
            />
            <div>
              <span className="label">{t("search.fareType")}</span>
              <div className="flex gap-3 text-sm">
                {fareTypes.map((f) => (
                  <label key={f} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      name={fields.fareType.name}
                      value={f}
                      defaultChecked={(
                        fields.fareType.initialValue as string[] | undefined
                      )?.includes(f)}
                    />
                    {f}
                  </label>
                ))}
              </div>
            </div>
            <Field meta={fields.corpCode} label={t("search.corpCode")} />
          </fieldset>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            {t("search.submit")}
          </button>
          {hasPrevious ? (
            <Link to={paths.previousSearch()} className="btn-secondary">
              {t("search.previous")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function summaryLabels(t: (k: string, o?: Record<string, unknown>) => string, segments: number) {
  const labels: Record<string, string> = {
    returnDate: t("search.returnDate"),
    adultCount: t("search.adultCount"),
    childCount: t("search.childCount"),
    youngAdultCount: t("search.youngAdultCount"),
    infantCount: t("search.infantCount"),
    specialPaxType: t("search.specialPaxType"),
    specialCount: t("search.specialCount"),
    airlineCode: t("search.airlineCode"),
    corpCode: t("search.corpCode"),
    segments: t("search.segments"),
  };
  for (let i = 0; i < segments; i += 1) {
    labels[`segments[${i}].origin`] = `${t("search.segment", { n: i + 1 })} ${t("search.origin")}`;
    labels[`segments[${i}].destination`] =
      `${t("search.segment", { n: i + 1 })} ${t("search.destination")}`;
    labels[`segments[${i}].departureDate`] =
      `${t("search.segment", { n: i + 1 })} ${t("search.departureDate")}`;
  }
  return labels;
}

/** A trip-type, mode or flight-list button: conform's update, no search. */
function isIntent(event: { nativeEvent: Event }) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === "__intent__";
}
