import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/contracts/user";
import { userLogout } from "~/pamhk/account.server";
import { HOME, returnAfterSignIn } from "~/paths";
import { readForm, requireCsrf } from "~/session/csrf.server";
import { pageError } from "~/session/page-error.server";
import {
  destroySession,
  getSession,
  sessionTimedOut,
  type PortalSession,
} from "~/session/session.server";
import { flashToastCookie } from "~/session/stateless.server";
import { requestContext, type RequestContext } from "~/session/upstream-jar.server";
import { can, type Ability } from "./permissions";
import { keepSsoTokensFresh } from "./sso-tokens.server";
import { followAccount } from "./standing.server";

export const LOGIN_PATH = "/login";
export const HOME_PATH = HOME;

/** Ends our session and starts a fresh anonymous one carrying the toast to /login. */
export async function redirectToLogin(
  request: Request,
  session: PortalSession,
  toastKey = "error.NO_LOGIN",
) {
  // Ends the record (if any) and expires the cookie; nothing new is stored.
  const ended = await destroySession(request, session);
  // The toast travels in a short-lived signed cookie: no session record for anonymous visitors.
  const toast = flashToastCookie(request, {
    type: toastKey.startsWith("success") ? "success" : "error",
    key: toastKey,
  });
  const back = toastKey === "error.NO_LOGIN" || toastKey === "error.SESSION_TIMED_OUT";
  return redirect(back ? signInAgainPath(request) : LOGIN_PATH, {
    headers: [
      ["Set-Cookie", ended],
      ["Set-Cookie", await toast],
    ],
  });
}

/** /login, with the way back to a page (GET) asked for. */
export function signInAgainPath(request: Request): string {
  if (request.method !== "GET") return LOGIN_PATH;
  const url = new URL(request.url);
  const back = returnAfterSignIn(url.pathname + url.search);
  return back ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}` : LOGIN_PATH;
}

/**
 * Ends our session once a page is already streaming (no redirect or cookie can be sent then):
 * the record goes, so the next request meets /login; the page links there itself.
 */
export async function endSessionInPage(request: Request, session: PortalSession): Promise<string> {
  await destroySession(request, session);
  return signInAgainPath(request);
}

export type SignedIn = RequestContext & { user: SessionUser };

/** The guard of every /secured route: a session with a user, else /login with NO_LOGIN. */
export async function requireUser(request: Request): Promise<SignedIn> {
  return signedIn(request, await getSession(request));
}

async function signedIn(request: Request, session: PortalSession): Promise<SignedIn> {
  const user = session.get("user");
  // An expired session says so (SESSION_TIMED_OUT); no session at all is NO_LOGIN (spec 01 §8).
  if (!user)
    throw await redirectToLogin(
      request,
      session,
      sessionTimedOut(session) ? "error.SESSION_TIMED_OUT" : "error.NO_LOGIN",
    );
  const ctx = { ...requestContext(request, session), user };
  // Disabled, signed out elsewhere or given other roles since: checked every few seconds (issue 32).
  await followAccount(ctx, user, () => redirectToLogin(request, session));
  // Single sign-on sessions: refresh the provider's token under 70 s of validity (spec 01 §4);
  // when that fails the person is signed out of the back office and our session ends.
  if (session.get("sso") && !(await keepSsoTokensFresh(request, session))) {
    await userLogout(ctx);
    throw await redirectToLogin(request, session);
  }
  return ctx;
}

/**
 * The start of every signed-in action: the session read once, the form read once, its CSRF
 * token checked (403 when missing or foreign), then the guard.
 */
export async function requireUserForm(
  request: Request,
): Promise<{ ctx: SignedIn; formData: FormData }> {
  const [session, formData] = await Promise.all([getSession(request), readForm(request)]);
  requireCsrf(request, session, formData);
  return { ctx: await signedIn(request, session), formData };
}

/** The server side of a hidden button: refuse with 403 and the FORBIDDEN message. */
export function requireAbility(ctx: SignedIn, ability: Ability): void {
  if (!can(ctx.user, ability)) throw pageError(ctx.request, { key: "error.FORBIDDEN" }, 403);
}
