// patches/react-dom: the server's streaming renderer (react-dom/server, Node build) collects a
// flush's markup as text and encodes it once per ~2 KB, instead of one TextEncoder.encodeInto per
// tag, attribute and text piece. The bytes must stay exactly what they were.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { createElement as h, Suspense, type ReactNode } from "react";
import type * as Server from "react-dom/server";
import { describe, expect, it } from "vitest";

// The production builds, as `npm start` runs them (tests run with NODE_ENV=test, which would pick
// the unpatched development build).
const require = createRequire(import.meta.url);
const builds = join(dirname(require.resolve("react-dom/package.json")), "cjs");
const streamingBuild = join(builds, "react-dom-server.node.production.min.js");
const { renderToPipeableStream } = require(streamingBuild) as typeof Server;
const { renderToString } = require(
  join(builds, "react-dom-server-legacy.node.production.min.js"),
) as typeof Server;

function streamed(node: ReactNode, options: { shellOnly?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(node, {
      [options.shellOnly ? "onShellReady" : "onAllReady"]: () => stream.pipe(out),
      onShellError: reject,
    });
  });
}

// Many small pieces, text of one to four bytes a character, and values that need escaping.
const rows = Array.from({ length: 300 }, (_, i) =>
  h(
    "tr",
    { key: i, className: "border-b", "data-row": `${i}"<&>` },
    h("td", null, `CX${i}`),
    h("td", null, "旅客 ", `陳大文 ${i}`, " <b>&amp;</b>"),
    h("td", { title: "é ✈ 🛫" }, "HKD ", (i * 1234.5).toFixed(2)),
  ),
);
const page = h("html", null, h("body", null, h("table", null, h("tbody", null, rows))));

describe("the patched streaming renderer", () => {
  it("is the patched build", () => {
    expect(readFileSync(streamingBuild, "utf8")).toContain("pendingText");
  });

  it("writes the same markup as renderToString, byte for byte", async () => {
    const html = await streamed(page);
    expect(html.length).toBeGreaterThan(40_000);
    expect(html).toBe(`<!DOCTYPE html>${renderToString(page)}`);
  });

  it("streams a suspended part after the shell, in order", async () => {
    let ready = false;
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    function Late() {
      if (!ready) throw later;
      return h("p", null, "後來 ".repeat(1000));
    }
    const rendering = streamed(
      h("div", null, "殼 ".repeat(1000), h(Suspense, { fallback: h("i", null, "…") }, h(Late))),
      { shellOnly: true },
    );
    setTimeout(() => {
      ready = true;
      release();
    }, 10);
    const html = await rendering;
    const shellEnd = html.indexOf("<!--$?-->");
    expect(shellEnd).toBeGreaterThan(0);
    expect(html.slice(0, shellEnd)).toBe(`<div>${"殼 ".repeat(1000)}`);
    expect(html).toContain(`<div hidden id="S:0"><p>${"後來 ".repeat(1000)}</p></div>`);
  });
});
