// The translator the server and the browser share: the part of i18next 23 the app uses, rule for
// rule (why, and what is left out: docs/decisions/0003-own-translator-checked-against-i18next.md).

/** One namespace of one language by dotted key (flatten on the server, treeTable in the browser). */
export type Table = { get(key: string): unknown };
/** A language's namespace, or undefined when it has none (or has not loaded it). */
export type Tables = (lng: string, ns: string) => Table | undefined;
export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions | string) => string;

const own = (o: object, name: string) => Object.prototype.hasOwnProperty.call(o, name);

/**
 * The server's table: nested JSON as dotted keys, built once per process, so a lookup on the
 * render's hot path is one Map read (a tenth of treeTable's walk). A key naming an object keeps
 * that object as its value.
 */
export function flatten(tree: object, prefix = "", out = new Map<string, unknown>()) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    out.set(key, v);
    if (v !== null && typeof v === "object") flatten(v, key, out);
  }
  return out;
}

/**
 * The browser's table: the same answers as flatten's, walked through the nesting as each key is
 * asked for. The browser reads its namespaces while the page starts, and a page asks for a few
 * dozen of a namespace's hundreds. No key of ours holds a "." (locale-parity.test.ts).
 */
export function treeTable(tree: object): Table {
  return {
    get(key) {
      let node: unknown = tree;
      for (const step of key.split(".")) {
        if (node === null || typeof node !== "object" || !own(node, step)) return undefined;
        node = (node as TOptions)[step];
      }
      return node;
    },
  };
}

// A key with one of these before its first "." reads like a sentence: its colon is text.
const sentenceChar = /( |,|\?|!|;)/;
const nesting = /\$t\(.+?\)/;

/** i18next's extractFromKey with ":" and "." as separators: the namespace, then the key. */
function splitKey(key: string, defaultNs: string): [string, string] {
  const colon = key.indexOf(":");
  if (colon < 0) return [defaultNs, key];
  if (sentenceChar.test(key)) {
    const dot = key.indexOf(".");
    if (!(dot > 0 && !sentenceChar.test(key.substring(0, dot)))) return [defaultNs, key];
  }
  if (key.indexOf("$t(") >= 0 && nesting.test(key)) return [defaultNs, key];
  const rest = key.substring(colon + 1);
  // "a:b:c" is key "b.c" of namespace a
  return [key.substring(0, colon), rest.indexOf(":") < 0 ? rest : rest.split(":").join(".")];
}

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * CLDR's cardinal category, as Intl.PluralRules selects it. The portal's languages are answered
 * from their rules (English: "one" for 1 and -1; Chinese: "other" only): a fresh browser tab takes
 * 0.5-1.2 ms to build a PluralRules, inside hydration. translate.test.ts checks both agree.
 */
export function pluralCategory(lng: string, count: number): string {
  if (lng === "zh-CN" || lng === "zh-HK") return "other";
  if (lng === "en-US") return Math.abs(count) === 1 ? "one" : "other";
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng.replace("_", "-"))));
  return rules.select(count);
}
const pluralSuffix = (lng: string, count: unknown) => `_${pluralCategory(lng, count as number)}`;

const valid = (res: unknown) => res !== undefined && res !== null;

/** The first text found for key in ns, along the languages and plural/context variants. */
function resolve(tables: Tables, lngs: readonly string[], ns: string, key: string, o: TOptions) {
  const plural = o.count !== undefined && typeof o.count !== "string";
  const context = o.context;
  const withContext =
    context !== undefined &&
    (typeof context === "string" || typeof context === "number") &&
    context !== "";
  for (const lng of lngs) {
    const table = tables(lng, ns);
    if (!table) continue;
    if (!plural && !withContext) {
      const found = table.get(key);
      if (valid(found)) return found;
      continue;
    }
    // Candidates in i18next's order, most specific last (it pops them).
    const candidates = [key];
    const zero = plural && o.count === 0;
    const suffix = plural ? pluralSuffix(lng, o.count) : "";
    if (plural) {
      candidates.push(key + suffix);
      if (zero) candidates.push(`${key}_zero`);
    }
    if (withContext) {
      const contextKey = `${key}_${String(context)}`;
      candidates.push(contextKey);
      if (plural) {
        candidates.push(contextKey + suffix);
        if (zero) candidates.push(`${contextKey}_zero`);
      }
    }
    for (let i = candidates.length - 1; i >= 0; i--) {
      const found = table.get(candidates[i]);
      if (valid(found)) return found;
    }
  }
  return undefined;
}

