import { describe, expect, it } from "vitest";
import { addYears, isIsoDate, addDays } from "./dates";
import { birthDateBounds, travellersFor, typeOrdinal } from "./passengers";

describe("birth-date bounds relative to departure", () => {
  it("infants: under 2 on the travel date; children: 2 to 11", () => {
    expect(birthDateBounds("INF", "2026-12-01")).toEqual({ min: "2024-12-02", max: "2026-12-02" });
    expect(birthDateBounds("CNN", "2026-12-01")).toEqual({ min: "2014-12-02", max: "2024-12-01" });
    expect(birthDateBounds("CHD", "2026-12-01")).toEqual({ min: "2014-12-02", max: "2024-12-01" });
  });
  it("adults: 12 to 120 years before departure", () => {
    expect(birthDateBounds("ADT", "2026-12-01")).toEqual({ min: "1906-12-01", max: "2014-12-01" });
    expect(birthDateBounds("STU", "2026-12-01")).toEqual({ min: "1906-12-01", max: "2014-12-01" });
  });
  it("young adults: 12 to 15", () => {
    expect(birthDateBounds("YTH", "2026-12-01")).toEqual({ min: "2010-12-02", max: "2014-12-01" });
  });
});

describe("dates", () => {
  it("checks real calendar dates and handles 29 February", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(addYears("2028-02-29", -12)).toBe("2016-02-29");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("travellers from the searched counts", () => {
  it("orders adults, young adults, special types, children, infants", () => {
    const list = travellersFor({
      adultCount: 1,
      youngAdultCount: 1,
      childCount: 2,
      infantCount: 1,
      paxTypeSelected: "others",
      specialPaxType: "STU",
      specialCount: 1,
    });
    expect(list.map((t) => t.passengerType)).toEqual(["ADT", "YTH", "STU", "CNN", "CNN", "INF"]);
    expect(list.map((t) => t.refIndex)).toEqual([1, 2, 3, 4, 5, 6]);
    // Children are numbered apart from the other types.
    expect(typeOrdinal(list, 4)).toBe(2);
    expect(typeOrdinal(list, 0)).toBe(1);
  });
  it("ignores the special type for ordinary passengers", () => {
    const list = travellersFor({
      adultCount: 2,
      youngAdultCount: 0,
      childCount: 0,
      infantCount: 0,
      paxTypeSelected: "ordinary",
      specialPaxType: "SEA",
      specialCount: 3,
    });
    expect(list.map((t) => t.passengerType)).toEqual(["ADT", "ADT"]);
  });
});
