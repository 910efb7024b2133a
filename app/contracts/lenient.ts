// Lenient field readers for upstream answers: an absent or null value becomes the type's empty
// value, so the components never meet null; what we compute with is checked by the schemas.
import * as z from "zod";

export const str = z.coerce
  .string()
  .nullish()
  .transform((v) => v ?? "");
export const num = z.coerce
  .number()
  .nullish()
  .transform((v) => (v == null || Number.isNaN(v) ? 0 : v));
export const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
