import { describe, expect, it } from "vitest";
import { dayPart, durationMinutes, minutesOfDay, quarterBucket } from "./time";

describe("time buckets", () => {
  it("puts times in the four six-hour buckets, edges included", () => {
    expect(quarterBucket("2026-12-01T00:00")).toBe("0");
    expect(quarterBucket("2026-12-01T05:59")).toBe("0");
    expect(quarterBucket("06:00")).toBe("1");
    expect(quarterBucket("11:59")).toBe("1");
    expect(quarterBucket("12:00")).toBe("2");
    expect(quarterBucket("17:59")).toBe("2");
    expect(quarterBucket("18:00")).toBe("3");
    expect(quarterBucket("2359")).toBe("3");
    expect(quarterBucket("nonsense")).toBeUndefined();
    expect(quarterBucket("24:00")).toBeUndefined();
  });

  it("uses the second scheme with an evening that wraps past midnight", () => {
    expect(dayPart("05:00")).toBe("morning");
    expect(dayPart("11:59")).toBe("morning");
    expect(dayPart("12:00")).toBe("afternoon");
    expect(dayPart("17:59")).toBe("afternoon");
    expect(dayPart("18:00")).toBe("evening");
    expect(dayPart("00:30")).toBe("evening");
    expect(dayPart("04:59")).toBe("evening");
  });

  it("reads minutes and durations", () => {
    expect(minutesOfDay("2026-12-01T13:45")).toBe(825);
    expect(durationMinutes({ useHour: 13, useMinute: 5 })).toBe(785);
  });
});
