// Every translation file in locales/<locale>/ must exist in all three locales with the same keys,
// non-empty texts and the same interpolation placeholders. The directory is read at test time, so
// namespaces added later are covered without touching this file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { locales } from "~/domain/locales";

const localesDir = fileURLToPath(new URL("../../locales/", import.meta.url));

/**
 * Latin words of 4+ letters allowed in Chinese texts: codes and brand/product names that stay
 * in Latin script. Keep this short: anything else is probably untranslated English.
 */
const latinAllowList = new Set([
  "NDC", // fare source
  "GDS",
  "PNR",
  "JSON", // passenger list import/export format
  "HKD",
  "YYYY", // date format hint YYYY-MM-DD
  "Galileo", // GDS brand names (codes.sourceSystem)
  "Amadeus",
  "Abacus",
  "Sabre",
  "PAMHK", // the portal's brand name
  "HKGLHR", // command-line syntax examples (airport pairs)
  "HKGSIN",
  "SINLHR",
]);

/** Characters only Simplified (resp. Traditional) Chinese uses; a hit means the wrong script. */
const simplifiedOnly =
  "这们说时为发个对会请该号码网务线输错误关机选择数据订单账资讯电邮话认证验击导载处";
const traditionalOnly =
  "這們說時為發個對會請該號碼網務線輸錯誤關機選擇數據訂單賬資訊電郵話認證驗擊導載處";

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) out.set(prefix, value); // an empty object is reported as a bad value
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** i18next interpolation names ({{name}}, {{- name}}, {{name, format}}) and nestings $t(key). */
function placeholders(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)) found.push(`{{${m[1]}}}`);
  for (const m of text.matchAll(/\$t\(\s*([^,)\s]+)/g)) found.push(`$t(${m[1]})`);
  return found.sort();
}

/** Latin words of 4+ letters that are not allowed in a Chinese text. */
function untranslatedWords(text: string): string[] {
  const stripped = text
    .replace(/\{\{[^}]*\}\}/g, " ") // placeholders
    .replace(/\$t\([^)]*\)/g, " ") // nestings
    .replace(/<\/?[A-Za-z][^>]*>/g, " ") // markup for <Trans>
    .replace(/\bhttps?:\/\/\S+/g, " ") // links
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " "); // example e-mail addresses
  return (stripped.match(/[A-Za-z]{4,}/g) ?? []).filter((w) => !latinAllowList.has(w));
}

function localeDirs(): string[] {
  return readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
}

function jsonFiles(): string[] {
  const files = new Set<string>();
  for (const dir of localeDirs()) {
    for (const f of readdirSync(join(localesDir, dir))) if (f.endsWith(".json")) files.add(f);
  }
  return [...files].sort();
}

function load(locale: string, file: string): { flat?: Flat; tree?: object; problem?: string } {
  let text: string;
  try {
    text = readFileSync(join(localesDir, locale, file), "utf8");
  } catch {
    return { problem: `locales/${locale}/${file} is missing` };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      return { problem: `locales/${locale}/${file} is not a JSON object` };
    }
    return { flat: flatten(parsed), tree: parsed };
  } catch (e) {
    return { problem: `locales/${locale}/${file} does not parse: ${(e as Error).message}` };
  }
}

describe("locale directory", () => {
  it("holds exactly the supported locales", () => {
    expect(localeDirs().sort()).toEqual([...locales].sort());
  });

  it("holds at least the messages and codes namespaces", () => {
    expect(jsonFiles()).toEqual(expect.arrayContaining(["codes.json", "messages.json"]));
  });
});

describe.each(jsonFiles())("locales/*/%s", (file) => {
  const loaded = Object.fromEntries(locales.map((l) => [l, load(l, file)]));
  const flat = (l: string) => loaded[l].flat ?? new Map<string, unknown>();

  it("exists and parses in every locale", () => {
    expect(locales.map((l) => loaded[l].problem).filter(Boolean)).toEqual([]);
  });

  // Texts are read by dotted key through the nesting (treeTable): "a.b" as one name is unreachable.
  it("has no key name holding a dot", () => {
    const dotted: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== "object") return;
      for (const [k, v] of Object.entries(value)) {
        if (k.includes(".")) dotted.push(`${path}${k}`);
        walk(v, `${path}${k}/`);
      }
    };
    for (const l of locales) walk(loaded[l].tree, `${l}: `);
    expect(dotted).toEqual([]);
  });

  it("has the same keys in every locale", () => {
    const reference = [...flat("en-US").keys()].sort();
    for (const l of locales) {
      const keys = [...flat(l).keys()].sort();
      const missing = reference.filter((k) => !flat(l).has(k));
      const extra = keys.filter((k) => !flat("en-US").has(k));
      expect({ locale: l, missing, extra }).toEqual({ locale: l, missing: [], extra: [] });
    }
  });

  it("has only non-empty strings as values", () => {
    const bad: string[] = [];
    for (const l of locales) {
      for (const [k, v] of flat(l)) {
        if (typeof v !== "string" || v.trim() === "") bad.push(`${l}: ${k} = ${JSON.stringify(v)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("uses the same placeholders in every locale", () => {
    const bad: string[] = [];
    for (const [k, en] of flat("en-US")) {
      if (typeof en !== "string") continue;
      const expected = placeholders(en).join(" ");
      for (const l of locales) {
        const v = flat(l).get(k);
        if (typeof v !== "string") continue;
        const got = placeholders(v).join(" ");
        if (got !== expected) bad.push(`${l}: ${k} has [${got}], en-US has [${expected}]`);
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(["zh-CN", "zh-HK"])("has no untranslated English in %s", (l) => {
    const bad: string[] = [];
    for (const [k, v] of flat(l)) {
      if (typeof v !== "string") continue;
      const words = untranslatedWords(v);
      if (words.length > 0) bad.push(`${k}: ${words.join(", ")}`);
    }
    expect(bad).toEqual([]);
  });

  it("uses Simplified characters in zh-CN and Traditional ones in zh-HK", () => {
    const bad: string[] = [];
    const check = (l: string, forbidden: string) => {
      for (const [k, v] of flat(l)) {
        if (typeof v !== "string") continue;
        const hits = [...v].filter((ch) => forbidden.includes(ch));
        if (hits.length > 0) bad.push(`${l}: ${k} has ${[...new Set(hits)].join("")}`);
      }
    };
    check("zh-CN", traditionalOnly);
    check("zh-HK", simplifiedOnly);
    expect(bad).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("extracts placeholders and nestings", () => {
    expect(placeholders("{{a}} {{- b}} {{ c, number }} $t(x.y) {{a}}")).toEqual([
      "$t(x.y)",
      "{{a}}",
      "{{a}}",
      "{{b}}",
      "{{c}}",
    ]);
  });

  it("flags English words but not codes, placeholders, markup or e-mail examples", () => {
    expect(untranslatedWords("Please 输入")).toEqual(["Please"]);
    expect(untranslatedWords("{{field}}为必填项")).toEqual([]);
    expect(untranslatedWords("例如 agent@example.com，NDC、JSON、HKD")).toEqual([]);
    expect(untranslatedWords("<strong>注意</strong>")).toEqual([]);
    expect(untranslatedWords("Booking 已取消")).toEqual(["Booking"]);
  });

  it("flattens nested objects to dotted keys", () => {
    expect([...flatten({ a: { b: "x", c: { d: "y" } }, e: "z" }).keys()]).toEqual([
      "a.b",
      "a.c.d",
      "e",
    ]);
  });
});
