// The note form of booking details and the audit log's filter (GET) form.
import { DateTime } from "luxon";
import * as z from "zod";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_OUTCOMES,
  NOTE_MAX_LENGTH,
  withoutBidiControls,
} from "~/domain/activity";
import { msg } from "./messages";
import { oneCharLineBreaks, requiredText } from "./rules";

export const NoteSchema = z.object({
  bookingId: z.string().trim().min(1).max(60),
  /** Present when the author edits a note. */
  noteId: z.string().trim().max(60).optional(),
  body: requiredText()
    .overwrite(oneCharLineBreaks)
    .max(NOTE_MAX_LENGTH, msg("LENGTH_GREATER", { max: NOTE_MAX_LENGTH }))
    // Nothing but direction controls is no text (they are stripped before the note is stored).
    .refine((body) => withoutBidiControls(body).trim() !== "", msg("FIELD_REQUIRE")),
});
export type NoteForm = z.output<typeof NoteSchema>;

const isoDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || DateTime.fromISO(v).isValid, msg("INVALID_DATE"));

/**
 * The log's filters. Unknown choices fall back to "all" so a hand-edited URL still shows a list;
 * the dates follow the booking list's created-date rules
 * (docs/behaviour.md#booking-management-forms): at most tomorrow, the end no earlier than the start
 * minus one day.
 */
export function activityFilterSchema(today: string) {
  const tomorrow = DateTime.fromISO(today).plus({ days: 1 }).toISODate()!;
  return z
    .object({
      user: z.string().trim().max(60).optional(),
      // Not `action`: a field of that name would shadow the form's own `action` (DOM clobbering).
      kind: z
        .enum(["", ...ACTIVITY_ACTIONS])
        .catch("")
        .default(""),
      outcome: z
        .enum(["", ...ACTIVITY_OUTCOMES])
        .catch("")
        .default(""),
      from: isoDay,
      to: isoDay,
      page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    })
    .superRefine((value, ctx) => {
      for (const name of ["from", "to"] as const) {
        const day = value[name];
        if (day && day > tomorrow)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: msg("DATE_GREATER", { max: tomorrow }),
          });
      }
      if (value.from && value.to) {
        const min = DateTime.fromISO(value.from).minus({ days: 1 }).toISODate()!;
        if (value.to < min)
          ctx.addIssue({ code: "custom", path: ["to"], message: msg("DATE_LESS", { min }) });
      }
    });
}
export type ActivityFilter = z.output<ReturnType<typeof activityFilterSchema>>;
