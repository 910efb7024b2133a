import { SEARCH_MODES, type SearchMode } from "~/domain/rebook/selection";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The rebook search mode (docs/behaviour.md#rebook-and-ancillaries: simple or advance), a radio
 * pair of the reshop GET form.
 */
export function SearchModeChoice({ mode }: { mode: SearchMode }) {
  const { t } = useTranslation("rebook");
  return (
    <fieldset>
      <legend className="label">{t("searchMode.legend")}</legend>
      <div className="flex gap-3 text-sm">
        {SEARCH_MODES.map((m) => (
          <label key={m} className="inline-flex min-h-6 items-center gap-1">
            <input type="radio" name="mode" value={m} defaultChecked={m === mode} />
            {t(`searchMode.${m}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
