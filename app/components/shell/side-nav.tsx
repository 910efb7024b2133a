import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { activeSection, navGroups } from "~/domain/navigation";

/** Collapsible groups as <details>: they open and close with or without JS. */
export function SideNav() {
  const { t } = useTranslation();
  const active = activeSection(useLocation().pathname);
  return (
    <nav aria-label={t("nav.label")} className="w-full border-r border-slate-200 bg-white md:w-56 md:shrink-0">
      {navGroups.map((group) => (
        <details key={group.id} open className="group border-b border-slate-100">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:bg-slate-50">
            {t(group.labelKey)}
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">›</span>
          </summary>
          <ul className="pb-2">
            {group.items.map((item) => {
              const current = active === item.id;
              return (
                <li key={item.id}>
                  <Link
                    to={item.to}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center justify-between px-6 py-2 text-sm ${
                      current ? "bg-brand-50 font-semibold text-brand-700" : item.inactive ? "text-slate-400" : "text-slate-700 hover:bg-slate-50"
                    }`}
                  >
                    {t(item.labelKey)}
                    {item.inactive ? <span className="text-[10px] uppercase">{t("nav.notSupportedTag")}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </nav>
  );
}
