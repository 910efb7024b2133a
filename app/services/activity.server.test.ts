import { afterAll, describe, expect, it } from "vitest";
import { bookingEvents, logRows } from "~/db/activity.server";
import { closeDatabase, database } from "~/db/database.server";
import { activityOutbox } from "~/db/outbox.server";
import { activityEvents } from "~/db/schema";
import {
  activityWritten,
  flushOutbox,
  recordActivity,
  recordSignInFailure,
  stopActivityJobs,
} from "./activity.server";

const user = {
  id: "u1",
  loginName: "agent",
  surname: "Chan",
  givenName: "Tai Man",
  companyCode: "C1",
};

afterAll(async () => {
  await stopActivityJobs();
  await closeDatabase();
});

describe("recordActivity", () => {
  it("writes one event with its outcome, the catalogue code and the serial number", async () => {
    await database();
    await recordActivity(
      { user },
      {
        action: "issueTicket",
        target: { kind: "booking", id: "B-1", version: 2 },
        error: {
          kind: "envelope",
          errorType: 12,
          errorCode: 17,
          errorMsg: "failed",
          fields: [],
          serialno: "SN-9",
        },
      },
    );
    await activityWritten();
    const [row] = await bookingEvents(await database(), "C1", "B-1", 20);
    expect(row).toMatchObject({
      action: "issueTicket",
      outcome: "refused",
      errorCode: "12/17",
      serialNo: "SN-9",
      targetVersion: 2,
      userLogin: "agent",
      userName: "Chan Tai Man",
    });
    // Another company asking for the same booking id finds nothing.
    expect(await bookingEvents(await database(), "C2", "B-1", 20)).toEqual([]);
  }, 120_000);

  it("with the database down the event waits in the outbox and is written once when it returns", async () => {
    await closeDatabase();
    process.env.DATABASE_URL = "postgresql://portal@127.0.0.1:1/postgres";
    try {
      await recordActivity({ user }, { action: "book", target: { kind: "booking", id: "B-2" } });
      await activityWritten();
    } finally {
      delete process.env.DATABASE_URL;
    }
    const waiting = await activityOutbox().take(10);
    expect(waiting).toHaveLength(1);
    // Two instances flushing at once, and a replay of the same entry: still one row.
    await activityOutbox().put(waiting[0].id, waiting[0].value);
    await Promise.all([flushOutbox(), flushOutbox()]);
    await activityOutbox().put(waiting[0].id, waiting[0].value);
    await flushOutbox();
    const rows = await bookingEvents(await database(), "C1", "B-2", 20);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "book", outcome: "done" });
    expect(await activityOutbox().take(10)).toEqual([]);
    expect(await (await database()).$count(activityEvents)).toBe(1);
  }, 120_000);

  it("the action only queues its event; the queue is written once, in one go", async () => {
    const db = await database();
    const actions = Array.from({ length: 30 }, (_, i) =>
      recordActivity(
        { user },
        { action: "cancel", target: { kind: "booking", id: `Q-${i % 3}` }, fields: ["x"] },
      ),
    );
    await Promise.all(actions);
    // Two readers at once: each waits for the same write, no event is written twice.
    await Promise.all([activityWritten(), activityWritten()]);
    const rows = await Promise.all(
      ["Q-0", "Q-1", "Q-2"].map((id) => bookingEvents(db, "C1", id, 20)),
    );
    expect(rows.map((r) => r.length)).toEqual([10, 10, 10]);
    expect(rows.flat().every((r) => r.action === "cancel" && r.outcome === "done")).toBe(true);
  }, 120_000);

  it("a failed sign-in is filed under the company the login last signed in to", async () => {
    const db = await database();
    await recordActivity({ user }, { action: "signIn", target: { kind: "account", id: "u1" } });
    await activityWritten();
    await recordSignInFailure(" agent ", null);
    await recordSignInFailure("nobody", null);
    await activityWritten();
    const refused = await logRows(db, { companyCode: "C1", action: "signInFailed" }, 0, 10);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ userLogin: "agent", targetId: "agent", userId: "" });
    const unknown = await logRows(db, { companyCode: "", action: "signInFailed" }, 0, 10);
    expect(unknown.map((r) => r.userLogin)).toEqual(["nobody"]);
  }, 120_000);
});
