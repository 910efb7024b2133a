// Who sees which company's use on the Usage page: a company's admin only their own company's
// rows, a system admin every company's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserInfoSchema } from "~/contracts/user";
import { closeDatabase, database } from "~/db/database.server";
import { addUsage } from "~/db/usage.server";
import { usagePage } from "./usage.server";

beforeAll(() => database(), 120_000); // the embedded database and its migrations
afterAll(() => closeDatabase());

const today = "2026-03-10";
const user = (companyCode: string, flags: { customerAdmin?: boolean; systemAdmin?: boolean }) =>
  UserInfoSchema.parse({ id: `U-${companyCode}`, companyCode, ...flags });
const companies = (lines: { companyCode: string }[]) =>
  [...new Set(lines.map((l) => l.companyCode))].sort();

describe("the Usage page's rows", () => {
  it("shows a company's admin their own company only, a system admin every company", async () => {
    // 02:00 UTC is 10:00 on the same day in Hong Kong (the agency zone of the tests).
    const hour = new Date(`${today}T02:00:00Z`);
    const counts = { searches: 9, bookings: 3, automaticSearches: 0, failures: 0 };
    await addUsage(await database(), [
      { companyCode: "HBT", hour, ...counts },
      { companyCode: "KLT", hour, ...counts, searches: 4 },
    ]);

    const klt = await usagePage(user("KLT", { customerAdmin: true }), today);
    expect(companies(klt.lines)).toEqual(["KLT"]);
    expect(klt.lines[0]).toMatchObject({ day: today, searches: 4, bookings: 3 });
    expect(klt.allCompanies).toBe(false);

    const hbt = await usagePage(user("HBT", { customerAdmin: true }), today);
    expect(companies(hbt.lines)).toEqual(["HBT"]);
    expect(hbt.lines[0]).toMatchObject({ searches: 9 });

    // A company with no use sees nothing at all, never another company's rows.
    expect((await usagePage(user("NEW", { customerAdmin: true }), today)).lines).toEqual([]);

    const ops = await usagePage(user("OPS", { systemAdmin: true }), today);
    expect(companies(ops.lines)).toEqual(["HBT", "KLT"]);
    expect(ops.allCompanies).toBe(true);
  });
});
