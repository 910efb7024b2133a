import { data, redirect } from "@remix-run/node";
import { can } from "./permissions";
import { userInfo, userLogout } from "~/pamhk/account.server";
import type { UpstreamContext } from "~/pamhk/client.server";
import { isNoLogin, messageFor, type UpstreamResult } from "~/pamhk/errors";
import { commitSession, destroySession, getSession, saveSession, type PortalSession } from "~/session/session.server";
import { keepSsoTokensFresh } from "./sso-tokens.server";
import type { SessionUser } from "./user";

export const LOGIN_PATH = "/login";
export const HOME_PATH = "/secured/air/airLowFareSearch";

/** Ends our session and starts a fresh anonymous one carrying the toast to /login. */
export async function redirectToLogin(request: Request, session: PortalSession, toastKey = "error.NO_LOGIN") {
  if (session.id) await destroySession(request, session);
  const fresh = await getSession(new Request(request.url));
  fresh.flash("toast", { type: toastKey.startsWith("success") ? "success" : "error", key: toastKey });
  const url = new URL(request.url);
  const back = toastKey === "error.NO_LOGIN" && request.method === "GET" ? `?redirectTo=${encodeURIComponent(url.pathname + url.search)}` : "";
  return redirect(`${LOGIN_PATH}${back}`, { headers: { "Set-Cookie": await commitSession(request, fresh) } });
}

export type SignedIn = UpstreamContext & { user: SessionUser };

/** The guard of every /secured route: a session with a user, else /login with NO_LOGIN. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const session = await getSession(request);
  const user = session.get("user");
  if (!user) throw await redirectToLogin(request, session);
  // Single sign-on sessions: refresh the provider's token under 70 s of validity (spec 01 §4);
  // when that fails the person is signed out of the back office and our session ends.
  if (session.get("sso") && !(await keepSsoTokensFresh(request, session))) {
    await userLogout({ request, session });
    throw await redirectToLogin(request, session);
  }
  return { request, session, user };
}

/** Re-reads the user from the back office (unread count, flags); 5/4 ends the session. */
export async function refreshUser(ctx: SignedIn): Promise<SessionUser> {
  const fresh = await unwrap(ctx, await userInfo(ctx));
  if (JSON.stringify(fresh) !== JSON.stringify(ctx.session.get("user"))) await saveSession(ctx.request, ctx.session, { user: fresh });
  return fresh;
}

/**
 * The common handling of spec 01 §8 for loaders and actions: 5/4 anywhere sends the user to
 * /login with NO_LOGIN; any other failure becomes the route's error boundary with its message.
 */
export async function unwrap<T>(ctx: UpstreamContext, result: UpstreamResult<T>): Promise<T> {
  if (result.ok) return result.data;
  if (isNoLogin(result.error)) throw await redirectToLogin(ctx.request, ctx.session);
  throw data({ message: messageFor(result.error) }, { status: result.error.kind === "http" ? result.error.status : 502 });
}

/** The server side of a hidden button: refuse with 403 and the FORBIDDEN message. */
export function requireAbility(ctx: SignedIn, ability: import("./permissions").Ability): void {
  if (!can(ctx.user, ability)) throw data({ message: { key: "error.FORBIDDEN" } }, { status: 403 });
}