/** A translation for lngs[0] (falling back along lngs), as i18next's t would answer it. */
export function translate(
  tables: Tables,
  lngs: readonly string[],
  defaultNs: string,
  rawKey: unknown,
  rawOptions?: unknown,
): string {
  // t(key, "text") gives a default value; anything else that is no object gives nothing.
  const o: TOptions =
    typeof rawOptions === "object" && rawOptions !== null
      ? (rawOptions as TOptions)
      : typeof rawOptions === "string"
        ? { defaultValue: rawOptions }
        : {};
  if (rawKey === undefined || rawKey === null) return "";
  const [ns, key] = splitKey(String(rawKey), defaultNs);
  let res: unknown = resolve(tables, lngs, ns, key, o);
  if (valid(res) && typeof res === "object") {
    return `key '${key} (${lngs[0]})' returned an object instead of string.`;
  }
  if (!valid(res) && hasDefaultValue(o)) {
    const plural = o.count !== undefined && typeof o.count !== "string";
    const suffix = plural ? pluralSuffix(lngs[0], o.count) : "";
    res =
      (plural && o.count === 0 && o.defaultValue_zero) ||
      o[`defaultValue${suffix}`] ||
      o.defaultValue;
  }
  if (!valid(res)) res = key;
  // i18next interpolates text only; a non-text default value comes back as it is.
  if (typeof res !== "string") return res as string;
  if (res.indexOf("{{") < 0) return res;
  const data = o.replace && typeof o.replace === "object" ? (o.replace as TOptions) : o;
  const once = res.indexOf("{{-") < 0 ? res : interpolate(res, unescaped, data, o);
  return interpolate(once, placeholder, data, o);
}

function hasDefaultValue(o: TOptions) {
  for (const name in o) {
    if (own(o, name) && name.startsWith("defaultValue") && o[name] !== undefined) return true;
  }
  return false;
}

const unescaped = /\{\{-(.+?)\}\}/g;
const placeholder = /\{\{(.+?)\}\}/g;
const MAX_REPLACES = 1000;

/**
 * i18next's Interpolator.interpolate with escapeValue false and skipOnVariables: a placeholder
 * without a value stays, one whose option is present but undefined becomes empty, inserted values
 * are not scanned again.
 */
function interpolate(text: string, regex: RegExp, data: TOptions, o: TOptions): string {
  regex.lastIndex = 0;
  let str = text;
  let replaces = 0;
  let match: RegExpExecArray | null;
  while ((match = regex.exec(str))) {
    const name = match[1].trim();
    const found = valueAt(data, name.indexOf(",") < 0 ? name : name.split(",")[0].trim());
    let value: string;
    if (found === undefined) {
      if (!own(o, name)) continue;
      value = "";
    } else {
      value = typeof found === "string" ? found : found === null ? "" : String(found);
    }
    const at = str.indexOf(match[0]);
    str = str.slice(0, at) + value + str.slice(at + match[0].length);
    regex.lastIndex += value.length - match[0].length;
    if (++replaces >= MAX_REPLACES) break;
  }
  return str;
}

/** i18next's deepFindWithDefaults: a dotted path through the values, then keys holding dots. */
function valueAt(data: TOptions, path: string): unknown {
  if (path.indexOf(".") < 0) return data[path]; // what both steps come to for a plain name
  const steps = path.split(".");
  let obj: unknown = data;
  for (let i = 0; i < steps.length - 1 && obj !== undefined; i++) {
    obj =
      !obj || typeof obj === "string"
        ? undefined
        : own(obj, steps[i])
          ? (obj as TOptions)[steps[i]]
          : {};
  }
  const value =
    obj && typeof obj !== "string" ? (obj as TOptions)[steps[steps.length - 1]] : undefined;
  return value ? value : deepFind(data, path, steps);
}

function deepFind(obj: TOptions, path: string, tokens: string[]): unknown {
  if (obj[path]) return obj[path];
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += ".";
      nextPath += tokens[j];
      next = (current as TOptions)[nextPath];
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1)
          continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}
