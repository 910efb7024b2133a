import { useTranslation } from "~/i18n/use-translation";

/**
 * The passenger form's saved travellers without JS (docs/decisions/0101-traveller-directory.md): a
 * search by name and, for each traveller found, the block to fill and a Fill button.
 * The buttons belong to the passenger form (`form` attribute), so every block keeps its edits.
 */
export function SavedTravellersPanel({
  formId,
  off,
  query,
  entries,
  blocks,
}: {
  formId: string;
  off: string | null;
  query: string;
  entries: { id: string; name: string }[];
  blocks: string[];
}) {
  const { t } = useTranslation("travellers");
  return (
    <section aria-labelledby="saved-travellers-title" className="card space-y-3 p-4">
      <h2 id="saved-travellers-title" className="text-base font-semibold">
        {t("pick.panelTitle")}
      </h2>
      {off ? (
        <p className="text-sm text-slate-600">{t("pick.off")}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="traveller-query" className="label">
                {t("pick.panelSearch")}
              </label>
              <input
                id="traveller-query"
                name="travellerQuery"
                form={formId}
                type="search"
                maxLength={60}
                defaultValue={query}
                className="input"
              />
            </div>
            <button
              type="submit"
              form={formId}
              formNoValidate
              name="_action"
              value="findTravellers"
              className="btn-secondary"
            >
              {t("pick.find")}
            </button>
          </div>
          {entries.length ? (
            <ul className="divide-y divide-slate-100 text-sm" aria-label={t("pick.panelTitle")}>
              {entries.map((e) => (
                <li key={e.id} className="space-y-1 py-2">
                  <p className="font-medium">{e.name}</p>
                  <div className="flex flex-wrap items-end gap-2">
                    <label htmlFor={`pick-target-${e.id}`} className="sr-only">
                      {t("pick.into", { name: e.name })}
                    </label>
                    <select
                      id={`pick-target-${e.id}`}
                      name={`pickTarget-${e.id}`}
                      form={formId}
                      className="input py-1"
                      defaultValue="0"
                    >
                      {blocks.map((b, j) => (
                        <option key={b} value={j}>
                          {b}
                        </option>
                      ))}
                    </select>
                    <button
                      type="submit"
                      form={formId}
                      formNoValidate
                      name="_action"
                      value={`pick:${e.id}`}
                      className="btn-secondary py-1"
                      aria-label={t("pick.fillNamed", { name: e.name })}
                    >
                      {t("pick.fill")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("pick.noMatch")}</p>
          )}
        </>
      )}
    </section>
  );
}
