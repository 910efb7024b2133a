// A flight search as the agent asked for it, once the form has been checked
// (docs/behaviour.md#the-flight-search-form). The zod schema that produces it stays in
// forms/air-search.ts (server only); a type test keeps both equal.

export type AirSearch = {
  searchType: "oneWay" | "return" | "multiCity";
  segments: { origin: string; destination: string; departureDate: string }[];
  returnDate?: string;
  adultCount: number;
  childCount: number;
  youngAdultCount: number;
  infantCount: number;
  paxTypeSelected: "ordinary" | "others";
  specialPaxType?: "STU" | "LBR" | "SEA";
  specialCount: number;
  airlineCode?: string;
  cabinType: "Y" | "W" | "C" | "F";
  fareType: ("NDC" | "GDS" | "DC")[];
  corpCode?: string;
  mode: "simple" | "advance";
};
