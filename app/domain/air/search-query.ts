// The selection page's URL carries the resolved search (commonSearchRQ field names), so results
// can be bookmarked, shared and reloaded; these functions go from one to the other.
import * as z from "zod";
import type { CommonSearchRQ } from "~/contracts/air";
import { cabinCodes, fareTypes, specialPaxTypes } from "~/domain/code-tables";
import { isIsoDate } from "./dates";

const code3 = z.string().regex(/^[A-Z]{3}$/);
const countParam = z.coerce.number().int().min(0).max(10);

const QuerySchema = z
  .object({
    searchType: z.enum(["oneWay", "return", "multiCity"]),
    paxTypeSelected: z.enum(["ordinary", "others"]).default("ordinary"),
    oriLocs: z.array(code3).min(1).max(6),
    desLocs: z.array(code3).min(1).max(6),
    departureDate: z.array(z.string().refine(isIsoDate)).min(1).max(6),
    adultCount: countParam.default(1),
    childCount: countParam.default(0),
    youngAdultCount: countParam.default(0),
    infantCount: countParam.default(0),
    seamanCount: countParam.default(0),
    studentCount: countParam.default(0),
    labourCount: countParam.default(0),
    specialPaxType: z.union([z.enum(specialPaxTypes), z.literal("")]).default(""),
    specialCount: countParam.default(0),
    corpCode: z.string().max(20).default(""),
    airlineCode: z.union([z.string().regex(/^[A-Z0-9]{2}$/), z.literal("")]).default(""),
    fareType: z.array(z.enum(fareTypes)).default([]),
    cabinType: z.enum(cabinCodes).default("Y"),
  })
  .refine(
    (q) => q.oriLocs.length === q.desLocs.length && q.oriLocs.length === q.departureDate.length,
  )
  .refine((q) =>
    q.searchType === "oneWay"
      ? q.oriLocs.length === 1
      : q.searchType === "return"
        ? q.oriLocs.length === 2
        : q.oriLocs.length >= 2,
  );

const arrays = new Set(["oriLocs", "desLocs", "departureDate", "fareType"]);

/** The search in the URL, or null when the URL was edited into something no search produces. */
export function searchFromQuery(params: URLSearchParams): CommonSearchRQ | null {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (arrays.has(key)) raw[key] = [...((raw[key] as string[] | undefined) ?? []), value];
    else if (!(key in raw)) raw[key] = value;
  }
  const parsed = QuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const q = parsed.data;
  return { ...q, origin: q.oriLocs[0], destination: q.desLocs[0] };
}

/**
 * Canonical query string of a search (the same search gives the same URL). Values equal to the
 * schema's defaults are left out: every Select link of a results page carries this query.
 */
export function queryOfSearch(rq: CommonSearchRQ): URLSearchParams {
  const params = new URLSearchParams();
  params.set("searchType", rq.searchType);
  if (rq.paxTypeSelected !== "ordinary") params.set("paxTypeSelected", rq.paxTypeSelected);
  rq.oriLocs.forEach((v) => params.append("oriLocs", v));
  rq.desLocs.forEach((v) => params.append("desLocs", v));
  rq.departureDate.forEach((v) => params.append("departureDate", v));
  if (rq.adultCount !== 1) params.set("adultCount", String(rq.adultCount));
  const counts = [
    "childCount",
    "youngAdultCount",
    "infantCount",
    "seamanCount",
    "studentCount",
    "labourCount",
    "specialCount",
  ] as const;
  for (const c of counts) if (rq[c] !== 0) params.set(c, String(rq[c]));
  if (rq.specialPaxType) params.set("specialPaxType", rq.specialPaxType);
  if (rq.corpCode) params.set("corpCode", rq.corpCode);
  if (rq.airlineCode) params.set("airlineCode", rq.airlineCode);
  rq.fareType.forEach((v) => params.append("fareType", v));
  if (rq.cabinType !== "Y") params.set("cabinType", rq.cabinType);
  return params;
}

/** The search form's values for a search (the form above the results, Previous search). */
export function formValuesOfSearch(rq: CommonSearchRQ) {
  const legs = rq.searchType === "multiCity" ? rq.oriLocs.length : 1;
  return {
    searchType: rq.searchType,
    segments: Array.from({ length: legs }, (_, i) => ({
      origin: rq.oriLocs[i],
      destination: rq.desLocs[i],
      departureDate: rq.departureDate[i],
    })),
    returnDate: rq.searchType === "return" ? rq.departureDate[1] : undefined,
    adultCount: String(rq.adultCount),
    childCount: String(rq.childCount),
    youngAdultCount: String(rq.youngAdultCount),
    infantCount: String(rq.infantCount),
    paxTypeSelected: rq.paxTypeSelected,
    specialPaxType: rq.specialPaxType || undefined,
    specialCount: String(rq.specialCount || 1),
    airlineCode: rq.airlineCode || undefined,
    cabinType: rq.cabinType,
    fareType: rq.fareType,
    corpCode: rq.corpCode || undefined,
    mode:
      rq.corpCode || rq.airlineCode || rq.fareType.length || rq.cabinType !== "Y"
        ? "advance"
        : "simple",
  };
}
