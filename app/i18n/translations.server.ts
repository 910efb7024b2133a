import { Transform, type TransformCallback } from "node:stream";
import { locales, type Locale } from "~/domain/locales";
import { Catalog, FORMATTED, bundleBlock, scriptJson } from "./catalog";
import { namespaces, type Namespace } from "./i18n";
import { resources, translationsVersion } from "./resources.server";
import { flatten, type Table, type Tables, type TFunction } from "./translate";

// Every namespace of every language, flattened once per process.
const tables = new Map<string, Map<string, Table>>(
  locales.map((lng) => [lng, new Map(namespaces.map((ns) => [ns, flatten(resources[lng][ns])]))]),
);
const tableOf: Tables = (lng, ns) => tables.get(lng)?.get(ns);

// Each namespace's JSON, written once per process; a document's blocks are put together from them.
const jsonOf = new Map<string, string>();
function namespaceJson(lng: Locale, ns: Namespace): string {
  const id = `${lng}:${ns}`;
  let json = jsonOf.get(id);
  if (json === undefined) jsonOf.set(id, (json = scriptJson(resources[lng][ns])));
  return json;
}

/** A Bundle's JSON ({"zh-HK":{"air":{…}},"@":{…}}) of these namespaces and formatted texts. */
function bundleText(entries: readonly [Locale, Namespace][], texts: [string, string][]): string {
  const byLng = new Map<Locale, string[]>();
  for (const [lng, ns] of entries) {
    let parts = byLng.get(lng);
    if (!parts) byLng.set(lng, (parts = []));
    parts.push(`"${ns}":${namespaceJson(lng, ns)}`);
  }
  const parts = [...byLng].map(([lng, of]) => `"${lng}":{${of.join(",")}}`);
  if (texts.length) parts.push(`"${FORMATTED}":${scriptJson(Object.fromEntries(texts))}`);
  return `{${parts.join(",")}}`;
}

const noData = () => "";
const shared = new Map<Locale, Catalog>();

/** Loaders and actions: the same texts the pages show. */
export function serverT(locale: Locale, ns: Namespace): TFunction {
  let catalog = shared.get(locale);
  if (!catalog)
    shared.set(locale, (catalog = new Catalog(locale, tableOf, noData, translationsVersion)));
  return catalog.use(ns).t;
}

/**
 * The translations of one document render. It records the namespaces the render used: all those
 * of the page's language it looked into, and those of the fallback language that supplied a
 * text. Their JSON goes into the document, so the browser renders the same texts without loading
 * anything: first the namespaces of the shell (TranslationsData), then, as a streamed page
 * completes, those its later parts added (`takeNew`, see entry.server.tsx).
 */
export function renderTranslations(language: Locale) {
  const used: [Locale, Namespace][] = [];
  const seen = new Map<string, Set<string>>(locales.map((lng) => [lng, new Set()]));
  const record = (lng: Locale, ns: Namespace) => {
    const of = seen.get(lng) as Set<string>;
    if (!of.has(ns)) {
      of.add(ns);
      used.push([lng, ns]);
    }
  };
  const fallbacks = new Map<string, Table>();
  const recording: Tables = (lng, ns) => {
    const table = tableOf(lng, ns);
    if (!table) return undefined; // no such namespace
    if (lng === language) {
      record(lng, ns as Namespace);
      return table;
    }
    const id = `${lng}:${ns}`;
    let fallback = fallbacks.get(id);
    if (!fallback) {
      fallback = {
        get(key) {
          const text = table.get(key);
          if (text !== undefined && text !== null) record(lng as Locale, ns as Namespace);
          return text;
        },
      };
      fallbacks.set(id, fallback);
    }
    return fallback;
  };

  let sent = 0;
  let textsSent = 0;
  /**
   * The namespaces recorded and the texts formatted since the last block, as JSON ("" when none):
   * the shell's block, then each streamed part's (TranslatedBody writes it before the part).
   */
  const takeNew = () => {
    const fresh = used.slice(sent);
    sent = used.length;
    const texts = [...catalog.formatted].slice(textsSent);
    textsSent = catalog.formatted.size;
    return fresh.length === 0 && texts.length === 0 ? "" : bundleText(fresh, texts);
  };
  const documentData = () => takeNew() || "{}";
  const catalog = new Catalog(language, recording, documentData, translationsVersion, {
    records: true,
  });
  return { catalog, takeNew };
}

// Written in place of React's flush() so the part's end keeps its place among the chunks.
const PART_END = Buffer.from("\n");

/**
 * A document's response body (entry.server.tsx). React calls flush() after each part of the page
 * it writes (the shell, then each streamed part); before the next part, the namespaces and the
 * formatted texts its render added go out as a block of their own, so the browser has them when
 * it hydrates that part.
 * The shell's own block is inside it (TranslationsData in root.tsx).
 *
 * flush() comes at once, but under backpressure the chunks written before it still wait in the
 * stream's buffer; a mark written into that buffer, not a flag, says where the part ended (a flag
 * once put a block in the middle of an `<input` tag, and hydration failed).
 *
 * React writes a part in chunks of about 2 KB, all before its flush(); each part goes on as one
 * chunk, so the web stream and the socket handle a few writes per page instead of dozens.
 */
export class TranslatedBody extends Transform {
  private partDone = false;
  private part: Buffer[] = [];
  constructor(private readonly takeNew: () => string) {
    super();
  }
  flush() {
    if (this.writable) this.write(PART_END);
  }
  private pushNew() {
    const json = this.takeNew();
    if (json) this.push(bundleBlock(json));
  }
  private pushPart() {
    if (this.part.length) this.push(Buffer.concat(this.part));
    this.part = [];
  }
  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (chunk === PART_END) {
      this.partDone = true;
      this.pushPart();
      return callback();
    }
    if (this.partDone) {
      this.partDone = false;
      this.pushNew();
    }
    this.part.push(chunk);
    callback();
  }
  _flush(callback: TransformCallback) {
    this.pushPart();
    this.pushNew();
    callback();
  }
}
