import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { addCompileHints, COMPILE_HINT, HINTED_FROM_BYTES } from "../../scripts/compile-hints";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const big = `export function a(){return 1}\n${"// filler\n".repeat(HINTED_FROM_BYTES / 10)}`;
const small = "export const b=2;\n";

describe("addCompileHints", () => {
  test("hints the bigger scripts once, in every folder, and leaves the rest as they were", async () => {
    await mkdir(path.join(dir, "_shared"));
    await writeFile(path.join(dir, "_shared/chunk-A.js"), big);
    await writeFile(path.join(dir, "root-B.js"), big);
    await writeFile(path.join(dir, "chunk-C.js"), small);
    await writeFile(path.join(dir, "tailwind-D.css"), big);

    const first = await addCompileHints(dir);
    const second = await addCompileHints(dir);

    expect(first.map((f) => path.relative(dir, f)).sort()).toEqual([
      "_shared/chunk-A.js",
      "root-B.js",
    ]);
    expect(second).toEqual([]);
    expect(await readFile(path.join(dir, "_shared/chunk-A.js"), "utf8")).toBe(COMPILE_HINT + big);
    expect(await readFile(path.join(dir, "chunk-C.js"), "utf8")).toBe(small);
    expect(await readFile(path.join(dir, "tailwind-D.css"), "utf8")).toBe(big);
  });

  test("moves a source map's generated lines down by the hint's line", async () => {
    const map = { version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" };
    await writeFile(path.join(dir, "root-B.js"), big);
    await writeFile(path.join(dir, "root-B.js.map"), JSON.stringify(map));

    await addCompileHints(dir);
    await addCompileHints(dir);

    const shifted = JSON.parse(await readFile(path.join(dir, "root-B.js.map"), "utf8"));
    expect(shifted).toEqual({ ...map, mappings: ";AAAA;AACA" });
  });
});
