import { DateTime } from "luxon";
import * as z from "zod";
import { pageFromParam } from "~/domain/paging";
import { createdDateRange, endNotBeforeStart } from "./date-range";
import { msg } from "./messages";

// The notification search (docs/behaviour.md#notifications): PNR and a created-date range; the
// state lives in the URL.

const day = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine(
      (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid),
      msg("INVALID_DATE"),
    );

export const NotificationSearchSchema = z
  .object({
    // Conform reads an empty input as undefined: the rules sit before optional().
    recordLocator: z
      .string()
      .trim()
      .max(10, msg("LENGTH_GREATER", { max: 10 }))
      .regex(/^[A-Za-z0-9]*$/, "notification:validation.PNR_FORMAT")
      .optional()
      .transform((v) => (v ?? "").toUpperCase()),
    ...createdDateRange(day),
    page: z
      .string()
      .optional()
      .transform((v) => pageFromParam(v)),
  })
  .superRefine(endNotBeforeStart);
