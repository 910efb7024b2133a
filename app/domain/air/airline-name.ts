// The name as the airline's reservation takes it (docs/decisions/0102-airline-names-documents-and-credits.md):
// SURNAME/GIVEN NAMES TITLE, Latin capitals only, at most 49 characters. Airlines' agent rules
// (Cathay Pacific's among them) ask for hyphens and apostrophes removed, a double surname written
// as one word, a one-letter surname doubled and the given names shortened first when too long.
import { isChildType } from "./passengers";

export const AIRLINE_NAME_MAX = 49;

// Letters NFD does not take apart into a base letter and a mark.
const FOLDS: Record<string, string> = {
  ß: "SS",
  Æ: "AE",
  æ: "AE",
  Ø: "O",
  ø: "O",
  Œ: "OE",
  œ: "OE",
  Ł: "L",
  ł: "L",
  Đ: "D",
  đ: "D",
  Þ: "TH",
  þ: "TH",
  ı: "I",
};

/** Latin capitals and single spaces: marks folded, hyphens and apostrophes dropped. */
function latin(text: string): string {
  return text
    .replace(/[ßÆæØøŒœŁłĐđÞþı]/g, (c) => FOLDS[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/['\u2018\u2019\u02BC`\u00B4\-\u2010-\u2014]/g, "")
    .replace(/[^A-Z\s]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const ADULT_TITLES = ["MR", "MS", "MRS", "CAPT", "DR", "HON", "LADY", "LORD", "REV", "SIR"];

/** Children and infants are MSTR or MISS; an adult is never MSTR (MR) or MISS (MS). */
export function airlineTitle(title: string | undefined, passengerType: string): string {
  const t = (title ?? "").trim().toUpperCase();
  if (!t) return "";
  if (isChildType(passengerType)) {
    if (t === "MR" || t === "MSTR") return "MSTR";
    if (t === "MS" || t === "MRS" || t === "MISS" || t === "LADY") return "MISS";
    return "";
  }
  if (t === "MSTR") return "MR";
  if (t === "MISS") return "MS";
  return ADULT_TITLES.includes(t) ? t : "";
}

export type AirlineNameInput = {
  surname: string;
  givenName: string;
  title?: string;
  passengerType: string;
};

export type AirlineName = {
  /** SURNAME/GIVEN NAMES TITLE, or "" with no surname. */
  text: string;
  /** True when letters changed, not only case and spaces (accents, hyphens, doubling, cut). */
  changed: boolean;
  /** True when the given names (or the surname) were cut to fit. */
  shortened: boolean;
};

export function toAirlineName({
  surname,
  givenName,
  title,
  passengerType,
}: AirlineNameInput): AirlineName {
  let last = latin(surname).replace(/ /g, "");
  if (last.length === 1) last = last + last;
  if (!last) return { text: "", changed: false, shortened: false };
  let given = latin(givenName);
  const suffix = airlineTitle(title, passengerType);
  const room = AIRLINE_NAME_MAX - last.length - 1 - (suffix ? suffix.length + 1 : 0);
  let shortened = false;
  if (given.length > room) {
    given = given.slice(0, Math.max(room, 0)).trim();
    shortened = true;
  }
  // Without given names no space stands before the title.
  const surnameRoom = AIRLINE_NAME_MAX - 1 - suffix.length;
  if (last.length > surnameRoom) last = last.slice(0, surnameRoom);
  const text = `${last}/${[given, suffix].filter(Boolean).join(" ")}`;
  const bare = (s: string) => s.toUpperCase().replace(/\s+/g, "");
  const typed = `${bare(surname)}/${bare(givenName)}`;
  return { text, changed: bare(`${last}/${given}`) !== typed, shortened };
}

/**
 * Whether the name booked differs from the one kept for the traveller (the company's directory),
 * compared in the airline's form: case, spaces, accents and hyphens aside.
 */
export function bookedNameDiffers(
  booked: { surname: string; givenName: string },
  kept: { surname: string; givenName: string },
): boolean {
  const form = (n: { surname: string; givenName: string }) =>
    toAirlineName({ ...n, passengerType: "ADT" }).text;
  return form(booked) !== form(kept);
}
