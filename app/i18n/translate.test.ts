// The oracle of docs/decisions/0003: our translator answers as i18next does, for every key of every
// namespace and locale ($t() nesting is left out: no text uses it; one that did would fail here).
import { createInstance, type TFunction as I18nextT } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultLocale, locales, type Locale } from "~/domain/locales";
import { defaultNamespace, namespaces } from "./i18n";
import { resources } from "./resources.server";
import {
  flatten,
  pluralCategory,
  translate,
  treeTable,
  type Table,
  type Tables,
} from "./translate";

const i18nextOptions = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: defaultNamespace,
  ns: [...namespaces],
  interpolation: { escapeValue: false },
  returnNull: false,
};

type Resources = Record<string, Record<string, object>>;

function tablesOf(res: Resources): Tables {
  const tables = new Map<string, Table>();
  for (const [lng, byNs] of Object.entries(res))
    for (const [ns, tree] of Object.entries(byNs)) tables.set(`${lng}:${ns}`, flatten(tree));
  return (lng, ns) => tables.get(`${lng}:${ns}`);
}

async function pair(res: Resources, lng: string, ns: string) {
  const instance = createInstance();
  await instance.init({ ...i18nextOptions, ns: Object.keys(res["en-US"]), lng, resources: res });
  const theirs = instance.getFixedT(lng, ns) as I18nextT;
  const tables = tablesOf(res);
  const lngs = lng === defaultLocale ? [lng] : [lng, defaultLocale];
  const ours = (key: unknown, options?: unknown) => translate(tables, lngs, ns, key, options);
  return { theirs: theirs as (key: unknown, options?: unknown) => unknown, ours };
}

/** Every {{name}} of a text, each with a value that shows where it went. */
function valuesFor(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const m of text.matchAll(/\{\{-?\s*([^},\s]+)[^}]*\}\}/g)) values[m[1]] = `<${m[1]}>`;
  return values;
}

const leaves = (tree: object) =>
  [...flatten(tree)].filter((entry): entry is [string, string] => typeof entry[1] === "string");

