import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database.server";
import { addUsage, purgeUsage, usageByDay } from "./usage.server";

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
}, 120_000);
afterAll(() => close());

const hour = (iso: string) => new Date(iso);
const counts = (searches: number, bookings: number, automaticSearches = 0, failures = 0) => ({
  searches,
  bookings,
  automaticSearches,
  failures,
});

describe("the hourly usage roll-up", () => {
  it("adds what each instance counted to the same hour, and reads it by agency day", async () => {
    // Two instances write the same hours: their counts add up, never overwrite.
    await addUsage(db, [
      { companyCode: "HBT", hour: hour("2026-03-01T01:00:00Z"), ...counts(10, 1, 4, 1) },
      { companyCode: "KLT", hour: hour("2026-03-01T01:00:00Z"), ...counts(3, 0) },
    ]);
    await addUsage(db, [
      { companyCode: "HBT", hour: hour("2026-03-01T01:00:00Z"), ...counts(5, 1, 2) },
      // 17:00 UTC is the next day in Hong Kong (UTC+8).
      { companyCode: "HBT", hour: hour("2026-03-01T17:00:00Z"), ...counts(7, 2, 9) },
    ]);
    const days = await usageByDay(db, {
      from: hour("2026-02-28T00:00:00Z"),
      until: hour("2026-03-03T00:00:00Z"),
      zone: "Asia/Hong_Kong",
    });
    expect(days).toEqual([
      {
        companyCode: "HBT",
        day: "2026-03-02",
        searches: 7,
        automaticSearches: 9,
        peakAutomaticHour: 9,
        bookings: 2,
        failures: 0,
      },
      {
        companyCode: "HBT",
        day: "2026-03-01",
        searches: 15,
        automaticSearches: 6,
        peakAutomaticHour: 6,
        bookings: 2,
        failures: 1,
      },
      {
        companyCode: "KLT",
        day: "2026-03-01",
        searches: 3,
        automaticSearches: 0,
        peakAutomaticHour: 0,
        bookings: 0,
        failures: 0,
      },
    ]);
    const klt = await usageByDay(db, {
      from: hour("2026-02-28T00:00:00Z"),
      until: hour("2026-03-03T00:00:00Z"),
      zone: "Asia/Hong_Kong",
      companyCode: "KLT",
    });
    expect(klt.map((d) => d.companyCode)).toEqual(["KLT"]);
  });

  it("purges hours before the retention bound", async () => {
    await addUsage(db, [
      { companyCode: "OLD", hour: hour("2024-01-01T00:00:00Z"), ...counts(1, 0) },
    ]);
    expect(await purgeUsage(db, hour("2025-01-01T00:00:00Z"))).toBe(1);
  });
});
