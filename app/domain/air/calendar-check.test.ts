import { describe, expect, it } from "vitest";
import { checkOffer, seenAge } from "./calendar-check";

describe("checkOffer", () => {
  const budget = (left: number, freesAt: number | null = null) => ({ left, limit: 200, freesAt });

  it("offers every unseen date while the budget has them", () => {
    expect(checkOffer(36, budget(200))).toEqual({ kind: "check", count: 36, unseen: 36 });
  });

  it("offers only what is left of the budget", () => {
    expect(checkOffer(36, budget(12, 5))).toEqual({ kind: "check", count: 12, unseen: 36 });
  });

  it("says the budget is spent, and when it frees", () => {
    expect(checkOffer(6, budget(0, 1_800_000))).toEqual({
      kind: "spent",
      unseen: 6,
      limit: 200,
      freesAt: 1_800_000,
    });
  });

  it("offers nothing when every date has its fare, spent budget or not", () => {
    expect(checkOffer(0, budget(200))).toEqual({ kind: "none" });
    expect(checkOffer(0, budget(0, 1))).toEqual({ kind: "none" });
  });
});

describe("seenAge", () => {
  const at = Date.UTC(2026, 10, 28, 3, 0, 0);
  it("counts whole minutes, then hours, from the render time", () => {
    expect(seenAge(at - 59_000, at)).toEqual({ unit: "now" });
    expect(seenAge(at - 4 * 60_000 - 30_000, at)).toEqual({ unit: "minutes", count: 4 });
    expect(seenAge(at - 59 * 60_000, at)).toEqual({ unit: "minutes", count: 59 });
    expect(seenAge(at - 61 * 60_000, at)).toEqual({ unit: "hours", count: 1 });
  });
  it("reads a clock a little ahead of the render time as just now", () => {
    expect(seenAge(at + 5_000, at)).toEqual({ unit: "now" });
  });
});
