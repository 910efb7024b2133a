import { defaultLocale, isLocale, type Locale } from "~/domain/locales";
import { BLOCKS, Catalog, DATA_ID, FORMATTED, namespaceHref, type Bundle } from "./catalog";
import { isNamespace } from "./i18n";
import { treeTable, type Table, type Tables } from "./translate";

/**
 * The browser's translations: the namespaces the server render used, read from the document's
 * JSON blocks. A namespace of the page's language that is not there yet (a client-side
 * navigation into another area) is fetched from the server while the render suspends, so the
 * navigation's transition keeps the previous page up instead of showing keys. A missing
 * namespace of the fallback language is no text: the server sent every one that supplied one.
 */
export function documentCatalog(doc: Document): Catalog {
  const lang = doc.documentElement.lang;
  const language: Locale = isLocale(lang) ? lang : defaultLocale;
  const loaded = new Map<string, Table>();
  const read = new WeakSet<Element>();
  const readBlocks = () => {
    for (const block of doc.querySelectorAll(BLOCKS)) {
      if (read.has(block)) continue;
      read.add(block);
      const { [FORMATTED]: texts, ...bundle } = JSON.parse(block.textContent || "{}") as Bundle & {
        [FORMATTED]?: Record<string, string>;
      };
      for (const [key, text] of Object.entries(texts ?? {})) catalog.formatted.set(key, text);
      for (const [lng, byNs] of Object.entries(bundle))
        for (const [ns, tree] of Object.entries(byNs ?? {}))
          loaded.set(`${lng}:${ns}`, treeTable(tree));
    }
  };
  // Rendered again as it came (TranslationsData), so hydration finds the same element.
  const first = doc.getElementById(DATA_ID);
  const firstBlock = first?.textContent || "{}";
  const version = first?.getAttribute("data-version") ?? "";

  const loading = new Map<string, Promise<void>>();
  const failed = new Map<string, unknown>();
  const tables: Tables = (lng, ns) => {
    const id = `${lng}:${ns}`;
    const table = loaded.get(id);
    if (table || lng !== language || !isNamespace(ns)) return table;
    readBlocks(); // a streamed page's later block may have arrived
    if (loaded.has(id)) return loaded.get(id);
    if (failed.has(id)) {
      // Let the route's error boundary say so; the next render tries again.
      const error = failed.get(id);
      failed.delete(id);
      loading.delete(id);
      throw error;
    }
    let pending = loading.get(id);
    if (!pending) {
      pending = fetch(namespaceHref(language, ns, version))
        .then((response) => {
          if (!response.ok) throw new Error(`translations ${id}: ${response.status}`);
          return response.json() as Promise<object>;
        })
        .then(
          (tree) => void loaded.set(id, treeTable(tree)),
          (error: unknown) => void failed.set(id, error),
        );
      loading.set(id, pending);
    }
    throw pending; // Suspense: React renders again once the namespace is there
  };
  // Blocks come only while the document streams: after that a missing text is a navigation's.
  let allRead = false;
  const readMore = () => {
    if (allRead) return;
    allRead = doc.readyState === "complete";
    readBlocks();
  };
  const catalog = new Catalog(language, tables, () => firstBlock, version, { readMore });
  readBlocks();
  return catalog;
}
