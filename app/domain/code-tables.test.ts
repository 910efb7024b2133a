import { describe, expect, it } from "vitest";
import enCodes from "../../locales/en-US/codes.json";
import {
  bookingStatuses,
  cabinCodes,
  codeTableVariant,
  defaultCabin,
  defaultSort,
  fareTypes,
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
