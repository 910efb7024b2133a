import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { AccountSearchForm } from "~/components/account/account-search-form";
import { AccountTable } from "~/components/account/account-table";
import { AddAccountForm } from "~/components/account/add-account-form";
import { DialogFrame } from "~/components/dialog-frame";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { NewAccountSchema, parseAccountSearch } from "~/forms/account-forms";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { addAccount, findAccounts, roleChoices } from "~/services/accounts.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "account:list.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const search = parseAccountSearch(url.searchParams);
  const adding = url.searchParams.get("dialog") === "add";
  // The dialog is a URL: asking for it without the right is refused, not just hidden.
  if (adding) requireAbility(ctx, "addAccount");
  const [{ rows, total }, groups] = await Promise.all([
    findAccounts(ctx, search),
    adding ? roleChoices(ctx, ctx.user.userType) : Promise.resolve([]),
  ]);
  return {
    search,
    rows,
    total,
    canAdd: can(ctx.user, "addAccount"),
    adding,
    groups,
    rules: fieldRules(NewAccountSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "addAccount");
  const submission = parseForm(formData, NewAccountSchema);
  // Passwords never travel back to the browser.
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), failure: null }, { status: 400 });
  const created = await addAccount(ctx, submission.value);
  if (!created.ok) {
    const { fieldErrors, failure } = created;
    return data(
      { result: submission.reply({ hideFields, fieldErrors }), failure },
      { status: 400 },
    );
  }
  // Show the new account at once: the list filtered by its login.
  return redirectWithToast(
    request,
    paths.accountList({ loginName: submission.value.id }),
    { type: "success", key: "success.ACCOUNT_CREATED" },
    { session: ctx.session },
  );
}

export default function AccountListPage() {
  const { search, rows, total, canAdd, adding, groups, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("dialog");
  const listUrl = `${location.pathname}${params.size ? `?${params}` : ""}`;
  params.set("dialog", "add");
  const dialogUrl = `${location.pathname}?${params}`;
  return (
    <section aria-labelledby="accounts-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="accounts-title" className="text-xl font-semibold">
          {t("list.title")}
        </h1>
        {canAdd ? (
          <Link to={dialogUrl} preventScrollReset className="btn-primary">
            {t("list.add")}
          </Link>
        ) : null}
      </div>
      <AccountSearchForm
        key={`${search.name}\n${search.loginName}\n${search.status}`}
        search={search}
      />
      <AccountTable rows={rows} />
      <Pagination page={search.page} total={total} />
      {adding ? (
        <DialogFrame
          id="add-account-dialog"
          title={t("add.title")}
          closeTo={listUrl}
          wide
          startOnField
          replace
        >
          <AddAccountForm
            rules={rules}
            lastResult={actionData?.result}
            failure={actionData?.failure ?? null}
            groups={groups}
            action={dialogUrl}
            cancelTo={listUrl}
          />
        </DialogFrame>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
