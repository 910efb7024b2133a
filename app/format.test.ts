import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatClock,
  formatDay,
  formatLocalDateTime,
  formatMoment,
  formatMoney,
  isTimeZone,
  timeOf,
} from "./format";

describe("one formatter for the whole portal", () => {
  it("shows money with the currency code and two decimals, whatever the locale", () => {
    expect(formatMoney(5984, "HKD", "en-US")).toBe("HKD 5,984.00");
    expect(formatMoney(85000.5, "HKD", "zh-HK")).toBe("HKD 85,000.50");
    expect(formatMoney(12, "", "en-US")).toBe("HKD 12.00");
    expect(formatAmount(1234.5, "en-US")).toBe("1,234.50");
  });

  it("shows a booking timestamp in the agency's zone with the zone named", () => {
    const at = "2026-12-01T07:32:00.000Z";
    expect(formatMoment(at, "en-US", "Asia/Hong_Kong")).toBe("Dec 1, 2026, 15:32 GMT+8");
    expect(formatMoment(at, "en-US", "America/New_York")).toBe("Dec 1, 2026, 02:32 EST");
    expect(formatMoment(at, "zh-CN", "Asia/Hong_Kong")).toContain("15:32");
  });

  it("reads a timestamp without offset as the agency's own clock", () => {
    expect(formatMoment("2026-07-01 09:15:00", "en-US", "Asia/Hong_Kong")).toBe(
      "Jul 1, 2026, 09:15 GMT+8",
    );
    expect(formatMoment("2026-07-01T09:15", "en-US", "America/New_York")).toBe(
      "Jul 1, 2026, 09:15 EDT",
    );
    expect(formatMoment("soon", "en-US", "Asia/Hong_Kong")).toBe("soon");
  });

  it("never converts a flight time: the airport's local time as the back office gives it", () => {
    expect(formatLocalDateTime("2026-12-01T23:45:00", "en-US")).toBe("Dec 1, 2026, 23:45");
    expect(timeOf("2026-12-01T06:05")).toBe("06:05");
    expect(formatDay("2026-12-01", "en-US")).toBe("Dec 1, 2026");
    expect(formatDay("2026-12-01", "en-US", { weekday: true })).toBe("Tue, Dec 1, 2026");
    expect(formatDay("2026-12-01T23:30:00-10:00", "en-US")).toBe("Dec 1, 2026");
  });

  it("shows the agency's day of an instant, not the UTC day", () => {
    // 06:48 in Hong Kong is 22:48 UTC the day before.
    const deadline = "2026-11-25T22:48:00Z";
    expect(formatDay(deadline, "en-US", { timeZone: "Asia/Hong_Kong" })).toBe("Nov 26, 2026");
    expect(formatDay(deadline, "en-US", { timeZone: "America/New_York" })).toBe("Nov 25, 2026");
    expect(formatDay("2026-11-26T05:22:00+08:00", "en-US", { timeZone: "Asia/Hong_Kong" })).toBe(
      "Nov 26, 2026",
    );
    // Calendar days and wall-clock texts are never shifted.
    expect(formatDay("2026-12-01", "en-US", { timeZone: "America/New_York" })).toBe("Dec 1, 2026");
    expect(formatDay("2026-12-01T01:00", "en-US", { timeZone: "Asia/Hong_Kong" })).toBe(
      "Dec 1, 2026",
    );
  });

  it("prints plain spaces, so two ICU versions render the same text", () => {
    const all = [
      formatMoment("2026-12-01T07:32:00Z", "en-US", "Asia/Hong_Kong"),
      formatMoney(1, "USD", "en-US"),
      formatLocalDateTime("2026-12-01T10:00", "zh-HK"),
    ].join("");
    expect(all).not.toMatch(/[\u00a0\u202f]/);
  });

  it("knows a time zone from a typo", () => {
    expect(isTimeZone("Asia/Hong_Kong")).toBe(true);
    expect(isTimeZone("Asia/Hongkong_X")).toBe(false);
    expect(formatClock(Date.UTC(2026, 0, 1, 7, 8, 9), "en-US", "Asia/Hong_Kong")).toBe("15:08:09");
  });
});
