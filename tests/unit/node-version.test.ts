import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { supportedNode, warnOnUnsupportedNode } from "../../server/node-version";

describe("the supported Node lines", () => {
  it("are 22.12 and later; 20 and early 22 are not", () => {
    for (const v of ["24.21.0", "22.12.0", "22.23.1", "26.0.0"])
      expect(supportedNode(v)).toBe(true);
    for (const v of ["20.20.2", "22.11.0", "18.20.4"]) expect(supportedNode(v)).toBe(false);
  });

  it("print one warning, as one JSON record, on an unsupported line only", () => {
    const warnings: [object, string][] = [];
    const logger = { warn: (obj: object, msg: string) => void warnings.push([obj, msg]) };
    expect(warnOnUnsupportedNode(logger, "24.21.0")).toBe(false);
    expect(warnings).toEqual([]);
    expect(warnOnUnsupportedNode(logger, "20.20.2")).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toMatchObject({ node: "20.20.2", supported: ">=22.12" });
    expect(warnings[0]![1]).toMatch(/unsupported Node\.js 20\.20\.2/);
  });

  it("match package.json's engines, and this test runs on one of them", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(">=22.12");
    expect(supportedNode(process.versions.node)).toBe(true);
  });
});
