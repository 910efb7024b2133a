// The work queue's forms: the filters (GET) and one action per row (POST).
import * as z from "zod";
import { DUE_FILTERS, ITEM_KINDS, SNOOZE_CHOICES } from "~/domain/queue/rules";
import { msg } from "./messages";
import { oneCharLineBreaks, requiredText } from "./rules";

export const QUEUE_NOTE_MAX = 500;

/** The filters; unknown choices fall back to "all" so a hand-edited URL still shows a list. */
export const QueueFilterSchema = z.object({
  view: z.enum(["mine", "team"]).catch("mine").default("mine"),
  kind: z
    .enum(["", ...ITEM_KINDS])
    .catch("")
    .default(""),
  owner: z.string().trim().max(60).catch("").default(""),
  due: z.enum(DUE_FILTERS).catch("").default(""),
  /** A company code: the agency filter of a system administrator's queue. */
  agency: z.string().trim().max(20).catch("").default(""),
});

const itemId = z.string().trim().min(1).max(60);

export const AssignSchema = z.object({
  intent: z.literal("assign"),
  itemId,
  owner: z.string().trim().min(1).max(60),
});

export const SnoozeSchema = z
  .object({
    intent: z.literal("snooze"),
    itemId,
    until: z.enum(SNOOZE_CHOICES),
    day: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg("INVALID_DATE"))
      .optional(),
  })
  .refine((v) => v.until !== "date" || v.day, { path: ["day"], message: msg("INVALID_DATE") });

export const DoneSchema = z.object({
  intent: z.literal("done"),
  itemId,
  note: z
    .string()
    .trim()
    .max(QUEUE_NOTE_MAX, msg("LENGTH_GREATER", { max: QUEUE_NOTE_MAX }))
    .optional(),
});

/** The schema of a row action by its intent (the submit button's value). */
export const queueActionSchemas = { assign: AssignSchema, snooze: SnoozeSchema, done: DoneSchema };

/** A reminder on booking details: a day and a time in the agency zone, a text, whom it is for. */
export const ReminderSchema = z.object({
  bookingId: z.string().trim().min(1).max(60),
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("INVALID_DATE")),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg("INVALID_TIME")),
  text: requiredText()
    .overwrite(oneCharLineBreaks)
    .max(QUEUE_NOTE_MAX, msg("LENGTH_GREATER", { max: QUEUE_NOTE_MAX })),
  owner: z.string().trim().min(1, msg("QUEUE_OWNER")).max(60),
});
export type ReminderForm = z.output<typeof ReminderSchema>;

/** My account's choice of the morning e-mail: the box ticked or not. */
export const MorningMailSchema = z.object({
  intent: z.literal("morningMail"),
  enabled: z.literal("on").optional(),
});
