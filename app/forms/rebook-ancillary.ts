import * as z from "zod";
import { requiredText } from "./rules";

// The baggage choice (docs/behaviour.md#booking-management-forms): one select
// per leg and traveller, all named priceId; "no extra baggage" is the empty value.
export const AncillaryChoiceSchema = z.object({
  bookingId: requiredText(),
  priceId: z
    .array(z.string().trim().optional())
    .prefault([])
    .transform((ids) => ids.filter((id): id is string => Boolean(id)))
    .refine((ids) => ids.length > 0, "rebook:validation.BAGGAGE_REQUIRED"),
});
