import { Form, useLocation } from "@remix-run/react";
import { locales } from "~/domain/locales";
import { useTranslation } from "~/i18n/use-translation";
import { CsrfInput } from "./csrf-input";

const names: Record<string, string> = {
  "en-US": "English",
  "zh-CN": "简体中文",
  "zh-HK": "繁體中文",
};

/** A plain POST form (works without JS); it reloads the document so only one locale is ever loaded. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const form = (
    <Form
      method="post"
      action="/set-locale"
      reloadDocument
      className={compact ? "flex flex-col" : "flex gap-1"}
    >
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {locales.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-current={i18n.language === lng ? "true" : undefined}
          className={`rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700`}
        >
          {names[lng]}
        </button>
      ))}
    </Form>
  );
  if (!compact) {
    return (
      <nav aria-label={t("language.label")} className="flex items-center gap-1">
        {form}
      </nav>
    );
  }
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded px-2 py-1 text-sm hover:bg-brand-700">
        <span className="sr-only">{t("language.label")}: </span>
        {names[i18n.language] ?? names["en-US"]} ▾
      </summary>
      <div className="absolute right-0 z-40 mt-1 w-40 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg">
        {form}
      </div>
    </details>
  );
}
