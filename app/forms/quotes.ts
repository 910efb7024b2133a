// Quotes' forms (docs/quotes.md): the client and validity of a quote, removing an option, "Add to
// quote", and the service-fee rules.
import * as z from "zod";
import { cabinCodes, fareTypes } from "~/domain/code-tables";
import { locales } from "~/domain/locales";
import { msg } from "./messages";
import { oneCharLineBreaks } from "./rules";

export const QUOTE_NOTE_MAX = 2000;
export const VALIDITY_MAX_HOURS = 720;

const quoteMsg = (key: string, values?: Record<string, string | number>) =>
  msg(key, values).replace(/^validation\./, "quotes:errors.");

/** The client, note and validity of a draft. */
export const QuoteDetailsSchema = z.object({
  intent: z.literal("save"),
  clientName: z
    .string()
    .trim()
    .max(100, msg("LENGTH_GREATER", { max: 100 }))
    .optional(),
  // Empty until the quote is sent: a draft may be built before the client is known.
  clientEmail: z
    .string()
    .trim()
    .max(254, msg("EMAIL_FORMAT"))
    .pipe(z.union([z.literal(""), z.email({ error: msg("EMAIL_FORMAT") })]))
    .optional(),
  clientLanguage: z.enum(locales, { error: msg("FIELD_REQUIRE") }),
  note: z
    .string()
    .transform(oneCharLineBreaks)
    .pipe(
      z
        .string()
        .trim()
        .max(QUOTE_NOTE_MAX, msg("LENGTH_GREATER", { max: QUOTE_NOTE_MAX })),
    )
    .optional(),
  validityHours: z
    .string({ error: msg("FIELD_REQUIRE") })
    .trim()
    .regex(/^\d{1,4}$/, msg("NUMBER_LESS", { min: 1 }))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, msg("NUMBER_LESS", { min: 1 }))
        .max(VALIDITY_MAX_HOURS, msg("NUMBER_GREATER", { max: VALIDITY_MAX_HOURS })),
    ),
});

export const RemoveOptionSchema = z.object({
  intent: z.literal("removeOption"),
  optionId: z.string().trim().min(1).max(60),
});

/** "Add to quote" on a results card: the fare's reference. */
export const AddToQuoteSchema = z.object({
  intent: z.literal("addToQuote"),
  airFareRefIndex: z.string().trim().min(1).max(200),
});

const amount = (required: boolean) =>
  z
    .string()
    .trim()
    .regex(required ? /^\d{1,9}(\.\d{1,2})?$/ : /^(\d{1,9}(\.\d{1,2})?)?$/, quoteMsg("AMOUNT"));

/** One fee rule; a fixed fee names its currency, a percentage is at most 100. */
export const FeeRuleSchema = z
  .object({
    intent: z.literal("saveRule"),
    kind: z.enum(["fixed", "percent"], { error: msg("FIELD_REQUIRE") }),
    amount: amount(true),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{3})?$/, quoteMsg("CURRENCY"))
      .optional(),
    cabin: z.enum(["", ...cabinCodes]).default(""),
    source: z.enum(["", ...fareTypes]).default(""),
    minimum: amount(false).optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === "fixed" && !rule.currency)
      ctx.addIssue({ code: "custom", path: ["currency"], message: quoteMsg("CURRENCY") });
    if (rule.kind === "percent" && Number(rule.amount) > 100)
      ctx.addIssue({ code: "custom", path: ["amount"], message: quoteMsg("PERCENT") });
  });

export const RemoveRuleSchema = z.object({
  intent: z.literal("removeRule"),
  ruleId: z.string().trim().min(1).max(60),
});
