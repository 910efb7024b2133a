import { defaultLocale, type Locale } from "~/domain/locales";
import type { Namespace } from "./i18n";
import { translate, type Tables, type TFunction } from "./translate";

/** What useTranslation gives a component (react-i18next's shape, as far as the app uses it). */
export type Translation = { t: TFunction; i18n: { language: Locale } };

/** Namespaces of languages, as the document carries them to the browser: locale → ns → JSON. */
export type Bundle = Partial<Record<Locale, Partial<Record<Namespace, object>>>>;

/** The key of a block's formatted texts (see Catalog.format), beside the locales. */
export const FORMATTED = "@";

/** The id of the document's first block of translations (more may follow a streamed page). */
export const DATA_ID = "translations";
/** Every block of translations in the document (the attribute TranslationsData also writes). */
export const BLOCKS = "script[data-translations]";

/** Where the browser fetches a namespace the document did not carry (a resource route). */
export const namespaceHref = (lng: Locale, ns: Namespace, version: string) =>
  `/resources/translations/${lng}/${ns}?v=${encodeURIComponent(version)}`;

/** JSON as the text of a <script type="application/json">: no "<" can end the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A later block, written into the stream after the shell (entry.server.tsx). */
export const bundleBlock = (json: string) =>
  `<script type="application/json" data-translations>${json}</script>`;

/**
 * One language's translations as components use them. Where the texts come from is `tables`'
 * business: on the server it also records what a render used, in the browser it loads a
 * namespace not there yet (suspending the render). Falls back to the default locale.
 */
export class Catalog {
  readonly i18n: { language: Locale };
  private readonly lngs: readonly Locale[];
  private readonly scopes = new Map<Namespace, Translation>();

  constructor(
    readonly language: Locale,
    private readonly tables: Tables,
    /** The JSON block the document carries for the browser (see TranslationsData). */
    readonly documentData: () => string,
    /** The texts' version (the server's translationsVersion), for namespaceHref. */
    readonly version: string,
    private readonly formatting: {
      /** A document render keeps what it formats, for the document (see `format`). */
      records?: boolean;
      /** The browser: takes in the texts of blocks that came since (a streamed part's). */
      readMore?: () => void;
    } = {},
  ) {
    this.i18n = { language };
    this.lngs = language === defaultLocale ? [language] : [language, defaultLocale];
  }

  /**
   * Dates and amounts as the server render formatted them, by call (`kind|locale|zone|value`),
   * from the document's blocks: hydration shows the server's text (docs/decisions/0006). A text
   * not carried (a client-side navigation's) is formatted here.
   */
  readonly formatted = new Map<string, string>();

  format(key: string, make: () => string): string {
    let text = this.formatted.get(key);
    if (text === undefined && this.formatting.readMore) {
      this.formatting.readMore();
      text = this.formatted.get(key);
    }
    if (text === undefined) {
      text = make();
      if (this.formatting.records) this.formatted.set(key, text);
    }
    return text;
  }

  /** useTranslation(ns): ns must be there even if the component translates nothing this time. */
  use(ns: Namespace): Translation {
    this.tables(this.language, ns);
    let scope = this.scopes.get(ns);
    if (!scope) {
      const t: TFunction = (key, options) => translate(this.tables, this.lngs, ns, key, options);
      this.scopes.set(ns, (scope = { t, i18n: this.i18n }));
    }
    return scope;
  }
}
