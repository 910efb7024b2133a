import { redirect } from "@remix-run/node";
import type { SsoTokens } from "~/contracts/sso";
import { isEnvelopeError, isNoLogin, messageFor, type Message } from "~/domain/upstream-error";
import { log } from "~/log.server";
import { ssoLogin, userInfo, userLogout } from "~/pamhk/account.server";
import { safeRedirect } from "~/session/flash.server";
import {
  destroySession,
  getSession,
  LOGIN_PATH,
  type PortalSession,
  requestContext,
} from "~/session/session.server";
import { flashToastCookie } from "~/session/stateless.server";
import type { Toast } from "~/session/toast";
import { clientAddress } from "~/store/rate-limit.server";
import { HOME_PATH, requireUser, type SignedIn } from "./guard.server";
import { startSignedInSession, throttle, type login as passwordLogin } from "./login.server";
import { SsoFailure, type SsoFailureReason } from "./sso-strategy.server";
import { revokeSsoTokens, ssoAuthenticator } from "./sso-tokens.server";

export const SSO_START_PATH = "/auth/sso";

/** Where the login page's single-sign-on option and the route guard send a person. */
export function ssoStartHref(returnTo?: string | null): string {
  const to = returnTo ? safeRedirect(returnTo, "") : "";
  return to ? `${SSO_START_PATH}?redirectTo=${encodeURIComponent(to)}` : SSO_START_PATH;
}

/**
 * Guard of the routes flagged as needing the identity provider
 * (docs/behaviour.md#session-check-and-navigation): without an SSO session the person goes to the
 * provider and comes back to the same path; with one, the token is refreshed by requireUser when
 * needed.
 */
export async function requireSsoUser(request: Request): Promise<SignedIn & { sso: SsoTokens }> {
  const session = await getSession(request);
  const url = new URL(request.url);
  if (!session.get("user") || !session.get("sso"))
    throw redirect(ssoStartHref(url.pathname + url.search));
  const ctx = await requireUser(request);
  const sso = ctx.session.get("sso");
  if (!sso) throw redirect(ssoStartHref(url.pathname + url.search));
  return { ...ctx, sso };
}

/** `/auth/sso`: remembers the flow in the session and redirects to the provider. */
export async function startSso(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // Only redirectTo is meaningful here; a stray `state` must not turn the start into a callback.
  const start = new URL(SSO_START_PATH, url);
  const returnTo = url.searchParams.get("redirectTo");
  if (returnTo) start.searchParams.set("redirectTo", safeRedirect(returnTo));
  try {
    const sso = await ssoAuthenticator(request);
    if (!sso)
      return failed(request, await getSession(request), {
        type: "error",
        key: "sso:failure.unavailable",
      });
    await sso.authenticator.authenticate("sso", new Request(start, { headers: request.headers }));
    throw new Error("the strategy did not redirect to the provider");
  } catch (error) {
    if (error instanceof Response) return error;
    log().error({ err: error }, "cannot start single sign-on");
    return failed(request, await getSession(request), {
      type: "error",
      key: "sso:failure.unavailable",
    });
  }
}

const FAILURE_KEYS: Record<SsoFailureReason, string> = {
  state: "sso:failure.state",
  denied: "sso:failure.denied",
  provider: "sso:failure.provider",
  unavailable: "sso:failure.unavailable",
};

/**
 * `/auth/sso/callback`: the verified tokens, then the back office's session call
 * (docs/back-office.md#the-envelope-and-its-codes): 0/0 -> LOGIN_SUCCESS and the flight search (or
 * the deep link); 3/175 or 3/237 -> tokens cleared, LOGIN_FAILURE, /login. Every other failure
 * lands on /login with its own message.
 */
export async function completeSso(
  request: Request,
  /**
   * The activity timeline's sign-in events
   * (docs/behaviour.md#activity-timeline-notes-and-audit-log), as the password sign-in writes them.
   */
  events?: NonNullable<Parameters<typeof passwordLogin>[3]>,
): Promise<Response> {
  const session = await getSession(request);
  const state = new URL(request.url).searchParams.get("state") ?? "";
  const flows = session.get("ssoFlows");
  const flow = flows && Object.hasOwn(flows, state) ? flows[state] : undefined;
  // No sign-in of this browser is waiting for this state: a forged or replayed callback (a link
  // in a mail, an image) must not end the session there is, nor sign anybody in.
  if (!flow) return strayCallback(request, session);

  let tokens: SsoTokens;
  try {
    const sso = await ssoAuthenticator(request);
    if (!sso) return failed(request, session, { type: "error", key: FAILURE_KEYS.unavailable });
    tokens = await sso.authenticator.authenticate("sso", request);
  } catch (error) {
    const reason = error instanceof SsoFailure ? error.reason : "unavailable";
    log().warn({ err: error, reason }, "single sign-on callback failed");
    return failed(request, session, { type: "error", key: FAILURE_KEYS[reason] });
  }

  // The same limits as the password sign-in, per client address and per login id.
  const client = clientAddress(request);
  const refusal = await throttle().refusal(tokens.userName, client);
  if (refusal) {
    await revokeSsoTokens(request, tokens);
    return failed(request, session, toastOf(refusal));
  }
  const ctx = requestContext(request, session);
  const login = await ssoLogin(ctx, {
    userName: tokens.userName,
    openSessionId: tokens.openSessionId,
  });
  if (!login.ok) {
    await events?.refused(tokens.userName, login.error);
    await revokeSsoTokens(request, tokens);
    const rejected = isEnvelopeError(login.error, 3, 175) || isEnvelopeError(login.error, 3, 237);
    if (rejected) await throttle().fail(tokens.userName, client);
    return failed(
      request,
      session,
      toastOf(rejected ? { key: "error.LOGIN_FAILURE" } : messageFor(login.error)),
    );
  }
  await throttle().succeed(tokens.userName);
  const info = await userInfo(ctx);
  if (!info.ok) {
    await userLogout(ctx);
    await revokeSsoTokens(request, tokens);
    return failed(
      request,
      session,
      toastOf(isNoLogin(info.error) ? { key: "error.LOGIN_FAILURE" } : messageFor(info.error)),
    );
  }
  await events?.signedIn(info.data);
  session.unset("ssoFlows");
  session.set("sso", tokens);
  return startSignedInSession(request, session, info.data, { redirectTo: flow?.returnTo });
}

async function strayCallback(request: Request, session: PortalSession): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (session.get("user")) return redirect(HOME_PATH, { headers });
  headers.append(
    "Set-Cookie",
    await flashToastCookie(request, { type: "error", key: FAILURE_KEYS.state }),
  );
  return redirect(LOGIN_PATH, { headers });
}

const toastOf = (message: Message): Toast => ({
  type: "error",
  key: message.key,
  values: message.values,
});

/**
 * Ends whatever session there was (no half-signed-in state) and shows the message on /login. The
 * message travels in the signed flash cookie: a failure never writes a session record (an
 * anonymous visitor hitting the callback must not cost a record per request).
 */
async function failed(request: Request, session: PortalSession, toast: Toast): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (session.id) headers.append("Set-Cookie", await destroySession(request, session));
  headers.append("Set-Cookie", await flashToastCookie(request, toast));
  return redirect(LOGIN_PATH, { headers });
}
