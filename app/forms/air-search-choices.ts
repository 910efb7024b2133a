// The flight search form's trip types, flight count and defaults (spec 01 §2, §9), apart from
// its schema (air-search.ts, zod, server only) so the page can use them.

export const searchTypes = ["oneWay", "return", "multiCity"] as const;
export const MAX_SEGMENTS = 6;

/** The form's defaults (spec 01 §9): round trip, one adult, economy, special count 1. */
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
