import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

type Search = { name: string; loginName: string; status: string };

/** A GET form: the search lives in the URL, so paging, Back and bookmarks keep it. */
export function AccountSearchForm({ search }: { search: Search }) {
  const { t } = useTranslation("account");
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("list.searchTitle")}
      className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor="account-name" className="label">
          {t("list.name")}
        </label>
        <input
          id="account-name"
          name="accountName"
          defaultValue={search.name}
          maxLength={100}
          className="input"
        />
      </div>
      <div>
        <label htmlFor="account-login" className="label">
          {t("list.loginName")}
        </label>
        <input
          id="account-login"
          name="loginName"
          defaultValue={search.loginName}
          maxLength={100}
          className="input"
        />
      </div>
      <div>
        <label htmlFor="account-status" className="label">
          {t("list.status")}
        </label>
        <select id="account-status" name="status" defaultValue={search.status} className="input">
          <option value="">{t("list.statusAny")}</option>
          <option value="ACTIVE">{t("status.active")}</option>
          <option value="INACTIVE">{t("status.inactive")}</option>
        </select>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary">
          {t("list.search")}
        </button>
        <Link to={paths.accountList()} className="btn-secondary">
          {t("list.clear")}
        </Link>
      </div>
    </Form>
  );
}
