import { DateTime } from "luxon";
import * as z from "zod";
import { createdDateRange, endNotBeforeStart } from "./date-range";
import { msg } from "./messages";

// Business days are Hong Kong days, whatever the server's own time zone.
export const BUSINESS_ZONE = "Asia/Hong_Kong";

/** "YYYY-MM-DD" of today + `days` in Hong Kong. */
export function hongKongDate(now: number, days = 0): string {
  return DateTime.fromMillis(now, { zone: BUSINESS_ZONE }).plus({ days }).toISODate()!;
}

export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("INVALID_DATE"))
    .refine((v) => DateTime.fromISO(v).isValid, msg("INVALID_DATE"));

/**
 * The order search (docs/behaviour.md#orders): part of a record locator and a created-date range,
 * neither date after tomorrow and the end not before the start.
 */
export function orderSearchSchema(tomorrow: string) {
  const notAfterTomorrow = () =>
    isoDate().refine((v) => v <= tomorrow, msg("DATE_GREATER", { max: tomorrow }));
  return z
    .object({
      recordLocator: z
        .string()
        .trim()
        .toUpperCase()
        .max(10, msg("LENGTH_GREATER", { max: 10 }))
        .regex(/^[A-Z0-9]*$/, msg("ILLEGAL_CHARACTERS", { field: "PNR" }))
        .optional(),
      ...createdDateRange(() => notAfterTomorrow().optional()),
    })
    .superRefine(endNotBeforeStart);
}
