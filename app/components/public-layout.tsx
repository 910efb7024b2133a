import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/login" className="text-brand-900">
            <Logo destination={t("nav.home")} />
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-xs text-slate-500">
        © 2026 PAMHK ·{" "}
        <Link className="link" to="/contactUs">
          {t("login.contactUs")}
        </Link>
      </footer>
    </div>
  );
}
