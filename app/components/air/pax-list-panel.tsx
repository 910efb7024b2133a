import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/csrf-input";
import { Alert, useMessageText } from "~/components/message";
import type { Message } from "~/domain/upstream-error";

/**
 * The temporary passenger list (spec 01 §2 side panel): load into the form, the JSON export (a
 * read-only text; with JS a copy button) and the JSON import. The list lives in the server session.
 */
export function PaxListPanel({
  count,
  exportJson,
  importError,
}: {
  count: number;
  exportJson: string;
  importError: Message | null;
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
      <Form method="post">
        <CsrfInput />
        <button
          type="submit"
          name="_action"
          value="loadTemp"
          className="btn-secondary"
          disabled={count === 0}
        >
          {t("paxList.load")}
        </button>
      </Form>
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
      <Form method="post" className="space-y-2">
        <CsrfInput />
        <label htmlFor="pax-import" className="label">
          {t("paxList.import")}
        </label>
        <textarea
          id="pax-import"
          name="paxJson"
          rows={5}
          className="input font-mono text-xs"
          aria-describedby="pax-import-error"
        />
        <div id="pax-import-error">
          {importError ? (
            <Alert title={t("messages:error.ERROR")}>{text(importError)}</Alert>
          ) : null}
        </div>
        <button type="submit" name="_action" value="import" className="btn-secondary">
          {t("paxList.importSubmit")}
        </button>
      </Form>
    </section>
  );
}
