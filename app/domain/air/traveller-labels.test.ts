import { describe, expect, it } from "vitest";
import { travellersFor } from "./passengers";
import { travellerLabelFor, travellerLabels } from "./traveller-labels";

describe("traveller labels", () => {
  const travellers = travellersFor({
    adultCount: 2,
    youngAdultCount: 0,
    childCount: 2,
    infantCount: 1,
    specialCount: 1,
    paxTypeSelected: "ordinary",
  });

  it("numbers each traveller within their type, in the back office's order", () => {
    expect(travellerLabels(travellers).map((l) => `${l.passengerType} ${l.ordinal}`)).toEqual([
      "ADT 1",
      "ADT 2",
      "CNN 1",
      "CNN 2",
      "INF 1",
    ]);
  });

  it("finds the label of a reference index as the baggage offers name it", () => {
    expect(travellerLabelFor(travellers, "3")).toMatchObject({ passengerType: "CNN", ordinal: 1 });
    expect(travellerLabelFor(travellers, 9)).toBeUndefined();
  });
});
