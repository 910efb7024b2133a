import { useEffect, useState } from "react";
import { Alert, useMessageText } from "~/components/message";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The temporary passenger list (side panel,
 * docs/behaviour.md#review-baggage-and-the-passenger-form): each saved traveller can be loaded into
 * a chosen passenger block or removed; when the list is full (10) a save offers to replace one.
 * Those buttons belong to the passenger form (`form` attribute): they send the blocks as typed, so
 * the other blocks keep their edits, with or without JavaScript. Then the JSON export (a read-only
 * text; with JS a copy button) and the JSON import, whose text and button belong to the passenger
 * form too (the blocks it does not fill keep their edits). The list lives in the server session.
 */
export function PaxListPanel({
  formId,
  entries,
  blocks,
  listFull,
  count,
  exportJson,
  importError,
  importText,
}: {
  formId: string;
  entries: { name: string; birthDate: string }[];
  /** The passenger blocks' labels ("Adult 1", "Child 1"), in form order. */
  blocks: string[];
  /** Set when saving block `block` found the list full: offer to replace an entry. */
  listFull: { block: number } | null;
  count: number;
  exportJson: string;
  importError: Message | null;
  /** The text of a refused import, shown again. */
  importText?: string;
}) {
  const { t } = useTranslation("air");
  const text = useMessageText();
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section aria-labelledby="pax-list-title" className="card space-y-3 p-4">
      <h2 id="pax-list-title" className="text-base font-semibold">
        {t("paxList.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("paxList.count", { count, max: 10 })}</p>
      {listFull ? (
        <Alert title={t("messages:error.ERROR")}>
          {t("paxList.full", { max: 10, traveller: blocks[listFull.block] ?? "" })}
        </Alert>
      ) : null}
      {entries.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {entries.map((e, i) => {
            const who = `${e.name}${e.birthDate ? ` (${e.birthDate})` : ""}`;
            return (
              <li key={`${i}-${e.name}`} className="space-y-1 py-2">
                <p className="font-medium">{who}</p>
                <div className="flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={`load-target-${i}`} className="sr-only">
                      {t("paxList.loadInto", { name: who })}
                    </label>
                    <select
                      id={`load-target-${i}`}
                      name={`loadTarget-${i}`}
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
                  </div>
                  <button
                    type="submit"
                    form={formId}
                    formNoValidate
                    name="_action"
                    value={`load:${i}`}
                    className="btn-secondary py-1"
                    aria-label={t("paxList.loadNamed", { name: who })}
                  >
                    {t("paxList.loadShort")}
                  </button>
                  <button
                    type="submit"
                    form={formId}
                    formNoValidate
                    name="_action"
                    value={`remove:${i}`}
                    className="btn-secondary py-1"
                    aria-label={t("paxList.removeNamed", { name: who })}
                  >
                    {t("paxList.remove")}
                  </button>
                  {listFull ? (
                    <button
                      type="submit"
                      form={formId}
                      formNoValidate
                      name="_action"
                      value={`replace:${i}:${listFull.block}`}
                      className="btn-secondary py-1"
                    >
                      {t("paxList.replace", {
                        name: who,
                        traveller: blocks[listFull.block] ?? "",
                      })}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div>
        <label htmlFor="pax-export" className="label">
          {t("paxList.export")}
        </label>
        <textarea
          id="pax-export"
          readOnly
          rows={5}
          value={exportJson}
          className="input font-mono text-xs"
        />
        {hydrated ? (
          <button
            type="button"
            className="btn-secondary mt-1"
            onClick={() =>
              navigator.clipboard?.writeText(exportJson).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t("paxList.copied") : t("paxList.copy")}
          </button>
        ) : null}
      </div>
      <div className="space-y-2">
        <label htmlFor="pax-import" className="label">
          {t("paxList.import")}
        </label>
        <textarea
          id="pax-import"
          name="paxJson"
          form={formId}
          defaultValue={importText}
          rows={5}
          className="input font-mono text-xs"
          aria-describedby="pax-import-error"
        />
        <div id="pax-import-error">
          {importError ? (
            <Alert title={t("messages:error.ERROR")}>{text(importError)}</Alert>
          ) : null}
        </div>
        <button
          type="submit"
          form={formId}
          formNoValidate
          name="_action"
          value="import"
          className="btn-secondary"
        >
          {t("paxList.importSubmit")}
        </button>
      </div>
    </section>
  );
}
