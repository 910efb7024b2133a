// The command line of the flight search (docs/behaviour.md#command-line-search): one line such as
// `HKGLHR 12DEC R19DEC 2ADT 1CNN C /NDC` read into the search form's values, so the server runs it
// through exactly what the form goes through (schema, airport look-up, toSearchRQ). Pure: "today"
// is an argument (a date without a year is its next occurrence on or after today).
//
// Tokens (separated by spaces, any case):
//   HKGLHR or HKG LHR or HKG-LHR  a flight's origin and destination (one pair per flight)
//   12DEC, 12DEC26, 12DEC2026,    the departure date of the pair before it
//   2026-12-12, 12/12, 12/12/2026
//   R19DEC (or R 19DEC)           return date (one pair only)
//   2ADT 1CNN 1INF 1YTH 1STU ...  passengers per type (2A, 1C, 1I: adults, children, infants;
//                                 CHD is CNN; STU, SEA, LBR are the special types)
//   Y W C F                       cabin
//   /NDC /GDS/DC                  fare sources
//   *BA                           airline
import { cabinCodes, fareTypes, specialPaxTypes, type CabinCode } from "~/domain/code-tables";
import { BOOKABLE_DAYS_AHEAD, addDays, isIsoDate } from "./dates";

export const MAX_COMMAND_LENGTH = 200;
const MAX_FLIGHTS = 6;
const MAX_COUNT = 10;

const MONTHS = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
] as const;

/** A problem, as a translation key (air:command.error.<key>) and its values. */
export type CommandProblem = { key: string; values?: Record<string, string | number> };

/** The search form's values (the shape its GET submission and `defaultValue` take). */
export type CommandFormValues = {
  searchType: "oneWay" | "return" | "multiCity";
  segments: { origin: string; destination: string; departureDate: string }[];
  returnDate?: string;
  adultCount: string;
  childCount: string;
  youngAdultCount: string;
  infantCount: string;
  paxTypeSelected: "ordinary" | "others";
  specialPaxType?: string;
  specialCount: string;
  cabinType: CabinCode;
  fareType: string[];
  airlineCode?: string;
  mode: "simple" | "advance";
};

/** A date as typed and the day it was read as. */
export type CommandDate = { token: string; date: string };

export type CommandResult =
  | { ok: true; values: CommandFormValues; dates: CommandDate[] }
  | { ok: false; problems: CommandProblem[]; values: CommandFormValues; dates: CommandDate[] };

