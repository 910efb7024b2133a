import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { EditAccountForm } from "~/components/account/edit-account-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EditAccountSchema } from "~/forms/account-forms";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { requireAccount, roleChoices, saveAccount } from "~/services/accounts.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "account:edit.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const account = await requireAccount(ctx);
  // The role choices are the security groups of the edited user's type
  // (docs/behaviour.md#roles-and-permissions).
  const groups = await roleChoices(ctx, account.userType || ctx.user.userType);
  return {
    account,
    groups,
    canEditRoles: can(ctx.user, "editRoles"),
    own: account.id === ctx.user.id,
    rules: fieldRules(EditAccountSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const account = await requireAccount(ctx);
  const submission = parseForm(formData, EditAccountSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  // Setting one's own account Inactive would lock the user out: refused here, not only hidden.
  if (account.id === ctx.user.id && !submission.value.enabled)
    return data(
      {
        result: submission.reply({ fieldErrors: { enabled: ["account:error.SELF_INACTIVE"] } }),
        failure: null,
      },
      { status: 400 },
    );
  // Roles from anyone but a customer admin, or none from the locked boxes of one's own account,
  // are the stored ones; a change of one's own roles is refused by saveAccount.
  const sent = submission.value.securityGroups;
  const ownLocked = account.id === ctx.user.id && sent.length === 0;
  const roles = can(ctx.user, "editRoles") && !ownLocked ? sent : account.securityGroups;
  const saved = await saveAccount(ctx, account, { ...submission.value, securityGroups: roles });
  if (!saved.ok) {
    return data({ result: submission.reply(), failure: saved.failure }, { status: 400 });
  }
  return redirectWithToast(
    request,
    paths.accountDetails(account.id),
    { type: "success", key: "success.MODIFY_ACCOUNT_INFO_SUCCESS" },
    { session: ctx.session },
  );
}

export default function EditAccountPage() {
  const { account, groups, canEditRoles, own, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="edit-title" className="max-w-3xl space-y-4">
      <h1 id="edit-title" className="text-xl font-semibold">
        {t("edit.title")}
      </h1>
      <EditAccountForm
        account={account}
        groups={groups}
        canEditRoles={canEditRoles}
        own={own}
        rules={rules}
        lastResult={actionData?.result}
        failure={actionData?.failure ?? null}
        action={paths.editAccount(account.id)}
        backTo={paths.accountDetails(account.id)}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
