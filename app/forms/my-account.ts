import * as z from "zod";
import { EditAccountSchema } from "./account-forms";
import { msg } from "./messages";
import { matchingConfirmation } from "./password-confirmation";
import { strongPassword } from "./rules";

// My account (spec 02 "Other screens", §5): the signed-in user's own personal info, and their
// own password, which needs the current one ("Old and new password are required").

/** Personal info: what Edit account edits, without the status and the roles. */
export const MyInfoSchema = EditAccountSchema.omit({ enabled: true, securityGroups: true });
export type MyInfoForm = z.infer<typeof MyInfoSchema>;

export const MyPasswordSchema = matchingConfirmation(
  z.object({
    oldPassword: z
      .string({ error: msg("FIELD_REQUIRE") })
      .min(1, msg("FIELD_REQUIRE"))
      .max(128, msg("LENGTH_GREATER", { max: 128 })),
    password: strongPassword().max(128, msg("LENGTH_GREATER", { max: 128 })),
    confirmPassword: z
      .string({ error: msg("FIELD_REQUIRE") })
      .min(1, msg("FIELD_REQUIRE"))
      .max(128, msg("LENGTH_GREATER", { max: 128 })),
  }),
);
export type MyPasswordForm = z.infer<typeof MyPasswordSchema>;
