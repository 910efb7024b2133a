import { describe, expect, it } from "vitest";
import { formSchemas, otherSchemas } from "./schemas.fixture";

const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./*.fixture.ts"],
  {
    eager: true,
  },
);

describe("schemas.fixture", () => {
  it("lists every schema app/forms exports", () => {
    const exported = Object.values(modules).flatMap((module) =>
      Object.keys(module).filter((name) => /Schema$/.test(name)),
    );
    expect(exported.length).toBeGreaterThan(20);
    const listed = new Set([...Object.keys(formSchemas), ...Object.keys(otherSchemas)]);
    expect(exported.filter((name) => !listed.has(name))).toEqual([]);
  });
});
