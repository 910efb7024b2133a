// Account screens (docs/behaviour.md#roles-and-permissions): where the back office's refusals
// belong, and the account a details/edit/password screen is about.
import { forgetStanding, type SignedIn } from "~/auth/guard.server";
import { roleRefusal } from "~/domain/account/roles";
import {
  isEnvelopeError,
  messageFor,
  type Message,
  type UpstreamError,
} from "~/domain/upstream-error";
import { env } from "~/env.server";
import { AccountIdSchema } from "~/forms/account-forms";
import { msg } from "~/forms/messages";
import { getLocale } from "~/i18n/i18next.server";
import {
  accountDetails,
  changePasswordByAdmin,
  createAccount,
  modifyAccount,
  searchAccounts,
  securityGroups,
  type AccountChanges,
  type AccountDetails,
  type AccountSearch,
  type NewAccount,
} from "~/pamhk/account-admin.server";
import { pageError } from "~/session/page-error.server";
import { recordActivity, type ActivityInput } from "./activity.server";
import { failureMessage, stillSignedIn, unwrap } from "./upstream.server";

/**
 * Where an upstream refusal of an account form belongs: the back office's field checks (login
 * taken, weak or different passwords) go on the field, anything else in the form's alert.
 */
export function createFailure(error: UpstreamError): {
  fieldErrors: Record<string, string[]>;
  failure: Message | null;
} {
  if (isEnvelopeError(error, 3, 120))
    return { fieldErrors: { id: ["account:error.LOGIN_TAKEN"] }, failure: null };
  if (isEnvelopeError(error, 3, 121))
    return { fieldErrors: { password: [msg("PASSWORD_NOT_STRONG")] }, failure: null };
  if (isEnvelopeError(error, 3, 122))
    return { fieldErrors: { confirmPassword: [msg("CONFIRM_PASSWORD")] }, failure: null };
  if (isEnvelopeError(error, 3, 403))
    return { fieldErrors: {}, failure: { key: "error.FORBIDDEN" } };
  return { fieldErrors: {}, failure: messageFor(error) };
}

/**
 * The account named by ?id= of the details, edit and password screens. A malformed id, or one
 * the back office does not show this user (another company's account), is a plain 404.
 */
export async function requireAccount(ctx: SignedIn): Promise<AccountDetails> {
  const id = AccountIdSchema.safeParse(new URL(ctx.request.url).searchParams.get("id") ?? "");
  const notFound = () => pageError(ctx.request, { key: "http.404" }, 404);
  if (!id.success) throw notFound();
  const result = await accountDetails(ctx, id.data, await getLocale(ctx.request));
  if (!result.ok && isEnvelopeError(result.error, 3, 404)) throw notFound();
  return unwrap(ctx, result);
}

/** What an account form shows after the back office said no: on the fields, or in its alert. */
export type Refusal =
  { ok: true } | { ok: false; fieldErrors: Record<string, string[]>; failure: Message | null };

export async function findAccounts(ctx: SignedIn, search: AccountSearch) {
  const { accountInfos, totalElements } = await unwrap(ctx, await searchAccounts(ctx, search));
  return { rows: accountInfos, total: totalElements };
}

/** The role choices for users of one type, named in the agent's language. */
export async function roleChoices(ctx: SignedIn, userType: string) {
  return securityGroups(ctx, userType, await getLocale(ctx.request));
}

/**
 * The roles rule (decision 0056) against the admin's own stored roles: the refusal's message, or
 * null when `wanted` may be saved on `account` (null: a new account).
 */
async function rolesRefused(
  ctx: SignedIn,
  account: AccountDetails | null,
  wanted: string[],
): Promise<Message | null> {
  const own = account?.id === ctx.user.id;
  const current = account?.securityGroups ?? [];
  const held =
    own || ctx.user.systemAdmin
      ? current
      : (await unwrap(ctx, await accountDetails(ctx, ctx.user.id, await getLocale(ctx.request))))
          .securityGroups;
  const refusal = roleRefusal({
    held,
    adminType: ctx.user.userType,
    systemAdmin: ctx.user.systemAdmin,
    base: env()
      .ROLES_ANY_ADMIN_MAY_GRANT.split(",")
      .map((code) => code.trim()),
    accountType: account?.userType || ctx.user.userType,
    current,
    own,
    wanted,
  });
  return refusal ? { key: `account:roles.${refusal}` } : null;
}

export async function addAccount(ctx: SignedIn, account: NewAccount): Promise<Refusal> {
  const refused = await rolesRefused(ctx, null, account.securityGroups);
  if (refused) return { ok: false, fieldErrors: { securityGroups: [refused.key] }, failure: null };
  const created = await createAccount(ctx, account);
  await recordActivity(ctx, {
    action: "accountCreated",
    target: { kind: "account", id: account.id },
    error: created.ok ? null : created.error,
    fields: account.securityGroups,
  });
  if (created.ok) return { ok: true };
  return { ok: false, ...createFailure(await stillSignedIn(ctx, created.error)) };
}

export async function saveAccount(
  ctx: SignedIn,
  account: AccountDetails,
  changes: AccountChanges,
): Promise<{ ok: true } | { ok: false; failure: Message }> {
  const refused = await rolesRefused(ctx, account, changes.securityGroups);
  if (refused) return { ok: false, failure: refused };
  const saved = await modifyAccount(ctx, account, changes);
  for (const event of accountEvents(account, changes))
    await recordActivity(ctx, { ...event, error: saved.ok ? null : saved.error });
  if (!saved.ok) return { ok: false, failure: await failureMessage(ctx, saved.error) };
  // Deactivated or given other roles: that user's sessions follow on their next request.
  await forgetStanding(account.id);
  return { ok: true };
}

/** An administrator sets another user's password (one's own goes through My account). */
export async function setAccountPassword(
  ctx: SignedIn,
  account: AccountDetails,
  passwords: { password: string; confirmPassword: string },
): Promise<Refusal> {
  const changed = await changePasswordByAdmin(ctx, { id: account.id, ...passwords });
  await recordActivity(ctx, {
    action: "passwordReset",
    target: { kind: "account", id: account.id },
    error: changed.ok ? null : changed.error,
  });
  if (changed.ok) return { ok: true };
  return { ok: false, ...createFailure(await stillSignedIn(ctx, changed.error)) };
}

/** What one save of the edit screen did, as timeline events: edit, enable/disable, roles. */
function accountEvents(account: AccountDetails, changes: AccountChanges): ActivityInput[] {
  const target = { kind: "account" as const, id: account.id };
  const edited = (
    [
      ["surname", account.surname, changes.surname],
      ["givenName", account.givenName, changes.givenName],
      ["email", account.emails[0]?.emailAddress ?? "", changes.email],
      ["telephone", account.telephones[0]?.phoneNumber ?? "", changes.telephone],
    ] as const
  )
    .filter(([, before, after]) => before !== after)
    .map(([name]) => name);
  const before = [...account.securityGroups].sort();
  const after = [...changes.securityGroups].sort();
  const events: ActivityInput[] = [];
  if (edited.length) events.push({ action: "accountEdited", target, fields: edited });
  if (account.enabled !== changes.enabled)
    events.push({ action: changes.enabled ? "accountEnabled" : "accountDisabled", target });
  if (before.join() !== after.join())
    events.push({ action: "rolesChanged", target, fields: after });
  return events.length ? events : [{ action: "accountEdited", target }];
}
