import { describe, expect, it } from "vitest";
import {
  firstDeadline,
  groupDeadlines,
  timeLeft,
  timeLeftText,
  windowRange,
  type TimeLeftWords,
} from "./deadline";

const en: TimeLeftWords = {
  days: (n) => `${n} d`,
  hours: (n) => `${n} h`,
  minutes: (n) => `${n} min`,
  ahead: (time) => `in ${time}`,
  ago: (time) => `${time} ago`,
  underAMinuteAhead: "in less than a minute",
  underAMinuteAgo: "less than a minute ago",
};
const zhCN: TimeLeftWords = {
  days: (n) => `${n} 天`,
  hours: (n) => `${n} 小时`,
  minutes: (n) => `${n} 分钟`,
  ahead: (time) => `${time}后`,
  ago: (time) => `已逾期 ${time}`,
  underAMinuteAhead: "不到 1 分钟后",
  underAMinuteAgo: "已逾期不到 1 分钟",
};

const MIN = 60_000;
const now = Date.parse("2026-11-23T08:00:00Z");

describe("time left", () => {
  it("splits whole days, hours and minutes, rounded down", () => {
    expect(timeLeft(now + 320 * MIN + 59_000, now)).toEqual({
      overdue: false,
      days: 0,
      hours: 5,
      minutes: 20,
      underAMinute: false,
    });
    expect(timeLeft(now + (2 * 1440 + 61) * MIN, now)).toMatchObject({
      days: 2,
      hours: 1,
      minutes: 1,
    });
  });

  it("is overdue at and after the deadline", () => {
    expect(timeLeft(now, now).overdue).toBe(true);
    expect(timeLeft(now - 125 * MIN, now)).toMatchObject({ overdue: true, hours: 2, minutes: 5 });
  });

  it("reads in the agent's language", () => {
    expect(timeLeftText(timeLeft(now + 320 * MIN, now), en, "en-US")).toBe("in 5 h 20 min");
    expect(timeLeftText(timeLeft(now + 320 * MIN, now), zhCN, "zh-CN")).toBe("5 小时 20 分钟后");
    expect(timeLeftText(timeLeft(now + 3 * 60 * MIN, now), en, "en-US")).toBe("in 3 h");
    expect(timeLeftText(timeLeft(now + (1440 + 5) * MIN, now), en, "en-US")).toBe("in 1 d 5 min");
    expect(timeLeftText(timeLeft(now - 90 * MIN, now), en, "en-US")).toBe("1 h 30 min ago");
    expect(timeLeftText(timeLeft(now + 30_000, now), en, "en-US")).toBe("in less than a minute");
    expect(timeLeftText(timeLeft(now - 30_000, now), zhCN, "zh-CN")).toBe("已逾期不到 1 分钟");
  });

  it("does not move across a daylight-saving change: instants, not wall clocks", () => {
    // New York falls back on 2026-11-01 at 02:00 local: 6 wall-clock hours, 7 real hours.
    const before = Date.parse("2026-11-01T00:30:00-04:00");
    const after = Date.parse("2026-11-01T06:30:00-05:00");
    expect(timeLeftText(timeLeft(after, before), en, "en-US")).toBe("in 7 h");
    // The same deadline written with another offset is the same instant.
    expect(firstDeadline({ bookingDeadline: "2026-11-23T16:00:00+08:00" })!.at).toBe(
      Date.parse("2026-11-23T08:00:00Z"),
    );
  });
});

describe("deadlines of a booking", () => {
  it("takes the earlier of the ticketing and fare deadlines", () => {
    expect(
      firstDeadline({
        bookingDeadline: "2026-11-24T00:00:00Z",
        fareDeadline: "2026-11-23T12:00:00Z",
      }),
    ).toMatchObject({ kind: "fare", at: Date.parse("2026-11-23T12:00:00Z") });
    expect(
      firstDeadline({ bookingDeadline: "2026-11-23T10:00:00Z", fareDeadline: "" }),
    ).toMatchObject({ kind: "ticketing" });
    expect(firstDeadline({ bookingDeadline: "", fareDeadline: "soon" })).toBeNull();
  });

  it("has no deadline once the booking is cancelled, completed, paid or closed", () => {
    const deadlines = { bookingDeadline: "2026-11-24T00:00:00Z", fareDeadline: "" };
    for (const bookStatus of [
      "BOOKING_CANCELLED",
      "BOOKING_COMPLETED",
      "BOOKING_PAID",
      "BOOKING_CLOSED",
    ])
      expect(firstDeadline({ ...deadlines, bookStatus })).toBeNull();
    expect(firstDeadline({ ...deadlines, bookStatus: "BOOKING_CONFIRMED" })).toMatchObject({
      kind: "ticketing",
    });
  });

  it("groups soonest first and overdue apart, most recently missed first, without repeats", () => {
    const row = (bookingId: string, minutes: number) => ({
      bookingId,
      bookingDeadline: new Date(now + minutes * MIN).toISOString(),
      fareDeadline: new Date(now + minutes * MIN).toISOString(),
    });
    const { soon, overdue } = groupDeadlines(
      [row("a", 300), row("b", 20), row("c", -60), row("d", -5), row("b", 20), row("e", 0)],
      now,
    );
    expect(soon.map((e) => e.row.bookingId)).toEqual(["b", "a"]);
    expect(overdue.map((e) => e.row.bookingId)).toEqual(["e", "d", "c"]);
  });

  it("asks for [now, now + window) in UTC", () => {
    expect(windowRange("24h", now)).toEqual({
      from: "2026-11-23T08:00:00.000Z",
      to: "2026-11-24T08:00:00.000Z",
    });
    expect(windowRange("7d", now).to).toBe("2026-11-30T08:00:00.000Z");
  });
});
