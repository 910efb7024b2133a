import { describe, expect, it } from "vitest";
import { dayBefore, laterDay } from "./date-bounds";

describe("date bounds of the search pickers", () => {
  it("the day before a chosen date; nothing for an empty or partial one", () => {
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("")).toBeUndefined();
    expect(dayBefore("2026-13-01")).toBeUndefined();
  });
  it("never earlier than today", () => {
    expect(laterDay("2026-01-10", "2026-01-09")).toBe("2026-01-10");
    expect(laterDay("2026-01-10", "2026-02-01")).toBe("2026-02-01");
    expect(laterDay("2026-01-10", undefined)).toBe("2026-01-10");
  });
});
