import * as z from "zod";
import { msg } from "./messages";
import { isoDate } from "./order-search";

/** Report ids (spec 02 §9): the agent invoice list by default, the admin one for system admins. */
export const AGENT_REPORT_ID = "ORDER-0002";
export const ADMIN_REPORT_ID = "ORDER-0004";
export const REPORT_IDS = [AGENT_REPORT_ID, ADMIN_REPORT_ID] as const;

/**
 * The booking report runner (spec 02 §5): the to date at most tomorrow; the from date at most
 * the to date when set, else tomorrow.
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
