import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewCredit } from "~/domain/credits/refund-credits";
import { closeCredit, insertCredits, listCredits, openCreditsWith } from "./credits.server";
import { openDatabase, type Database } from "./database.server";

let db: Database;
let close: () => Promise<void>;
const now = new Date("2026-03-10T02:00:00Z");
const credit = (ticketNumber: string, over: Partial<NewCredit> = {}): NewCredit => ({
  travellerName: "CHAN/TAI MAN",
  airlineCode: "CX",
  ticketNumber,
  amount: 600.5,
  currency: "HKD",
  issuedOn: "2026-03-01",
  expiresOn: "2027-03-01",
  expiryAssumed: true,
  bookingId: "B1",
  recordLocator: "ABC123",
  ...over,
});

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
  await insertCredits(db, "C1", [credit("1"), credit("2", { airlineCode: "BA" })], now);
  await insertCredits(db, "C2", [credit("9")], now);
}, 120_000);

afterAll(() => close());

describe("the credits' queries", () => {
  it("records a ticket's credit once, whoever records it again", async () => {
    expect(await insertCredits(db, "C1", [credit("1", { amount: 1 })], now)).toEqual([]);
    const rows = await listCredits(db, "C1", ["open"], 100);
    expect(rows.map((r) => [r.ticketNumber, r.amount])).toEqual([
      ["1", 600.5],
      ["2", 600.5],
    ]);
  });

  it("finds open credits with one airline", async () => {
    expect((await openCreditsWith(db, "C1", "CX", 10)).map((r) => r.ticketNumber)).toEqual(["1"]);
  });

  it("never reads or changes another company's credits", async () => {
    const [theirs] = await listCredits(db, "C2", ["open"], 10);
    expect(theirs?.ticketNumber).toBe("9");
    expect(await closeCredit(db, "C1", theirs!.id, "used", "amy", now)).toBeNull();
    expect((await listCredits(db, "C2", ["open"], 10)).length).toBe(1);
    expect(await openCreditsWith(db, "C1", "CX", 10)).toHaveLength(1);
  });

  it("marks an open credit used once", async () => {
    const [mine] = await openCreditsWith(db, "C1", "CX", 10);
    expect(await closeCredit(db, "C1", mine!.id, "used", "amy", now)).toBe("1");
    expect(await closeCredit(db, "C1", mine!.id, "expired", "amy", now)).toBeNull();
    const [used] = await listCredits(db, "C1", ["used"], 10);
    expect(used).toMatchObject({ state: "used", stateChangedBy: "amy" });
  });
});
