import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import config from "./i18n";
import { rememberTranslations } from "./remember-translations";

const resources = {
  "en-US": {
    air: {
      plain: "Flights",
      hello: "Hello {{name}}",
      stops_one: "{{count}} stop",
      stops_other: "{{count}} stops",
    },
  },
  "zh-HK": { air: { plain: "航班", hello: "你好 {{name}}", stops_other: "{{count}} 個中轉" } },
};

async function translator(lng: string) {
  const instance = createInstance();
  await instance.init({ ...config, ns: ["air"], lng, resources });
  rememberTranslations(instance);
  return instance;
}

// i18next's inner translator: what every t() call ends in unless remembered.
const translatorOf = (instance: object) =>
  (instance as { translator: { translate: (...args: unknown[]) => unknown } }).translator;

describe("rememberTranslations", () => {
  it("answers as i18next does for plain, interpolated and plural keys", async () => {
    const zh = await translator("zh-HK");
    const t = zh.getFixedT("zh-HK", "air");
    expect(t("plain")).toBe("航班");
    expect(t("plain")).toBe("航班");
    expect(t("hello", { name: "陳" })).toBe("你好 陳");
    expect(t("hello", { name: "李" })).toBe("你好 李");
    expect(t("stops", { count: 2 })).toBe("2 個中轉");
    expect(t("missing.key")).toBe("missing.key");
    expect(zh.getFixedT("en-US", "air")("plain")).toBe("Flights");
  });

  it("resolves each key and set of values once", async () => {
    const en = await translator("en-US");
    const translate = vi.spyOn(translatorOf(en), "translate");
    const t = en.getFixedT("en-US", "air");
    t("plain");
    t("plain");
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t("stops", { count: 1 })).toBe("1 stop");
    expect(t("stops", { count: 3 })).toBe("3 stops");
    expect(t("stops", { count: 3 })).toBe("3 stops");
    expect(translate).toHaveBeenCalledTimes(3);
    // Values that only look alike are told apart.
    expect(t("hello", { name: 1 })).toBe("Hello 1");
    expect(t("hello", { name: "1" })).toBe("Hello 1");
    expect(t("hello", { name: 'a","b' })).toBe('Hello a","b');
    expect(translate).toHaveBeenCalledTimes(6);
  });

  it("translates afresh when a value is not a plain one", async () => {
    const en = await translator("en-US");
    const translate = vi.spyOn(translatorOf(en), "translate");
    const t = en.getFixedT("en-US", "air");
    const name = { toString: () => "Chan" };
    expect(t("hello", { name })).toBe("Hello Chan");
    expect(t("hello", { name })).toBe("Hello Chan");
    expect(translate).toHaveBeenCalledTimes(2);
  });
});
