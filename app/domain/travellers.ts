// The traveller directory's vocabulary (docs/decisions/0101-traveller-directory.md), zod-free so
// the browser may use it.
export const DOCUMENT_TYPES = ["PP", "ID"] as const;
export const GENDERS = ["M", "F", "X"] as const;
/** Rows the form offers: stored ones first, the rest blank. */
export const DOCUMENT_ROWS = 2;
/** The directory's page size: the list and its pagination (browser and server) share it. */
export const TRAVELLERS_PER_PAGE = 10;
export const FF_ROWS = 3;
export const TRAVELLER_NOTES_MAX = 2000;

/** The import's columns (a header row names them) and its size. */
export const IMPORT_MAX_ROWS = 2000;

export const IMPORT_COLUMNS = [
  "surname",
  "givenNames",
  "title",
  "birthDate",
  "gender",
  "nationality",
  "email",
  "telephone",
  "docType",
  "docNumber",
  "docCountry",
  "docExpiry",
  "ffAirline",
  "ffNumber",
  "meal",
  "seat",
  "notes",
] as const;
