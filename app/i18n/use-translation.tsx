import { createContext, useContext } from "react";
import { DATA_ID, type Catalog, type Translation } from "./catalog";
import { defaultNamespace, type Namespace } from "./i18n";

const CatalogContext = createContext<Catalog | null>(null);

/** Set once per document: by entry.server.tsx for a render, by entry.client.tsx for the browser. */
export const TranslationsProvider = CatalogContext.Provider;

function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error("useTranslation needs a TranslationsProvider");
  return catalog;
}

/** `const { t, i18n } = useTranslation("air")`: keys of that namespace, others as "ns:key". */
export function useTranslation(ns: Namespace = defaultNamespace): Translation {
  return useCatalog().use(ns);
}

/** Formats through the document's texts: the server's on hydration (see Catalog.format). */
export function useFormattedText(): (key: string, make: () => string) => string {
  const catalog = useCatalog();
  return (key, make) => catalog.format(key, make);
}

/**
 * The namespaces the page used so far, as a JSON block for the browser (no script runs it).
 * Root's layout puts it just before <Scripts>: the render has by then translated all the page
 * but its streamed parts, and the browser reads it before it runs the app.
 */
export function TranslationsData() {
  const catalog = useCatalog();
  return (
    <script
      type="application/json"
      id={DATA_ID}
      data-translations=""
      data-version={catalog.version}
      dangerouslySetInnerHTML={{ __html: catalog.documentData() }}
    />
  );
}
