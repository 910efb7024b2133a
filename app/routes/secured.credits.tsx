// Ticket credits: what refunds through the portal left with the airlines, per traveller
// (docs/decisions/0102-airline-names-documents-and-credits.md), closed by hand once used or expired.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { CreditList } from "~/components/credits/credit-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CloseCreditSchema, CreditsViewSchema } from "~/forms/credits";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { creditsOf, markCredit } from "~/services/credits.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "travel:credits.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const submission = parseForm(new URL(request.url).searchParams, CreditsViewSchema);
  const view = submission.status === "success" ? submission.value.view : "open";
  return { view, credits: await creditsOf(ctx, view), canClose: can(ctx.user, "book") };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  const submission = parseForm(formData, CloseCreditSchema);
  if (submission.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const changed = await markCredit(ctx, submission.value.creditId, submission.value.state);
  return redirectWithToast(
    request,
    paths.credits(),
    changed
      ? { type: "success", key: `travel:credits.toast.${submission.value.state}` }
      : { type: "info", key: "travel:credits.toast.gone" },
    { session: ctx.session },
  );
}

export default function CreditsPage() {
  const { view, credits, canClose } = useLoaderData<typeof loader>();
  const { t } = useTranslation("travel");
  return (
    <section aria-labelledby="credits-title" className="space-y-4">
      <div>
        <h1 id="credits-title" className="text-xl font-semibold">
          {t("credits.title")}
        </h1>
        <p className="text-sm text-slate-600">{t("credits.lead")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label={t("credits.views")} className="flex gap-2">
          {(["open", "closed"] as const).map((v) => (
            <Link
              key={v}
              to={paths.credits({ view: v })}
              aria-current={view === v ? "page" : undefined}
              className={view === v ? "btn-primary" : "btn-secondary"}
            >
              {t(`credits.view.${v}`)}
            </Link>
          ))}
        </nav>
        <a href={paths.creditsCsv({ view })} className="link text-sm" download>
          {t("credits.csv")}
        </a>
      </div>
      <p role="status" className="text-sm">
        {t("credits.count", { count: credits.length })}
      </p>
      {credits.length ? <CreditList credits={credits} canClose={canClose} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
