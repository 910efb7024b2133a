import * as z from "zod";
import { nameTitles } from "~/domain/code-tables";
import { pageFromParam } from "~/domain/paging";
import { msg } from "./messages";
import { matchingConfirmation, newPasswordFields } from "./password-confirmation";
import { email, requiredText, telephone } from "./rules";

// The account forms of docs/behaviour.md#accounts. Names are upper-cased here, as everywhere in the
// portal.

const personName = () =>
  requiredText()
    .max(50, msg("LENGTH_GREATER", { max: 50 }))
    .transform((v) => v.toUpperCase());
/** A person's name, email and telephone: what add, edit and My account all ask for. */
export const personFields = () => ({
  surname: personName(),
  givenName: personName(),
  email: email().pipe(z.string().max(100, msg("LENGTH_GREATER", { max: 100 }))),
  telephone: telephone().max(20, msg("LENGTH_GREATER", { max: 20 })),
});
const roles = () => z.array(z.string().trim().min(1).max(50)).max(30).default([]);

/**
 * Search state of the account list lives in the URL: name (`accountName`: an input named `name`
 * would hide the form's name), login, enabled (blank/Active/Inactive), page.
 */
export const AccountSearchSchema = z.object({
  accountName: z.string().trim().max(100).catch(""),
  loginName: z.string().trim().max(100).catch(""),
  status: z.enum(["", "ACTIVE", "INACTIVE"]).catch(""),
  page: z
    .string()
    .nullish()
    .transform((v) => pageFromParam(v)),
});

export function parseAccountSearch(params: URLSearchParams) {
  const { accountName, ...rest } = AccountSearchSchema.parse({
    accountName: params.get("accountName") ?? "",
    loginName: params.get("loginName") ?? "",
    status: params.get("status") ?? "",
    page: params.get("page"),
  });
  return { name: accountName, ...rest };
}

// The login name is `loginName` in the form (an input named `id` would hide the form's id) and
// `id` on the wire.
export const NewAccountSchema = matchingConfirmation(
  z.object({
    loginName: requiredText()
      .max(50, msg("LENGTH_GREATER", { max: 50 }))
      // A key of our own namespace: the shared catalogue has no text for login-name characters.
      .regex(/^[A-Za-z0-9._@-]+$/, "account:validation.LOGIN_FORMAT"),
    nameTitle: z.enum(nameTitles, { error: msg("FIELD_REQUIRE") }),
    ...personFields(),
    ...newPasswordFields(),
    securityGroups: roles(),
  }),
).transform(({ loginName, ...rest }) => ({ id: loginName, ...rest }));

export const EditAccountSchema = z.object({
  ...personFields(),
  enabled: z
    .enum(["true", "false"], { error: msg("FIELD_REQUIRE") })
    .transform((v) => v === "true"),
  securityGroups: roles(),
});

/** Password and its confirmation: both pass the strength rule, and they must be equal. */
export const ChangePasswordSchema = matchingConfirmation(z.object(newPasswordFields()));

/** The account id of the detail, edit and password screens (?id=U10001). */
export const AccountIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.@-]+$/);
