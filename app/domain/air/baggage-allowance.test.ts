import { describe, expect, it } from "vitest";
import { allowanceOf } from "./baggage-allowance";

describe("allowanceOf (the baggage allowance in words)", () => {
  it("reads kilograms and pieces, keeping the back office's code", () => {
    expect(allowanceOf({ quantity: 20, measureCode: "K" })).toEqual({
      kind: "kg",
      count: 20,
      code: "20 K",
    });
    expect(allowanceOf({ quantity: 1, measureCode: "P" })).toEqual({
      kind: "piece",
      count: 1,
      code: "1 P",
    });
    expect(allowanceOf({ quantity: 2, measureCode: "pc" })).toMatchObject({
      kind: "piece",
      count: 2,
    });
    expect(allowanceOf({ quantity: 44, measureCode: "LB" })).toMatchObject({
      kind: "lb",
      count: 44,
    });
  });

  it("no allowance (0, or nothing sent) is no checked bag", () => {
    expect(allowanceOf({ quantity: 0, measureCode: "P" })).toEqual({ kind: "none", code: "0 P" });
    expect(allowanceOf(undefined)).toEqual({ kind: "none", code: "0 P" });
  });

  it("an unknown unit stays as sent", () => {
    expect(allowanceOf({ quantity: 3, measureCode: "X" })).toEqual({ kind: "other", code: "3 X" });
  });
});
