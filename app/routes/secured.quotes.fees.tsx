// The agency's service-fee rules (docs/quotes.md#the-service-fee): customer admins list, add,
// replace and remove them. Options already quoted keep the fee they were given.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FeeRuleForm, FeeRulesTable } from "~/components/quotes/fee-rules";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { FeeRuleSchema, RemoveRuleSchema } from "~/forms/quotes";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { feeRulesOf, removeFeeRule, saveFeeRule } from "~/services/quotes.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "quotes:fees.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  requireAbility(ctx, "setServiceFees");
  return { rules: await feeRulesOf(ctx.user.companyCode), formRules: fieldRules(FeeRuleSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "setServiceFees");
  const company = ctx.user.companyCode;
  if (formData.get("intent") === "removeRule") {
    const submission = parseForm(formData, RemoveRuleSchema);
    const removed =
      submission.status === "success" && (await removeFeeRule(company, submission.value.ruleId));
    return redirectWithToast(
      request,
      paths.quoteFees(),
      removed
        ? { type: "success", key: "quotes:toast.ruleRemoved" }
        : { type: "info", key: "quotes:toast.ruleGone" },
      { session: ctx.session },
    );
  }
  const submission = parseForm(formData, FeeRuleSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const rule = submission.value;
  await saveFeeRule(company, {
    kind: rule.kind,
    amount: Number(rule.amount),
    currency: rule.kind === "fixed" ? (rule.currency ?? "") : "",
    cabin: rule.cabin,
    source: rule.source,
    minimum: rule.kind === "percent" && rule.minimum ? Number(rule.minimum) : null,
  });
  return redirectWithToast(
    request,
    paths.quoteFees(),
    { type: "success", key: "quotes:toast.ruleSaved" },
    { session: ctx.session },
  );
}

export default function FeeRulesPage() {
  const { rules, formRules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("quotes");
  return (
    <div className="space-y-4">
      <nav aria-label={t("quote.breadcrumb")}>
        <Link to={paths.quotes()} className="link text-sm">
          {t("quote.back")}
        </Link>
      </nav>
      <h1 className="text-xl font-semibold">{t("fees.title")}</h1>
      <p className="max-w-3xl text-sm text-slate-600">{t("fees.lead")}</p>
      <FeeRulesTable rules={rules} />
      <FeeRuleForm rules={formRules} lastResult={actionData?.result} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
