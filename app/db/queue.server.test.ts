import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database.server";
import {
  changeItem,
  closeItems,
  closeItemsOfBooking,
  countItems,
  insertItems,
  itemOf,
  listItems,
} from "./queue.server";

let db: Database;
let close: () => Promise<void>;
const now = new Date("2026-03-10T02:00:00Z");
const item = (bookingId: string, createdBy: string, hours: number) => ({
  kind: "ticketingDue",
  bookingId,
  due: now.getTime() + hours * 3_600_000,
  recordLocator: `L${bookingId}`,
  travellers: "T",
  route: "HKG-NRT",
  createdBy,
});

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
  await insertItems(db, "C1", [item("1", "amy", 5), item("2", "bob", 2), item("3", "", 30)], now);
  await insertItems(db, "C2", [item("1", "zed", 1)], now);
}, 120_000);

afterAll(() => close());

const ids = async (filter: Parameters<typeof listItems>[1], at = now) =>
  (await listItems(db, filter, at)).map((r) => r.bookingId);

describe("the queue's queries", () => {
  it("writes an item once, whoever derives it again", async () => {
    await insertItems(db, "C1", [item("1", "amy", 5)], now);
    expect(await ids({ companyCode: "C1" })).toEqual(["2", "1", "3"]);
  });

  it("never reads or changes another company's items", async () => {
    expect(await ids({ companyCode: "C2" })).toEqual(["1"]);
    const [theirs] = await listItems(db, { companyCode: "C2" }, now);
    expect(await itemOf(db, "C1", theirs!.id)).toBeUndefined();
    expect(await changeItem(db, "C1", theirs!.id, { owner: "amy" })).toBe(false);
    await closeItems(db, "C1", [theirs!.id], "noLongerOpen", now);
    expect((await itemOf(db, "C2", theirs!.id))?.state).toBe("open");
  });

  it("gives an item to the booking's creator, and shows an agent his own and what he may take", async () => {
    const rows = await listItems(db, { companyCode: "C1" }, now);
    expect(rows.map((r) => r.owner)).toEqual(["bob", "amy", null]);
    expect(await changeItem(db, "C1", rows[0]!.id, { owner: "amy" })).toBe(true);
    const amy = { login: "amy", colleagues: false };
    expect(await ids({ companyCode: "C1", viewer: amy })).toEqual(["2", "1"]);
    expect(await ids({ companyCode: "C1", viewer: { login: "bob", colleagues: false } })).toEqual(
      [],
    );
    expect(await ids({ companyCode: "C1", viewer: { login: "bob", colleagues: true } })).toEqual([
      "3",
    ]);
    expect(await ids({ companyCode: "C1", owner: "amy" })).toEqual(["2", "1"]);
    expect(await ids({ companyCode: "C1", owner: "none" })).toEqual(["3"]);
    expect(await countItems(db, { companyCode: "C1", owner: "amy" }, now)).toBe(2);
    expect(
      await ids({ companyCode: "C1", dueBefore: new Date(now.getTime() + 86_400_000) }),
    ).toEqual(["2", "1"]);
  });

  it("hides a snoozed item until its time, and a done one for good", async () => {
    const [first] = await listItems(db, { companyCode: "C1" }, now);
    const until = new Date(now.getTime() + 3_600_000);
    expect(await changeItem(db, "C1", first!.id, { state: "snoozed", snoozedUntil: until })).toBe(
      true,
    );
    expect(await ids({ companyCode: "C1" })).toEqual(["1", "3"]);
    expect(await ids({ companyCode: "C1" }, until)).toEqual(["2", "1", "3"]);
    await closeItems(db, "C1", [first!.id], "noLongerOpen", now);
    expect(await ids({ companyCode: "C1" }, until)).toEqual(["1", "3"]);
    expect(await itemOf(db, "C1", first!.id)).toMatchObject({
      state: "done",
      doneReason: "noLongerOpen",
    });
    // A done item takes no more changes.
    expect(await changeItem(db, "C1", first!.id, { owner: "bob" })).toBe(false);
  });

  it("closes a booking's items when the portal issued or cancelled it, in its company only", async () => {
    await insertItems(db, "C3", [item("9", "amy", 4)], now);
    await insertItems(db, "C4", [item("9", "zed", 4)], now);
    await closeItemsOfBooking(db, "C3", "9", ["ticketingDue"], "noLongerOpen", now);
    expect(await ids({ companyCode: "C3" })).toEqual([]);
    expect(await ids({ companyCode: "C4" })).toEqual(["9"]);
  });
});
