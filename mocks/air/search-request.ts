import { DateTime } from "luxon";
import * as z from "zod";
import type {
  CabinCode,
  FareSource,
  PassengerCounts,
  PassengerType,
  SpecialPaxType,
} from "./types";

/** The back office runs on Hong Kong time: "today" and "same day" are Hong Kong dates. */
export const BACK_OFFICE_ZONE = "Asia/Hong_Kong";

const FARE_SOURCES = ["NDC", "GDS", "DC"] as const;
const SPECIAL_TYPES = ["STU", "SEA", "LBR"] as const;
const MAX_PER_TYPE = 10;
const LEGS_BY_TYPE = { oneWay: [1, 1], return: [2, 2], multiCity: [2, 6] } as const;
const MAX_DAYS_AHEAD = 361;

// Counts arrive as numbers from the portal but as strings from older forms; both are accepted.
const count = (fallback: number) =>
  z
    .union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)])
    .nullish()
    .transform((v) => v ?? fallback);
const code = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim().toUpperCase());
const codes = z.array(z.string().transform((v) => v.trim().toUpperCase()));

const CommonSearchRQ = z.object({
  searchType: z.enum(["oneWay", "return", "multiCity"]),
  paxTypeSelected: z
    .union([z.enum(["ordinary", "others"]), z.literal("")])
    .nullish()
    .transform((v) => v || "ordinary"),
  oriLocs: codes,
  desLocs: codes,
  departureDate: z.array(z.string().trim()),
  adultCount: count(1),
  childCount: count(0),
  youngAdultCount: count(0),
  infantCount: count(0),
  seamanCount: count(0),
  studentCount: count(0),
  labourCount: count(0),
  specialPaxType: code,
  specialCount: count(1),
  corpCode: code,
  airlineCode: code,
  fareType: codes.nullish().transform((v) => v ?? []),
  cabinType: z
    .union([z.enum(["Y", "W", "C", "F"]), z.literal("")])
    .nullish()
    .transform((v): CabinCode => v || "Y"),
});

export interface SearchLeg {
  origin: string;
  destination: string;
  /** YYYY-MM-DD, local date of departure at the origin. */
  date: string;
}

/** A search reduced to what drives the offers; its JSON is the cache and seed key. */
export interface AirSearch {
  searchType: "oneWay" | "return" | "multiCity";
  legs: SearchLeg[];
  counts: PassengerCounts;
  cabin: CabinCode;
  /** Requested fare sources; all three when the request left them empty. */
  fareTypes: FareSource[];
  airlineCode: string;
  corpCode: string;
}

export type SearchParse =
  { ok: true; search: AirSearch } | { ok: false; message: string; fields: string[] };

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text).isValid;

/**
 * Passenger counts by price-line type. Young adults (12-15) pay the adult fare. With the newer
 * form's "others" choice the special type and its count join the adults, children and infants
 * (the form then also copies the count into studentCount/seamanCount/labourCount, which must not
 * be counted twice); the older form sends only the three counts.
 */
function passengerCounts(rq: z.infer<typeof CommonSearchRQ>): PassengerCounts {
  const others = rq.paxTypeSelected === "others";
  const special = (type: SpecialPaxType, ownCount: number) =>
    others ? (rq.specialPaxType === type ? rq.specialCount : 0) : ownCount;
  const counts: Record<PassengerType, number> = {
    ADT: rq.adultCount + rq.youngAdultCount,
    STU: special("STU", rq.studentCount),
    SEA: special("SEA", rq.seamanCount),
    LBR: special("LBR", rq.labourCount),
    CNN: rq.childCount,
    INF: rq.infantCount,
  };
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** Validates like the back office: every problem is named in errorMsgField (3/100). */
export function parseSearchRequest(body: unknown, now: number): SearchParse {
  const parsed = CommonSearchRQ.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = [
      ...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "commonSearchRQ"))),
    ];
    return { ok: false, message: "Invalid search request", fields };
  }
  const rq = parsed.data;
  const fields: string[] = [];
  const [minLegs, maxLegs] = LEGS_BY_TYPE[rq.searchType];
  const legCount = rq.oriLocs.length;
  if (
    legCount < minLegs ||
    legCount > maxLegs ||
    rq.desLocs.length !== legCount ||
    rq.departureDate.length !== legCount
  )
    fields.push("oriLocs");

  const today = DateTime.fromMillis(now, { zone: BACK_OFFICE_ZONE }).toISODate() ?? "";
  const lastDay = DateTime.fromISO(today).plus({ days: MAX_DAYS_AHEAD }).toISODate() ?? "";
  rq.oriLocs.forEach((loc, i) => !/^[A-Z]{3}$/.test(loc) && fields.push(`oriLocs[${i}]`));
  rq.desLocs.forEach((loc, i) => !/^[A-Z]{3}$/.test(loc) && fields.push(`desLocs[${i}]`));
  rq.departureDate.forEach((date, i) => {
    const previous = rq.departureDate[i - 1];
    // A later leg may leave the day before the previous one's date (time zones), never earlier.
    const earliest =
      i === 0 || !isDate(previous)
        ? today
        : (DateTime.fromISO(previous).minus({ days: 1 }).toISODate() ?? today);
    if (!isDate(date) || date < earliest || date > lastDay) fields.push(`departureDate[${i}]`);
  });

  const countFields = [
    "adultCount",
    "childCount",
    "youngAdultCount",
    "infantCount",
    "seamanCount",
    "studentCount",
    "labourCount",
  ] as const;
  for (const name of countFields) if (rq[name] < 0 || rq[name] > MAX_PER_TYPE) fields.push(name);
  if (rq.paxTypeSelected === "others" && (rq.specialCount < 1 || rq.specialCount > MAX_PER_TYPE))
    fields.push("specialCount");
  if (
    rq.paxTypeSelected === "others" &&
    !(SPECIAL_TYPES as readonly string[]).includes(rq.specialPaxType)
  )
    fields.push("specialPaxType");
  if (rq.fareType.some((type) => !(FARE_SOURCES as readonly string[]).includes(type)))
    fields.push("fareType");
  if (rq.airlineCode !== "" && !/^[A-Z0-9]{2}$/.test(rq.airlineCode)) fields.push("airlineCode");

  const counts = passengerCounts(rq);
  const seated = Object.entries(counts).reduce(
    (sum, [type, n]) => sum + (type === "INF" ? 0 : n),
    0,
  );
  if (seated === 0) fields.push("adultCount");
  // Each infant travels on the lap of a seated adult (or student, seaman, labour traveller).
  if ((counts.INF ?? 0) > seated - (counts.CNN ?? 0)) fields.push("infantCount");
  if (fields.length > 0) return { ok: false, message: "Invalid search request", fields };

  const fareTypes =
    rq.fareType.length === 0
      ? [...FARE_SOURCES]
      : FARE_SOURCES.filter((type) => rq.fareType.includes(type));
  return {
    ok: true,
    search: {
      searchType: rq.searchType,
      legs: rq.oriLocs.map((origin, i) => ({
        origin,
        destination: rq.desLocs[i],
        date: rq.departureDate[i],
      })),
      counts,
      cabin: rq.cabinType,
      fareTypes,
      airlineCode: rq.airlineCode,
      corpCode: rq.corpCode,
    },
  };
}

/** Today's date at the back office, part of every seed ("same request on the same day"). */
export function backOfficeDate(now: number): string {
  return DateTime.fromMillis(now, { zone: BACK_OFFICE_ZONE }).toISODate() ?? "";
}
