import * as z from "zod";
import { requiredText } from "./rules";

// The confirmation dialogs of the rebook review (docs/behaviour.md#rebook-and-ancillaries: the
// acceptance checkbox is required, 'please tick the checkbox to submit the application') and of the
// ancillary review (states the HKD total). Both carry the stamp of the booking state the agent
// confirmed.

export const RebookConfirmSchema = z.object({
  bookingId: requiredText(),
  stamp: requiredText(),
  accept: z.literal("on", { error: "rebook:validation.ACCEPT_REQUIRED" }),
});

export const AncillaryConfirmSchema = z.object({
  bookingId: requiredText(),
  stamp: requiredText(),
});
