import { describe, expect, it } from "vitest";
import { countryList, countryName, iso3166Alpha2 } from "./countries";
import { locales } from "./locales";

describe("countryName", () => {
  it("names countries in the three languages (Node ICU texts)", () => {
    expect(countryName("HK", "en-US")).toBe("Hong Kong SAR China");
    expect(countryName("HK", "zh-CN")).toBe("中国香港特别行政区");
    expect(countryName("HK", "zh-HK")).toBe("中國香港特別行政區");

    expect(countryName("CN", "en-US")).toBe("China");
    expect(countryName("CN", "zh-CN")).toBe("中国");
    expect(countryName("CN", "zh-HK")).toBe("中國");

    expect(countryName("GB", "en-US")).toBe("United Kingdom");
    expect(countryName("GB", "zh-CN")).toBe("英国");
    expect(countryName("GB", "zh-HK")).toBe("英國");

    expect(countryName("MO", "zh-HK")).toBe("中國澳門特別行政區");
    expect(countryName("SG", "zh-CN")).toBe("新加坡");
  });

  it("accepts lower case and surrounding blanks", () => {
    expect(countryName(" hk ", "en-US")).toBe("Hong Kong SAR China");
  });

  it("uses the HK variant for other locales", () => {
    expect(countryName("US", "zh-TW")).toBe(countryName("US", "zh-HK"));
  });

  it("falls back to the upper-cased code when the code is unknown or malformed", () => {
    expect(countryName("ZZ", "en-US")).toBe("ZZ");
    expect(countryName("qq", "zh-CN")).toBe("QQ");
    expect(countryName("ABC", "zh-HK")).toBe("ABC");
    expect(countryName("", "en-US")).toBe("");
  });
});

describe("countryList", () => {
  it("has the 249 distinct ISO 3166-1 alpha-2 codes as source", () => {
    expect(iso3166Alpha2).toHaveLength(249);
    expect(new Set(iso3166Alpha2).size).toBe(249);
    for (const code of iso3166Alpha2) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(locales)("is complete, named and sorted by name for %s", (locale) => {
    const list = countryList(locale);
    // every ISO code that Intl knows is present once (this ICU knows all of them)
    expect(list.map((c) => c.code).sort()).toEqual([...iso3166Alpha2].sort());
    for (const c of list) {
      expect(c.name).not.toBe(c.code);
      expect(c.name).toBe(countryName(c.code, locale));
    }
    const collator = new Intl.Collator(locale);
    for (let i = 1; i < list.length; i++) {
      expect(collator.compare(list[i - 1].name, list[i].name)).toBeLessThanOrEqual(0);
    }
  });

  it("gives Chinese names in Chinese locales", () => {
    const cn = countryList("zh-CN");
    const hk = countryList("zh-HK");
    expect(cn.find((c) => c.code === "HK")?.name).toBe("中国香港特别行政区");
    expect(hk.find((c) => c.code === "HK")?.name).toBe("中國香港特別行政區");
    expect(countryList("en-US")[0]).toEqual({ code: "AF", name: "Afghanistan" });
  });

  it("returns copies, so callers cannot corrupt the cache", () => {
    const a = countryList("en-US");
    a[0].name = "changed";
    a.pop();
    expect(countryList("en-US")[0].name).toBe("Afghanistan");
    expect(countryList("en-US")).toHaveLength(249);
  });
});
