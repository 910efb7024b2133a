import { describe, expect, it } from "vitest";
import { formatLocal, localToUtc } from "./clock";
import { parseSearchRequest } from "./search-request";

const NOW = Date.parse("2031-03-10T04:00:00Z");
const base = {
  searchType: "oneWay",
  oriLocs: ["HKG"],
  desLocs: ["LHR"],
  departureDate: ["2031-04-01"],
};

describe("parseSearchRequest", () => {
  it("applies the spec's defaults: one adult, economy, all fare sources", () => {
    const parsed = parseSearchRequest(base, NOW);
    expect(parsed).toEqual({
      ok: true,
      search: {
        searchType: "oneWay",
        legs: [{ origin: "HKG", destination: "LHR", date: "2031-04-01" }],
        counts: { ADT: 1 },
        cabin: "Y",
        fareTypes: ["NDC", "GDS", "DC"],
        airlineCode: "",
        corpCode: "",
      },
    });
  });

  it("counts young adults as adults and, with 'others', the special type once beside the others", () => {
    const parsed = parseSearchRequest(
      {
        ...base,
        paxTypeSelected: "others",
        adultCount: 1,
        youngAdultCount: 1,
        childCount: 1,
        specialPaxType: "SEA",
        specialCount: 2,
        seamanCount: 2,
      },
      NOW,
    );
    expect(parsed.ok && parsed.search.counts).toEqual({ ADT: 2, SEA: 2, CNN: 1 });
    const older = parseSearchRequest(
      { ...base, adultCount: "0", studentCount: "2", labourCount: 1 },
      NOW,
    );
    expect(older.ok && older.search.counts).toEqual({ STU: 2, LBR: 1 });
  });

  it("names every invalid field", () => {
    const parsed = parseSearchRequest(
      {
        searchType: "return",
        oriLocs: ["HK", "LHR"],
        desLocs: ["LHR", "HKG"],
        departureDate: ["2031-03-09", "2031-03-01"],
        adultCount: 11,
        fareType: ["XYZ"],
        airlineCode: "CXX",
      },
      NOW,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.fields.sort()).toEqual([
        "adultCount",
        "airlineCode",
        "departureDate[0]",
        "departureDate[1]",
        "fareType",
        "oriLocs[0]",
      ]);
    const wrongShape = parseSearchRequest({ ...base, searchType: "roundTrip" }, NOW);
    expect(!wrongShape.ok && wrongShape.fields).toEqual(["searchType"]);
    expect(parseSearchRequest({ ...base, oriLocs: ["HKG", "SIN"] }, NOW).ok).toBe(false);
    expect(parseSearchRequest({ ...base, adultCount: 0 }, NOW).ok).toBe(false);
    expect(parseSearchRequest({ ...base, adultCount: 1, infantCount: 2 }, NOW).ok).toBe(false);
  });
});

describe("airport clocks", () => {
  it("converts local times both ways across a daylight-saving change", () => {
    // London moves to BST on 2031-03-30 at 01:00 UTC.
    expect(formatLocal("Europe/London", localToUtc("Europe/London", "2031-03-29", 10 * 60))).toBe(
      "2031-03-29T10:00",
    );
    expect(localToUtc("Europe/London", "2031-03-30", 10 * 60)).toBe(
      Date.parse("2031-03-30T09:00:00Z"),
    );
    expect(localToUtc("Asia/Hong_Kong", "2031-03-30", 0)).toBe(Date.parse("2031-03-29T16:00:00Z"));
    expect(formatLocal("America/New_York", Date.parse("2031-07-01T03:30:00Z"))).toBe(
      "2031-06-30T23:30",
    );
  });
});
