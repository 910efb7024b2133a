import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormProblems } from "~/components/form-problems";
import { useRulesForm } from "~/components/use-rules-form";
import { ChangePasswordSchema } from "~/forms/account-forms";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { requireAccount, setAccountPassword } from "~/services/accounts.server";
import { isOwnAccount } from "~/services/my-account.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "account:password.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const account = await requireAccount(ctx);
  // One's own password needs the current one: that is My account, not this admin screen.
  if (isOwnAccount(ctx, account))
    throw await redirectWithToast(
      request,
      paths.myAccount(),
      { type: "error", key: "account:error.OWN_PASSWORD" },
      { session: ctx.session },
    );
  return {
    account: { id: account.id, loginId: account.loginId },
    rules: fieldRules(ChangePasswordSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const account = await requireAccount(ctx);
  if (isOwnAccount(ctx, account))
    throw pageError(request, { key: "account:error.OWN_PASSWORD" }, 403);
  const submission = parseForm(formData, ChangePasswordSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), failure: null }, { status: 400 });
  const changed = await setAccountPassword(ctx, account, submission.value);
  if (!changed.ok) {
    const { fieldErrors, failure } = changed;
    return data(
      { result: submission.reply({ hideFields, fieldErrors }), failure },
      { status: 400 },
    );
  }
  return redirectWithToast(
    request,
    paths.accountDetails(account.id),
    { type: "success", key: "success.CHANGE_PASSWORD_SUCCESS" },
    { session: ctx.session },
  );
}

/**
 * Change password by admin (docs/behaviour.md#accounts): new + confirm, the strength rule, then
 * back to details.
 */
export default function ChangePasswordPage() {
  const { account, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useRulesForm(rules, {
    id: "change-password",
    lastResult: actionData?.result,
  });
  const labels = { password: t("field.newPassword"), confirmPassword: t("field.confirmPassword") };
  return (
    <section aria-labelledby="password-title" className="max-w-xl space-y-4">
      <h1 id="password-title" className="text-xl font-semibold">
        {t("password.title")}
      </h1>
      <Form
        method="post"
        action={paths.changePassword(account.id)}
        {...getFormProps(form)}
        className="card space-y-3"
      >
        <CsrfInput />
        <p className="text-sm text-slate-600">{t("password.lead", { login: account.loginId })}</p>
        <FormProblems failure={actionData?.failure} form={form} labels={labels} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={labels}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Link to={paths.accountDetails(account.id)} className="btn-secondary">
            {t("common:common.cancel")}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("password.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
