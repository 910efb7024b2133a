import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { can } from "~/auth/permissions";
import { redirectToLogin, requireUser } from "~/auth/session.server";
import { EditAccountForm } from "~/components/account/edit-account-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EditAccountSchema } from "~/forms/account-forms";
import { getLocale } from "~/i18n/i18next.server";
import { modifyAccount, requireAccount, securityGroups } from "~/pamhk/account-admin.server";
import { isNoLogin, messageFor } from "~/pamhk/errors";
import { readProtectedForm } from "~/session/csrf.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "account:edit.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const account = await requireAccount(ctx);
  // The role choices are the security groups of the edited user's type (spec 02 §6).
  const groups = await securityGroups(ctx, account.userType || ctx.user.userType, await getLocale(request));
  return { account, groups, canEditRoles: can(ctx.user, "editRoles") };
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireUser(request);
  const { formData } = await readProtectedForm(request);
  const account = await requireAccount(ctx);
  const submission = parseWithZod(formData, { schema: EditAccountSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), failure: null }, { status: 400 });
  // Roles from anyone but a customer admin are ignored: the stored ones are sent back unchanged.
  const roles = can(ctx.user, "editRoles") ? submission.value.securityGroups : account.securityGroups;
  const saved = await modifyAccount(ctx, account, { ...submission.value, securityGroups: roles });
  if (!saved.ok) {
    if (isNoLogin(saved.error)) throw await redirectToLogin(request, ctx.session);
    return data({ result: submission.reply(), failure: messageFor(saved.error) }, { status: 400 });
  }
  return redirectWithToast(
    request,
    `/secured/account/manageUserDetails?id=${encodeURIComponent(account.id)}`,
    { type: "success", key: "success.MODIFY_ACCOUNT_INFO_SUCCESS" },
    { session: ctx.session },
  );
}

export default function EditAccountPage() {
  const { account, groups, canEditRoles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const id = encodeURIComponent(account.id);
  return (
    <section aria-labelledby="edit-title" className="max-w-3xl space-y-4">
      <h1 id="edit-title" className="text-xl font-semibold">{t("edit.title")}</h1>
      <EditAccountForm
        account={account}
        groups={groups}
        canEditRoles={canEditRoles}
        lastResult={actionData?.result}
        failure={actionData?.failure ?? null}
        action={`/secured/account/editAccountInfo?id=${id}`}
        backTo={`/secured/account/manageUserDetails?id=${id}`}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
