import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommonSearchRQ } from "~/contracts/air";
import { openDatabase, type Database } from "./database.server";
import {
  changeQuote,
  deleteFeeRule,
  deleteOption,
  feeRuleRows,
  insertOption,
  insertQuote,
  optionRows,
  quotePage,
  quoteRow,
  upsertFeeRule,
  type NewOption,
} from "./quotes.server";

let db: Database;
let close: () => Promise<void>;
const now = new Date("2026-03-10T02:00:00Z");
const search = { oriLocs: ["HKG"], desLocs: ["TPE"] } as CommonSearchRQ;
const newQuote = (createdBy: string) => ({
  createdBy,
  createdByName: createdBy,
  search,
  searchQuery: "o=HKG",
  route: "HKG-TPE",
  departureDate: "2026-04-01",
});
const option = (ref: string): NewOption => ({
  origin: "results",
  source: "GDS",
  fareRef: ref,
  legs: [],
  currency: "HKD",
  prices: [],
  fareTotal: 7480.5,
  feeTotal: 120,
  fee: null,
  penalties: null,
  addedBy: "amy",
});

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
}, 120_000);

afterAll(() => close());

describe("quotes' queries", () => {
  it("holds five options at most, in order, and renumbers after a removal", async () => {
    const q = await insertQuote(db, "C1", newQuote("amy"), now);
    for (const ref of ["a", "b", "c", "d", "e"])
      expect((await insertOption(db, "C1", q.id, option(ref), now)).ok).toBe(true);
    expect(await insertOption(db, "C1", q.id, option("f"), now)).toEqual({
      ok: false,
      reason: "full",
    });
    const options = await optionRows(db, "C1", q.id);
    expect(options.map((o) => [o.position, o.fareRef, o.fareTotal])).toEqual([
      [1, "a", 7480.5],
      [2, "b", 7480.5],
      [3, "c", 7480.5],
      [4, "d", 7480.5],
      [5, "e", 7480.5],
    ]);
    expect(await deleteOption(db, "C1", q.id, options[1].id, now)).toBe(true);
    expect((await optionRows(db, "C1", q.id)).map((o) => [o.position, o.fareRef])).toEqual([
      [1, "a"],
      [2, "c"],
      [3, "d"],
      [4, "e"],
    ]);
  });

  it("never adds five at once past the limit", async () => {
    const q = await insertQuote(db, "C1", newQuote("amy"), now);
    const results = await Promise.all(
      ["1", "2", "3", "4", "5", "6", "7"].map((r) => insertOption(db, "C1", q.id, option(r), now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await optionRows(db, "C1", q.id)).toHaveLength(5);
  });

  it("changes options of drafts only", async () => {
    const q = await insertQuote(db, "C1", newQuote("amy"), now);
    await insertOption(db, "C1", q.id, option("x"), now);
    await changeQuote(db, "C1", q.id, { state: "sent" }, now);
    expect(await insertOption(db, "C1", q.id, option("y"), now)).toEqual({
      ok: false,
      reason: "notDraft",
    });
    const [only] = await optionRows(db, "C1", q.id);
    expect(await deleteOption(db, "C1", q.id, only.id, now)).toBe(false);
  });

  it("shows and changes nothing of another company's quote", async () => {
    const q = await insertQuote(db, "C2", newQuote("zed"), now);
    await insertOption(db, "C2", q.id, option("z"), now);
    expect(await quoteRow(db, "C1", q.id)).toBeUndefined();
    expect(await optionRows(db, "C1", q.id)).toEqual([]);
    expect(await changeQuote(db, "C1", q.id, { note: "x" }, now)).toBeUndefined();
    expect(await insertOption(db, "C1", q.id, option("w"), now)).toEqual({
      ok: false,
      reason: "notFound",
    });
    const [z] = await optionRows(db, "C2", q.id);
    expect(await deleteOption(db, "C1", q.id, z.id, now)).toBe(false);
    const page = await quotePage(db, "C1", 0, 10);
    expect(page.rows.some((r) => r.quote.id === q.id)).toBe(false);
    expect((await quotePage(db, "C2", 0, 10)).rows.map((r) => [r.quote.id, r.options])).toEqual([
      [q.id, 1],
    ]);
  });

  it("lists a company's quotes newest first, ten a page", async () => {
    for (let i = 0; i < 12; i++)
      await insertQuote(db, "C3", newQuote(`u${i}`), new Date(now.getTime() + i * 1000));
    const first = await quotePage(db, "C3", 0, 10);
    expect(first.total).toBe(12);
    expect(first.rows.map((r) => r.quote.createdBy).slice(0, 3)).toEqual(["u11", "u10", "u9"]);
    expect((await quotePage(db, "C3", 10, 10)).rows.map((r) => r.quote.createdBy)).toEqual([
      "u1",
      "u0",
    ]);
  });

  it("keeps one fee rule per cabin, source and currency, per company", async () => {
    const base = { currency: "", cabin: "C", source: "", minimum: 100 };
    await upsertFeeRule(db, "C1", { ...base, kind: "percent", amount: 5 }, now);
    await upsertFeeRule(db, "C1", { ...base, kind: "percent", amount: 7.5 }, now);
    await upsertFeeRule(db, "C2", { ...base, kind: "percent", amount: 9 }, now);
    const rules = await feeRuleRows(db, "C1");
    expect(rules.map((r) => [r.kind, r.amount, r.cabin, r.minimum])).toEqual([
      ["percent", 7.5, "C", 100],
    ]);
    expect(await deleteFeeRule(db, "C2", rules[0].id)).toBe(false);
    expect(await deleteFeeRule(db, "C1", rules[0].id)).toBe(true);
    expect(await feeRuleRows(db, "C1")).toEqual([]);
    expect(await feeRuleRows(db, "C2")).toHaveLength(1);
  });
});
