import { Link, useLocation, useMatches } from "@remix-run/react";
import { KeptHtml } from "~/components/kept-html";
import { activeSection, navGroups } from "~/domain/navigation";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Collapsible groups as <details>: they open and close with or without JS. Hydration keeps them
 * as the server's HTML (decision record 0105: about 40 links a page, twice) until the current
 * section or the queue count changes.
 */
function NavGroups({ admin, id }: { admin: boolean; id: string }) {
  const active = activeSection(useLocation().pathname);
  // The layout's count, or the queue page's newer one (it counts after reading the bookings).
  const queueCount = useMatches()
    .map((m) => (m.data as { queueCount?: unknown } | undefined)?.queueCount)
    .findLast((count): count is number => typeof count === "number");
  return (
    <KeptHtml id={id} version={`${active}|${queueCount ?? 0}|${admin}`}>
      <Groups admin={admin} active={active} queueCount={queueCount} />
    </KeptHtml>
  );
}

function Groups({
  admin,
  active,
  queueCount,
}: {
  admin: boolean;
  active: string | null;
  queueCount: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {navGroups.map((group) => (
        <details key={group.id} open className="group border-b border-slate-100">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 hover:bg-slate-50">
            {t(group.labelKey)}
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ›
            </span>
          </summary>
          <ul className="pb-2">
            {group.items.map((item) => {
              if (item.adminsOnly && !admin) return null;
              const current = active === item.id;
              return (
                <li key={item.id}>
                  <Link
                    to={item.to}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center justify-between px-6 py-2 text-sm ${
                      current
                        ? "bg-brand-50 font-semibold text-brand-700"
                        : item.inactive
                          ? "text-slate-600 hover:bg-slate-50"
                          : "text-slate-800 hover:bg-slate-50"
                    }`}
                  >
                    {t(item.labelKey)}
                    {item.id === "queue" && queueCount ? (
                      <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
                        <span className="sr-only">
                          {t("nav.queueCount", { count: queueCount })}
                        </span>
                        <span aria-hidden="true">{queueCount}</span>
                      </span>
                    ) : null}
                    {item.inactive ? (
                      <span className="rounded border border-slate-300 px-1 text-[10px] uppercase text-slate-600">
                        {t("nav.notSupportedTag")}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </>
  );
}

/**
 * The left menu. On a phone it folds behind a Menu control (a <details>, so it opens without
 * JavaScript); from the md breakpoint it is a column beside the page. Only one of the two is
 * displayed at a time, so assistive technology meets one navigation landmark.
 */
export function SideNav({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <details className="border-b border-slate-200 bg-white md:hidden">
        <summary className="flex min-h-[44px] cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
          {t("nav.menu")}
        </summary>
        <nav aria-label={t("nav.label")}>
          <NavGroups admin={admin} id="side-nav-phone" />
        </nav>
      </details>
      <nav
        aria-label={t("nav.label")}
        className="hidden border-r border-slate-200 bg-white md:block md:w-56 md:shrink-0"
      >
        <NavGroups admin={admin} id="side-nav" />
      </nav>
    </>
  );
}
