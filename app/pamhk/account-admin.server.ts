// Account management calls (docs/back-office.md#the-families-of-calls): list, create, details,
// modify, change password by admin, and the security-group look-up that gives the role choices.
import * as z from "zod";
import { str } from "~/contracts/lenient";
import { upstreamLang } from "~/domain/code-tables";
import { type Locale } from "~/domain/locales";
import { offsetOf, PAGE_SIZE } from "~/domain/paging";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

const enabled = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => v === true || v === "true" || v === "Y");

export const AccountRowSchema = z.object({
  id: z.coerce.string(),
  loginId: str,
  partyShortName: str,
  surname: str,
  givenName: str,
  enabled,
  rph: str,
});
export type AccountRow = z.infer<typeof AccountRowSchema>;

export const AccountDetailsSchema = AccountRowSchema.extend({
  nameTitle: str,
  userType: str,
  emails: z
    .array(z.object({ emailAddress: str, emailType: str }))
    .nullish()
    .transform((v) => v ?? []),
  telephones: z
    .array(
      z.object({ phoneNumber: str, phoneType: str, countryAccessCode: str, areaCityCode: str }),
    )
    .nullish()
    .transform((v) => v ?? []),
  securityGroups: z
    .array(z.coerce.string())
    .nullish()
    .transform((v) => v ?? []),
  /** Role names, comma-separated (docs/behaviour.md#entities). */
  roles: str,
  companyName: str,
  companyAddress: str,
  companyEmail: str,
  companyPhone: str,
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

export const SecurityGroupSchema = z.object({ code: z.coerce.string(), name: str });
export type SecurityGroup = z.infer<typeof SecurityGroupSchema>;

/** blank, Active or Inactive (account list, docs/behaviour.md#accounts). */
export type AccountStatusFilter = "" | "ACTIVE" | "INACTIVE";

export type AccountSearch = {
  name: string;
  loginName: string;
  status: AccountStatusFilter;
  page: number;
};

export function searchAccounts(ctx: UpstreamContext, search: AccountSearch) {
  return callUpstream(
    ctx,
    {
      method: "POST",
      path: "/account/managerUserlist",
      json: {
        name: search.name,
        loginName: search.loginName,
        status: search.status,
        offset: offsetOf(search.page),
        limit: PAGE_SIZE,
      },
    },
    z.object({
      accountInfos: z
        .array(AccountRowSchema)
        .nullish()
        .transform((v) => v ?? []),
      totalElements: z.coerce
        .number()
        .nullish()
        .transform((v) => v ?? 0),
    }),
  );
}

export type NewAccount = {
  /** The login name the new user signs in with ("id (login)" in docs/behaviour.md#entities). */
  id: string;
  nameTitle: string;
  surname: string;
  givenName: string;
  email: string;
  telephone: string;
  password: string;
  confirmPassword: string;
  securityGroups: string[];
};

export function createAccount(ctx: UpstreamContext, account: NewAccount) {
  const { email, telephone, ...rest } = account;
  return callUpstream(
    ctx,
    {
      method: "POST",
      path: "/account/create",
      json: {
        ...rest,
        emails: [{ emailAddress: email }],
        telephones: [{ phoneNumber: telephone }],
        enabled: true,
      },
    },
    Empty,
  );
}

export async function accountDetails(ctx: UpstreamContext, id: string, locale: Locale) {
  const result = await callUpstream(
    ctx,
    { path: "/account/managerUserInfo", query: { id, lang: upstreamLang(locale) } },
    z.object({ accountInfo: AccountDetailsSchema }),
  );
  return result.ok ? { ok: true as const, data: result.data.accountInfo } : result;
}

export type AccountChanges = {
  surname: string;
  givenName: string;
  email: string;
  telephone: string;
  enabled: boolean;
  securityGroups: string[];
};

/**
 * The screen edits the first e-mail and the first telephone; the others are sent back unchanged
 * so saving never drops what the user did not see.
 */
export function modifyAccount(
  ctx: UpstreamContext,
  current: AccountDetails,
  changes: AccountChanges,
) {
  const [, ...otherEmails] = current.emails;
  const [firstPhone, ...otherPhones] = current.telephones;
  return callUpstream(
    ctx,
    {
      method: "POST",
      path: "/account/modifyInfo",
      json: {
        id: current.id,
        rph: current.rph,
        loginId: current.loginId,
        surname: changes.surname,
        givenName: changes.givenName,
        emails: [
          { emailAddress: changes.email, emailType: current.emails[0]?.emailType ?? "" },
          ...otherEmails,
        ],
        telephones: [
          {
            ...(firstPhone ?? { phoneType: "", countryAccessCode: "", areaCityCode: "" }),
            phoneNumber: changes.telephone,
          },
          ...otherPhones,
        ],
        securityGroups: changes.securityGroups,
        enabled: changes.enabled,
      },
    },
    Empty,
  );
}

export function changePasswordByAdmin(
  ctx: UpstreamContext,
  body: { id: string; password: string; confirmPassword: string },
) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/account/changePasswordByAdmin", json: body },
    Empty,
  );
}

/**
 * The role choices for users of one type (docs/behaviour.md#roles-and-permissions); an empty list
 * when the look-up fails.
 */
export async function securityGroups(
  ctx: UpstreamContext,
  type: string,
  locale: Locale,
): Promise<SecurityGroup[]> {
  const result = await callUpstream(
    ctx,
    { path: "/codes/b2bSecurityGroups", query: { type, lang: upstreamLang(locale) } },
    z.object({
      securityGroups: z
        .array(SecurityGroupSchema)
        .nullish()
        .transform((v) => v ?? []),
    }),
  );
  return result.ok ? result.data.securityGroups : [];
}

/** The signed-in user's own password: the current one, then the new one twice. */
export function changeOwnPassword(
  ctx: UpstreamContext,
  body: { oldPassword: string; password: string; confirmPassword: string },
) {
  return callUpstream(ctx, { method: "POST", path: "/account/changePassword", json: body }, Empty);
}
