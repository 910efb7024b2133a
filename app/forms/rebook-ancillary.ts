import * as z from "zod";
import { requiredText } from "./rules";

// The baggage choice (spec 02 §5 "Ancillary: continue needs at least one selection"): one select
// per leg and traveller, all named priceId; "no extra baggage" is the empty value.
export const AncillaryChoiceSchema = z.object({
  bookingId: requiredText(),
  priceId: z
    .array(z.string().trim().optional())
    .prefault([])
    .transform((ids) => ids.filter((id): id is string => Boolean(id)))
    .refine((ids) => ids.length > 0, "rebook:validation.BAGGAGE_REQUIRED"),
});
