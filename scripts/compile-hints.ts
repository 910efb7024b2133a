// Run after `remix build` (npm run build): marks the browser's bigger scripts with V8's explicit
// compile hint (Chrome and Edge 136 on; other browsers read it as a comment). Nearly every
// function the portal ships runs while a page loads (module evaluation, hydration); compiled
// lazily, each one compiles on the main thread at its first call. With the hint V8 compiles the
// whole script as it streams in, off the main thread (issue 13, total blocking time). Scripts
// under 4 KB compile in next to no time; the hint's ~30 bytes would only count against the
// 110 KB script budget.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import remixConfig from "../remix.config.js";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
export const HINTED_FROM_BYTES = 4096;

/** Adds the hint to every script of `dir` (recursively) from the size on; returns those files. */
export async function addCompileHints(dir: string): Promise<string[]> {
  const hinted: string[] = [];
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith(".js")) continue;
    const file = path.join(dir, name);
    const code = await readFile(file);
    if (code.length < HINTED_FROM_BYTES || code.toString("utf8").startsWith(COMPILE_HINT)) continue;
    await writeFile(file, Buffer.concat([Buffer.from(COMPILE_HINT), code]));
    await shiftSourceMap(`${file}.map`);
    hinted.push(file);
  }
  return hinted;
}

// The hint takes a line of its own, so the generated code moves down one line.
async function shiftSourceMap(file: string) {
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return;
  const map = JSON.parse(text) as { mappings: string };
  await writeFile(file, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = remixConfig.assetsBuildDirectory;
  if (!dir) throw new Error("remix.config.js names no assetsBuildDirectory");
  const hinted = await addCompileHints(dir);
  console.log(`compile hints: ${hinted.length} scripts in ${dir}`);
}
