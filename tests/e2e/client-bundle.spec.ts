import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COMPILE_HINT, HINTED_FROM_BYTES } from "../../scripts/compile-hints";

// Issue 13, 29 (≤ 120 KB gzip of script on every page): zod, conform's zod adapter and luxon stay on
// the server. The browser gets the constraints and field checks derived from the schemas
// (forms/field-rules), runs its forms on conform's useForm (issue 29: its runtime, ~6 KB gz, is
// welcome; its zod adapter is not) and formats dates and money with Intl. This reads the built client assets
// for text only those libraries contain; the same text is looked up in the libraries themselves,
// so a marker that no longer matches their code fails here instead of passing for nothing.

const root = process.cwd();
const assets = path.resolve(root, process.env.PORTAL_BUILD_DIR ?? "", "public/build");

const libraries = [
  // zod's class names ($constructor("$ZodType", …)) survive minification; so does `_zod.def`,
  // the property through which zod and conform's adapter read a schema.
  { name: "zod", markers: ['"$ZodType"', "_zod.def"], dir: "node_modules/zod/v4/core" },
  { name: "@conform-to/zod", markers: ["_zod.def"], dir: "node_modules/@conform-to/zod/dist/v4" },
  // luxon's messages for invalid dates.
  { name: "luxon", markers: ["Invalid DateTime", "unparsable"], dir: "node_modules/luxon/src" },
];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ext.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// One run is enough: no browser involved.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "reads the build once");

test("no zod, conform's zod adapter or luxon in the browser's scripts", async () => {
  const scripts = files(assets, /\.js$/);
  expect(scripts.length, `client scripts in ${assets}`).toBeGreaterThan(10);
  const found: string[] = [];
  for (const library of libraries) {
    const source = files(path.resolve(root, library.dir), /\.m?js$/).map((f) =>
      readFileSync(f, "utf8"),
    );
    for (const marker of library.markers) {
      expect(
        source.some((text) => text.includes(marker)),
        `${library.name} contains ${marker}`,
      ).toBe(true);
      for (const script of scripts)
        if (readFileSync(script, "utf8").includes(marker))
          found.push(`${path.relative(assets, script)}: ${library.name} (${marker})`);
    }
  }
  expect(found).toEqual([]);
});

// The classic compiler stands in an empty CommonJS module for every `.server` module a route
// imports; esbuild kept each as a chunk of its own (up to ten more requests and ~1 KB gz a page).
// patches/@remix-run+dev+*.patch marks the stand-ins free of side effects so they drop out.
test("no empty stand-ins for server modules among the browser's scripts", () => {
  // (Resource routes' own modules are such stand-ins too, but no page loads them.)
  const standIns = files(path.join(assets, "_shared"), /\.js$/).filter((script) =>
    // `module.exports = {}` inside esbuild's CommonJS wrapper, minified: `(t,o)=>{o.exports={}}`.
    /\(\w+,(\w+)\)=>\{\1\.exports=\{\}\}/.test(readFileSync(script, "utf8")),
  );
  expect(standIns.map((script) => path.relative(assets, script))).toEqual([]);
});

// A value a page's code takes from a `.server` module (a constant, a class) is that stand-in's
// nothing in the browser: the page is right on the server and wrong once hydrated. The build's
// metafile names every browser script built from a stand-in.
test("no browser script takes a value from a server module", () => {
  const dir = process.env.PORTAL_BUILD_DIR;
  const metafile = path.resolve(root, dir ? `${dir}/server` : "build", "metafile.js.json");
  const { outputs } = JSON.parse(readFileSync(metafile, "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const using = Object.entries(outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((i) => i.startsWith("empty-module:")))
    .map(([file, output]) => [
      path.basename(file),
      Object.keys(output.inputs).filter((i) => i.startsWith("empty-module:")),
    ]);
  expect(using).toEqual([]);
});

// `npm run build` marks the bigger scripts for eager compilation (scripts/compile-hints.ts); a
// build made without that step still works, only slower to start, so nothing else would notice.
test("the bigger browser scripts carry V8's compile hint", () => {
  const scripts = files(assets, /\.js$/).map((file) => ({ file, code: readFileSync(file) }));
  const big = scripts.filter(({ code }) => code.length >= HINTED_FROM_BYTES);
  expect(big.length, "scripts from the size on").toBeGreaterThan(5);
  const unhinted = big.filter(({ code }) => !code.toString("utf8").startsWith(COMPILE_HINT));
  expect(unhinted.map(({ file }) => path.relative(assets, file))).toEqual([]);
});

// Issue 29: Headless UI (combobox, menu) arrives with a look-up's or a menu's first use, never with
// a page. A page's first-load scripts are the entry's and its routes' modules with all they import
// (the manifest's lists); dynamic import() targets are not among them.
test("Headless UI is in no page's first-load scripts, only in the chunks loaded on first use", () => {
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const manifest = JSON.parse(
    readFileSync(path.join(assets, manifestFile!), "utf8")
      .replace(/^\/\/.*\n/, "") // the compile hint
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;$/, ""),
  ) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const read = (url: string) =>
    readFileSync(path.join(assets, url.replace(/^\/build\//, "")), "utf8");
  const firstLoad = new Set<string>();
  const visit = (url: string) => {
    if (firstLoad.has(url)) return;
    firstLoad.add(url);
    for (const [, a, b] of read(url).matchAll(/from"(\/build\/[^"]+)"|import"(\/build\/[^"]+)"/g))
      visit(a ?? b);
  };
  [manifest.entry.module, ...manifest.entry.imports].forEach(visit);
  for (const route of Object.values(manifest.routes))
    [route.module, ...(route.imports ?? [])].forEach(visit);

  // Ids Headless UI gives its parts; checked against the library so a rename fails here.
  const markers = ["headlessui-combobox-input-", "headlessui-menu-button-"];
  const library = files(path.resolve(root, "node_modules/@headlessui/react/dist"), /\.js$/).map(
    (f) => readFileSync(f, "utf8"),
  );
  const all = files(assets, /\.js$/).map((f) => "/build/" + path.relative(assets, f));
  for (const marker of markers) {
    expect(
      library.some((text) => text.includes(marker)),
      `@headlessui/react has ${marker}`,
    ).toBe(true);
    expect(all.filter((url) => read(url).includes(marker)).length, `a chunk with ${marker}`).toBe(
      1,
    );
  }
  expect(firstLoad.size).toBeGreaterThan(10);
  const found = [...firstLoad].filter((url) => markers.some((m) => read(url).includes(m)));
  expect(found).toEqual([]);
});
