// The flight search form's trip types, flight count and defaults
// (docs/behaviour.md#the-flight-search-form), apart from its schema (air-search.ts, zod, server
// only) so the page can use them.

export const searchTypes = ["oneWay", "return", "multiCity"] as const;
export const MAX_SEGMENTS = 6;

/**
 * The form's defaults (docs/behaviour.md#constants-and-limits): round trip, one adult, economy,
 * special count 1.
 */
export const searchDefaults = {
  searchType: "return",
  segments: [{ origin: "", destination: "", departureDate: "" }],
  adultCount: "1",
  childCount: "0",
  youngAdultCount: "0",
  infantCount: "0",
  paxTypeSelected: "ordinary",
  specialCount: "1",
  cabinType: "Y",
  mode: "simple",
};
