// Add (no id) or edit one of the company's travellers (docs/decisions/0101-traveller-directory.md).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { CreditList } from "~/components/credits/credit-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DirectoryOffNotice } from "~/components/travellers/directory-off";
import { TravellerForm } from "~/components/travellers/traveller-form";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { TravellerSchema } from "~/forms/travellers";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { openCreditsOf } from "~/services/credits.server";
import {
  DirectoryOff,
  saveTravellerFrom,
  travellerForEdit,
} from "~/services/travellers/directory.server";
import { directoryKeys } from "~/services/travellers/keys.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "travellers:title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  requireAbility(ctx, "book");
  const keys = directoryKeys();
  if (!keys.on) return { off: keys.reason, traveller: null, rules: null, credits: [] };
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const traveller = id ? ((await travellerForEdit(ctx, id.slice(0, 60))) ?? null) : null;
  // Another company's traveller is no traveller at all: the same answer as a wrong id.
  if (id && !traveller) throw pageError(request, { key: "http.404" }, 404);
  // What refunds left him with (decision record 0102): to mention before he books again.
  const credits = traveller ? await openCreditsOf(ctx, id.slice(0, 60)) : [];
  return { off: null, traveller, rules: fieldRules(TravellerSchema), credits };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  const submission = parseForm(formData, TravellerSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let saved: Awaited<ReturnType<typeof saveTravellerFrom>>;
  try {
    saved = await saveTravellerFrom(ctx.user, submission.value);
  } catch (error) {
    if (error instanceof DirectoryOff) throw pageError(request, { key: "http.503" }, 503);
    throw error;
  }
  if (saved === "notFound") throw pageError(request, { key: "http.404" }, 404);
  return redirectWithToast(
    request,
    paths.travellers(),
    { type: "success", key: "travellers:toast.saved" },
    { session: ctx.session },
  );
}

export default function TravellerEditPage() {
  const { off, traveller, rules, credits } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("travellers");
  return (
    <section aria-labelledby="traveller-edit-title" className="max-w-3xl space-y-4">
      <h1 id="traveller-edit-title" className="text-xl font-semibold">
        {traveller ? t("editTitle") : t("addTitle")}
      </h1>
      {off || !rules ? (
        <DirectoryOffNotice reason={off ?? "off.noKey"} />
      ) : (
        <TravellerForm rules={rules} traveller={traveller} lastResult={actionData?.result} />
      )}
      {credits.length ? (
        <section aria-labelledby="traveller-credits-title" className="space-y-2">
          <h2 id="traveller-credits-title" className="text-base font-semibold">
            {t("travel:credits.ofTraveller")}
          </h2>
          <CreditList credits={credits} canClose={false} />
          <Link to={paths.credits()} className="link text-sm">
            {t("travel:credits.all")}
          </Link>
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
