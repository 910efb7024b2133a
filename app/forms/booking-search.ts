import { DateTime } from "luxon";
import * as z from "zod";
import { BOOKING_SORTS, DEADLINE_WINDOWS } from "~/domain/booking/deadline";
import { DATE_TYPES, QUICK_RANGES } from "~/domain/booking/search-choices";
import { bookingStatuses } from "~/domain/code-tables";
import { msg } from "./messages";
import { knownFields } from "./parse-form";

// The booking list's GET form (docs/behaviour.md#booking-list). Unknown values fall back to the
// defaults so a hand-edited URL still shows a list; only the date rules produce messages.
const optionalText = z
  .string()
  .trim()
  .max(60, msg("LENGTH_GREATER", { max: 60 }))
  .optional();
const isoDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || DateTime.fromISO(v).isValid, msg("INVALID_DATE"));

export function bookingSearchSchema(today: DateTime) {
  const tomorrow = today.plus({ days: 1 }).toISODate()!;
  return z
    .object({
      travelerName: optionalText,
      arrivalAirport: optionalText,
      recordLocator: optionalText,
      bookingNumber: optionalText,
      status: z
        .enum(["All", ...bookingStatuses])
        .catch("All")
        .default("All"),
      dateType: z.enum(DATE_TYPES).catch("DepartureDate").default("DepartureDate"),
      range: z.enum(QUICK_RANGES).catch("custom").default("custom"),
      startTime: isoDay,
      endTime: isoDay,
      // The "deadline within" quick filter and the deadline column's sort.
      deadline: z
        .enum(["", ...DEADLINE_WINDOWS])
        .catch("")
        .default(""),
      sort: z.enum(BOOKING_SORTS).catch("").default(""),
    })
    .superRefine((value, ctx) => {
      if (value.dateType !== "CreatedDate" || value.range !== "custom") return;
      // docs/behaviour.md#booking-management-forms: created dates at most tomorrow; end no earlier
      // than start minus one day.
      for (const name of ["startTime", "endTime"] as const) {
        const day = value[name];
        if (day && day > tomorrow)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: msg("DATE_GREATER", { max: tomorrow }),
          });
      }
      if (value.startTime && value.endTime) {
        const min = DateTime.fromISO(value.startTime).minus({ days: 1 }).toISODate()!;
        if (value.endTime < min)
          ctx.addIssue({ code: "custom", path: ["endTime"], message: msg("DATE_LESS", { min }) });
      }
    });
}

/**
 * What the form shows for a search URL: the defaults, then what the agent typed (the schema's
 * fields only). The loader and the error view (a failed search) share it.
 */
export function bookingSearchDefaults(
  params: URLSearchParams,
  today: DateTime,
): Record<string, string> {
  return {
    status: "All",
    dateType: "DepartureDate",
    range: "custom",
    ...Object.fromEntries(knownFields(params, bookingSearchSchema(today))),
  };
}