const paxAliases: Record<string, string> = {
  A: "ADT",
  ADT: "ADT",
  C: "CNN",
  CNN: "CNN",
  CHD: "CNN",
  I: "INF",
  INF: "INF",
  YTH: "YTH",
  STU: "STU",
  SEA: "SEA",
  LBR: "LBR",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The month a mistyped name most likely meant (most letters in place, then first in the year). */
function closestMonth(text: string): string {
  let best: string = MONTHS[0];
  let score = -1;
  for (const m of MONTHS) {
    let s = 0;
    for (let i = 0; i < 3; i += 1) if (text[i] === m[i]) s += 1;
    if (s > score) {
      best = m;
      score = s;
    }
  }
  return best;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The next occurrence of day/month on or after today (29 Feb: the next leap year's). */
function nextOccurrence(day: number, month: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (let y = year; y <= year + 4; y += 1) {
    const iso = `${y}-${pad(month)}-${pad(day)}`;
    if (isIsoDate(iso) && iso >= today) return iso;
  }
  return null;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

type DateRead = { date: string } | { problem: CommandProblem } | null;

/** A date token, a refused date (with a suggestion), or null when the token is no date at all. */
export function readDate(token: string, today: string): DateRead {
  const notADate = (suggestion: string): DateRead => ({
    problem: { key: "BAD_DATE", values: { token, suggestion } },
  });
  let m = /^(\d{1,2})([A-Z]{3})(\d{2}|\d{4})?$/.exec(token);
  if (m) {
    const day = Number(m[1]);
    const monthIndex = MONTHS.indexOf(m[2] as (typeof MONTHS)[number]);
    if (monthIndex < 0) return notADate(`${m[1]}${closestMonth(m[2])}`);
    const month = monthIndex + 1;
    if (
      day < 1 ||
      day > (m[3] ? daysIn(fullYear(m[3]), month) : month === 2 ? 29 : daysIn(2001, month))
    )
      return notADate(`${pad(Math.min(Math.max(day, 1), daysIn(2001, month)))}${m[2]}`);
    if (m[3]) return { date: `${fullYear(m[3])}-${pad(month)}-${pad(day)}` };
    const date = nextOccurrence(day, month, today);
    return date ? { date } : notADate(`${pad(28)}${m[2]}`);
  }
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(token);
  if (m) {
    const iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
    return isIsoDate(iso) ? { date: iso } : notADate(suggestionFor(Number(m[3]), Number(m[2])));
  }
  m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(token);
  if (m) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (m[3]) {
      const iso = `${fullYear(m[3])}-${pad(month)}-${pad(day)}`;
      return isIsoDate(iso) ? { date: iso } : notADate(suggestionFor(day, month));
    }
    const date = month >= 1 && month <= 12 ? nextOccurrence(day, month, today) : null;
    return date ? { date } : notADate(suggestionFor(day, month));
  }
  // Looks like a date (starts with a day, has letters or separators) but is none of the above.
  m = /^(\d{1,2})([A-Z]{1,9})$/.exec(token);
  if (m && !paxAliases[m[2]]) return notADate(`${m[1]}${closestMonth(m[2])}`);
  if (/^\d[\d/.-]*$/.test(token) && /[/.-]/.test(token)) return notADate("12DEC");
  return null;
}

/** The day in the month's form (a day the month has), e.g. 31/4 -> 30APR. */
function suggestionFor(day: number, month: number): string {
  if (month < 1 || month > 12) return `${pad(Math.min(Math.max(day, 1), 31))}DEC`;
  return `${pad(Math.min(Math.max(day, 1), daysIn(2001, month)))}${MONTHS[month - 1]}`;
}

const emptyValues = (): CommandFormValues => ({
  searchType: "oneWay",
  segments: [],
  adultCount: "1",
  childCount: "0",
  youngAdultCount: "0",
  infantCount: "0",
  paxTypeSelected: "ordinary",
  specialCount: "1",
  cabinType: "Y",
  fareType: [],
  mode: "simple",
});

// The example route of a lone airport pairs it with another one ("LHR" → LHRHKG, never LHRLHR).
const originOnly = (token: string): CommandProblem => ({
  key: "ORIGIN_ONLY",
  values: { token, example: `${token}${token === "LHR" ? "HKG" : "LHR"}` },
});

/** Reads a command line; refused entries still give the form what was understood. */
export function parseCommand(input: string, today: string): CommandResult {
  const problems: CommandProblem[] = [];
  const values = emptyValues();
  const line = input.trim().toUpperCase();
  if (!line) return { ok: false, problems: [{ key: "EMPTY" }], values, dates: [] };
  if (line.length > MAX_COMMAND_LENGTH)
    return {
      ok: false,
      problems: [{ key: "TOO_LONG", values: { max: MAX_COMMAND_LENGTH } }],
      values,
      dates: [],
    };

  const tokens = line.split(/\s+/);
  const flights: { origin: string; destination: string; date?: string; token?: string }[] = [];
  let pendingOrigin: string | null = null;
  let returnDate: string | undefined;
  let returnSeen = false;
  let returnToken = "";
  let cabin: CabinCode | null = null;
  const counts: Record<string, number> = {};
  const sources = new Set<string>();
  let airline: string | undefined;

  const addPair = (origin: string, destination: string) => flights.push({ origin, destination });
  const setDate = (token: string, date: string) => {
    const flight = flights[flights.length - 1];
    if (!flight) problems.push({ key: "DATE_WITHOUT_ROUTE", values: { token } });
    else if (flight.date) problems.push({ key: "SECOND_DATE", values: { token } });
    else Object.assign(flight, { date, token });
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    let m: RegExpExecArray | null;
    if ((m = /^([A-Z]{3})-?([A-Z]{3})$/.exec(token))) {
      if (pendingOrigin) problems.push(originOnly(pendingOrigin));
      pendingOrigin = null;
      addPair(m[1], m[2]);
      continue;
    }
    // Three letters alone are an airport (passenger counts always start with a digit).
    if (/^[A-Z]{3}$/.test(token)) {
      if (pendingOrigin) {
        addPair(pendingOrigin, token);
        pendingOrigin = null;
      } else pendingOrigin = token;
      continue;
    }
    if (pendingOrigin) {
      problems.push(originOnly(pendingOrigin));
      pendingOrigin = null;
    }
    if ((m = /^(\d{1,2})([A-Z]{1,3})$/.exec(token)) && paxAliases[m[2]]) {
      const type = paxAliases[m[2]];
      const n = Number(m[1]);
      if (n > MAX_COUNT) problems.push({ key: "TOO_MANY", values: { token, max: MAX_COUNT } });
      else if (type in counts) problems.push({ key: "SECOND_COUNT", values: { token } });
      else counts[type] = n;
      continue;
    }
    if (token === "R" || /^R\d/.test(token)) {
      const text = token === "R" ? (tokens[++i] ?? "") : token.slice(1);
      const read = text ? readDate(text, today) : null;
      if (returnSeen) problems.push({ key: "SECOND_RETURN", values: { token } });
      returnSeen = true;
      if (!read) problems.push({ key: "RETURN_WITHOUT_DATE", values: { token: `R${text}` } });
      else if ("problem" in read) problems.push(read.problem);
      else {
        returnDate = read.date;
        returnToken = token === "R" ? `R ${text}` : token;
      }
      continue;
    }
    const date = readDate(token, today);
    if (date) {
      if ("problem" in date) problems.push(date.problem);
      else setDate(token, date.date);
      continue;
    }
    if ((cabinCodes as readonly string[]).includes(token)) {
      if (cabin) problems.push({ key: "SECOND_CABIN", values: { token } });
      else cabin = token as CabinCode;
      continue;
    }
    if (token.startsWith("/")) {
      const names = token.split("/").filter(Boolean);
      const bad = names.find((n) => !(fareTypes as readonly string[]).includes(n));
      if (!names.length || bad)
        problems.push({ key: "BAD_SOURCE", values: { token, sources: fareTypes.join(", ") } });
      else names.forEach((n) => sources.add(n));
      continue;
    }
    if ((m = /^\*([A-Z0-9]{2})$/.exec(token))) {
      if (airline) problems.push({ key: "SECOND_AIRLINE", values: { token } });
      else airline = m[1];
      continue;
    }
    problems.push({ key: "UNKNOWN", values: { token } });
  }
  if (pendingOrigin) problems.push(originOnly(pendingOrigin));

  // What was understood goes into the form, whatever else was refused.
  values.segments = flights
    .slice(0, MAX_FLIGHTS)
    .map((f) => ({ origin: f.origin, destination: f.destination, departureDate: f.date ?? "" }));
  if (!values.segments.length)
    values.segments = [{ origin: "", destination: "", departureDate: "" }];
  if (flights.length > 1) values.searchType = "multiCity";
  else if (returnSeen) values.searchType = "return";
  if (returnDate) values.returnDate = returnDate;
  if (cabin) values.cabinType = cabin;
  values.fareType = fareTypes.filter((s) => sources.has(s));
  if (airline) values.airlineCode = airline;
  if (Object.keys(counts).length) {
    values.adultCount = String(counts.ADT ?? 0);
    values.childCount = String(counts.CNN ?? 0);
    values.infantCount = String(counts.INF ?? 0);
    values.youngAdultCount = String(counts.YTH ?? 0);
    const specials = specialPaxTypes.filter((t) => t in counts);
    if (specials.length > 1)
      problems.push({ key: "ONE_SPECIAL_TYPE", values: { types: specials.join(", ") } });
    if (specials.length) {
      values.paxTypeSelected = "others";
      values.specialPaxType = specials[0];
      values.specialCount = String(counts[specials[0]]);
    }
  }
  if (airline || values.fareType.length || values.cabinType !== "Y") values.mode = "advance";

  if (!flights.length && !problems.length) problems.push({ key: "NO_ROUTE" });
  if (flights.length > MAX_FLIGHTS)
    problems.push({ key: "TOO_MANY_FLIGHTS", values: { max: MAX_FLIGHTS } });
  for (const f of flights)
    if (!f.date && !problems.some((p) => p.key === "BAD_DATE"))
      problems.push({ key: "NO_DATE", values: { route: `${f.origin}${f.destination}` } });
  if (returnSeen && flights.length > 1) problems.push({ key: "RETURN_MULTI_CITY" });
  const dates = [...flights, { date: returnDate, token: returnToken }].flatMap((f) =>
    f.date && f.token ? [{ token: f.token, date: f.date }] : [],
  );
  return problems.length ? { ok: false, problems, values, dates } : { ok: true, values, dates };
}

/**
 * What the back office would refuse with a generic error
 * (docs/back-office.md#the-envelope-and-its-codes), said in words before any call: a day without a
 * year that rolls past the bookable window, and more infants than adults (each infant needs a lap
 * of their own). Keys under air:commandLimits.
 */
export function commandLimits(
  read: Pick<CommandResult, "values" | "dates">,
  today: string,
): CommandProblem[] {
  const problems: CommandProblem[] = [];
  const last = addDays(today, BOOKABLE_DAYS_AHEAD);
  // A year typed out is what the agent meant: the search form's own check answers it.
  const yearless = (token: string) => /^(R ?)?\d{1,2}([A-Z]{3}|\/\d{1,2})$/.test(token);
  for (const { date, token } of read.dates)
    if (yearless(token) && date > last)
      problems.push({ key: "commandLimits.BEYOND_WINDOW", values: { token, date, last } });
  const { values } = read;
  const laps =
    Number(values.adultCount) +
    Number(values.youngAdultCount) +
    (values.paxTypeSelected === "others" ? Number(values.specialCount) : 0);
  const infants = Number(values.infantCount);
  if (infants > laps)
    problems.push({ key: "commandLimits.INFANT_NEEDS_ADULT", values: { infants, adults: laps } });
  return problems;
}

/** The form values as the search form's GET query (what submitting the form would send). */
export function formQuery(values: CommandFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set("searchType", values.searchType);
  values.segments.forEach((s, i) => {
    params.set(`segments[${i}].origin`, s.origin);
    params.set(`segments[${i}].destination`, s.destination);
    params.set(`segments[${i}].departureDate`, s.departureDate);
  });
  if (values.returnDate) params.set("returnDate", values.returnDate);
  for (const k of ["adultCount", "childCount", "youngAdultCount", "infantCount"] as const)
    params.set(k, values[k]);
  params.set("paxTypeSelected", values.paxTypeSelected);
  if (values.specialPaxType) params.set("specialPaxType", values.specialPaxType);
  params.set("specialCount", values.specialCount);
  params.set("cabinType", values.cabinType);
  values.fareType.forEach((f) => params.append("fareType", f));
  if (values.airlineCode) params.set("airlineCode", values.airlineCode);
  params.set("mode", values.mode);
  return params;
}
