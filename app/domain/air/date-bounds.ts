// docs/behaviour.md#search-dates-and-passenger-counts: the return date and every later multi-city
// leg may start from the previous chosen date minus one day (date-line crossings); the pickers'
// `min` follows the typed date.
import { addDays, isIsoDate } from "./dates";

/** The day before an ISO date, or undefined while the date is empty or partial. */
export function dayBefore(value: string | undefined | null): string | undefined {
  return value && isIsoDate(value) ? addDays(value, -1) : undefined;
}

/** The later of two ISO days. */
export const laterDay = (a: string, b: string | undefined) => (b && b > a ? b : a);
