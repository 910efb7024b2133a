import { Form, useSubmit } from "@remix-run/react";
import { sortOptions } from "~/domain/code-tables";
import { useTranslation } from "~/i18n/use-translation";
import type { SelectionModel, Names } from "~/services/air-select.server";

/**
 * Sort and filters of the current leg (docs/behaviour.md#flight-selection) as a GET form: the state
 * is in the URL, so it survives reloads and the back button. With JS a change applies at once;
 * without, Apply does.
 */
export function FlightFilters({
  model,
  searchQuery,
  names,
}: {
  model: SelectionModel;
  searchQuery: string;
  names: Names;
}) {
  const { t } = useTranslation("air");
  const submit = useSubmit();
  const hidden = [...new URLSearchParams(searchQuery)];
  const group = (
    legend: string,
    name: string,
    values: (string | number)[],
    selected: (string | number)[],
    label: (v: string) => string,
  ) =>
    values.length ? (
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        {values.map((v) => (
          <label key={v} className="flex min-h-[28px] items-center gap-2 text-sm">
            <input
              className="h-6 w-6 shrink-0"
              type="checkbox"
              name={name}
              value={v}
              defaultChecked={selected.map(String).includes(String(v))}
            />
            {label(String(v))}
          </label>
        ))}
      </fieldset>
    ) : null;
  return (
    <Form
      method="get"
      aria-label={t("filters.title")}
      className="card space-y-2 p-4"
      // Kept from hydration (KeptHtml), the form is submitted on change through this attribute.
      data-submit-on-change=""
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {hidden.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      {model.chosenLegs.map((c) => (
        <input key={c.key} type="hidden" name="chosen" value={c.key} />
      ))}
      <div className="mb-3">
        <label htmlFor="sort" className="label">
          {t("filters.sort")}
        </label>
        <select id="sort" name="sort" defaultValue={model.sort} className="input">
          {sortOptions.map((s) => (
            <option key={s} value={s}>
              {t(`codes:sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {group(t("filters.stops"), "stops", model.choices.stops, model.filters.stops, (v) =>
        t(`filters.stop.${v}`),
      )}
      {group(
        t("filters.airlines"),
        "airline",
        model.choices.airlines,
        model.filters.airlines,
        (v) => `${names.airlines[v] ?? v} (${v})`,
      )}
      {group(t("filters.departure"), "dep", model.choices.departure, model.filters.departure, (v) =>
        t(`codes:timeBucket.${v}`),
      )}
      {group(t("filters.arrival"), "arr", model.choices.arrival, model.filters.arrival, (v) =>
        t(`codes:timeBucket.${v}`),
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {t("filters.apply")}
        </button>
      </div>
    </Form>
  );
}
