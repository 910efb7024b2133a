import * as z from "zod";
import { personFields } from "./account-forms";
import { matchingConfirmation, newPassword, typedPassword } from "./password-confirmation";

// My account (docs/behaviour.md#my-account): the signed-in user's own personal info, and their
// own password, which needs the current one ("Old and new password are required").

/** Personal info: what Edit account edits, without the status and the roles. */
export const MyInfoSchema = z.object(personFields());
export type MyInfoForm = z.infer<typeof MyInfoSchema>;

// The confirmation only has to match: the strength rule is the new password's.
export const MyPasswordSchema = matchingConfirmation(
  z.object({
    oldPassword: typedPassword(),
    password: newPassword(),
    confirmPassword: typedPassword(),
  }),
);
export type MyPasswordForm = z.infer<typeof MyPasswordSchema>;
