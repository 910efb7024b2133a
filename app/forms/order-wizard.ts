import * as z from "zod";
import { msg } from "./messages";
import { GDS_CODES, PSEUDO_CITY_CODES } from "./order-wizard-steps";
import { requiredText } from "./rules";

// The add-order wizard's schemas (docs/behaviour.md#orders); its steps: order-wizard-steps.ts.

// Messages outside the shared catalogue live in the order namespace ("ns:key").
export const LocatorStepSchema = z.object({
  gdsCode: z.enum(GDS_CODES, { error: msg("FIELD_REQUIRE") }),
  pseudoCityCode: z.enum(PSEUDO_CITY_CODES, { error: msg("FIELD_REQUIRE") }),
  recordLocator: requiredText()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, "order:wizard.locatorFormat"),
});

const rphList = (message: string) =>
  z.array(z.coerce.number().int().positive(), { error: message }).min(1, message);

export const SelectionSchema = LocatorStepSchema.extend({
  pax: rphList("order:wizard.pickPassenger"),
  seg: rphList("order:wizard.pickSegment"),
});

export const IssueSchema = SelectionSchema.extend({
  intent: z.enum(["show", "issue"]),
  quoteId: requiredText(),
});
