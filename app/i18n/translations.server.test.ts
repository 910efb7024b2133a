import { describe, expect, it } from "vitest";
import { scriptJson } from "./catalog";
import { resources } from "./resources.server";
import { renderTranslations, serverT, TranslatedBody } from "./translations.server";

const bundleOf = (json: string) => JSON.parse(json) as Record<string, Record<string, object>>;

describe("renderTranslations", () => {
  it("hands the document exactly the namespaces the render used, each once", () => {
    const { catalog, takeNew } = renderTranslations("zh-HK");
    const { t } = catalog.use("booking"); // a component's useTranslation("booking")
    expect(t("codes:cabin.Y")).toBe(resources["zh-HK"].codes.cabin.Y);
    expect(Object.keys(bundleOf(catalog.documentData())["zh-HK"]).sort()).toEqual([
      "booking",
      "codes",
    ]);
    expect(takeNew()).toBe(""); // nothing new since

    catalog.use("air").t("messages:error.RNT_ERR"); // a streamed part's render
    const later = bundleOf(takeNew());
    expect(later).toEqual({
      "zh-HK": { air: resources["zh-HK"].air, messages: resources["zh-HK"].messages },
    });
  });

  it("sends no namespace of the fallback language that supplied no text", () => {
    const { catalog, takeNew } = renderTranslations("zh-CN");
    expect(catalog.use("order").t("status.NOPE", { defaultValue: "NOPE" })).toBe("NOPE");
    expect(Object.keys(bundleOf(takeNew()))).toEqual(["zh-CN"]);
  });

  it("hands each block the texts the render formatted since the last one, each once", () => {
    const { catalog, takeNew } = renderTranslations("en-US");
    let formatted = 0;
    const make = (text: string) => () => (formatted++, text);
    expect(catalog.format("day|en-US|UTC|2026-12-01", make("Dec 1, 2026"))).toBe("Dec 1, 2026");
    expect(catalog.format("day|en-US|UTC|2026-12-01", make("again"))).toBe("Dec 1, 2026");
    expect(formatted).toBe(1);
    expect(bundleOf(catalog.documentData())).toEqual({
      "@": { "day|en-US|UTC|2026-12-01": "Dec 1, 2026" },
    });
    catalog.format("amount|en-US|UTC|5", make("5.00")); // a streamed part's render
    expect(bundleOf(takeNew())).toEqual({ "@": { "amount|en-US|UTC|5": "5.00" } });
    expect(takeNew()).toBe("");
  });

  it("gives a document without translated texts an empty block", () => {
    expect(renderTranslations("en-US").catalog.documentData()).toBe("{}");
  });
});

describe("serverT", () => {
  it("translates for loaders and actions as the pages do", () => {
    expect(serverT("zh-HK", "air")("codes:cabin.Y")).toBe(resources["zh-HK"].codes.cabin.Y);
    expect(serverT("en-US", "common")("missing.key")).toBe("missing.key");
  });
});

describe("scriptJson", () => {
  it("writes no '<', so a text can never close the script element", () => {
    const bundle = { "en-US": { common: { a: "</script><script>alert(1)</script>", b: "<!--" } } };
    const json = scriptJson(bundle);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(bundle);
  });
});

describe("TranslatedBody", () => {
  /** The chunks the body hands on, with takeNew finding `answers` new in turn. */
  async function chunksOf(steps: (body: TranslatedBody) => void, answers: string[]) {
    const body = new TranslatedBody(takeNewFrom(answers));
    const out: string[] = [];
    body.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const ended = new Promise((resolve) => body.on("end", resolve));
    steps(body);
    body.end();
    await ended;
    return out;
  }
  /** The render's takeNew: what each call finds new, in turn. */
  function takeNewFrom(answers: string[]) {
    return () => answers.shift() ?? "";
  }

  it("puts a part's new namespaces before that part, and the last ones at the end", async () => {
    const chunks = await chunksOf(
      (body) => {
        body.write("<html>shell</html>"); // its own block is inside it
        body.flush(); // React: the shell is out
        body.write("<div>part 1</div>"); // rendered with order, new
        body.flush();
        body.write("<div>part 2</div>"); // nothing new
        body.write("<script>still part 2</script>");
        body.flush();
      },
      ['{"en-US":{"order":{}}}', "", '{"en-US":{"air":{}}}'],
    ); // the stream ends with air new (the last part's)
    expect(chunks.join("")).toBe(
      "<html>shell</html>" +
        '<script type="application/json" data-translations>{"en-US":{"order":{}}}</script>' +
        "<div>part 1</div>" +
        "<div>part 2</div><script>still part 2</script>" +
        '<script type="application/json" data-translations>{"en-US":{"air":{}}}</script>',
    );
  });

  it("hands each part on as one chunk, its new namespaces as one before it", async () => {
    const out = await chunksOf(
      (body) => {
        ["<html>", "shell", "</html>"].forEach((chunk) => body.write(chunk));
        body.flush();
        ["<div>", "part 1", "</div>"].forEach((chunk) => body.write(chunk));
        body.flush();
      },
      ['{"en-US":{"air":{}}}'],
    );
    expect(out).toEqual([
      "<html>shell</html>",
      '<script type="application/json" data-translations>{"en-US":{"air":{}}}</script>',
      "<div>part 1</div>",
    ]);
  });

  it("keeps a part's end in place when the reader is slow", async () => {
    const body = new TranslatedBody(takeNewFrom(['{"en-US":{"order":{}}}']));
    const shell = `<html><input name="${"x".repeat(40_000)}"></html>`;
    body.write(shell.slice(0, 20_000)); // fills the read buffer: nobody reads yet
    body.write(shell.slice(20_000)); // so this waits, untransformed, when flush() comes
    body.flush();
    body.write("<div>part 1</div>");
    body.end();
    const out: string[] = [];
    for await (const chunk of body) out.push(String(chunk));
    expect(out.join("")).toBe(
      shell +
        '<script type="application/json" data-translations>{"en-US":{"order":{}}}</script>' +
        "<div>part 1</div>",
    );
  });
});
