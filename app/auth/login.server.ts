import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/contracts/user";
import {
  isEnvelopeError,
  isNoLogin,
  messageFor,
  type Message,
  type UpstreamError,
} from "~/domain/upstream-error";
import { userInfo, userLogin } from "~/pamhk/account.server";
import { returnAfterSignIn } from "~/paths";
import { safeRedirect } from "~/session/flash.server";
import {
  commitSession,
  rotate,
  type PortalSession,
  requestContext,
} from "~/session/session.server";
import { indexSession } from "~/session/storage.server";
import { clientAddress } from "~/store/rate-limit.server";
import { deviceCookie, deviceOf } from "./device-cookie.server";
import { forgetStanding, HOME_PATH } from "./guard.server";
import { rememberLogin } from "./remember.server";
import { loginThrottle } from "./throttle.server";

export type LoginFailure = { message: Message; clear: ("password" | "verifyCode")[] };

export const throttle = loginThrottle;

/**
 * Signs in against the back office (docs/behaviour.md#signing-in-and-out). On success: a rotated
 * session holding the user, the remembered login id (never the password) and a redirect with
 * LOGIN_SUCCESS.
 */
export async function login(
  request: Request,
  session: PortalSession,
  form: {
    id: string;
    password: string;
    verifyCode: string;
    remember?: boolean;
    redirectTo?: string;
  },
  /**
   * The activity timeline's sign-in events
   * (docs/behaviour.md#activity-timeline-notes-and-audit-log), written by the caller's service.
   */
  events?: {
    signedIn: (user: SessionUser) => Promise<void>;
    refused: (loginId: string, error: UpstreamError) => Promise<void>;
  },
): Promise<LoginFailure | Response> {
  const client = clientAddress(request);
  // A browser that signed in as this login before is counted on its own (OWASP device cookie).
  const device = deviceOf(request, form.id);
  const refusal = await throttle().refusal(form.id, client, device);
  if (refusal) return { message: refusal, clear: ["password", "verifyCode"] };

  // No record: the verification image was never served (refused or not loaded), so no code can
  // match; say so instead of "code wrong"
  // (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
  if (!session.id) return { message: { key: "limits.NO_IMAGE" }, clear: ["verifyCode"] };
  const ctx = requestContext(request, session);
  const result = await userLogin(ctx, {
    id: form.id,
    password: form.password,
    verifyCodeActual: form.verifyCode,
  });
  if (!result.ok) {
    // A wrong verification code proves nothing about the password: it never counts.
    if (isEnvelopeError(result.error, 3, 175)) {
      return { message: { key: "error.CAPTCHA_FAILURE" }, clear: ["verifyCode"] };
    }
    await events?.refused(form.id, result.error);
    if (isEnvelopeError(result.error, 3, 237)) {
      await throttle().fail(form.id, client, device);
      return { message: { key: "error.LOGIN_ERROR" }, clear: ["password", "verifyCode"] };
    }
    return { message: messageFor(result.error), clear: ["password", "verifyCode"] };
  }
  await throttle().succeed(form.id, device);

  const info = await userInfo(ctx);
  if (!info.ok) {
    return {
      message: isNoLogin(info.error) ? { key: "error.LOGIN_FAILURE" } : messageFor(info.error),
      clear: ["password", "verifyCode"],
    };
  }
  await events?.signedIn(info.data);
  const signedIn = await startSignedInSession(request, session, info.data, {
    redirectTo: form.redirectTo,
    remember: form.remember ? form.id : null,
  });
  signedIn.headers.append("Set-Cookie", deviceCookie(request, form.id));
  return signedIn;
}

/** Shared by password and single sign-on: rotate the id, keep the upstream cookies, greet. */
export async function startSignedInSession(
  request: Request,
  session: PortalSession,
  user: SessionUser,
  options: { redirectTo?: string; remember?: string | null },
) {
  const fresh = await rotate(request, session);
  fresh.set("user", user);
  fresh.flash("toast", { type: "success", key: "success.LOGIN_SUCCESS" });
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(request, fresh));
  // Listed for "sign out everywhere"; a standing cached before this sign-in is not trusted.
  await Promise.all([indexSession(user.id, fresh.id), forgetStanding(user.id)]);
  if (options.remember !== undefined)
    headers.append("Set-Cookie", await rememberLogin(request, options.remember));
  const back = safeRedirect(options.redirectTo, HOME_PATH);
  return redirect(returnAfterSignIn(back) ?? HOME_PATH, { headers });
}
