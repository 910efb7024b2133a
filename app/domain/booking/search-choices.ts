// The booking search form's choices (docs/behaviour.md#booking-list), apart from the date
// arithmetic of search.ts (luxon, server only), so the page's form can list them.

export const DATE_TYPES = ["DepartureDate", "CreatedDate"] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** Quick ranges of the search form (docs/behaviour.md#booking-list). */
export const QUICK_RANGES = ["twoDays", "week", "month", "threeMonths", "year", "custom"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];
