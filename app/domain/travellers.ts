// The traveller directory's vocabulary (docs/decisions/0101-traveller-directory.md), zod-free so
// the browser may use it.
export const DOCUMENT_TYPES = ["PP", "ID"] as const;
export const GENDERS = ["M", "F", "X"] as const;
/** Rows the form offers: stored ones first, the rest blank. */
export const DOCUMENT_ROWS = 2;
export const FF_ROWS = 3;
export const TRAVELLER_NOTES_MAX = 2000;
