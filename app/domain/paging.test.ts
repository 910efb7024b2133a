import { describe, expect, it } from "vitest";
import { offsetOf, pageCount, pageFromParam, pageWindow } from "./paging";

describe("paging", () => {
  it("offset rule 10*(page-1)", () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(20);
  });
  it("page param falls back to 1", () => {
    expect(pageFromParam("4")).toBe(4);
    expect(pageFromParam("0")).toBe(1);
    expect(pageFromParam("x")).toBe(1);
    expect(pageFromParam(null)).toBe(1);
  });
  it("page count is at least 1", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(3);
  });
  it("window with gaps", () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
