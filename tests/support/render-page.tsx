import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderTranslations } from "~/i18n/translations.server";
import { TranslationsProvider } from "~/i18n/use-translation";

type Action = (args: { request: Request }) => unknown;

/**
 * A component test's page: `Page` at /page inside Remix (a stub router, so <Form>, fetchers and
 * action data work) with the English texts. `action` answers the page's POSTs.
 */
export function renderPage(Page: ComponentType, options: { action?: Action } = {}) {
  const Stub = createRemixStub([
    { path: "/page", Component: Page, action: options.action as never },
  ]);
  const { catalog } = renderTranslations("en-US");
  return render(
    <TranslationsProvider value={catalog}>
      <Stub initialEntries={["/page"]} />
    </TranslationsProvider>,
  );
}
