import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MigrationFailed, migrationsFolder, openDatabase } from "./database.server";
import { activityEvents } from "./schema";

describe("the embedded database", () => {
  it("applies the migrations, and again on an already migrated folder changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "db-test-"));
    const first = await openDatabase({ dir });
    await first.db.execute(
      sql`insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name, action, target_kind, target_id, outcome) values ('e1', now(), 'C1', 'u', 'agent', 'A', 'book', 'booking', 'B1', 'done')`,
    );
    await first.close();
    const second = await openDatabase({ dir });
    const count = await second.db.$count(activityEvents);
    expect(count).toBe(1);
    await second.close();
  }, 120_000);

  it("a failing migration stops with a message that says so", async () => {
    const folder = mkdtempSync(join(tmpdir(), "db-migrations-"));
    cpSync(migrationsFolder(), folder, { recursive: true });
    writeFileSync(join(folder, "0000_activity.sql"), "create table broken (;");
    const opening = openDatabase({ dir: "memory://", migrations: folder });
    await expect(opening).rejects.toBeInstanceOf(MigrationFailed);
    await expect(opening).rejects.toThrow(/Database migration failed/);
  }, 120_000);
});
