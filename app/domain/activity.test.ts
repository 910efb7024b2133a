import { describe, expect, it } from "vitest";
import { agencyCsvTime } from "./activity";

describe("the audit log CSV's time", () => {
  it("is the agency's wall-clock time with its offset named", () => {
    expect(agencyCsvTime("2026-11-28T02:32:05.123Z", "Asia/Hong_Kong")).toBe(
      "2026-11-28 10:32:05 GMT+8",
    );
    expect(agencyCsvTime("2026-11-27T23:59:00Z", "Asia/Hong_Kong")).toBe(
      "2026-11-28 07:59:00 GMT+8",
    );
    expect(agencyCsvTime("2026-07-01T12:00:00Z", "America/New_York")).toBe(
      "2026-07-01 08:00:00 GMT-4",
    );
  });

  it("leaves a text that is no instant as it is", () => {
    expect(agencyCsvTime("soon", "Asia/Hong_Kong")).toBe("soon");
  });
});
