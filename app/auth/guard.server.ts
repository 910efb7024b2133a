// The guard of every signed-in request, composed here and nowhere else: the session read once;
// for an action the form read once and its CSRF token checked; the account's standing at the
// back office; the single sign-on token's freshness; a new session id when the roles changed.
// The modules below answer with data (a session, a standing, fresh tokens); this one decides,
// then acts: /login, 403, or the same page again on a new session id.
import type { SessionUser } from "~/contracts/user";
import { isNoLogin } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { accountDetails } from "~/pamhk/account-admin.server";
import { userInfo, userLogout } from "~/pamhk/account.server";
import { HOME } from "~/paths";
import { CSRF_FIELD } from "~/session/csrf.server";
import { pageError } from "~/session/page-error.server";
import {
  csrfMatches,
  getSession,
  redirectToLogin,
  reissueFor,
  requestContext,
  saveSession,
  sessionTimedOut,
  type RequestContext,
} from "~/session/session.server";
import { sharedStore } from "~/store/kv-store.server";
import { can, type Ability } from "./permissions";
import { freshSsoTokens } from "./sso-tokens.server";

export const HOME_PATH = HOME;

export type SignedIn = RequestContext & {
  user: SessionUser;
  /**
   * The user as the back office described them at most STANDING_CHECK_SECONDS ago (the standing
   * below), when it could answer: the shell reads it instead of asking again
   * (docs/decisions/0098-signed-in-user-read-once-per-window.md).
   */
  current?: SessionUser;
};

/** The guard of every /secured page: a session with a user, else /login with NO_LOGIN. */
export function requireUser(request: Request): Promise<SignedIn> {
  return guarded(request, false).then(({ ctx }) => ctx);
}

/**
 * The start of every signed-in action: the same guard, the form read once with the session, and
 * its CSRF token checked (403 unless it is this session's own, rotated at sign-in: neither the
 * login page's token nor a planted `__csrf` cookie's).
 */
export function requireUserForm(request: Request): Promise<{ ctx: SignedIn; formData: FormData }> {
  return guarded(request, true);
}

/** The server side of a hidden button: refuse with 403 and the FORBIDDEN message. */
export function requireAbility(ctx: SignedIn, ability: Ability): void {
  if (!can(ctx.user, ability)) throw pageError(ctx.request, { key: "error.FORBIDDEN" }, 403);
}

type Standing = { enabled: boolean; user: SessionUser };

async function guarded<Form extends boolean>(
  request: Request,
  withForm: Form,
): Promise<{ ctx: SignedIn; formData: Form extends true ? FormData : undefined }> {
  // A body no form would send (broken multipart, wrong encoding) is a 400.
  const form = withForm
    ? request.formData().catch(() => {
        throw pageError(request, { key: "http.400" }, 400);
      })
    : undefined;
  const [session, formData] = await Promise.all([getSession(request), form]);
  const user = session.get("user");
  // An expired session says so (SESSION_TIMED_OUT); no session at all is NO_LOGIN
  // (docs/back-office.md#the-envelope-and-its-codes).
  if (!user) {
    const timedOut = sessionTimedOut(session);
    throw await redirectToLogin(
      request,
      session,
      timedOut ? "error.SESSION_TIMED_OUT" : "error.NO_LOGIN",
    );
  }
  if (formData && !csrfMatches(session, formData.get(CSRF_FIELD)))
    throw pageError(request, { key: "error.CSRF_FAILED" }, 403);
  const ctx = { ...requestContext(request, session), user };

  // The account as the back office sees it now (disabled, signed out elsewhere, other roles),
  // asked at most every STANDING_CHECK_SECONDS per user and shared through the store. An answer
  // it could not give (down, slow) signs nobody out: it is asked again next time.
  const store = sharedStore();
  let standing = await store.get<Standing>(standingKey(user.id));
  let gone = false;
  if (!standing) {
    const [info, details] = await Promise.all([
      userInfo(ctx),
      accountDetails(ctx, user.id, "en-US"),
    ]);
    gone = !info.ok && isNoLogin(info.error);
    if (info.ok) {
      // An account screen the back office will not show this user says nothing against him.
      standing = { enabled: !details.ok || details.data.enabled !== false, user: info.data };
      await store.set(standingKey(user.id), standing, env().STANDING_CHECK_SECONDS);
    }
  }

  // Single sign-on: the provider's token refreshed under 70 s of validity
  // (docs/behaviour.md#session-check-and-navigation); when that fails the person is signed out of
  // the back office and our session ends.
  const disabled = standing?.enabled === false;
  const sso = session.get("sso");
  const tokens = sso && !gone && !disabled ? await freshSsoTokens(request, sso) : undefined;

  // Decided; now our session: ended, given the fresh tokens, or reissued under the new roles
  // (the tokens kept first: a used refresh token is never used again). The back office is told
  // last, once our session is over.
  const leaving = gone || disabled || tokens === null;
  const toLogin = leaving ? await redirectToLogin(request, session) : undefined;
  if (!leaving && tokens && tokens !== sso) await saveSession(request, session, { sso: tokens });
  const reissued =
    !leaving && standing && rolesOf(standing.user) !== rolesOf(user)
      ? await reissueFor(request, session, standing.user)
      : undefined;
  if (toLogin && !gone) await userLogout(ctx);
  if (toLogin ?? reissued) throw toLogin ?? reissued;
  return {
    ctx: { ...ctx, current: standing?.user },
    formData: formData as Form extends true ? FormData : undefined,
  };
}

// ------------------------------------------------------------------ the account's standing

const standingKey = (userId: string) => `standing:${userId}`;

/** What decides what a user may do: a change of any of these gives the session a new id. */
export const rolesOf = (u: SessionUser) =>
  JSON.stringify([
    u.userType,
    u.bookingAgent,
    u.ticketingAgent,
    u.customerAdmin,
    u.systemAdmin,
    u.pnrOrderAgent,
    [...u.permissions].sort(),
  ]);

/**
 * Forgets a user's cached standing: an admin's change, or the user's own (account info, password,
 * a message read, a change accepted), shows on that user's next request.
 */
export async function forgetStanding(userId: string): Promise<void> {
  await sharedStore().delete(standingKey(userId));
}
