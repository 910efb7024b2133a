import * as z from "zod";
import { addDays, isIsoDate } from "~/domain/air/dates";
import { airlineName } from "~/domain/air/passenger-names";
import { birthDateBounds, isChildType, MAX_ENTRIES } from "~/domain/air/passengers";
import { nameTitles } from "~/domain/code-tables";
import type { DayBounds } from "./field-rules";
import { msg } from "./messages";

// The passenger form (docs/behaviour.md#review-baggage-and-the-passenger-form). Names and codes are
// upper-cased by the schema, so the server and the browser see the same values.

/** Labels of the named "X is required" messages, in the user's language. */
export type PassengerLabels = {
  surname: string;
  givenName: string;
  birthDate: string;
  email: string;
  telephone: string;
  docId: string;
  ffNumber: string;
};

/** The labels in the language of `t` (the server's fixed t or the page's). */
export const passengerLabelsWith = (t: (key: string) => string): PassengerLabels => ({
  surname: t("pax.surname"),
  givenName: t("pax.givenName"),
  birthDate: t("pax.birthDate"),
  email: t("pax.email"),
  telephone: t("pax.telephone"),
  docId: t("pax.docId"),
  ffNumber: t("pax.ffNumber"),
});

// Conform sends an empty input as undefined: optional texts default to "" (outermost, so the
// checks before it run on every typed value).
const text = () => z.string().trim();
const upperText = () => z.string().trim().toUpperCase();

const named = (label: string) =>
  z
    .string({ error: msg("REQUIRED_NAMED", { field: label }) })
    .trim()
    .min(1, msg("REQUIRED_NAMED", { field: label }));

const personName = (label: string) =>
  named(label)
    .max(40, msg("LENGTH_GREATER", { max: 40 }))
    // Airline practice (ICAO 9303): O'NEIL -> ONEIL, SMITH-JONES -> SMITH JONES; the form says so.
    .overwrite(airlineName)
    .regex(/^[A-Z]+( +[A-Z]+)*$/, msg("ILLEGAL_CHARACTERS", { field: label }));

const Phone = z.object({
  countryAccessCode: z
    .string({ error: msg("FIELD_REQUIRE") })
    .trim()
    .regex(/^\d{1,3}$/, msg("COUNTRY_DIALING_FORMAT")),
  phoneNumber: z
    .string({ error: msg("FIELD_REQUIRE") })
    .trim()
    .regex(/^\d{6,20}$/, msg("TELEPHONE_FORMAT")),
});

/**
 * `programmes`: the codes of the back office's frequent-flyer list (/codes/frequentCodes). The
 * membership must be one of them; without the list (look-up failed) any 2-character airline code.
 */
function passengerSchema(
  departureDate: string,
  labels: PassengerLabels,
  programmes: readonly string[] = [],
) {
  return z
    .object({
      refIndex: z.number().int().min(1),
      passengerType: z.string().min(3).max(3),
      nameTitle: z.enum(nameTitles).optional(),
      surname: personName(labels.surname),
      givenName: personName(labels.givenName),
      birthDate: named(labels.birthDate).refine(isIsoDate, msg("INVALID_DATE")),
      docId: upperText()
        .regex(/^[A-Z0-9]*$/, msg("ILLEGAL_CHARACTERS", { field: labels.docId }))
        .max(20, msg("LENGTH_GREATER", { max: 20 }))
        .default(""),
      docExpiry: text()
        .refine((v) => v === "" || isIsoDate(v), msg("INVALID_DATE"))
        .default(""),
      // A pattern, not a refinement: the browser repeats it on blur (forms/field-rules).
      nationality: upperText()
        .regex(/^([A-Z]{2})?$/, msg("COUNTRY_CODE_2"))
        .default(""),
      corpCode: upperText()
        .max(20, msg("LENGTH_GREATER", { max: 20 }))
        .default(""),
      emails: z
        .array(named(labels.email).pipe(z.email({ error: msg("EMAIL_FORMAT") })), {
          error: msg("REQUIRED_NAMED", { field: labels.email }),
        })
        .min(1, msg("REQUIRED_NAMED", { field: labels.email }))
        .max(MAX_ENTRIES, msg("MAX_10")),
      phones: z.array(Phone).max(MAX_ENTRIES, msg("MAX_10")).default([]),
      ffMembership: (programmes.length
        ? upperText().refine((v) => v === "" || programmes.includes(v), msg("FF_PROGRAMME"))
        : upperText().refine((v) => v === "" || /^[A-Z0-9]{2}$/.test(v), msg("AIRLINE_FORMAT"))
      ).default(""),
      ffNumber: upperText()
        .regex(/^[A-Z0-9]*$/, msg("ILLEGAL_CHARACTERS", { field: labels.ffNumber }))
        .max(25, msg("LENGTH_GREATER", { max: 25 }))
        .default(""),
    })
    .superRefine(
      (p, ctx) => {
        if (typeof p.birthDate === "string" && isIsoDate(p.birthDate) && isIsoDate(departureDate)) {
          const { min, max } = birthDateBounds(p.passengerType, departureDate);
          const ageRule =
            p.passengerType === "INF"
              ? "INFANT_AGE"
              : isChildType(p.passengerType)
                ? "CHILD_AGE"
                : null;
          const latest = bornBy(p.passengerType, departureDate);
          if (p.birthDate > latest)
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: msg("BORN_AFTER_TRAVEL", { date: departureDate }),
            });
          else if (ageRule && (p.birthDate < min || p.birthDate > max))
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: msg(ageRule, { date: departureDate }),
            });
          else if (p.birthDate < min)
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: msg("DATE_LESS", { min }),
            });
          else if (p.birthDate > max)
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: msg("DATE_GREATER", { max }),
            });
        }
        // Document: optional, but all three or none (the expiry's bound: passportBlurBounds).
        const doc = { docId: p.docId, docExpiry: p.docExpiry, nationality: p.nationality };
        if (Object.values(doc).some((v) => typeof v === "string" && v !== "")) {
          for (const [key, value] of Object.entries(doc)) {
            if (!value)
              ctx.addIssue({ code: "custom", path: [key], message: msg("FIELD_REQUIRE") });
          }
          if (p.docExpiry && isIsoDate(p.docExpiry) && p.docExpiry < addDays(departureDate, 0)) {
            ctx.addIssue({
              code: "custom",
              path: ["docExpiry"],
              message: msg("DATE_LESS", { min: departureDate }),
            });
          }
        }
        // Frequent flyer: membership and number together.
        if (p.ffMembership && !p.ffNumber)
          ctx.addIssue({ code: "custom", path: ["ffNumber"], message: msg("FIELD_REQUIRE") });
        if (p.ffNumber && !p.ffMembership)
          ctx.addIssue({ code: "custom", path: ["ffMembership"], message: msg("FIELD_REQUIRE") });
        if (isChildType(p.passengerType) && (p.nameTitle === "MR" || p.nameTitle === "MRS")) {
          ctx.addIssue({ code: "custom", path: ["nameTitle"], message: msg("CHILD_TITLE") });
        }
      },
      // Also with field errors elsewhere, so one Submit lists every problem.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

