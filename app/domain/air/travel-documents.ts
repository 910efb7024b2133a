// Documents that will not fly (docs/decisions/0102-airline-names-documents-and-credits.md): most
// countries refuse a passport that expires less than six months after the journey, and an
// international flight's APIS data needs the issuing country and the holder's nationality.
// Pure: the passenger form runs it as the agent types, booking details on the server.
import { isIsoDate } from "./dates";

export const PASSPORT_VALID_MONTHS = 6;

export type TravelDocument = {
  /** The document's number; without one there is nothing to check. */
  id: string;
  /** YYYY-MM-DD, or "" when not given. */
  expiry: string;
  issueCountry: string;
  nationality: string;
};

export type DocumentTrip = {
  /** The last flight's date, YYYY-MM-DD. */
  lastFlightDate: string;
  /** Flights between countries (or a country not known: checked as international). */
  international: boolean;
};

export type DocumentWarning =
  | { kind: "expiresSoon"; expiry: string; validUntil: string }
  | { kind: "issueCountryMissing" }
  | { kind: "nationalityMissing" };

/** The date `months` after an ISO date; the 31st falls back to the month's last day. */
export function addMonths(value: string, months: number): string {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export function documentWarnings(doc: TravelDocument, trip: DocumentTrip): DocumentWarning[] {
  if (!doc.id.trim()) return [];
  const warnings: DocumentWarning[] = [];
  if (isIsoDate(doc.expiry) && isIsoDate(trip.lastFlightDate)) {
    const validUntil = addMonths(trip.lastFlightDate, PASSPORT_VALID_MONTHS);
    if (doc.expiry < validUntil)
      warnings.push({ kind: "expiresSoon", expiry: doc.expiry, validUntil });
  }
  if (trip.international) {
    if (!doc.issueCountry.trim()) warnings.push({ kind: "issueCountryMissing" });
    if (!doc.nationality.trim()) warnings.push({ kind: "nationalityMissing" });
  }
  return warnings;
}

/** The last date among the flights' departure and arrival dates, or "" with none. */
export function lastFlightDate(
  segments: readonly { departureDateStr: string; arrivelDateStr: string }[],
): string {
  return segments
    .flatMap((s) => [s.departureDateStr, s.arrivelDateStr])
    .filter(isIsoDate)
    .reduce((last, d) => (d > last ? d : last), "");
}

/** International unless every airport's country is known and the same. */
export function isInternational(countries: readonly (string | null | undefined)[]): boolean {
  if (!countries.length || countries.some((c) => !c)) return true;
  return new Set(countries).size > 1;
}
