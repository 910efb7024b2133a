import { DateTime } from "luxon";
import * as z from "zod";
import { msg } from "./messages";
import { email, requiredText, telephone } from "./rules";

// The servicing forms of booking details (docs/behaviour.md#screens-and-routes). Every action
// carries the booking id and the `stamp` of the booking state the agent confirmed, so a repeated
// POST does nothing.

const base = { bookingId: requiredText(), stamp: requiredText() };

/** A message of the booking namespace, shown by the shared field components. */
const bookingMsg = (key: string) => `booking:validation.${key}`;

export const CancelSchema = z.object({ intent: z.literal("cancel"), ...base });
export const IssueTicketSchema = z.object({ intent: z.literal("issueTicket"), ...base });
export const RefundSchema = z.object({
  intent: z.literal("refund"),
  ...base,
  // docs/behaviour.md#booking-statuses-and-buttons: the refund needs the confirmation box ticked.
  confirm: z.literal("on", { error: bookingMsg("REFUND_TICK") }),
});

// A pattern, not a refinement: the browser repeats it on blur (forms/field-rules).
const optionalDialling = z
  .string()
  .trim()
  .regex(/^(\d{1,3})?$/, msg("COUNTRY_DIALING_FORMAT"))
  .optional();

export function modifyTravellerSchema(today: string) {
  return z.object({
    intent: z.literal("modifyTraveller"),
    ...base,
    refIndex: z.coerce.number().int().min(1),
    birthDate: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || DateTime.fromISO(v).isValid, msg("INVALID_DATE"))
      .refine((v) => !v || v <= today, msg("DATE_GREATER", { max: today })),
    emails: z.array(email()).min(1, msg("FIELD_REQUIRE")).max(10, msg("MAX_10")),
    telephones: z
      .array(z.object({ countryAccessCode: optionalDialling, phoneNumber: telephone() }))
      .min(1, msg("FIELD_REQUIRE"))
      .max(10, msg("MAX_10")),
  });
}

export type ModifyTravellerForm = z.output<ReturnType<typeof modifyTravellerSchema>>;
