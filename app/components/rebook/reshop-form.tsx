import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FlightCard } from "~/components/air/flight-card";
import { FieldErrors } from "~/components/field";
import { ValidationSummary } from "~/components/validation-summary";
import type { AirOption } from "~/contracts/air";
import type { ChangeMarks } from "~/domain/booking/airline-changes";
import { CABINS, dateField, type RebookChoice } from "~/domain/rebook/selection";
import { useTranslation } from "~/i18n/use-translation";
import type { Names } from "~/services/air-select.server";
import { SearchModeChoice } from "./search-mode-choice";

export type ReshopLeg = {
  index: number;
  from: string;
  to: string;
  date: string;
  option: AirOption;
};

type Props = {
  legs: ReshopLeg[];
  choice: RebookChoice;
  lastResult: SubmissionResult<string[]> | undefined;
  today: string;
  names: Names;
  /** Flights the airline cancelled or changed (marked on their cards). */
  changeMarks?: ChangeMarks;
};

/**
 * The flightReshop choice (docs/behaviour.md#rebook-and-ancillaries) as one GET form:
 * Select/Unselect submit it with a `toggle` (never validated), Search with `intent=search` (the
 * loader validates and moves on). The state is in the URL, so it works the same with and without
 * JavaScript.
 */
export function ReshopForm({ legs, choice, lastResult, today, names, changeMarks }: Props) {
  const { t } = useTranslation("rebook");
  const defaultValue: Record<string, string> = { bookingId: choice.bookingId, cabin: choice.cabin };
  for (const leg of legs) defaultValue[dateField(leg.index)] = choice.dates[leg.index] ?? leg.date;
  const [form, fields] = useForm({
    id: "reshop",
    lastResult,
    defaultValue,
    // No client-side validation: a Select/Unselect toggle submits the same GET form and must pass
    // with an incomplete choice; the loader validates Search (rebookSearchSchema) and answers with
    // the translated messages, the same way with and without JavaScript.
    shouldValidate: "onSubmit",
  });
  const errors = form.allErrors;
  const labels: Record<string, string> = { leg: t("reshop.flights"), cabin: t("reshop.cabin") };
  for (const leg of legs) labels[dateField(leg.index)] = t("reshop.date", { n: leg.index + 1 });
  const cabin = fields.cabin;
  return (
    <Form method="get" {...getFormProps(form)} className="space-y-4">
      <ValidationSummary errors={errors} labels={labels} />
      <input type="hidden" name="bookingId" value={choice.bookingId} />
      {choice.legs.map((leg) => (
        <input key={leg} type="hidden" name="leg" value={leg} />
      ))}
      <ol className="space-y-3">
        {legs.map((leg) => {
          const selected = choice.legs.includes(leg.index);
          const name = dateField(leg.index);
          const dateErrors = errors[name];
          const route = { n: leg.index + 1, from: leg.from, to: leg.to };
          return (
            <li
              key={leg.index}
              className={`space-y-2 rounded-lg ${selected ? "ring-2 ring-brand-600" : ""}`}
            >
              <FlightCard option={leg.option} names={names} changeMarks={changeMarks}>
                <p className="mb-2 text-sm font-semibold">{t("reshop.flight", route)}</p>
                {selected ? (
                  <p className="mb-2 text-xs text-emerald-700">{t("reshop.selected")}</p>
                ) : null}
                <button
                  type="submit"
                  name="toggle"
                  value={leg.index}
                  formNoValidate
                  aria-pressed={selected}
                  aria-label={t(selected ? "reshop.unselectLabel" : "reshop.selectLabel", route)}
                  className={selected ? "btn-secondary" : "btn-primary"}
                >
                  {t(selected ? "reshop.unselect" : "reshop.select")}
                </button>
              </FlightCard>
              {selected ? (
                <div className="grid gap-2 px-4 pb-3 sm:grid-cols-3">
                  <p className="text-sm">
                    <span className="label">{t("reshop.from")}</span>
                    {names.airports[leg.from]?.name ?? leg.from} ({leg.from})
                  </p>
                  <p className="text-sm">
                    <span className="label">{t("reshop.to")}</span>
                    {names.airports[leg.to]?.name ?? leg.to} ({leg.to})
                  </p>
                  <div>
                    <label htmlFor={`reshop-${name}`} className="label">
                      {labels[name]}
                    </label>
                    <input
                      id={`reshop-${name}`}
                      type="date"
                      name={name}
                      min={today}
                      defaultValue={choice.dates[leg.index] ?? leg.date}
                      aria-invalid={dateErrors?.length ? true : undefined}
                      aria-describedby={`reshop-${name}-error`}
                      className="input"
                    />
                    <FieldErrors id={`reshop-${name}-error`} errors={dateErrors} />
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="card flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={cabin.id} className="label">
            {labels.cabin}
          </label>
          <select
            {...getSelectProps(cabin, { ariaDescribedBy: cabin.errorId })}
            key={cabin.key}
            required={false}
            className="input"
          >
            <option value="">{t("reshop.cabinPlaceholder")}</option>
            {CABINS.map((c) => (
              <option key={c} value={c}>
                {t(`codes:cabin.${c}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={cabin.errorId} errors={cabin.errors} />
        </div>
        {/* Keyed: a form reset after navigating returns to the mode in the URL, not the first one. */}
        <SearchModeChoice key={choice.mode} mode={choice.mode ?? "simple"} />
        <div>
          <button
            type="submit"
            name="intent"
            value="search"
            className="btn-primary"
            disabled={choice.legs.length === 0}
            aria-describedby="reshop-search-hint"
          >
            {t("reshop.search")}
          </button>
          <p id="reshop-search-hint" className="mt-1 text-xs text-slate-600">
            {choice.legs.length === 0
              ? t("reshop.searchHint")
              : t("reshop.selectedCount", { count: choice.legs.length })}
          </p>
        </div>
      </div>
    </Form>
  );
}
