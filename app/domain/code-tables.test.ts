import { describe, expect, it } from "vitest";
import {
  bookingStatuses,
  cabinCodes,
  codeTableVariant,
  countryList,
  countryName,
  defaultCabin,
  defaultSort,
  fareTypes,
  iso3166Alpha2,
  nameTitles,
  paxTypes,
  purposeCodes,
  sortOptions,
  sourceSystems,
  specialPaxTypes,
  timeBuckets,
  upstreamLang,
} from "./code-tables";
import { defaultLocale, isLocale, locales } from "./locales";
import enCodes from "../../locales/en-US/codes.json";

describe("locales", () => {
  it("has the three locales with en-US as default", () => {
    expect(locales).toEqual(["en-US", "zh-CN", "zh-HK"]);
    expect(defaultLocale).toBe("en-US");
  });

  it("recognises only the exact locale tags", () => {
    for (const l of locales) expect(isLocale(l)).toBe(true);
    for (const x of ["en", "zh", "zh-TW", "EN-US", "zh-hk", "", null, undefined, 1, {}]) {
      expect(isLocale(x)).toBe(false);
    }
  });
});

describe("codeTableVariant", () => {
  it("maps en-US to EN, zh-CN to CN and anything else to HK", () => {
    expect(codeTableVariant("en-US")).toBe("EN");
    expect(codeTableVariant("zh-CN")).toBe("CN");
    expect(codeTableVariant("zh-HK")).toBe("HK");
    for (const other of ["zh-TW", "en", "en-GB", "fr-FR", "", "EN-US", "zh-cn"]) {
      expect(codeTableVariant(other)).toBe("HK");
    }
  });
});

describe("upstreamLang", () => {
  it("gives no lang for English, zh_CN for zh-CN and zh_HK otherwise", () => {
    expect(upstreamLang("en-US")).toBeUndefined();
    expect(upstreamLang("zh-CN")).toBe("zh_CN");
    expect(upstreamLang("zh-HK")).toBe("zh_HK");
    expect(upstreamLang("zh-TW")).toBe("zh_HK");
  });
});

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

describe("code constants", () => {
  it("lists cabins with Y as default", () => {
    expect(cabinCodes).toEqual(["Y", "W", "C", "F"]);
    expect(defaultCabin).toBe("Y");
  });

  it("lists fare types, special passenger types, sorts and booking statuses", () => {
    expect(fareTypes).toEqual(["NDC", "GDS", "DC"]);
    expect(specialPaxTypes).toEqual(["STU", "LBR", "SEA"]);
    expect(sortOptions).toHaveLength(8);
    expect(sortOptions[0]).toBe("priceLow");
    expect(defaultSort).toBe("priceLow");
    expect(bookingStatuses).toHaveLength(8);
    expect(bookingStatuses).toContain("BOOKING_CANCELLED");
  });

  it("has a label in codes.json for every code constant", () => {
    expect(Object.keys(enCodes.cabin).sort()).toEqual([...cabinCodes].sort());
    expect(Object.keys(enCodes.nameTitle).sort()).toEqual([...nameTitles].sort());
    expect(Object.keys(enCodes.fareType).sort()).toEqual([...fareTypes].sort());
    expect(Object.keys(enCodes.sort).sort()).toEqual([...sortOptions].sort());
    expect(Object.keys(enCodes.bookingStatus).sort()).toEqual([...bookingStatuses].sort());
    expect(Object.keys(enCodes.purpose).sort()).toEqual([...purposeCodes].sort());
    expect(Object.keys(enCodes.paxType).sort()).toEqual([...paxTypes].sort());
    expect(Object.keys(enCodes.paxTypePlural).sort()).toEqual([...paxTypes].sort());
    expect(Object.keys(enCodes.sourceSystem).sort()).toEqual([...sourceSystems].sort());
    expect(Object.keys(enCodes.timeBucket)).toEqual(timeBuckets.map((b) => b.id));
    for (const b of timeBuckets) {
      expect(enCodes.timeBucket[b.id]).toContain(`${b.from}-${b.to}`);
    }
    for (const t of specialPaxTypes) expect(paxTypes).toContain(t);
  });
});
