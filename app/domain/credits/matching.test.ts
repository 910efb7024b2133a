import { describe, expect, it } from "vitest";
import { creditsForName, creditsForTraveller } from "./matching";

const credits = [
  { id: "1", travellerName: "AU YEUNG/WING SZE" },
  { id: "2", travellerName: "CHAN/TAI MAN" },
  { id: "3", travellerName: "AUYEUNG/WING SZE" },
];

describe("credits matching a booked name", () => {
  it("matches in the airline's form, whatever the case, spaces or hyphens", () => {
    expect(
      creditsForName(credits, { surname: "Au-Yeung", givenName: "wing  sze" }).map((c) => c.id),
    ).toEqual(["1", "3"]);
    expect(creditsForName(credits, { surname: "chan", givenName: "Tai Man" })).toEqual([
      credits[1],
    ]);
  });

  it("matches nothing for another name or a blank one", () => {
    expect(creditsForName(credits, { surname: "Chan", givenName: "Siu Ming" })).toEqual([]);
    expect(creditsForName(credits, { surname: "", givenName: "" })).toEqual([]);
  });
});

describe("a passenger block's credits", () => {
  const linked = [
    { id: "1", travellerName: "CHAN/TAI MAN", travellerId: null },
    { id: "2", travellerName: "CHAN/TAIMAN DAVID", travellerId: "t-1" },
    { id: "3", travellerName: "WONG/SIU MING", travellerId: "t-2" },
  ];

  it("adds the chosen traveller's credits booked in another spelling", () => {
    const name = { surname: "Chan", givenName: "Tai Man" };
    expect(creditsForTraveller(linked, name, "t-1").map((c) => c.id)).toEqual(["1", "2"]);
  });

  it("without a chosen traveller, goes by the typed name alone", () => {
    const name = { surname: "Chan", givenName: "Tai Man" };
    expect(creditsForTraveller(linked, name, null).map((c) => c.id)).toEqual(["1"]);
    expect(creditsForTraveller(linked, { surname: "", givenName: "" }, undefined)).toEqual([]);
  });
});
