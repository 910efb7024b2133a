import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderTranslations } from "~/i18n/translations.server";
import { TranslationsProvider } from "~/i18n/use-translation";

type Handler = (args: { request: Request }) => unknown;

/**
 * A component test's page: `Page` at `path` inside Remix (a stub router, so <Form>, action and
 * loader data work as in the app) with the English texts. `action` answers the page's POSTs,
 * `loader` its GETs (a GET form's submit included).
 */
export function renderPage(
  Page: ComponentType,
  options: {
    path?: string;
    action?: Handler;
    loader?: Handler;
    /** Other routes the page calls (look-ups): path → loader. */
    resources?: Record<string, Handler>;
  } = {},
) {
  const path = options.path ?? "/page";
  const Stub = createRemixStub([
    {
      path,
      Component: Page,
      action: options.action as never,
      loader: options.loader as never,
    },
    ...Object.entries(options.resources ?? {}).map(([at, loader]) => ({
      path: at,
      loader: loader as never,
    })),
  ]);
  const { catalog } = renderTranslations("en-US");
  return render(
    <TranslationsProvider value={catalog}>
      <Stub initialEntries={[path]} />
    </TranslationsProvider>,
  );
}
