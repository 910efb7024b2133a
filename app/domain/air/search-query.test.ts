import { describe, expect, it } from "vitest";
import type { CommonSearchRQ } from "~/contracts/air";
import { formValuesOfSearch, queryOfSearch, searchFromQuery } from "./search-query";

const rq: CommonSearchRQ = {
  searchType: "return",
  paxTypeSelected: "ordinary",
  origin: "HKG",
  destination: "LHR",
  oriLocs: ["HKG", "LHR"],
  desLocs: ["LHR", "HKG"],
  departureDate: ["2026-12-10", "2026-12-17"],
  adultCount: 2,
  childCount: 1,
  youngAdultCount: 0,
  infantCount: 0,
  seamanCount: 0,
  studentCount: 0,
  labourCount: 0,
  specialPaxType: "",
  specialCount: 0,
  corpCode: "ABC",
  airlineCode: "CX",
  fareType: ["NDC"],
  cabinType: "C",
};

describe("search in the URL", () => {
  it("round-trips a search through the query string", () => {
    expect(searchFromQuery(queryOfSearch(rq))).toEqual(rq);
  });
  it("leaves the defaults out of the URL and restores them", () => {
    const plain: CommonSearchRQ = {
      ...rq,
      adultCount: 1,
      childCount: 0,
      corpCode: "",
      airlineCode: "",
      fareType: [],
      cabinType: "Y",
    };
    const params = queryOfSearch(plain);
    expect(params.toString()).toBe(
      "searchType=return&oriLocs=HKG&oriLocs=LHR&desLocs=LHR&desLocs=HKG&departureDate=2026-12-10&departureDate=2026-12-17",
    );
    expect(searchFromQuery(params)).toEqual(plain);
  });
  it("refuses edited URLs no search produces", () => {
    const params = queryOfSearch(rq);
    params.set("searchType", "oneWay");
    expect(searchFromQuery(params)).toBeNull();
    const bad = queryOfSearch(rq);
    bad.set("adultCount", "99");
    expect(searchFromQuery(bad)).toBeNull();
  });
  it("gives the form back the trip, with the return date from the second leg", () => {
    expect(formValuesOfSearch(rq)).toMatchObject({
      searchType: "return",
      segments: [{ origin: "HKG", destination: "LHR", departureDate: "2026-12-10" }],
      returnDate: "2026-12-17",
      mode: "advance",
    });
  });
});
