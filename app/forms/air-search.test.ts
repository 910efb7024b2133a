import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { AirSearch } from "~/contracts/air-search";
import { airSearchSchema, searchDayBounds } from "./air-search";
import { checkValues, withDayBounds } from "./field-rules";
import { fieldRules } from "./field-rules.server";

const today = "2026-12-01";
const base = {
  searchType: "return",
  "segments[0].origin": "HKG",
  "segments[0].destination": "LHR",
  "segments[0].departureDate": "2026-12-10",
  returnDate: "2026-12-17",
  adultCount: "1",
  childCount: "0",
  youngAdultCount: "0",
  infantCount: "0",
  specialCount: "1",
};
const parse = (values: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) params.append(k, one);
  return parseWithZod(params, { schema: airSearchSchema(today) });
};
const errors = (values: Record<string, string | string[]>) => {
  const s = parse(values);
  return s.status === "error" ? s.error : null;
};

describe("flight search form", () => {
  it("accepts a round trip and defaults the cabin to Y", () => {
    const s = parse(base);
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value).toMatchObject({
        cabinType: "Y",
        adultCount: 1,
        paxTypeSelected: "ordinary",
        fareType: [],
      });
  });

  it("requires airports, dates and the return date of a round trip", () => {
    const e = errors({
      ...base,
      "segments[0].origin": "",
      "segments[0].departureDate": "",
      returnDate: "",
    });
    expect(e?.["segments[0].origin"]).toEqual(["validation.FIELD_REQUIRE"]);
    expect(e?.["segments[0].departureDate"]).toEqual(["validation.FIELD_REQUIRE"]);
    expect(e?.returnDate).toEqual(["validation.FIELD_REQUIRE"]);
  });

  it("refuses a departure before today and a return before departure minus one day", () => {
    expect(
      errors({ ...base, "segments[0].departureDate": "2026-11-30" })?.["segments[0].departureDate"],
    ).toEqual(["validation.DATE_LESS?min=2026-12-01"]);
    expect(errors({ ...base, returnDate: "2026-12-08" })?.returnDate).toEqual([
      "validation.DATE_LESS?min=2026-12-09",
    ]);
    expect(errors({ ...base, returnDate: "2026-12-09" })).toBeNull();
    expect(errors({ ...base, returnDate: "2026-02-30" })?.returnDate).toEqual([
      "validation.INVALID_DATE",
    ]);
  });

  it("checks each later multi-city leg against the previous date minus one day", () => {
    const multi = {
      ...base,
      searchType: "multiCity",
      "segments[1].origin": "LHR",
      "segments[1].destination": "CDG",
      "segments[1].departureDate": "2026-12-08",
    };
    expect(errors(multi)?.["segments[1].departureDate"]).toEqual([
      "validation.DATE_LESS?min=2026-12-09",
    ]);
    expect(errors({ ...multi, "segments[1].departureDate": "2026-12-09" })).toBeNull();
    const single = { ...base, searchType: "multiCity" };
    expect(errors(single)?.segments).toEqual(["validation.NUMBER_LESS?min=2"]);
  });

  it("keeps counts between 0 and 10 and needs an adult for ordinary passengers", () => {
    expect(errors({ ...base, childCount: "11" })?.childCount).toEqual([
      "validation.NUMBER_GREATER?max=10",
    ]);
    expect(errors({ ...base, infantCount: "-1" })?.infantCount).toEqual([
      "validation.NUMBER_LESS?min=0",
    ]);
    expect(errors({ ...base, adultCount: "0" })?.adultCount).toEqual([
      "validation.NUMBER_LESS?min=1",
    ]);
    expect(
      errors({
        ...base,
        adultCount: "0",
        paxTypeSelected: "others",
        specialPaxType: "SEA",
        specialCount: "2",
      }),
    ).toBeNull();
    expect(errors({ ...base, paxTypeSelected: "others" })?.specialPaxType).toEqual([
      "validation.FIELD_REQUIRE",
    ]);
  });

  it("gives each infant an adult and keeps dates in the bookable window", () => {
    expect(errors({ ...base, infantCount: "2" })?.infantCount).toEqual([
      "searchRules.INFANT_NEEDS_ADULT?max=1",
    ]);
    expect(errors({ ...base, adultCount: "1", youngAdultCount: "1", infantCount: "2" })).toBeNull();
    // 361 days after 2026-12-01 is 2027-11-27.
    expect(errors({ ...base, returnDate: "2027-11-27" })).toBeNull();
    expect(errors({ ...base, returnDate: "2027-11-28" })?.returnDate).toEqual([
      "searchRules.BEYOND_WINDOW?max=2027-11-27",
    ]);
    expect(
      errors({ ...base, "segments[0].departureDate": "2027-12-01", returnDate: "2027-12-02" })?.[
        "segments[0].departureDate"
      ],
    ).toEqual(["searchRules.BEYOND_WINDOW?max=2027-11-27"]);
  });

  it("upper-cases codes and checks the airline code", () => {
    const s = parse({ ...base, airlineCode: "cx", corpCode: "abc1", fareType: ["NDC", "DC"] });
    expect(s.status === "success" && s.value).toMatchObject({
      airlineCode: "CX",
      corpCode: "ABC1",
      fareType: ["NDC", "DC"],
    });
    expect(errors({ ...base, airlineCode: "CXX" })?.airlineCode).toEqual([
      "validation.AIRLINE_FORMAT",
    ]);
  });
});

describe("the search's checks on blur", () => {
  const rules = withDayBounds(fieldRules(airSearchSchema(today)), searchDayBounds(today));
  const onBlur = (values: Record<string, unknown>) => {
    const found = checkValues(values, rules);
    return { leg: found["segments[0].departureDate"], back: found.returnDate };
  };
  const trip = (departureDate: string, returnDate: string) => ({
    segments: [{ origin: "HKG", destination: "LHR", departureDate }],
    returnDate,
  });

  it("say a past date and a date past the booking window as the server does", () => {
    expect(onBlur(trip("2026-11-30", "2026-12-05")).leg).toEqual(
      errors({ ...base, "segments[0].departureDate": "2026-11-30" })?.["segments[0].departureDate"],
    );
    expect(onBlur(trip("2027-11-28", "2027-11-28"))).toEqual({
      leg: ["searchRules.BEYOND_WINDOW?max=2027-11-27"],
      back: ["searchRules.BEYOND_WINDOW?max=2027-11-27"],
    });
    expect(onBlur(trip("2026-12-01", "2027-11-27"))).toEqual({ leg: undefined, back: undefined });
  });
});

describe("the AirSearch contract", () => {
  it("is exactly what the schema yields (checked by tsc)", () => {
    expectTypeOf<z.output<ReturnType<typeof airSearchSchema>>>().toEqualTypeOf<AirSearch>();
  });
});
