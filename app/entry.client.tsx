import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installSubmitUnderPointer } from "~/components/submit-under-pointer";
import { documentCatalog } from "~/i18n/translations.client";
import { TranslationsProvider } from "~/i18n/use-translation";

// The texts the server rendered with are in the document: hydration needs no download first.
const catalog = documentCatalog(document);
installSubmitUnderPointer(document);
startTransition(() => {
  hydrateRoot(
    document,
    <TranslationsProvider value={catalog}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </TranslationsProvider>,
  );
});
