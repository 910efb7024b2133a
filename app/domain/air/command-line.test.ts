import { describe, expect, it } from "vitest";
import { commandLimits, formQuery, parseCommand, type CommandFormValues } from "./command-line";

const TODAY = "2026-11-23";

type Accepted = [string, Partial<CommandFormValues>];

// Accepted entries: the form values they give (only the fields that matter for the entry).
const accepted: Accepted[] = [
  [
    "HKGLHR 12DEC R19DEC 2ADT 1CNN C",
    {
      searchType: "return",
      segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }],
      returnDate: "2026-12-19",
      adultCount: "2",
      childCount: "1",
      cabinType: "C",
      mode: "advance",
    },
  ],
  [
    "HKG LHR 12/12 2A",
    {
      searchType: "oneWay",
      segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }],
      adultCount: "2",
    },
  ],
  [
    "HKGSIN 12DEC SINLHR 15DEC",
    {
      searchType: "multiCity",
      segments: [
        { origin: "HKG", destination: "SIN", departureDate: "2026-12-12" },
        { origin: "SIN", destination: "LHR", departureDate: "2026-12-15" },
      ],
    },
  ],
  [
    "hkglhr 12dec",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }] },
  ],
  [
    "HKG-LHR 12DEC",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }] },
  ],
  ["  HKGLHR   12DEC  ", { searchType: "oneWay", adultCount: "1", cabinType: "Y", mode: "simple" }],
  // A date without a year is the next one on or after today.
  [
    "HKGLHR 23NOV",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-11-23" }] },
  ],
  [
    "HKGLHR 22NOV",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2027-11-22" }] },
  ],
  [
    "HKGLHR 5JAN",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2027-01-05" }] },
  ],
  [
    "HKGLHR 29FEB",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2028-02-29" }] },
  ],
  [
    "HKGLHR 12DEC27",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2027-12-12" }] },
  ],
  [
    "HKGLHR 12DEC2027",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2027-12-12" }] },
  ],
  [
    "HKGLHR 2026-12-12",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }] },
  ],
  [
    "HKGLHR 1/2",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2027-02-01" }] },
  ],
  [
    "HKGLHR 12/12/2026",
    { segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-12" }] },
  ],
  ["HKGLHR 28DEC R3JAN", { searchType: "return", returnDate: "2027-01-03" }],
  ["HKGLHR 12DEC R 19DEC", { searchType: "return", returnDate: "2026-12-19" }],
  ["HKGLHR 12DEC R2026-12-19", { searchType: "return", returnDate: "2026-12-19" }],
  [
    "HKGLHR 12DEC 1ADT 1CHD 1INF",
    { adultCount: "1", childCount: "1", infantCount: "1", paxTypeSelected: "ordinary" },
  ],
  ["HKGLHR 12DEC 1A 1C 1I", { adultCount: "1", childCount: "1", infantCount: "1" }],
  ["HKGLHR 12DEC 1ADT 1YTH", { adultCount: "1", youngAdultCount: "1" }],
  [
    "HKGLHR 12DEC 2STU",
    { paxTypeSelected: "others", specialPaxType: "STU", specialCount: "2", adultCount: "0" },
  ],
  ["HKGLHR 12DEC 1SEA", { paxTypeSelected: "others", specialPaxType: "SEA", specialCount: "1" }],
  ["HKGLHR 12DEC 3LBR", { paxTypeSelected: "others", specialPaxType: "LBR", specialCount: "3" }],
  ["HKGLHR 12DEC F", { cabinType: "F", mode: "advance" }],
  ["HKGLHR 12DEC W", { cabinType: "W" }],
  ["HKGLHR 12DEC /NDC", { fareType: ["NDC"], mode: "advance" }],
  ["HKGLHR 12DEC /GDS/DC", { fareType: ["GDS", "DC"] }],
  ["HKGLHR 12DEC /DC /NDC", { fareType: ["NDC", "DC"] }],
  ["HKGLHR 12DEC *BA", { airlineCode: "BA", mode: "advance" }],
  // SEA is Seattle when it stands alone: counts always start with a digit.
  [
    "HKG SEA 12DEC",
    { segments: [{ origin: "HKG", destination: "SEA", departureDate: "2026-12-12" }] },
  ],
  [
    "HKGSIN 12DEC SINBKK 14DEC BKKHKG 16DEC",
    { searchType: "multiCity", segments: expect.any(Array) as CommandFormValues["segments"] },
  ],
];

