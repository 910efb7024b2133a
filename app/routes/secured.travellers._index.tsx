// The company's traveller directory (docs/decisions/0101-traveller-directory.md): search, 10 a
// page, cards; the whole document number only through "Show number" (POST, logged) and erasure
// (POST). The record's export is its own route (secured.travellers.export.ts).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { DirectoryOffNotice } from "~/components/travellers/directory-off";
import { TravellerCards } from "~/components/travellers/traveller-cards";
import { TRAVELLERS_PER_PAGE } from "~/domain/travellers";
import { parseForm } from "~/forms/parse-form";
import { TravellerSearchSchema, travellerActionSchemas } from "~/forms/travellers";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  DirectoryOff,
  directoryPage,
  removeTraveller,
  revealDocument,
} from "~/services/travellers/directory.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "travellers:title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const submission = parseForm(new URL(request.url).searchParams, TravellerSearchSchema);
  const search = submission.status === "success" ? submission.value : { q: "", page: 1 };
  try {
    return { off: null, search, ...(await directoryPage(ctx, search)) };
  } catch (error) {
    if (error instanceof DirectoryOff)
      return { off: error.reason, search, cards: [], total: 0, access: "names" as const };
    throw error;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  const intent = String(formData.get("intent") ?? "");
  if (intent !== "reveal" && intent !== "delete")
    throw pageError(request, { key: "http.400" }, 400);
  const submission = parseForm(formData, travellerActionSchemas[intent]);
  if (submission.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const back = paths.travellers(new URL(request.url).search);
  const gone = () =>
    redirectWithToast(
      request,
      back,
      { type: "info", key: "travellers:toast.gone" },
      {
        session: ctx.session,
      },
    );
  const { id } = submission.value;
  if (intent === "reveal") {
    const documentId = "documentId" in submission.value ? submission.value.documentId : "";
    const shown = await revealDocument(ctx, id, documentId);
    return shown ? data({ shown: { ...shown, travellerId: id } }) : gone();
  }
  if (!(await removeTraveller(ctx, id))) return gone();
  return redirectWithToast(
    request,
    back,
    { type: "success", key: "travellers:toast.deleted" },
    { session: ctx.session },
  );
}

export default function TravellersPage() {
  const { off, search, cards, total, access } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("travellers");
  return (
    <section aria-labelledby="travellers-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="travellers-title" className="text-xl font-semibold">
          {t("title")}
        </h1>
        {!off && access === "full" ? (
          <div className="flex flex-wrap gap-2">
            <Link to={paths.travellerEdit()} className="btn-primary">
              {t("add")}
            </Link>
            <Link to={paths.travellerImport()} className="btn-secondary">
              {t("import")}
            </Link>
          </div>
        ) : null}
      </div>
      {off ? (
        <DirectoryOffNotice reason={off} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{access === "full" ? t("lead") : t("leadNames")}</p>
          <Form method="get" role="search" className="card flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor="traveller-q" className="label">
                {t("search.label")}
              </label>
              <input
                id="traveller-q"
                name="q"
                type="search"
                defaultValue={search.q}
                maxLength={60}
                className="input"
                aria-describedby="traveller-q-hint"
              />
              <p id="traveller-q-hint" className="mt-1 text-xs text-slate-600">
                {access === "full" ? t("search.hint") : t("search.hintNames")}
              </p>
            </div>
            <button type="submit" className="btn-secondary">
              {t("search.submit")}
            </button>
          </Form>
          <p role="status" className="text-sm">
            {t("count", { count: total })}
          </p>
          {cards.length ? (
            <TravellerCards
              cards={cards}
              shown={actionData && "shown" in actionData ? actionData.shown : null}
            />
          ) : (
            <p className="text-sm text-slate-600">{t("empty")}</p>
          )}
          <Pagination page={search.page} total={total} pageSize={TRAVELLERS_PER_PAGE} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
