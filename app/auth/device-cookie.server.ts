import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";
import { cookieValue, hostCookieName, overHttps } from "~/session/host-cookie.server";
import { loginThrottle } from "./throttle.server";

/**
 * OWASP's device cookie ("Slow down online guessing attacks with device cookies"): a browser that
 * signed in gets a signed cookie naming that login, so its later failures are counted on their
 * own and a stranger's failures for the same login id do not slow it down
 * (docs/decisions/0080-device-cookies-for-sign-in-limits.md). Value: `<random id>.<login
 * tag>.<signature>`; the tag is an HMAC of the login id, so the cookie holds no login id, password
 * or secret.
 */
export const DEVICE_COOKIE_DAYS = 180;

const hmac = (text: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(text).digest("base64url");
const loginTag = (loginId: string) =>
  hmac(`device-login:${loginId.trim().toLowerCase()}`).slice(0, 22);
const signature = (id: string, tag: string) => hmac(`device:${id}.${tag}`);
const cookieName = (request: Request) => hostCookieName(request, "device", "login_device");
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** Set-Cookie for a browser that has just signed in as `loginId`: a fresh device id each time. */
export function deviceCookie(request: Request, loginId: string): string {
  const id = randomBytes(16).toString("base64url");
  const tag = loginTag(loginId);
  return [
    `${cookieName(request)}=${id}.${tag}.${signature(id, tag)}`,
    "Path=/",
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(overHttps(request) ? ["Secure"] : []),
  ].join("; ");
}

/** The device id of a genuine device cookie (for `loginId` when given), else undefined. */
export function deviceOf(request: Request, loginId?: string): string | undefined {
  const match = VALUE.exec(cookieValue(request, cookieName(request)) ?? "");
  if (!match) return undefined;
  const [, id, tag, given] = match;
  const expected = Buffer.from(signature(id, tag));
  if (!timingSafeEqual(expected, Buffer.from(given))) return undefined;
  if (loginId !== undefined && tag !== loginTag(loginId)) return undefined;
  return id;
}

/** The device id of the request's genuine device cookie, unless its failures distrust it. */
export async function trustedDevice(request: Request): Promise<string | undefined> {
  const id = deviceOf(request);
  return id && (await loginThrottle().trusted(id)) ? id : undefined;
}
