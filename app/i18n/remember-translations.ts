import type { i18n } from "i18next";

type Translate = (key: unknown, options?: unknown) => unknown;
type FixedT = Translate & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
type Instance = {
  getFixedT(lng: unknown, ns?: unknown, keyPrefix?: unknown): FixedT;
  language: string;
  services: {
    languageUtils: { toResolveHierarchy(code: unknown, fallbackCode?: unknown): string[] };
  };
};

// Bounds what a long-running server remembers of interpolations (names, times, counts).
const MAX_REMEMBERED = 20_000;

/**
 * Translations never change while an instance lives (nothing loads resources later), yet i18next
 * works each t() call out from scratch, canonicalising the language with Intl every time: that
 * was a quarter of the server time of a 20-card results page. So a call of a fixed t (what
 * react-i18next's useTranslation gives every component) is answered from memory when it was seen
 * before: by language, namespace, key and values, when the values are all strings, numbers or
 * booleans. The language chain is remembered for the calls that still reach i18next.
 */
export function rememberTranslations(target: i18n) {
  const instance = target as unknown as Instance;
  const utils = instance.services.languageUtils;
  const chainOf = utils.toResolveHierarchy.bind(utils);
  const chains = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return chainOf(code, fallbackCode);
    let chain = chains.get(code);
    if (!chain) chains.set(code, (chain = chainOf(code)));
    return [...chain];
  };

  const known = new Map<string, unknown>();
  const remembered = (memo: string, translate: () => unknown) => {
    if (known.has(memo)) return known.get(memo);
    const text = translate();
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(memo, text);
    return text;
  };

  // Remembered calls are answered before i18next copies their options; one function serves each
  // language, namespace and prefix.
  const getFixedT = instance.getFixedT.bind(instance);
  const fixedTs = new Map<string, FixedT>();
  instance.getFixedT = (lng, ns, keyPrefix) => {
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let fast = fixedTs.get(scope);
    if (fast) return fast;
    const fixed = getFixedT(lng, ns, keyPrefix);
    const call = fixed as (...args: unknown[]) => unknown;
    fast = (key, ...rest) => {
      const values = rest.length > 1 ? undefined : valuesKey(rest[0]);
      if (typeof key !== "string" || values === undefined) return call(key, ...rest);
      return remembered(
        `${typeof lng === "string" ? lng : instance.language}\u0000${scope}\u0000${key}\u0000${values}`,
        () => call(key, ...rest),
      );
    };
    Object.assign(fast, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    });
    fixedTs.set(scope, fast);
    return fast;
  };
}

/** The values of a call as text, or undefined when one of them is not a string, number or boolean. */
function valuesKey(options: unknown): string | undefined {
  if (options === undefined) return "";
  if (typeof options !== "object" || options === null) return undefined;
  const o = options as Record<string, unknown>;
  const parts: unknown[] = [];
  for (const name of Object.keys(o).sort()) {
    const value = o[name];
    if (value === undefined) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      return undefined;
    parts.push(name, value);
  }
  return parts.length ? JSON.stringify(parts) : "";
}
