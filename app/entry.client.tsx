import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLocale, isLocale } from "~/domain/code-tables";
import config from "~/i18n/i18n";
import { rememberTranslations } from "~/i18n/remember-translations";
import { loadResources } from "~/i18n/resources.client";
import { installSubmitUnderPointer } from "~/components/submit-under-pointer";

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLocale(lang) ? lang : defaultLocale;
  await i18next
    .use(initReactI18next)
    .init({ ...config, lng, resources: { [lng]: await loadResources(lng) } });
  rememberTranslations(i18next);
  installSubmitUnderPointer(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
