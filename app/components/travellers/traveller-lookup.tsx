import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The look-up by name of "Choose a saved traveller": names as typed (2 letters at least), each a
 * submit button of the passenger form that fills this block on the server
 * (docs/decisions/0101-traveller-directory.md).
 */
export function TravellerLookup({
  formId,
  index,
  label,
}: {
  formId: string;
  index: number;
  label: string;
}) {
  const { t } = useTranslation("travellers");
  const id = useId();
  const [query, setQuery] = useState("");
  const [entries, setEntries] = useState<{ id: string; name: string }[] | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setEntries(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/resources/travellers?${new URLSearchParams({ q })}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { entries: [] }))
        .then((body: { entries: { id: string; name: string }[] }) => setEntries(body.entries))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return (
    <div className="space-y-2 rounded border border-slate-200 p-3">
      <label htmlFor={id} className="label">
        {t("pick.chooseFor", { traveller: label })}
      </label>
      <input
        id={id}
        type="search"
        // Not part of the passenger form's submission.
        form=""
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the agent's own click
        autoFocus
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter here must not submit the passenger form (its first button books).
        onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
        className="input"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("pick.lookupHint")}
      </p>
      <div role="status" aria-live="polite">
        {entries === null ? null : entries.length ? (
          <ul className="flex flex-wrap gap-2">
            {entries.map((e) => (
              <li key={e.id}>
                <button
                  type="submit"
                  form={formId}
                  formNoValidate
                  name="_action"
                  value={`pick:${e.id}:${index}`}
                  className="btn-secondary py-1"
                  aria-label={t("pick.use", { traveller: label, name: e.name })}
                >
                  {e.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t("pick.noMatch")}</p>
        )}
      </div>
    </div>
  );
}
