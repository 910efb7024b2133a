import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingEvents,
  LOG_COUNT_CAP,
  logPage,
  logRows,
  logRowsQuery,
  logUsers,
} from "./activity.server";
import { openDatabase, type Database } from "./database.server";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
  // 10,005 events of company C1 (three users, one in ten refused), one of company C2.
  await db.execute(sql`
    insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name,
      action, target_kind, target_id, outcome)
    select 'e' || g, now() - g * interval '1 minute', 'C1', (g % 3)::text, 'user' || (g % 3),
      'User', 'book', 'booking', 'B' || (g % 50), case when g % 10 = 0 then 'refused' else 'done' end
    from generate_series(1, ${LOG_COUNT_CAP + 5}) g`);
  await db.execute(sql`
    insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name,
      action, target_kind, target_id, outcome)
    values ('other', now(), 'C2', '9', 'stranger', 'S', 'book', 'booking', 'B1', 'done')`);
}, 120_000);

afterAll(() => close());

describe("the audit log's queries", () => {
  it("counts up to the cap and says there are more", async () => {
    const page = await logPage(db, { companyCode: "C1" }, 0, 10);
    expect(page).toMatchObject({ total: LOG_COUNT_CAP, more: true });
    expect(page.rows.map((r) => r.id)).toEqual([
      "e1",
      "e2",
      "e3",
      "e4",
      "e5",
      "e6",
      "e7",
      "e8",
      "e9",
      "e10",
    ]);
  });

  it("counts exactly below the cap", async () => {
    const page = await logPage(db, { companyCode: "C1", outcome: "refused" }, 0, 10);
    expect(page).toMatchObject({ total: 1000, more: false });
    expect(page.rows.every((r) => r.outcome === "refused")).toBe(true);
    expect(await logPage(db, { companyCode: "C2" }, 0, 10)).toMatchObject({ total: 1 });
  });

  it("lists the company's logins once each, in order, and no other company's", async () => {
    expect(await logUsers(db, "C1")).toEqual(["user0", "user1", "user2"]);
    expect(await logUsers(db, "C2")).toEqual(["stranger"]);
  });

  it("pages newest first through the index on the filter (a backward scan)", async () => {
    const rows = await logRows(db, { companyCode: "C1", userLogin: "user1" }, 10, 5);
    expect(rows.map((r) => r.id)).toEqual(["e31", "e34", "e37", "e40", "e43"]);
    const { rows: plan } = (await db.execute(
      sql`explain ${logRowsQuery(db, { companyCode: "C1", userLogin: "user1" }, 10, 5)}`,
    )) as { rows: { "QUERY PLAN": string }[] };
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(
      /Index Scan Backward using activity_company_user_time/,
    );
    const timeline = await bookingEvents(db, "C1", "B7", 20);
    expect(timeline).toHaveLength(20);
    expect(timeline[0].id).toBe("e7");
  });
});
