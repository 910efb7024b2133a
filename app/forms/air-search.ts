import * as z from "zod";
import { BOOKABLE_DAYS_AHEAD, addDays, isIsoDate } from "~/domain/air/dates";
import { cabinCodes, fareTypes, specialPaxTypes } from "~/domain/code-tables";
import { MAX_SEGMENTS, searchTypes } from "./air-search-choices";
import type { DayBounds } from "./field-rules";
import { msg } from "./messages";
import { requiredText } from "./rules";

// The flight search form (docs/behaviour.md#the-flight-search-form). One schema for the
// three trip types: oneWay and return use the first segment (plus returnDate), multiCity all.

const count = (min = 0) =>
  z
    .number({ error: msg("FIELD_REQUIRE") })
    .int(msg("FIELD_REQUIRE"))
    .min(min, msg("NUMBER_LESS", { min }))
    .max(10, msg("NUMBER_GREATER", { max: 10 }));

const date = () => requiredText().refine(isIsoDate, msg("INVALID_DATE"));

/** Each infant flies on the lap of an adult (young adults and special types count as adults). */
export function lapsFor(v: {
  adultCount?: unknown;
  youngAdultCount?: unknown;
  paxTypeSelected?: string;
  specialCount?: unknown;
}): number {
  const n = (x: unknown) => (typeof x === "number" ? x : 0);
  return (
    n(v.adultCount) +
    n(v.youngAdultCount) +
    (v.paxTypeSelected === "others" ? n(v.specialCount) : 0)
  );
}

/** Airport as typed: a code or a name; the server resolves it (see airports.server). */
const airport = () => requiredText().max(60, msg("LENGTH_GREATER", { max: 60 }));

const Segment = z.object({ origin: airport(), destination: airport(), departureDate: date() });

const upper = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg("LENGTH_GREATER", { max }))
    .transform((v) => v.toUpperCase())
    .optional();

// Building the schema (and its field rules, kept per schema) costs more than the rest of the
// search page's loader: one a day, the agency's day.
let ofTheDay: { today: string; schema: ReturnType<typeof schemaFor> } | undefined;

export function airSearchSchema(today: string) {
  if (ofTheDay?.today !== today) ofTheDay = { today, schema: schemaFor(today) };
  return ofTheDay.schema;
}

function schemaFor(today: string) {
  return z
    .object({
      searchType: z.enum(searchTypes).default("return"),
      segments: z.array(Segment).min(1).max(MAX_SEGMENTS, msg("MAX_10")),
      returnDate: date().optional(),
      adultCount: count(),
      childCount: count(),
      youngAdultCount: count(),
      infantCount: count(),
      paxTypeSelected: z.enum(["ordinary", "others"]).default("ordinary"),
      specialPaxType: z.enum(specialPaxTypes).optional(),
      specialCount: count().default(1),
      airlineCode: z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{2}$/, msg("AIRLINE_FORMAT")))
        .optional(),
      cabinType: z.enum(cabinCodes).default("Y"),
      fareType: z.array(z.enum(fareTypes)).default([]),
      corpCode: upper(20),
      mode: z.enum(["simple", "advance"]).default("simple"),
    })
    .superRefine(
      (v, ctx) => {
        const segments =
          (v.searchType === "multiCity" ? v.segments : v.segments?.slice(0, 1)) ?? [];
        if (v.searchType === "multiCity" && (v.segments?.length ?? 0) < 2) {
          ctx.addIssue({
            code: "custom",
            path: ["segments"],
            message: msg("NUMBER_LESS", { min: 2 }),
          });
        }
        // Leg 1 from today; every later date from the previous date minus one day.
        let min = today;
        const last = addDays(today, BOOKABLE_DAYS_AHEAD);
        const beyond = (date: unknown): date is string =>
          typeof date === "string" && isIsoDate(date) && date > last;
        segments.forEach((s, i) => {
          if (typeof s?.departureDate !== "string") return;
          if (beyond(s.departureDate))
            ctx.addIssue({
              code: "custom",
              path: ["segments", i, "departureDate"],
              message: `searchRules.BEYOND_WINDOW?max=${last}`,
            });
          if (isIsoDate(s.departureDate) && s.departureDate < min) {
            ctx.addIssue({
              code: "custom",
              path: ["segments", i, "departureDate"],
              message: msg("DATE_LESS", { min }),
            });
          }
          if (isIsoDate(s.departureDate)) min = addDays(s.departureDate, -1);
        });
        if (v.searchType === "return" && beyond(v.returnDate))
          ctx.addIssue({
            code: "custom",
            path: ["returnDate"],
            message: `searchRules.BEYOND_WINDOW?max=${last}`,
          });
        if (typeof v.infantCount === "number" && v.infantCount > lapsFor(v))
          ctx.addIssue({
            code: "custom",
            path: ["infantCount"],
            message: `searchRules.INFANT_NEEDS_ADULT?max=${lapsFor(v)}`,
          });
        if (v.searchType === "return") {
          if (!v.returnDate)
            ctx.addIssue({ code: "custom", path: ["returnDate"], message: msg("FIELD_REQUIRE") });
          else {
            const out = segments[0]?.departureDate;
            if (
              typeof out === "string" &&
              isIsoDate(v.returnDate) &&
              isIsoDate(out) &&
              v.returnDate < addDays(out, -1)
            ) {
              ctx.addIssue({
                code: "custom",
                path: ["returnDate"],
                message: msg("DATE_LESS", { min: addDays(out, -1) }),
              });
            }
          }
        }
        if (
          v.paxTypeSelected === "ordinary" &&
          typeof v.adultCount === "number" &&
          v.adultCount < 1
        ) {
          ctx.addIssue({
            code: "custom",
            path: ["adultCount"],
            message: msg("NUMBER_LESS", { min: 1 }),
          });
        }
        if (v.paxTypeSelected === "others") {
          if (!v.specialPaxType)
            ctx.addIssue({
              code: "custom",
              path: ["specialPaxType"],
              message: msg("FIELD_REQUIRE"),
            });
          if (typeof v.specialCount === "number" && v.specialCount < 1)
            ctx.addIssue({
              code: "custom",
              path: ["specialCount"],
              message: msg("NUMBER_LESS", { min: 1 }),
            });
        }
      },
      // Run with the field errors too, so one Search shows every problem at once.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

/**
 * The search's day bounds as the browser checks them on blur, with the schema's messages: no
 * past date, nothing past the booking window (for `withDayBounds` in forms/field-rules). The
 * bounds between flights stay the server's (and the date pickers' min).
 */
export function searchDayBounds(today: string): Record<string, DayBounds> {
  const last = addDays(today, BOOKABLE_DAYS_AHEAD);
  const beyond = `searchRules.BEYOND_WINDOW?max=${last}`;
  return {
    "segments[].departureDate": {
      min: today,
      minMessage: msg("DATE_LESS", { min: today }),
      max: last,
      maxMessage: beyond,
    },
    returnDate: { max: last, maxMessage: beyond },
  };
}
