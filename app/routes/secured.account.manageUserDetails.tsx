import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { requireAccount } from "~/services/accounts.server";

export const handle = { titleKey: "account:details.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const account = await requireAccount(ctx);
  return { account, own: account.id === ctx.user.id };
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children || "—"}</dd>
    </div>
  );
}

/**
 * Account details (docs/behaviour.md#accounts): person, first e-mail and phone, status, roles one
 * per line, company.
 */
export default function AccountDetailsPage() {
  const { account, own } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const roles = account.roles
    .split(",")
    .map((role) => role.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="account-title" className="max-w-3xl space-y-4">
      <h1 id="account-title" className="text-xl font-semibold">
        {t("details.title")}
      </h1>
      <div className="card">
        <dl className="divide-y divide-slate-100">
          <Item label={t("field.surname")}>{account.surname}</Item>
          <Item label={t("field.givenName")}>{account.givenName}</Item>
          <Item label={t("field.username")}>{account.loginId}</Item>
          <Item label={t("field.email")}>{account.emails[0]?.emailAddress}</Item>
          <Item label={t("field.status")}>
            {t(account.enabled ? "status.active" : "status.inactive")}
          </Item>
          <Item label={t("field.telephone")}>{account.telephones[0]?.phoneNumber}</Item>
          <Item label={t("field.roles")}>
            {roles.length ? (
              <ul aria-label={t("field.roles")}>
                {roles.map((role) => (
                  <li key={role}>{role}</li>
                ))}
              </ul>
            ) : (
              t("details.noRoles")
            )}
          </Item>
        </dl>
      </div>
      <section aria-labelledby="company-title" className="card">
        <h2 id="company-title" className="mb-2 font-semibold">
          {t("details.company")}
        </h2>
        <dl className="divide-y divide-slate-100">
          <Item label={t("details.companyName")}>{account.companyName}</Item>
          <Item label={t("details.companyAddress")}>{account.companyAddress}</Item>
          <Item label={t("details.companyEmail")}>{account.companyEmail}</Item>
          <Item label={t("details.companyPhone")}>{account.companyPhone}</Item>
        </dl>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.accountList()} className="btn-secondary">
          {t("details.back")}
        </Link>
        <Link to={paths.editAccount(account.id)} className="btn-primary">
          {t("details.edit")}
        </Link>
        {/* One's own password is changed with the current one, in My account. */}
        <Link
          to={own ? paths.myAccount() : paths.changePassword(account.id)}
          className="btn-secondary"
        >
          {t("details.changePassword")}
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
