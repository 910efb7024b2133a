import { Form, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";
import { locales } from "~/domain/locales";
import { useTranslation } from "~/i18n/use-translation";
import { CsrfInput } from "./csrf-input";
import { DropdownMenu } from "./menu/dropdown-menu";
import { Entry, type MenuEntry } from "./menu/entries";

const names: Record<string, string> = {
  "en-US": "English",
  "zh-CN": "简体中文",
  "zh-HK": "繁體中文",
};

const item =
  "rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700";

/**
 * A route whose form holds typing names it (and its action) here: without JS the language buttons
 * submit that form instead, its action keeps what was typed and sets the language.
 */
export type LanguageFormHandle = {
  titleKey?: string;
  languageForm?: (data: unknown) => { form: string; action: string };
};

/** Only before scripts run: once hydrated, the page keeps its typing itself over the reload. */
function useFormToCarry() {
  const matches = useMatches();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) return null;
  for (const m of matches) {
    const carry = (m.handle as LanguageFormHandle | undefined)?.languageForm;
    if (carry && m.data) return carry(m.data);
  }
  return null;
}

/**
 * A plain POST form (works without JS); it reloads the document so only one locale is ever
 * loaded. In the top bar it is a drop-down menu whose entries are the form's submit buttons.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const carry = useFormToCarry();
  const entries: MenuEntry[] = locales.map((lng) => ({
    key: lng,
    ...(carry
      ? { name: "_action", value: `language:${lng}`, submits: carry }
      : { name: "lng", value: lng }),
    lang: lng,
    current: i18n.language === lng,
    label: names[lng],
    className: item,
  }));
  const form = (buttons: React.ReactNode) => (
    <Form
      method="post"
      action="/set-locale"
      reloadDocument
      className={compact ? "flex flex-col" : "flex gap-1"}
    >
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {buttons}
    </Form>
  );
  if (!compact) {
    return (
      <nav aria-label={t("language.label")} className="flex items-center gap-1">
        {form(entries.map((entry) => <Entry key={entry.key} entry={entry} />))}
      </nav>
    );
  }
  return (
    <DropdownMenu
      label={
        <>
          <span className="sr-only">{t("language.label")}: </span>
          {names[i18n.language] ?? names["en-US"]} ▾
        </>
      }
      entries={entries}
      wrap={form}
      buttonClassName="cursor-pointer list-none rounded px-2 py-1 text-sm hover:bg-brand-700"
      panelClassName="absolute right-0 z-40 mt-1 w-40 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
    />
  );
}
