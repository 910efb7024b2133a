// The traveller directory's forms (docs/decisions/0101-traveller-directory.md): the search (GET),
// one traveller (add, edit) and the row actions (POST).
import * as z from "zod";
import { isIsoDate } from "~/domain/air/dates";
import { nameTitles } from "~/domain/code-tables";
import {
  DOCUMENT_ROWS,
  DOCUMENT_TYPES,
  FF_ROWS,
  GENDERS,
  TRAVELLER_NOTES_MAX,
} from "~/domain/travellers";
import { msg } from "./messages";
import { oneCharLineBreaks } from "./rules";

export const TravellerSearchSchema = z.object({
  q: z.string().trim().max(60).catch("").default(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

const text = (max: number) =>
  z.string().trim().max(max, msg("LENGTH_GREATER", { max })).default("");
const upper = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .max(max, msg("LENGTH_GREATER", { max }))
    .regex(pattern, message)
    .default("");
const isoDay = () =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isIsoDate(v), msg("INVALID_DATE"))
    .default("");

const DocumentRow = z.object({
  /** A stored document's id: its number stays as stored when left blank. */
  id: z.string().trim().max(60).default(""),
  type: z.enum(DOCUMENT_TYPES).default("PP"),
  number: upper(20, /^[A-Z0-9]*$/, msg("ILLEGAL_CHARACTERS", { field: "No." })),
  issuingCountry: upper(2, /^([A-Z]{2})?$/, msg("COUNTRY_CODE_2")),
  expiry: isoDay(),
});

const FrequentFlyerRow = z.object({
  airline: upper(2, /^([A-Z0-9]{2})?$/, msg("AIRLINE_FORMAT")),
  number: upper(25, /^[A-Z0-9]*$/, msg("ILLEGAL_CHARACTERS", { field: "No." })),
});

export const TravellerSchema = z
  .object({
    intent: z.literal("save"),
    // Not "id" and "title": a field may not shadow the form element's own properties.
    travellerId: z.string().trim().max(60).default(""),
    nameTitle: z.enum(["", ...nameTitles]).default(""),
    surname: z
      .string({ error: msg("FIELD_REQUIRE") })
      .trim()
      .min(1, msg("FIELD_REQUIRE"))
      .max(60, msg("LENGTH_GREATER", { max: 60 })),
    givenNames: text(80),
    birthDate: isoDay(),
    gender: z.enum(["", ...GENDERS]).default(""),
    nationality: upper(2, /^([A-Z]{2})?$/, msg("COUNTRY_CODE_2")),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(120, msg("LENGTH_GREATER", { max: 120 }))
      .refine((v) => v === "" || z.email().safeParse(v).success, msg("EMAIL_FORMAT"))
      .default(""),
    telephone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9][0-9 ()-]{5,24})?$/, msg("TELEPHONE_FORMAT"))
      .default(""),
    documents: z.array(DocumentRow.optional()).max(DOCUMENT_ROWS).default([]),
    frequentFlyer: z.array(FrequentFlyerRow.optional()).max(FF_ROWS).default([]),
    mealPreference: text(200),
    seatPreference: text(200),
    // A refinement, not a pipe into z.string(): conform's coercion would read the piped "" as
    // no value.
    notes: z
      .string()
      .optional()
      .transform((v) => oneCharLineBreaks(v ?? "").trim())
      .refine(
        (v) => v.length <= TRAVELLER_NOTES_MAX,
        msg("LENGTH_GREATER", { max: TRAVELLER_NOTES_MAX }),
      ),
  })
  .superRefine((t, ctx) => {
    t.documents.forEach((d, i) => {
      // A blank row is no document; a country or an expiry without a number is half of one.
      if (!d || d.number || d.id || (!d.issuingCountry && !d.expiry)) return;
      ctx.addIssue({
        code: "custom",
        path: ["documents", i, "number"],
        message: msg("FIELD_REQUIRE"),
      });
    });
    t.frequentFlyer.forEach((f, i) => {
      if (!f || (!f.airline && !f.number)) return;
      if (!f.airline)
        ctx.addIssue({
          code: "custom",
          path: ["frequentFlyer", i, "airline"],
          message: msg("FIELD_REQUIRE"),
        });
      if (!f.number)
        ctx.addIssue({
          code: "custom",
          path: ["frequentFlyer", i, "number"],
          message: msg("FIELD_REQUIRE"),
        });
    });
  });

export type TravellerInput = z.output<typeof TravellerSchema>;

const travellerId = z.string().trim().min(1).max(60);

/** The row actions, by the submit button's `intent`. */
export const travellerActionSchemas = {
  save: TravellerSchema,
  delete: z.object({ intent: z.literal("delete"), id: travellerId }),
  export: z.object({ intent: z.literal("export"), id: travellerId }),
  reveal: z.object({ intent: z.literal("reveal"), id: travellerId, documentId: travellerId }),
};