// Refused entries: the first problem's key and values.
const refused: [string, string, Record<string, string | number>?][] = [
  ["", "EMPTY"],
  ["   ", "EMPTY"],
  ["HKGLHR 12DEX", "BAD_DATE", { token: "12DEX", suggestion: "12DEC" }],
  ["HKGLHR 31NOV", "BAD_DATE", { token: "31NOV", suggestion: "30NOV" }],
  ["HKGLHR 30FEB", "BAD_DATE", { token: "30FEB", suggestion: "28FEB" }],
  ["HKGLHR 2026-02-30", "BAD_DATE", { token: "2026-02-30", suggestion: "28FEB" }],
  ["HKGLHR 12/13", "BAD_DATE", { token: "12/13", suggestion: "12DEC" }],
  ["HKGLHR 12DECEMBER", "BAD_DATE", { token: "12DECEMBER", suggestion: "12DEC" }],
  ["HKGLHR", "NO_DATE", { route: "HKGLHR" }],
  ["HKG LHR", "NO_DATE", { route: "HKGLHR" }],
  ["12DEC", "DATE_WITHOUT_ROUTE", { token: "12DEC" }],
  ["HKG 12DEC", "ORIGIN_ONLY", { token: "HKG", example: "HKGLHR" }],
  ["LHR", "ORIGIN_ONLY", { token: "LHR", example: "LHRHKG" }],
  ["HKGLHR 12DEC 13DEC", "SECOND_DATE", { token: "13DEC" }],
  ["HKGLHR 12DEC R", "RETURN_WITHOUT_DATE", { token: "R" }],
  ["HKGLHR 12DEC R19DEX", "BAD_DATE", { token: "19DEX", suggestion: "19DEC" }],
  ["HKGLHR 12DEC R19DEC R20DEC", "SECOND_RETURN", { token: "R20DEC" }],
  ["HKGSIN 12DEC SINLHR 15DEC R20DEC", "RETURN_MULTI_CITY"],
  ["HKGLHR 12DEC 11ADT", "TOO_MANY", { token: "11ADT", max: 10 }],
  ["HKGLHR 12DEC 1ADT 2ADT", "SECOND_COUNT", { token: "2ADT" }],
  ["HKGLHR 12DEC 1STU 1SEA", "ONE_SPECIAL_TYPE", { types: "STU, SEA" }],
  ["HKGLHR 12DEC C F", "SECOND_CABIN", { token: "F" }],
  ["HKGLHR 12DEC /XYZ", "BAD_SOURCE", { token: "/XYZ", sources: "NDC, GDS, DC" }],
  ["HKGLHR 12DEC /", "BAD_SOURCE", { token: "/", sources: "NDC, GDS, DC" }],
  ["HKGLHR 12DEC *BA *CX", "SECOND_AIRLINE", { token: "*CX" }],
  ["HKGLHR 12DEC HELLO", "UNKNOWN", { token: "HELLO" }],
  ["HKGLHR 12DEC Q", "UNKNOWN", { token: "Q" }],
  [
    "AAABBB 1DEC BBBCCC 2DEC CCCDDD 3DEC DDDEEE 4DEC EEEFFF 5DEC FFFGGG 6DEC GGGHHH 7DEC",
    "TOO_MANY_FLIGHTS",
    { max: 6 },
  ],
  ["X".repeat(201), "TOO_LONG", { max: 200 }],
  ["/NDC C", "NO_ROUTE"],
];

describe("parseCommand: accepted entries", () => {
  it.each(accepted)("%s", (input, expected) => {
    const result = parseCommand(input, TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.values).toMatchObject(expected);
  });
});

describe("parseCommand: refused entries", () => {
  it.each(refused)("%j is refused with %s", (input, key, values) => {
    const result = parseCommand(input, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toEqual(values ? { key, values } : { key });
  });
});

describe("parseCommand: what was understood", () => {
  it("keeps the route, passengers and cabin of a refused entry for the form", () => {
    const result = parseCommand("HKGLHR 12DEX 2ADT C", TODAY);
    expect(result.ok).toBe(false);
    expect(result.values).toMatchObject({
      segments: [{ origin: "HKG", destination: "LHR", departureDate: "" }],
      adultCount: "2",
      cabinType: "C",
    });
  });

  it("has at least 30 entries in its table", () => {
    expect(accepted.length + refused.length).toBeGreaterThanOrEqual(30);
    expect(accepted.length).toBeGreaterThanOrEqual(15);
    expect(refused.length).toBeGreaterThanOrEqual(15);
  });
});

describe("commandLimits: refused before any call", () => {
  const limits = (input: string) => commandLimits(parseCommand(input, TODAY), TODAY);
  it("gives each infant an adult (young adults and special types count)", () => {
    expect(limits("HKGLHR 12DEC 1ADT 2INF")).toEqual([
      { key: "commandLimits.INFANT_NEEDS_ADULT", values: { infants: 2, adults: 1 } },
    ]);
    expect(limits("HKGLHR 12DEC 1ADT 1YTH 2INF")).toEqual([]);
    expect(limits("HKGLHR 12DEC 2SEA 2INF")).toEqual([]);
  });
  it("names a day without a year that rolls past the bookable window", () => {
    // 361 days after 2026-11-23 is 2027-11-19.
    expect(limits("HKGLHR 19NOV")).toEqual([]);
    expect(limits("HKGLHR 20NOV")).toEqual([
      {
        key: "commandLimits.BEYOND_WINDOW",
        values: { token: "20NOV", date: "2027-11-20", last: "2027-11-19" },
      },
    ]);
    expect(limits("HKGLHR 12DEC R 21NOV")).toEqual([
      {
        key: "commandLimits.BEYOND_WINDOW",
        values: { token: "R 21NOV", date: "2027-11-21", last: "2027-11-19" },
      },
    ]);
    expect(limits("HKGLHR 12DEC27")).toEqual([]);
  });
});

describe("formQuery", () => {
  it("is the search form's GET submission", () => {
    const result = parseCommand("HKGLHR 12DEC R19DEC 2ADT 1CNN C /NDC", TODAY);
    if (!result.ok) throw new Error("refused");
    const q = formQuery(result.values);
    expect(q.get("searchType")).toBe("return");
    expect(q.get("segments[0].origin")).toBe("HKG");
    expect(q.get("segments[0].destination")).toBe("LHR");
    expect(q.get("segments[0].departureDate")).toBe("2026-12-12");
    expect(q.get("returnDate")).toBe("2026-12-19");
    expect(q.get("adultCount")).toBe("2");
    expect(q.get("childCount")).toBe("1");
    expect(q.get("cabinType")).toBe("C");
    expect(q.getAll("fareType")).toEqual(["NDC"]);
    expect(q.get("mode")).toBe("advance");
  });
});
