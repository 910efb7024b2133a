import { describe, expect, it } from "vitest";
import { localiseValues } from "./format-values";

describe("dates in messages", () => {
  it("are written per locale, not as ISO dates", () => {
    expect(localiseValues({ max: "2026-12-10" }, "en-US")).toEqual({ max: "Dec 10, 2026" });
    expect(localiseValues({ max: "2026-12-10" }, "zh-CN")).toEqual({ max: "2026年12月10日" });
    expect(localiseValues({ max: "2026-12-10", n: 3, field: "Surname" }, "zh-HK")).toEqual({
      max: "2026年12月10日",
      n: 3,
      field: "Surname",
    });
  });
});
