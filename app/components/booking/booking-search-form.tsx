import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AirportInput } from "~/components/air/airport-input";
import { Field, FieldErrors, inputPropsOf } from "~/components/field";
import { ValidationSummary } from "~/components/validation-summary";
import { DEADLINE_WINDOWS } from "~/domain/booking/deadline";
import { DATE_TYPES, QUICK_RANGES } from "~/domain/booking/search-choices";
import { bookingStatuses } from "~/domain/code-tables";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: Record<string, string | undefined>;
  /** Upper bound of the date inputs (tomorrow) when searching by created date. */
  createdMax: string;
};

/** A GET form: the search state lives in the URL, so results can be bookmarked and paged. */
export function BookingSearchForm({ lastResult, defaults, createdMax }: Props) {
  const { t } = useTranslation("booking");
  // Validated by the loader on Search only (no field rules are handed to this form).
  const [form, fields] = useForm({
    id: "booking-search",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
  });
  const created = (fields.dateType.value ?? defaults.dateType) === "CreatedDate";
  const labels = {
    travelerName: t("search.travelerName"),
    arrivalAirport: t("search.destination"),
    recordLocator: t("search.recordLocator"),
    bookingNumber: t("search.bookingNumber"),
    status: t("search.status"),
    dateType: t("search.dateType"),
    range: t("search.range"),
    startTime: t("search.start"),
    endTime: t("search.end"),
    deadline: t("search.deadline"),
  };
  const start = inputPropsOf(fields.startTime, {
    type: "date",
    ariaDescribedBy: fields.startTime.errorId,
  });
  const end = inputPropsOf(fields.endTime, {
    type: "date",
    ariaDescribedBy: fields.endTime.errorId,
  });
  return (
    <Form
      method="get"
      {...getFormProps(form)}
      noValidate={false}
      className="card space-y-3"
      role="search"
      aria-label={t("search.title")}
    >
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field meta={fields.travelerName} label={labels.travelerName} />
        <AirportInput meta={fields.arrivalAirport} label={labels.arrivalAirport} />
        <Field meta={fields.recordLocator} label={labels.recordLocator} />
        <Field meta={fields.bookingNumber} label={labels.bookingNumber} />
        <div>
          <label htmlFor={fields.status.id} className="label">
            {labels.status}
          </label>
          <select {...getSelectProps(fields.status)} key={fields.status.key} className="input">
            <option value="All">{t("search.all")}</option>
            {bookingStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`codes:bookingStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fields.dateType.id} className="label">
            {labels.dateType}
          </label>
          <select {...getSelectProps(fields.dateType)} key={fields.dateType.key} className="input">
            {DATE_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`search.dateTypes.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fields.range.id} className="label">
            {labels.range}
          </label>
          <select
            {...getSelectProps(fields.range)}
            key={fields.range.key}
            className="input"
            aria-describedby={`${fields.range.id}-hint`}
          >
            {QUICK_RANGES.map((r) => (
              <option key={r} value={r}>
                {t(`search.ranges.${r}`)}
              </option>
            ))}
          </select>
          <p id={`${fields.range.id}-hint`} className="mt-1 text-xs text-slate-500">
            {t("search.rangeHint")}
          </p>
        </div>
        <div>
          <label htmlFor={fields.deadline.id} className="label">
            {labels.deadline}
          </label>
          <select {...getSelectProps(fields.deadline)} key={fields.deadline.key} className="input">
            <option value="">{t("search.deadlineAny")}</option>
            {DEADLINE_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t(`search.deadlineWindows.${w}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:col-span-2">
          <div>
            <label htmlFor={fields.startTime.id} className="label">
              {labels.startTime}
            </label>
            <input
              {...start}
              key={fields.startTime.key}
              className="input"
              max={created ? createdMax : undefined}
            />
            <FieldErrors id={fields.startTime.errorId} errors={fields.startTime.errors} />
          </div>
          <div>
            <label htmlFor={fields.endTime.id} className="label">
              {labels.endTime}
            </label>
            <input
              {...end}
              key={fields.endTime.key}
              className="input"
              max={created ? createdMax : undefined}
            />
            <FieldErrors id={fields.endTime.errorId} errors={fields.endTime.errors} />
          </div>
        </div>
      </div>
      {defaults.sort ? <input type="hidden" name="sort" value={defaults.sort} /> : null}
      <div className="flex justify-end gap-2">
        <a href="?" className="btn-secondary">
          {t("search.reset")}
        </a>
        <button type="submit" className="btn-primary">
          {t("search.submit")}
        </button>
      </div>
    </Form>
  );
}