/** The latest birth date that is not after the travel date (an infant's band allows a day more). */
function bornBy(passengerType: string, departureDate: string) {
  const { max } = birthDateBounds(passengerType, departureDate);
  return max > departureDate ? max : departureDate;
}

/**
 * The birth-date bounds of each traveller (by passenger type) and the passport's expiry bound as
 * the browser checks them on blur, with the schema's own messages: for `withDayBounds` in
 * forms/field-rules.
 */
export function birthDateBlurBounds(
  passengerTypes: readonly string[],
  departureDate: string,
): Record<string, DayBounds> {
  return Object.fromEntries(
    passengerTypes.flatMap((type, i) => {
      const { min, max } = birthDateBounds(type, departureDate);
      const age = type === "INF" ? "INFANT_AGE" : isChildType(type) ? "CHILD_AGE" : null;
      const ageMessage = age ? msg(age, { date: departureDate }) : null;
      const birth: DayBounds = {
        min,
        max,
        minMessage: ageMessage ?? msg("DATE_LESS", { min }),
        maxMessage: ageMessage ?? msg("DATE_GREATER", { max }),
        after: {
          value: bornBy(type, departureDate),
          message: msg("BORN_AFTER_TRAVEL", { date: departureDate }),
        },
      };
      const expiry: DayBounds = {
        min: departureDate,
        minMessage: msg("DATE_LESS", { min: departureDate }),
      };
      return [
        [`passengers[${i}].birthDate`, birth],
        [`passengers[${i}].docExpiry`, expiry],
      ];
    }),
  );
}

export function passengerFormSchema(
  departureDate: string,
  labels: PassengerLabels,
  programmes: readonly string[] = [],
) {
  return z
    .object({ passengers: z.array(passengerSchema(departureDate, labels, programmes)).min(1) })
    .superRefine(
      (v, ctx) => {
        // The first passenger is the contact: an email and a telephone are both required.
        if (Array.isArray(v.passengers) && (v.passengers[0]?.phones?.length ?? 0) < 1) {
          ctx.addIssue({
            code: "custom",
            path: ["passengers", 0, "phones"],
            message: msg("REQUIRED_NAMED", { field: labels.telephone }),
          });
        }
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );
}

/** One traveller alone (saving one block to the temporary list): no rule across travellers. */
export function singlePassengerSchema(
  departureDate: string,
  labels: PassengerLabels,
  programmes: readonly string[] = [],
) {
  return z.object({ passenger: passengerSchema(departureDate, labels, programmes) });
}

export type PassengerDraft = z.output<ReturnType<typeof passengerSchema>>;

/** A pasted passenger list (JSON import): lenient fields, strict shape. */
export const PaxListSchema = z
  .array(
    z.object({
      nameTitle: z.string().optional(),
      surname: z.string().optional(),
      givenName: z.string().optional(),
      birthDate: z.string().optional(),
      docId: z.string().optional(),
      docExpiry: z.string().optional(),
      nationality: z.string().optional(),
      corpCode: z.string().optional(),
      emails: z.array(z.string()).optional(),
      phones: z
        .array(z.object({ countryAccessCode: z.coerce.string(), phoneNumber: z.coerce.string() }))
        .optional(),
      ffMembership: z.string().optional(),
      ffNumber: z.string().optional(),
    }),
  )
  .min(1);
export type PaxListItem = z.infer<typeof PaxListSchema>[number];
