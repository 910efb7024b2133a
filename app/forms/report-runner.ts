import * as z from "zod";
import { REPORT_IDS } from "~/domain/report-ids";
import { msg } from "./messages";
import { isoDate } from "./order-search";

/**
 * The booking report runner (docs/behaviour.md#booking-management-forms): the to date at most
 * tomorrow; the from date at most the to date when set, else tomorrow.
 */
export function reportRunnerSchema(tomorrow: string) {
  return z
    .object({
      reportId: z.enum(REPORT_IDS, { error: msg("FIELD_REQUIRE") }),
      from: z
        .string({ error: msg("FIELD_REQUIRE") })
        .pipe(isoDate())
        .refine((v) => v <= tomorrow, msg("DATE_GREATER", { max: tomorrow })),
      to: z
        .string({ error: msg("FIELD_REQUIRE") })
        .pipe(isoDate())
        .refine((v) => v <= tomorrow, msg("DATE_GREATER", { max: tomorrow })),
    })
    .superRefine((value, ctx) => {
      if (value.from > value.to)
        ctx.addIssue({
          code: "custom",
          path: ["from"],
          message: msg("DATE_GREATER", { max: value.to }),
        });
    });
}
