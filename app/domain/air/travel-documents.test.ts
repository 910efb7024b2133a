import { describe, expect, it } from "vitest";
import {
  addMonths,
  documentWarnings,
  isInternational,
  lastFlightDate,
  type TravelDocument,
} from "./travel-documents";

const passport = (over: Partial<TravelDocument> = {}): TravelDocument => ({
  id: "K1234567",
  expiry: "2030-01-01",
  issueCountry: "HK",
  nationality: "HK",
  ...over,
});
const abroad = { lastFlightDate: "2026-12-20", international: true };

describe("documents that will not fly", () => {
  it("passes a passport valid six months after the last flight", () => {
    expect(documentWarnings(passport({ expiry: "2027-06-20" }), abroad)).toEqual([]);
  });

  it("warns when the passport expires within six months of the last flight", () => {
    expect(documentWarnings(passport({ expiry: "2027-06-19" }), abroad)).toEqual([
      { kind: "expiresSoon", expiry: "2027-06-19", validUntil: "2027-06-20" },
    ]);
    expect(documentWarnings(passport({ expiry: "2026-12-01" }), abroad)[0]?.kind).toBe(
      "expiresSoon",
    );
  });

  it("warns on a missing issuing country or nationality abroad only", () => {
    const doc = passport({ issueCountry: "", nationality: " " });
    expect(documentWarnings(doc, abroad).map((w) => w.kind)).toEqual([
      "issueCountryMissing",
      "nationalityMissing",
    ]);
    expect(documentWarnings(doc, { ...abroad, international: false })).toEqual([]);
  });

  it("checks nothing without a document number or with dates it cannot read", () => {
    expect(documentWarnings(passport({ id: "", nationality: "" }), abroad)).toEqual([]);
    expect(documentWarnings(passport({ expiry: "" }), abroad)).toEqual([]);
    expect(
      documentWarnings(passport({ expiry: "2026-01-01" }), { ...abroad, lastFlightDate: "" }),
    ).toEqual([]);
  });

  it("adds calendar months, the 31st falling back to the month's end", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-12-20", 6)).toBe("2027-06-20");
  });

  it("takes the last flight's date from departures and arrivals", () => {
    expect(
      lastFlightDate([
        { departureDateStr: "2026-12-01", arrivelDateStr: "2026-12-01" },
        { departureDateStr: "2026-12-09", arrivelDateStr: "2026-12-10" },
        { departureDateStr: "", arrivelDateStr: "bad" },
      ]),
    ).toBe("2026-12-10");
    expect(lastFlightDate([])).toBe("");
  });

  it("counts a trip as international unless every country is known and the same", () => {
    expect(isInternational(["HK", "GB"])).toBe(true);
    expect(isInternational(["CN", "CN"])).toBe(false);
    expect(isInternational(["CN", null])).toBe(true);
    expect(isInternational([])).toBe(true);
  });
});
