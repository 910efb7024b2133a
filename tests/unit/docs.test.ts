// The map must match the house: every path, link and decision record the docs name exists, and
// every record is in both indexes. A renamed file, a removed record or a new record nobody
// indexed fails here instead of misleading the next reader.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const DECISIONS = join(ROOT, "docs/decisions");

const markdownIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? markdownIn(join(dir, e.name))
      : e.name.endsWith(".md")
        ? [join(dir, e.name)]
        : [],
  );

/** Every page a reader is sent to: docs/ (records included) and the folder guides. */
const DOCS = [
  ...markdownIn("docs"),
  "app/README.md",
  "README.md",
  "bench/README.md",
  "mocks/README.md",
].filter((f) => existsSync(join(ROOT, f)));

/** Made by a build or a run, never in a fresh clone: named as places output goes. */
const GENERATED =
  /^(build|\.builds|public\/build|node_modules|test-results|playwright-report|data)(\/|$)/;

/** The repository's files and folders (what a fresh clone has). */
const FILES: string[] = [];
(function walk(dir: string) {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${e.name}` : e.name;
    if (e.name === ".git" || GENERATED.test(path)) continue;
    FILES.push(path);
    if (e.isDirectory()) walk(path);
  }
})("");

/** The files of installed packages our patches change (records name them inside the package). */
const PATCHED = readdirSync(join(ROOT, "patches")).flatMap((f) =>
  [...readFileSync(join(ROOT, "patches", f), "utf8").matchAll(/^\+\+\+ b\/(\S+)/gm)].map(
    (m) => m[1]!,
  ),
);

const records = readdirSync(DECISIONS).filter((f) => /^\d{4}-.+\.md$/.test(f));
const recordNumbers = new Set(records.map((f) => f.slice(0, 4)));

/** Markdown without fenced blocks' commands (a code fence holds shell, not a map). */
const prose = (text: string) => text.replace(/^```(?:sh|bash|console)\n[\s\S]*?^```/gm, "");

/** Heading anchors as GitHub makes them. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .replace(/<[^>]+>/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/**
 * Where a path named in `doc` may live: beside the doc, at the repository's root, or under app/
 * (the docs name app's modules by their layer: `session/flow.server.ts`).
 */
function candidates(doc: string, path: string) {
  return [join(dirname(doc), path), path, join("app", path)].map((p) => join(ROOT, p));
}

const TOP_FOLDERS = new Set(
  [ROOT, join(ROOT, "app")].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && e.name !== "node_modules")
      .map((e) => e.name),
  ),
);

/** A backticked token that names a file or folder of ours (not a URL, rule name or command). */
function pathIn(token: string): string | null {
  const t = token.replace(/[:,.;]$/, "");
  if (/\s|=|^[/~@$-]|:\/\//.test(t) || (!t.includes("/") && !/\.\w+$/.test(t))) return null;
  // A glob or an elided name: the part before the first wildcard must exist.
  const plain = t.split(/[*…<{(]/)[0]!;
  if (plain !== t) return plain.includes("/") ? plain.replace(/[^/]*$/, "") : null;
  const extension = /\.(ts|tsx|js|mjs|cjs|md|json|css|sql|yml|yaml|sh|snap|txt|html)$/.test(t);
  if (extension || t.endsWith("/") || TOP_FOLDERS.has(t.split("/")[0]!)) return t;
  return null;
}

/** `removed` stands right after a path a record names as gone: it must be gone. */
type Named = { doc: string; line: number; what: string; removed?: boolean };

function namedPaths(doc: string): Named[] {
  const text = prose(readFileSync(join(ROOT, doc), "utf8"));
  const found: Named[] = [];
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(/`([^`\n]+)`/g)) {
      const path = pathIn(m[1]!);
      const removed = /^,? \(?removed\b/.test(line.slice(m.index + m[0].length));
      if (path && !GENERATED.test(path)) found.push({ doc, line: i + 1, what: path, removed });
    }
  });
  return found;
}

function namedLinks(doc: string): Named[] {
  const text = prose(readFileSync(join(ROOT, doc), "utf8"));
  const found: Named[] = [];
  text.split("\n").forEach((line, i) => {
    const targets = [
      ...[...line.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/^\[[^\]]+\]: +(\S+)/g)].map((m) => m[1]!),
    ];
    for (const target of targets)
      if (!/^(https?:|mailto:)/.test(target)) found.push({ doc, line: i + 1, what: target });
  });
  return found;
}

