import { describe, expect, expectTypeOf, it } from "vitest";
import type { FeeRule, PenaltySummaryRecord } from "~/contracts/quote";
import type { PenaltySummary } from "~/domain/air/penalties";
import { feeFor, roundMoney, ruleFor, type FeeFare } from "./fee";

const rule = (r: Partial<FeeRule> & Pick<FeeRule, "id" | "kind" | "amount">): FeeRule => ({
  currency: "",
  cabin: "",
  source: "",
  minimum: null,
  ...r,
});

const fare = (f: Partial<FeeFare> = {}): FeeFare => ({
  currency: "HKD",
  cabin: "Y",
  source: "GDS",
  prices: [
    { passengerType: "ADT", count: 2, total: 3000 },
    { passengerType: "CNN", count: 1, total: 2250 },
  ],
  ...f,
});

describe("the service fee", () => {
  it("is nothing without a rule", () => {
    expect(feeFor([], fare())).toEqual({ perPassenger: {}, total: 0, applied: null });
  });

  it("adds a fixed amount per passenger in the rule's currency only", () => {
    const fixed = rule({ id: "f", kind: "fixed", amount: 150, currency: "HKD" });
    expect(feeFor([fixed], fare())).toMatchObject({
      perPassenger: { ADT: 150, CNN: 150 },
      total: 450,
      applied: { ruleId: "f", kind: "fixed", amount: 150, minimum: null },
    });
    expect(feeFor([fixed], fare({ currency: "USD" })).total).toBe(0);
  });

  it("takes a percentage of each passenger's fare, at least the minimum", () => {
    const percent = rule({ id: "p", kind: "percent", amount: 5, minimum: 120 });
    // 5 % of 3000 = 150; 5 % of 2250 = 112.5, below the minimum of 120.
    expect(feeFor([percent], fare())).toMatchObject({
      perPassenger: { ADT: 150, CNN: 120 },
      total: 420,
    });
  });

  it("rounds each passenger's fee to the currency's minor unit, half up", () => {
    const percent = rule({ id: "p", kind: "percent", amount: 3 });
    const one = (total: number, currency = "HKD") =>
      feeFor([percent], fare({ currency, prices: [{ passengerType: "ADT", count: 3, total }] }));
    expect(one(1000.5)).toMatchObject({ perPassenger: { ADT: 30.02 }, total: 90.06 });
    expect(one(1234, "JPY")).toMatchObject({ perPassenger: { ADT: 37 }, total: 111 });
    expect(roundMoney(1.005, "HKD")).toBe(1.01);
  });

  it("uses the most specific rule: cabin and source, cabin, source, then any", () => {
    const any = rule({ id: "any", kind: "percent", amount: 1 });
    const source = rule({ id: "src", kind: "percent", amount: 2, source: "NDC" });
    const cabin = rule({ id: "cab", kind: "percent", amount: 3, cabin: "C" });
    const both = rule({ id: "both", kind: "percent", amount: 4, cabin: "C", source: "NDC" });
    const rules = [any, source, cabin, both];
    expect(ruleFor(rules, fare({ cabin: "C", source: "NDC" }))?.id).toBe("both");
    expect(ruleFor(rules, fare({ cabin: "C", source: "GDS" }))?.id).toBe("cab");
    expect(ruleFor(rules, fare({ cabin: "Y", source: "NDC" }))?.id).toBe("src");
    expect(ruleFor(rules, fare({ cabin: "Y", source: "DC" }))?.id).toBe("any");
    expect(ruleFor([source, cabin], fare({ cabin: "Y", source: "GDS" }))).toBeNull();
  });

  it("prefers a fixed fee in the fare's currency to a percentage of the same scope", () => {
    const percent = rule({ id: "p", kind: "percent", amount: 5 });
    const fixed = rule({ id: "f", kind: "fixed", amount: 99, currency: "HKD" });
    expect(ruleFor([percent, fixed], fare())?.id).toBe("f");
    expect(ruleFor([percent, fixed], fare({ currency: "USD" }))?.id).toBe("p");
  });

  it("stores the penalty summary in the shape the penalties rule gives", () => {
    expectTypeOf<PenaltySummaryRecord>().toEqualTypeOf<PenaltySummary>();
  });
});
