// Anonymous pages without a session record: a CSRF token bound to a random cookie and one-shot
// toasts in a signed cookie (docs/decisions/0009-anonymous-pages-write-no-session-record.md).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { cookieValue, hostCookieName, overHttps } from "./host-cookie.server";
import type { Toast } from "./toast";

const NONCE = /^[A-Za-z0-9_-]{43}$/;

// `__Host-csrf` / `__Host-flash` over HTTPS (docs/decisions/0052-csp-styles-hsts-host-cookies.md),
// `__csrf` / `__flash` over HTTP.
export const csrfCookieName = (request: Request) => hostCookieName(request, "csrf", "__csrf");
const flashCookieName = (request: Request) => hostCookieName(request, "flash", "__flash");

const sign = (nonce: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`csrf:${nonce}`).digest("base64url");

// A new cookie's nonce is 16 random bytes and 16 bytes of their HMAC: the same 43 characters as
// ever, and the portal can tell a cookie it issued from one a client made up (the reserve for a
// browser's first verification image, README "Operations").
const issuedTag = (random: Buffer) =>
  createHmac("sha256", env().SESSION_SECRET)
    .update("csrf-issued:")
    .update(random)
    .digest()
    .subarray(0, 16);

const newNonce = () => {
  const random = randomBytes(16);
  return Buffer.concat([random, issuedTag(random)]).toString("base64url");
};

/** Whether this CSRF cookie nonce was issued by the portal (not made up by a client). */
export function issuedHere(nonce: string): boolean {
  if (!NONCE.test(nonce)) return false;
  const bytes = Buffer.from(nonce, "base64url");
  return (
    bytes.length === 32 && timingSafeEqual(bytes.subarray(16), issuedTag(bytes.subarray(0, 16)))
  );
}

/** The token for the browser's CSRF cookie; a new cookie (to set) when it has none yet. */
export function statelessCsrf(request: Request): { token: string; setCookie?: string } {
  const name = csrfCookieName(request);
  const existing = cookieValue(request, name);
  if (existing && NONCE.test(existing)) return { token: sign(existing) };
  const nonce = newNonce();
  const attributes = [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(overHttps(request) ? ["Secure"] : []),
  ];
  return { token: sign(nonce), setCookie: [`${name}=${nonce}`, ...attributes].join("; ") };
}

/** Whether `submitted` is the token of the CSRF cookie this request carries. */
export function statelessCsrfMatches(request: Request, submitted: unknown): boolean {
  const nonce = cookieValue(request, csrfCookieName(request));
  if (!nonce || !NONCE.test(nonce) || typeof submitted !== "string") return false;
  const expected = Buffer.from(sign(nonce));
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// ------------------------------------------------------------------ toasts without a session

const flashCookie = (request: Request) =>
  createCookie(flashCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: overHttps(request),
    secrets: [env().SESSION_SECRET],
    maxAge: 120,
  });

export function flashToastCookie(request: Request, toast: Toast): Promise<string> {
  return flashCookie(request).serialize(toast);
}

/** The toast carried by the flash cookie, and the header that consumes it. */
export async function readFlashToast(
  request: Request,
): Promise<{ toast: Toast; clear: string } | undefined> {
  if (!cookieValue(request, flashCookieName(request))) return undefined;
  const cookie = flashCookie(request);
  const toast = (await cookie.parse(request.headers.get("Cookie"))) as Toast | null;
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!toast || typeof toast !== "object" || typeof toast.key !== "string") return undefined;
  return { toast, clear };
}
