// Locales and code tables (docs/behaviour.md#entities).
// Pure: no I/O, importable in the browser and on the server. Labels for the codes below live
// in locales/<locale>/codes.json; this module holds the codes themselves and the locale rules
// (the languages themselves: ./locales.ts).

export type CodeTableVariant = "EN" | "CN" | "HK";

/** The code-table variant: en-US gives EN, zh-CN gives CN, anything else gives HK (spec). */
export function codeTableVariant(locale: string): CodeTableVariant {
  if (locale === "en-US") return "EN";
  if (locale === "zh-CN") return "CN";
  return "HK";
}

/** The `lang` query value of the code look-ups: absent for English, zh_CN or zh_HK otherwise. */
export function upstreamLang(locale: string): "zh_CN" | "zh_HK" | undefined {
  switch (codeTableVariant(locale)) {
    case "EN":
      return undefined;
    case "CN":
      return "zh_CN";
    case "HK":
      return "zh_HK";
  }
}

// ---------------------------------------------------------------------------------------------
// Code lists

/** Cabin codes; Y (economy) is the default. */
export const cabinCodes = ["Y", "W", "C", "F"] as const;
export type CabinCode = (typeof cabinCodes)[number];
export const defaultCabin: CabinCode = "Y";

/** Name titles: MSTR and MISS are the child titles. */
export const nameTitles = [
  "MR",
  "MS",
  "MRS",
  "MSTR",
  "MISS",
  "CAPT",
  "DR",
  "HON",
  "LADY",
  "LORD",
  "REV",
  "SIR",
] as const;

export const purposeCodes = ["1", "2", "3", "4", "5", "6", "7"] as const;

export const fareTypes = ["NDC", "GDS", "DC"] as const;

export const paxTypes = ["ADT", "CNN", "CHD", "INF", "STU", "SEA", "LBR", "YTH"] as const;
export type PaxType = (typeof paxTypes)[number];

export const specialPaxTypes = ["STU", "LBR", "SEA"] as const satisfies readonly PaxType[];

/** Result sort options; priceLow is the default. */
export const sortOptions = [
  "priceLow",
  "priceHigh",
  "durationShort",
  "durationLong",
  "departureEar",
  "departureLat",
  "arrialEar",
  "arrialLat",
] as const;
export type SortOption = (typeof sortOptions)[number];
export const defaultSort: SortOption = "priceLow";

export const bookingStatuses = [
  "BOOKING_RECEIVED",
  "BOOKING_IN_PROCESS",
  "BOOKING_CONFIRMED",
  "BOOKING_ORDER_SUBMITTED",
  "BOOKING_COMPLETED",
  "BOOKING_PAID",
  "BOOKING_CLOSED",
  "BOOKING_CANCELLED",
] as const;

/** Departure/arrival filter buckets (index = key of codes.timeBucket); hours are inclusive. */
export const timeBuckets = [
  { id: "0", from: "00:00", to: "05:59" },
  { id: "1", from: "06:00", to: "11:59" },
  { id: "2", from: "12:00", to: "17:59" },
  { id: "3", from: "18:00", to: "23:59" },
] as const;

export const sourceSystems = ["1G", "1A", "1B", "1S", "1E"] as const;
