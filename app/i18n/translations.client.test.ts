import { describe, expect, it } from "vitest";
import { scriptJson } from "./catalog";
import { resources } from "./resources.server";
import { documentCatalog } from "./translations.client";

type Block = { id?: string; textContent: string };

/** The little of a document documentCatalog reads: its language and its JSON blocks. */
function fakeDocument(lang: string, blocks: Block[]) {
  return {
    documentElement: { lang },
    getElementById: (id: string) => blocks.find((b) => b.id === id) ?? null,
    querySelectorAll: () => blocks,
  } as unknown as Document;
}

const first = (bundle: object): Block => ({ id: "translations", textContent: scriptJson(bundle) });

describe("documentCatalog", () => {
  it("translates from the namespaces the document carries, without loading anything", () => {
    const doc = fakeDocument("zh-HK", [first({ "zh-HK": { air: { a: "甲 {{n}}" } } })]);
    const catalog = documentCatalog(doc);
    expect(catalog.language).toBe("zh-HK");
    expect(catalog.use("air").t("a", { n: 1 })).toBe("甲 1");
    expect(catalog.documentData()).toBe(doc.getElementById("translations")?.textContent);
  });

  it("suspends on a namespace of its language it lacks, then has it", async () => {
    const catalog = documentCatalog(fakeDocument("zh-CN", [first({ "zh-CN": { common: {} } })]));
    let thrown: unknown;
    try {
      catalog.use("booking");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    // The same namespace asked again while loading: the same promise, no second download.
    expect(() => catalog.use("booking")).toThrow();
    await thrown;
    const { t } = catalog.use("booking");
    const title = resources["zh-CN"].booking.list.title;
    expect(t("list.title")).toBe(title);
  });

  it("reads a block a streamed page added later before loading anything", () => {
    const blocks = [first({ "en-US": { common: {} } })];
    const catalog = documentCatalog(fakeDocument("en-US", blocks));
    blocks.push({ textContent: scriptJson({ "en-US": { order: { x: "Later" } } }) });
    expect(catalog.use("order").t("x")).toBe("Later");
  });

  it("takes a fallback-language namespace the document lacks as no text (never loads it)", () => {
    const catalog = documentCatalog(fakeDocument("zh-HK", [first({ "zh-HK": { codes: {} } })]));
    expect(catalog.use("codes").t("cabin.Z", { defaultValue: "Z" })).toBe("Z");
  });

  it("treats an unknown namespace prefix as no text", () => {
    const catalog = documentCatalog(fakeDocument("en-US", [first({ "en-US": { common: {} } })]));
    expect(catalog.use("common").t("nope:some.key")).toBe("some.key");
  });
});
