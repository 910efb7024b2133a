import { describe, expect, it } from "vitest";
import { creditsForName } from "./matching";

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
