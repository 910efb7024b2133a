import * as z from "zod";
import { msg } from "./messages";
import { strongPassword } from "./rules";

const tooLong = msg("LENGTH_GREATER", { max: 128 });

/** A password the user types again or already has: required, nothing more. */
export const typedPassword = () =>
  z
    .string({ error: msg("FIELD_REQUIRE") })
    .min(1, msg("FIELD_REQUIRE"))
    .max(128, tooLong);

export const newPassword = () => strongPassword().max(128, tooLong);

/** A new password and its confirmation, both held to the strength rule. */
export const newPasswordFields = () => ({
  password: newPassword(),
  confirmPassword: newPassword(),
});

/**
 * "Confirm must equal password" as a check that runs even while other fields are still wrong
 * (zod skips an object's refinements once a field fails, unless `when` says otherwise), so the
 * mismatch shows together with every other field error instead of only once the rest is valid.
 */
export function matchingConfirmation<
  S extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>,
>(schema: S): S {
  return schema.superRefine(
    (value, ctx) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      if (typeof confirmPassword !== "string" || confirmPassword === "") return;
      if (password !== confirmPassword)
        ctx.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: msg("CONFIRM_PASSWORD"),
        });
    },
    // Any object at all: the fields' own failures must not hide the mismatch.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  ) as S;
}
