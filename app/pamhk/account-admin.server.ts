// Account management calls (spec 02 §7 "Accounts"): list, create, details, modify, change
// password by admin, and the security-group look-up that gives the role choices.
import { data } from "@remix-run/node";
import * as z from "zod";
import { unwrap, type SignedIn } from "~/auth/session.server";
import { AccountIdSchema } from "~/forms/account-forms";
import { getLocale } from "~/i18n/i18next.server";
import { upstreamLang, type Locale } from "~/i18n/code-tables";
import { offsetOf, PAGE_SIZE } from "~/domain/paging";
import { msg } from "~/forms/messages";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";
import { isEnvelopeError, messageFor, type Message, type UpstreamError } from "./errors";

const str = z.coerce.string().nullish().transform((v) => v ?? "");
const enabled = z.union([z.boolean(), z.string()]).nullish().transform((v) => v === true || v === "true" || v === "Y");

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
  emails: z.array(z.object({ emailAddress: str, emailType: str })).nullish().transform((v) => v ?? []),
  telephones: z
    .array(z.object({ phoneNumber: str, phoneType: str, countryAccessCode: str, areaCityCode: str }))
    .nullish()
    .transform((v) => v ?? []),
  securityGroups: z.array(z.coerce.string()).nullish().transform((v) => v ?? []),
  /** Role names, comma-separated (spec 02 §3). */
  roles: str,
  companyName: str,
  companyAddress: str,
  companyEmail: str,
  companyPhone: str,
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

export const SecurityGroupSchema = z.object({ code: z.coerce.string(), name: str });
export type SecurityGroup = z.infer<typeof SecurityGroupSchema>;

/** blank, Active or Inactive (spec 02 §2 account list). */
export type AccountStatusFilter = "" | "ACTIVE" | "INACTIVE";

export type AccountSearch = { name: string; loginName: string; status: AccountStatusFilter; page: number };

export function searchAccounts(ctx: UpstreamContext, search: AccountSearch) {
  return callUpstream(
    ctx,
    {
      method: "POST",
      path: "/account/managerUserlist",
      json: { name: search.name, loginName: search.loginName, status: search.status, offset: offsetOf(search.page), limit: PAGE_SIZE },
    },
    z.object({
      accountInfos: z.array(AccountRowSchema).nullish().transform((v) => v ?? []),
      totalElements: z.coerce.number().nullish().transform((v) => v ?? 0),
    }),
  );
}

export type NewAccount = {
  /** The login name the new user signs in with ("id (login)" in spec 02 §3). */
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
    { method: "POST", path: "/account/create", json: { ...rest, emails: [{ emailAddress: email }], telephones: [{ phoneNumber: telephone }], enabled: true } },
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
export function modifyAccount(ctx: UpstreamContext, current: AccountDetails, changes: AccountChanges) {
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
        emails: [{ emailAddress: changes.email, emailType: current.emails[0]?.emailType ?? "" }, ...otherEmails],
        telephones: [{ ...(firstPhone ?? { phoneType: "", countryAccessCode: "", areaCityCode: "" }), phoneNumber: changes.telephone }, ...otherPhones],
        securityGroups: changes.securityGroups,
        enabled: changes.enabled,
      },
    },
    Empty,
  );
}

export function changePasswordByAdmin(ctx: UpstreamContext, body: { id: string; password: string; confirmPassword: string }) {
  return callUpstream(ctx, { method: "POST", path: "/account/changePasswordByAdmin", json: body }, Empty);
}

/** The role choices for users of one type (spec 02 §6); an empty list when the look-up fails. */
export async function securityGroups(ctx: UpstreamContext, type: string, locale: Locale): Promise<SecurityGroup[]> {
  const result = await callUpstream(
    ctx,
    { path: "/codes/b2bSecurityGroups", query: { type, lang: upstreamLang(locale) } },
    z.object({ securityGroups: z.array(SecurityGroupSchema).nullish().transform((v) => v ?? []) }),
  );
  return result.ok ? result.data.securityGroups : [];
}

/**
 * Where an upstream refusal of an account form belongs: the back office's field checks (login
 * taken, weak or different passwords) go on the field, anything else in the form's alert.
 */
export function createFailure(error: UpstreamError): { fieldErrors: Record<string, string[]>; failure: Message | null } {
  if (isEnvelopeError(error, 3, 120)) return { fieldErrors: { id: ["account:error.LOGIN_TAKEN"] }, failure: null };
  if (isEnvelopeError(error, 3, 121)) return { fieldErrors: { password: [msg("PASSWORD_NOT_STRONG")] }, failure: null };
  if (isEnvelopeError(error, 3, 122)) return { fieldErrors: { confirmPassword: [msg("CONFIRM_PASSWORD")] }, failure: null };
  if (isEnvelopeError(error, 3, 403)) return { fieldErrors: {}, failure: { key: "error.FORBIDDEN" } };
  return { fieldErrors: {}, failure: messageFor(error) };
}

/**
 * The account named by ?id= of the details, edit and password screens. A malformed id, or one
 * the back office does not show this user (another company's account), is a plain 404.
 */
export async function requireAccount(ctx: SignedIn): Promise<AccountDetails> {
  const id = AccountIdSchema.safeParse(new URL(ctx.request.url).searchParams.get("id") ?? "");
  const notFound = () => data({ message: { key: "http.404" } }, { status: 404 });
  if (!id.success) throw notFound();
  const result = await accountDetails(ctx, id.data, await getLocale(ctx.request));
  if (!result.ok && isEnvelopeError(result.error, 3, 404)) throw notFound();
  return unwrap(ctx, result);
}
