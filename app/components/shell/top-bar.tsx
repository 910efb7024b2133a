import { Link, useLocation } from "@remix-run/react";
import type { SessionUser } from "~/contracts/user";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { LanguageSwitch } from "../language-switch";
import { Logo } from "../logo";
import { DropdownMenu } from "../menu/dropdown-menu";
import { TopBarCommand } from "./top-bar-command";

function Bell({ count, changes }: { count: number; changes: number }) {
  const { t } = useTranslation();
  const label = t("topBar.notifications", { count });
  return (
    // The markers stack to the bell's right, never over it.
    <Link
      to={paths.notificationList()}
      className="relative block rounded py-2 pl-2 pr-7 hover:bg-brand-700"
    >
      {/* The name in words; the markers below only repeat its figures for the eye. */}
      <span className="sr-only">
        {changes > 0 ? `${label}, ${t("topBar.scheduleChanges", { count: changes })}` : label}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5-6.71V3.5a2 2 0 1 0-4 0v.79A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="badge-animated absolute right-0.5 top-0 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-bold leading-4"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
      {changes > 0 ? (
        // Schedule changes still to handle (docs/behaviour.md#deadline-board): a second,
        // differently shaped marker.
        <span
          aria-hidden="true"
          data-testid="schedule-change-badge"
          className="absolute bottom-0 right-0.5 min-w-[1.25rem] rounded-sm bg-amber-400 px-1 text-center text-[0.7rem] font-bold leading-4 text-slate-900"
        >
          !{changes > 99 ? "99+" : changes}
        </span>
      ) : null}
    </Link>
  );
}

const item = "block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100";

/** Top bar: logo to the flight search, user and company, language, bell, user menu. */
export function TopBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  // The search page has its own command line (with its help): one field there, not two.
  const onSearchPage = useLocation().pathname === paths.flightSearch();
  return (
    <header className="bg-brand-900 text-white">
      <div className="flex items-center gap-2 whitespace-nowrap px-4 py-2 sm:gap-4">
        <Link to={paths.flightSearch()}>
          <Logo destination={t("topBar.logoLink")} />
        </Link>
        {onSearchPage ? null : <TopBarCommand />}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <p className="hidden text-right text-xs leading-tight sm:block">
            <span className="block font-semibold" data-testid="user-id">
              {user.id}
            </span>
            <span className="block text-brand-100">{user.companyName}</span>
          </p>
          <LanguageSwitch compact />
          <Bell count={user.unReadMessageCount} changes={user.pendingScheduleChangeCount ?? 0} />
          <DropdownMenu
            label={`${t("topBar.userMenu")} ▾`}
            buttonClassName="cursor-pointer list-none rounded px-2 py-1 text-sm hover:bg-brand-700"
            panelClassName="absolute right-0 z-40 mt-1 w-44 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
            entries={[
              {
                key: "account",
                to: paths.myAccount(),
                label: t("topBar.myAccount"),
                className: item,
              },
              { key: "logout", to: paths.logout(), label: t("topBar.logout"), className: item },
            ]}
          />
        </div>
      </div>
    </header>
  );
}
