import type * as z from "zod";
import { msg } from "./messages";

// The created-date range of the order and notification searches
// (docs/behaviour.md#screens-and-routes), in the URL as createDateStart and createDateEnd.

type Range = { createDateStart?: string; createDateEnd?: string };

/** From and to, each a day as the search checks it (the `day` schema). */
export function createdDateRange<D extends z.ZodType<string | undefined>>(day: () => D) {
  return { createDateStart: day(), createDateEnd: day() };
}

/** The cross-field rule of the range (for superRefine): the end is not before the start. */
export function endNotBeforeStart<T extends Range>(value: T, ctx: z.RefinementCtx<T>) {
  const { createDateStart, createDateEnd } = value;
  if (createDateStart && createDateEnd && createDateEnd < createDateStart)
    ctx.addIssue({
      code: "custom",
      path: ["createDateEnd"],
      message: msg("DATE_LESS", { min: createDateStart }),
    });
}
