// A production install (`npm ci --omit=dev`) carries nothing only the simulator needs
// (docs/decisions/0093-simulator-out-of-production.md): the closure npm would install is listed
// and checked against the packages mocks/ imports and the portal itself does not.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);

/** The simulator's own packages, named so that a rename elsewhere cannot hide them. */
// exceljs left this list when the traveller directory's import came to read XLSX (record 0101).
const SIMULATOR_ONLY = ["msw", "oidc-provider", "smtp-server", "mailparser", "pdf-lib"];

/** Package names of `npm ls --omit=dev --all --parseable`: the production closure. */
async function productionClosure(): Promise<Set<string>> {
  // npm exits non-zero on a tree it finds odd (an extraneous package); its listing still stands.
  const { stdout } = await run("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const names = stdout
    .split("\n")
    .filter((line) => line.includes("node_modules/"))
    .map((line) => line.slice(line.lastIndexOf("node_modules/") + "node_modules/".length));
  return new Set(names);
}

/** The packages (not node's own modules, not files) that the repository's sources at `paths` import. */
async function packagesImportedBy(paths: string[]): Promise<Set<string>> {
  const { stdout } = await run("git", ["ls-files", "--", ...paths]);
  const files = stdout
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const names = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*"([^"./~][^"]*)"/g)) {
      if (spec.startsWith("node:") || builtinModules.includes(spec)) continue;
      const parts = spec.split("/");
      names.add(spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
    }
  }
  return names;
}

let closure: Set<string>;
beforeAll(async () => {
  closure = await productionClosure();
}, 120_000);

describe("the production install", () => {
  it("holds what the portal runs on", () => {
    for (const name of ["@remix-run/express", "react-dom", "ioredis", "pino", "patch-package"])
      expect(closure, name).toContain(name);
  });

  it("holds none of the simulator's own packages", () => {
    expect(SIMULATOR_ONLY.filter((name) => closure.has(name))).toEqual([]);
  });

  it("holds no package that only mocks/ imports", async () => {
    const portal = await packagesImportedBy(["app", "server", "server.ts", "scripts"]);
    const simulator = [...(await packagesImportedBy(["mocks"]))].filter(
      (name) => !portal.has(name),
    );
    expect(simulator).toEqual(expect.arrayContaining(["msw", "oidc-provider", "smtp-server"]));
    expect(simulator.filter((name) => closure.has(name))).toEqual([]);
  });
});
