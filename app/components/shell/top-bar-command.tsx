import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

// Apart from the search page's command line (air/command-line.tsx): the browser ships a module
// to every page that uses any of it, and this field is on every page.
/**
 * The top bar's command field (wide screens): the same GET to the search page. Its texts are
 * common ones: the top bar is on every page, the air namespace is sent only with air pages.
 */
export function TopBarCommand() {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action={paths.flightSearch()}
      role="search"
      className="hidden items-center gap-1 lg:flex"
    >
      <input
        name="command"
        type="text"
        aria-label={t("topBar.command")}
        placeholder={t("topBar.commandPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        className="w-72 rounded border-0 px-2 py-1 font-mono text-sm uppercase text-slate-900"
      />
      <button type="submit" className="rounded px-2 py-1 text-sm hover:bg-brand-700">
        {t("topBar.commandSubmit")}
      </button>
    </Form>
  );
}
