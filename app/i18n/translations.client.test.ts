import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/resources.translations.$lng.$ns";
import { scriptJson } from "./catalog";
import { resources, translationsVersion } from "./resources.server";
import { documentCatalog } from "./translations.client";

type Block = { id?: string; textContent: string; getAttribute?: (name: string) => string | null };

/** The browser's fetch, answered by the resource route as the server would route it. */
function serveTranslations() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (href: string) => {
    asked.push(href);
    const url = new URL(href, "http://portal.test");
    const [, lng, ns] = /^\/resources\/translations\/([^/]+)\/([^/]+)$/.exec(url.pathname) ?? [];
    if (!lng || !ns) return new Response("Not found", { status: 404 });
    return loader({ request: new Request(url), params: { lng, ns }, context: {} });
  });
  return asked;
}
afterEach(() => vi.unstubAllGlobals());

/** What a render throws: a suspending catalog throws the promise of the namespace. */
function thrownBy(render: () => unknown): unknown {
  try {
    render();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** The little of a document documentCatalog reads: its language and its JSON blocks. */
function fakeDocument(lang: string, blocks: Block[], state = { readyState: "loading" }) {
  return {
    documentElement: { lang },
    get readyState() {
      return state.readyState;
    },
    getElementById: (id: string) => blocks.find((b) => b.id === id) ?? null,
    querySelectorAll: () => blocks,
  } as unknown as Document;
}

const first = (bundle: object, version = translationsVersion): Block => ({
  id: "translations",
  textContent: scriptJson(bundle),
  getAttribute: (name) => (name === "data-version" ? version : null),
});

describe("documentCatalog", () => {
  it("translates from the namespaces the document carries, without loading anything", () => {
    const doc = fakeDocument("zh-HK", [first({ "zh-HK": { air: { a: "甲 {{n}}" } } })]);
    const catalog = documentCatalog(doc);
    expect(catalog.language).toBe("zh-HK");
    expect(catalog.use("air").t("a", { n: 1 })).toBe("甲 1");
    expect(catalog.documentData()).toBe(doc.getElementById("translations")?.textContent);
  });

  it("suspends on a namespace of its language it lacks, then has it", async () => {
    const asked = serveTranslations();
    const catalog = documentCatalog(fakeDocument("zh-CN", [first({ "zh-CN": { common: {} } })]));
    const thrown = thrownBy(() => catalog.use("booking"));
    expect(thrown).toBeInstanceOf(Promise);
    // The same namespace asked again while loading: the same promise, no second download.
    expect(() => catalog.use("booking")).toThrow();
    await thrown;
    const { t } = catalog.use("booking");
    const title = resources["zh-CN"].booking.list.title;
    expect(t("list.title")).toBe(title);
    expect(asked).toEqual([`/resources/translations/zh-CN/booking?v=${translationsVersion}`]);
  });

  it("lets the page's error boundary say so when a namespace cannot be had, then tries again", async () => {
    vi.stubGlobal("fetch", async () => new Response("Bad gateway", { status: 502 }));
    const catalog = documentCatalog(fakeDocument("en-US", [first({ "en-US": { common: {} } })]));
    await thrownBy(() => catalog.use("report"));
    expect(() => catalog.use("report")).toThrow("translations en-US:report: 502");
    serveTranslations();
    expect(thrownBy(() => catalog.use("report"))).toBeInstanceOf(Promise);
  });

  it("reads a block a streamed page added later before loading anything", () => {
    const blocks = [first({ "en-US": { common: {} } })];
    const catalog = documentCatalog(fakeDocument("en-US", blocks));
    blocks.push({ textContent: scriptJson({ "en-US": { order: { x: "Later" } } }) });
    expect(catalog.use("order").t("x")).toBe("Later");
  });

  it("hydrates with the texts the server formatted and formats the rest", () => {
    const blocks = [first({ "en-US": { common: {} }, "@": { "day|a": "Server day" } })];
    const catalog = documentCatalog(fakeDocument("en-US", blocks));
    const never = () => {
      throw new Error("formatted in the browser");
    };
    expect(catalog.format("day|a", never)).toBe("Server day");
    expect(catalog.format("day|c", () => "Browser day")).toBe("Browser day");
    expect(catalog.formatted.has("day|c")).toBe(false); // the browser keeps no record
  });

  it("hydrates a streamed part with the texts its later block carries", () => {
    const blocks = [first({ "en-US": { common: {} } })];
    const state = { readyState: "interactive" };
    const catalog = documentCatalog(fakeDocument("en-US", blocks, state));
    const never = () => {
      throw new Error("formatted in the browser");
    };
    blocks.push({ textContent: scriptJson({ "@": { "time|b": "Part time" } }) });
    expect(catalog.format("time|b", never)).toBe("Part time");
    state.readyState = "complete"; // the last block has come
    blocks.push({ textContent: scriptJson({ "@": { "time|c": "Read once more" } }) });
    expect(catalog.format("time|c", never)).toBe("Read once more");
    blocks.push({ textContent: scriptJson({ "@": { "time|d": "Never there" } }) });
    expect(catalog.format("time|d", () => "Navigation time")).toBe("Navigation time");
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
