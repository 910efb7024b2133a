import { DateTime } from "luxon";
import * as z from "zod";
import { CABINS, MAX_LEGS, SEARCH_MODES, dateField } from "~/domain/rebook/selection";
import { msg } from "./messages";
import { requiredText } from "./rules";

// The choice on flightReshop (docs/behaviour.md#rebook-and-ancillaries): at least one flight, one
// shared cabin among F, C, W, Y ('please select cabin'), and a valid future date for every selected
// flight. Read from the query string: the rebook pages carry their state in the URL.

const MAX_DAYS_AHEAD = 361;

export function rebookSearchSchema(today: string, legCount: number) {
  const last = DateTime.fromISO(today).plus({ days: MAX_DAYS_AHEAD }).toISODate() ?? today;
  const dates = Object.fromEntries(
    Array.from({ length: MAX_LEGS }, (_, i) => [dateField(i), z.string().trim().optional()]),
  );
  return z
    .object({
      bookingId: requiredText(),
      leg: z
        .array(
          z.coerce
            .number()
            .int()
            .min(0)
            .max(Math.max(legCount - 1, 0)),
        )
        .min(1, "rebook:validation.SELECT_FLIGHT")
        // prefault, not default: a missing list must still meet min(1) (zod 4 skips checks on defaults).
        .prefault([]),
      cabin: z.enum(CABINS, { error: "error.SELECT_CABIN" }),
      mode: z.enum(SEARCH_MODES).default("simple"),
      ...dates,
    })
    .superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      for (const leg of value.leg) {
        const name = dateField(leg);
        const date = typeof record[name] === "string" ? (record[name] as string) : "";
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !DateTime.fromISO(date).isValid)
          ctx.addIssue({ code: "custom", path: [name], message: msg("INVALID_DATE") });
        else if (date < today)
          ctx.addIssue({ code: "custom", path: [name], message: msg("DATE_LESS", { min: today }) });
        else if (date > last)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: msg("DATE_GREATER", { max: last }),
          });
      }
    });
}
