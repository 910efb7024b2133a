import * as z from "zod";

// A notification's id in the details URL (?refId=…) and the schedule change's Accept form.

export const NotificationRefId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const AcceptScheduleChangeSchema = z.object({
  intent: z.literal("accept"),
  refId: NotificationRefId,
});
