// My account (docs/behaviour.md#my-account): the signed-in user's own personal info and password.
// The user is always the session's, never an id from the URL.
import { forgetStanding, type SignedIn } from "~/auth/guard.server";
import { isEnvelopeError, type UpstreamError } from "~/domain/upstream-error";
import { msg } from "~/forms/messages";
import type { MyInfoForm, MyPasswordForm } from "~/forms/my-account";
import { getLocale } from "~/i18n/i18next.server";
import {
  accountDetails,
  changeOwnPassword,
  modifyAccount,
  type AccountDetails,
} from "~/pamhk/account-admin.server";
import { createFailure, type Refusal } from "./accounts.server";
import { stillSignedIn, unwrap } from "./upstream.server";

export async function myAccount(ctx: SignedIn): Promise<AccountDetails> {
  return unwrap(ctx, await accountDetails(ctx, ctx.user.id, await getLocale(ctx.request)));
}

async function refusal(ctx: SignedIn, failed: UpstreamError): Promise<Refusal> {
  const error = await stillSignedIn(ctx, failed);
  if (isEnvelopeError(error, 3, 125))
    return {
      ok: false,
      fieldErrors: { oldPassword: ["account:error.OLD_PASSWORD_WRONG"] },
      failure: null,
    };
  if (isEnvelopeError(error, 3, 100))
    return {
      ok: false,
      fieldErrors: Object.fromEntries(
        (error.kind === "envelope" ? error.fields : []).map((f) => [f, [msg("FIELD_REQUIRE")]]),
      ),
      failure: null,
    };
  return { ok: false, ...createFailure(error) };
}

/** Saves the personal info; the status and roles are sent back as they are. */
export async function saveMyInfo(ctx: SignedIn, info: MyInfoForm): Promise<Refusal> {
  const current = await myAccount(ctx);
  const saved = await modifyAccount(ctx, current, {
    ...info,
    enabled: current.enabled,
    securityGroups: current.securityGroups,
  });
  if (!saved.ok) return refusal(ctx, saved.error);
  await forgetStanding(ctx.user.id); // the top bar shows the new name on the next page
  return { ok: true };
}

export async function changeMyPassword(ctx: SignedIn, form: MyPasswordForm): Promise<Refusal> {
  const changed = await changeOwnPassword(ctx, form);
  if (!changed.ok) return refusal(ctx, changed.error);
  await forgetStanding(ctx.user.id);
  return { ok: true };
}

/** The admin screens act on other users; one's own account goes through My account. */
export const isOwnAccount = (ctx: SignedIn, account: { id: string }) => account.id === ctx.user.id;