/** Beside the doc, from the root or app/, or by its tail (`lookup-combobox.tsx`, `activity/x.ts`). */
function exists(doc: string, path: string): boolean {
  // `docs/behaviour.md#anchor`, as comments cite it: the page and its heading.
  const [page, anchor] = path.split("#");
  if (anchor !== undefined) {
    const file = candidates(doc, page!).find((c) => existsSync(c));
    return !!file && anchorsOf(readFileSync(file, "utf8")).has(anchor);
  }
  const p = path.replace(/\/$/, "");
  const tail = (f: string) => f === p || f.endsWith(`/${p}`);
  return candidates(doc, p).some((c) => existsSync(c)) || FILES.some(tail) || PATCHED.some(tail);
}

function linkHolds(doc: string, target: string): boolean {
  const [path, anchor] = target.split("#");
  const file = path ? join(ROOT, dirname(doc), path) : join(ROOT, doc);
  if (!existsSync(file)) return false;
  if (!anchor || statSync(file).isDirectory() || !file.endsWith(".md")) return true;
  return anchorsOf(readFileSync(file, "utf8")).has(anchor);
}

/** Four-digit record numbers a doc names: `[0001]`, "record 0020", "records 0070 and 0071". */
function namedRecords(doc: string): Named[] {
  const text = prose(readFileSync(join(ROOT, doc), "utf8"));
  const found: Named[] = [];
  text.split("\n").forEach((line, i) => {
    const numbers = [
      ...[...line.matchAll(/\[(\d{4})\]/g)].map((m) => m[1]!),
      ...[...line.matchAll(/\brecords? ((?:\d{4}(?:,? (?:and )?)?)+)/gi)].flatMap(
        (m) => m[1]!.match(/\d{4}/g) ?? [],
      ),
      ...[...line.matchAll(/decisions\/(\d{4})/g)].map((m) => m[1]!),
    ];
    for (const what of numbers) found.push({ doc, line: i + 1, what });
  });
  return found;
}

/** Source files whose comments cite pages too: app/, server/, mocks/ and server.ts. */
const SOURCES = FILES.filter(
  (f) => /^(app|server|mocks)\/.+\.(ts|tsx|css)$/.test(f) || f === "server.ts",
);

/**
 * `docs/behaviour.md#anchor`, `bench/README.md#…`, `docs/decisions/00xx-….md` as comments cite
 * them.
 */
function citedPages(file: string): Named[] {
  const found: Named[] = [];
  readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .forEach((line, i) => {
      for (const m of line.matchAll(/\b(?:docs|bench)\/[\w./-]+\.md(?:#[\w-]+)?/g))
        found.push({ doc: file, line: i + 1, what: m[0] });
    });
  return found;
}

const shown = (n: Named[]) => n.map((x) => `${x.doc}:${x.line} ${x.what}`);

describe("the docs match the code", () => {
  it("reads the pages it should", () => {
    expect(DOCS).toEqual(
      expect.arrayContaining([
        "docs/architecture.md",
        "docs/decisions/README.md",
        "app/README.md",
        "docs/back-office.md",
        "docs/behaviour.md",
      ]),
    );
    expect(records.length).toBeGreaterThan(30);
  });

  it("every path a doc names exists", () => {
    const named = DOCS.flatMap(namedPaths);
    expect(named.length).toBeGreaterThan(100);
    expect(shown(named.filter((n) => exists(n.doc, n.what) === !!n.removed))).toEqual([]);
  });

  it("every link leads to a file, and to a heading when it names one", () => {
    const named = DOCS.flatMap(namedLinks);
    expect(shown(named.filter((n) => !linkHolds(n.doc, n.what)))).toEqual([]);
  });

  it("every decision record a doc names exists", () => {
    const named = DOCS.flatMap(namedRecords);
    expect(named.length).toBeGreaterThan(30);
    expect(shown(named.filter((n) => !recordNumbers.has(n.what)))).toEqual([]);
  });

  it("every page and heading a code comment cites exists", () => {
    const cited = SOURCES.flatMap(citedPages);
    expect(cited.length).toBeGreaterThan(100);
    expect(shown(cited.filter((n) => !exists("", n.what)))).toEqual([]);
  });

  it("code cites what a reader can open, not issues or the private spec", () => {
    const cites = /[Ii]ssues? \d+|[Ss]pec 0[12]|simulator\.md|DESIGN\.md/;
    const hits = SOURCES.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (cites.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it.each(["docs/decisions/README.md", "docs/architecture.md"])(
    "%s indexes every record",
    (index) => {
      const links = new Set(
        namedLinks(index).map((n) => relative(DECISIONS, join(ROOT, dirname(index), n.what))),
      );
      expect(records.filter((r) => !links.has(r))).toEqual([]);
    },
  );
});