describe.each(locales)("translate in %s, against i18next", (lng: Locale) => {
  it.each([...namespaces])("gives i18next's text for every key of %s", async (ns) => {
    const { theirs, ours } = await pair(resources as unknown as Resources, lng, ns);
    // The same keys through another namespace's t, by prefix.
    const prefixed = await pair(
      resources as unknown as Resources,
      lng,
      ns === "air" ? "common" : "air",
    );
    const pluralBases = new Set<string>();
    let compared = 0;
    for (const [key, text] of leaves(resources[lng][ns])) {
      const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
      if (m) pluralBases.add(m[1]);
      const values = valuesFor(text);
      for (const options of [undefined, values, { ...values, defaultValue: "fallback" }]) {
        expect(ours(key, options), `${ns}:${key}`).toBe(theirs(key, options));
        compared++;
      }
      expect(prefixed.ours(`${ns}:${key}`, values)).toBe(prefixed.theirs(`${ns}:${key}`, values));
    }
    for (const base of pluralBases) {
      for (const count of [0, 1, 2, 5, 1.5, -1]) {
        const options = { count, n: "n", name: "N", shown: 3, total: 9 };
        expect(ours(base, options), `${ns}:${base} count ${count}`).toBe(theirs(base, options));
        compared++;
      }
      expect(ours(base, { count: "2" })).toBe(theirs(base, { count: "2" }));
      expect(ours(base)).toBe(theirs(base)); // no count: the bare key is missing
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe("translate, the edges the app reaches", () => {
  const res: Resources = {
    "en-US": {
      common: {
        plain: "Plain",
        hello: "Hello {{name}}, {{ name }} again",
        nested: { deep: { leaf: "Leaf {{a.b}}" } },
        only: "Only in English",
        item_one: "{{count}} item",
        item_other: "{{count}} items",
        item_zero: "No items",
        friend: "A friend",
        friend_male: "A boyfriend",
        friend_male_one: "{{count}} boyfriend",
        friend_male_other: "{{count}} boyfriends",
        unescaped: "Raw {{- html}} and {{html}}",
        formatted: "At {{when, datetime}}",
      },
      codes: { cabin: { Y: "Economy" } },
    },
    "zh-HK": {
      common: {
        plain: "普通",
        hello: "你好 {{name}}，{{ name }}",
        nested: { deep: { leaf: "葉 {{a.b}}" } },
        item_other: "{{count}} 件",
        item_zero: "沒有",
        friend: "朋友",
        friend_male_other: "{{count}} 男朋友",
        unescaped: "原 {{- html}} 和 {{html}}",
        formatted: "於 {{when, datetime}}",
      },
      codes: { cabin: { Y: "經濟艙" } },
    },
  };

  const cases: [unknown, unknown][] = [
    ["plain", undefined],
    ["plain", "a default"],
    ["hello", { name: "Ann" }],
    ["hello", {}],
    ["hello", { name: undefined }],
    ["hello", { name: null }],
    ["hello", { name: 0 }],
    ["hello", { name: 42 }],
    ["hello", { name: false }],
    ["hello", { name: "{{name}}" }],
    ["hello", { name: "$& and $1 and $$" }],
    ["nested.deep.leaf", { a: { b: "deep" } }],
    ["nested.deep.leaf", { "a.b": "dotted" }],
    ["nested.deep.leaf", {}],
    ["nested.deep", undefined],
    ["nested", undefined],
    ["only", undefined],
    ["item", { count: 0 }],
    ["item", { count: 1 }],
    ["item", { count: 2 }],
    ["item", { count: -1 }],
    ["item", { count: 1.5 }],
    ["item", { count: 1, defaultValue: "d" }],
    ["friend", { context: "male" }],
    ["friend", { context: "male", count: 1 }],
    ["friend", { context: "male", count: 3 }],
    ["friend", { context: "female" }],
    ["friend", { context: "" }],
    ["friend", { context: 1 }],
    ["unescaped", { html: "<b>x</b>" }],
    ["formatted", { when: "2024-01-01" }],
    ["codes:cabin.Y", undefined],
    ["codes:cabin.F", { defaultValue: "F" }],
    ["codes:cabin.F", { defaultValue: "" }],
    ["codes:cabin.F", { defaultValue: undefined }],
    ["codes:cabin.F", { defaultValue: null }],
    ["codes:cabin.F", undefined],
    ["codes:cabin.F", { defaultValue: "Code {{code}}", code: "F" }],
    ["codes:cabin.F", { count: 1, defaultValue_one: "one", defaultValue: "many" }],
    ["codes:cabin.F", { count: 2, defaultValue_one: "one", defaultValue: "many" }],
    ["codes:cabin.F", { count: 0, defaultValue_zero: "zero", defaultValue: "many" }],
    ["codes:cabin.F", { count: 1, defaultValue_one: "" }],
    ["codes:cabin.F", { defaultValue: 7 }],
    ["unknown:key.part", undefined],
    ["a:b:c", undefined],
    [":leading", undefined],
    ["missing", undefined],
    ["plain.length", undefined],
    ["missing.{{x}}", { x: "filled" }],
    ["The back office said: no", undefined],
    ["The back office said: no", { defaultValue: "kept" }],
    ["sentence.with: a colon", undefined],
    ["codes:cabin.Y is the cabin", undefined],
    ["why? codes:cabin.Y", undefined],
    ["", undefined],
    [undefined, undefined],
    [null, undefined],
    [42, undefined],
    ["hello", { replace: { name: "Replaced" }, name: "Ignored" }],
    ["hello", { name: "Ann", interpolation: { escapeValue: false } }],
  ];

  let en: Awaited<ReturnType<typeof pair>>;
  let hk: Awaited<ReturnType<typeof pair>>;
  beforeAll(async () => {
    en = await pair(res, "en-US", "common");
    hk = await pair(res, "zh-HK", "common");
  });

  it.each(cases)("%s with %j", (key, options) => {
    for (const { theirs, ours } of [en, hk])
      expect(ours(key, options)).toEqual(theirs(key, options));
  });

  // Here we differ from i18next on purpose: it walks into Object.prototype and answers a function.
  it.each(["toString", "__proto__", "nested.constructor", "hasOwnProperty"])(
    "%s, a name of every object, is no text: the key comes back",
    (key) => {
      for (const { ours } of [en, hk]) expect(ours(key)).toBe(key);
    },
  );
});

describe("the browser's table", () => {
  it.each([...locales])("answers every key of %s as the server's does", (lng) => {
    for (const ns of namespaces) {
      const tree = resources[lng][ns] as object;
      const server = flatten(tree);
      const browser = treeTable(tree);
      const asked = [...server.keys(), "missing", "air.missing.deeper", "toString", "__proto__"];
      for (const key of asked)
        expect(browser.get(key), `${lng} ${ns} ${key}`).toBe(server.get(key));
    }
  });
});

describe("pluralCategory", () => {
  it("answers the portal's languages as Intl.PluralRules does", () => {
    const counts = [0, 1, -1, 2, -2, 1.5, 0.5, 1.0, 11, 21, 101, 1e6, NaN, Infinity, -Infinity];
    for (const lng of locales) {
      const rules = new Intl.PluralRules(lng);
      for (const count of counts)
        expect(pluralCategory(lng, count), `${lng} ${count}`).toBe(rules.select(count));
    }
  });

  it("asks Intl.PluralRules for any other language", () => {
    expect(pluralCategory("ru", 2)).toBe("few");
  });
});
