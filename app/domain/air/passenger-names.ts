// Passenger names as airlines take them (docs/behaviour.md#names-as-airlines-take-them). We follow
// ICAO Doc 9303, the rule of the passport's machine-readable zone that check-in and APIS compare
// against: apostrophes are dropped (O'NEIL -> ONEIL), hyphens become spaces (SMITH-JONES -> SMITH
// JONES), accents are dropped (JOSÉ -> JOSE), letters are upper-cased and runs of spaces collapse.

const APOSTROPHES = /['\u2018\u2019\u02BC`\u00B4]/g;
const HYPHENS = /[-\u2010\u2011\u2012\u2013\u2014]/g;

export function airlineName(typed: string): string {
  return typed
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(APOSTROPHES, "")
    .replace(HYPHENS, " ")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the name the airline receives differs from what was typed (beyond case and spaces). */
export function nameIsAdjusted(typed: string): boolean {
  return airlineName(typed) !== typed.toUpperCase().replace(/\s+/g, " ").trim();
}
