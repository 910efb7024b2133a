// Import travellers from a CSV or XLSX file, with a report of the rows refused
// (docs/decisions/0101-traveller-directory.md).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useValidationText } from "~/components/field";
import { Alert } from "~/components/message";
import { DirectoryOffNotice } from "~/components/travellers/directory-off";
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from "~/domain/travellers";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { importTravellers, readRows } from "~/services/travellers/import.server";
import { directoryKeys } from "~/services/travellers/keys.server";

export const handle = { titleKey: "travellers:importPage.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  requireAbility(ctx, "book");
  const keys = directoryKeys();
  return { off: keys.on ? null : keys.reason };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  if (!directoryKeys().on) return data({ ok: false as const, error: "badFile" as const }, 503);
  const file = formData.get("file");
  const rows = file instanceof File && file.size ? await readRows(file) : "badFile";
  const report =
    rows === "badFile" ? { ok: false as const, error: rows } : await importTravellers(ctx, rows);
  return data(report, { status: report.ok ? 200 : 400 });
}

export default function ImportTravellersPage() {
  const { off } = useLoaderData<typeof loader>();
  const report = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("travellers");
  const problem = useValidationText();
  const kinds = "CSV / XLSX";
  return (
    <section aria-labelledby="import-title" className="max-w-3xl space-y-4">
      <h1 id="import-title" className="text-xl font-semibold">
        {t("importPage.title")}
      </h1>
      {off ? (
        <DirectoryOffNotice reason={off} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t("importPage.lead", { kinds, columns: IMPORT_COLUMNS.join(", ") })}
          </p>
          <Form method="post" encType="multipart/form-data" className="card space-y-3">
            <CsrfInput />
            <div>
              <label htmlFor="import-file" className="label">
                {t("importPage.file", { kinds, max: IMPORT_MAX_ROWS })}
              </label>
              <input
                id="import-file"
                name="file"
                type="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="input"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {t("importPage.submit")}
              </button>
              <Link to={paths.travellers()} className="btn-secondary">
                {t("cancel")}
              </Link>
            </div>
          </Form>
          {report ? (
            report.ok ? (
              <section aria-labelledby="import-report" className="space-y-2">
                <Alert tone="success">{t("importPage.done", { count: report.imported })}</Alert>
                <h2 id="import-report" className="text-base font-semibold">
                  {t("importPage.refusedTitle")}
                </h2>
                {report.refused.length ? (
                  <ul className="space-y-1 text-sm">
                    {report.refused.map((r) => (
                      <li key={r.row}>
                        <span className="font-medium">{t("importPage.row", { row: r.row })}</span>:{" "}
                        {r.problems
                          .map((p) => {
                            const [field, message] = p.split(": ", 2);
                            return `${field} — ${problem(message ?? "")}`;
                          })
                          .join("; ")}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm">{t("importPage.none")}</p>
                )}
              </section>
            ) : (
              <Alert>
                {report.error === "tooMany"
                  ? t("importPage.tooMany", { max: IMPORT_MAX_ROWS })
                  : t("importPage.badFile", { kinds })}
              </Alert>
            )
          ) : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
