// The public link of a sent quote (docs/decisions/0104-quotes-sent-to-clients.md): the quote id
// and its expiry, signed with HMAC-SHA256 under the session secret (SESSION_SECRET, app/env.server.ts)
// so nobody can make a link to another quote or stretch its validity. Nothing else identifies
// the client: whoever holds the link may read and answer the quote until it expires.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

export type QuoteTokenClaims = { quoteId: string; expiresAt: number };

export type QuoteTokenCheck =
  { ok: true; quoteId: string; expiresAt: number; expired: boolean } | { ok: false };

const SHAPE = /^([A-Za-z0-9_-]{1,200})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`quote-link:${payload}`).digest();

/** `<quote id, base64url>.<expiry, seconds base 36>.<HMAC>`: URL-safe, no padding. */
export function signQuoteToken(
  claims: QuoteTokenClaims,
  secret: string = env().SESSION_SECRET,
): string {
  const payload = `${Buffer.from(claims.quoteId).toString("base64url")}.${Math.ceil(
    claims.expiresAt / 1000,
  ).toString(36)}`;
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

/**
 * The quote a link names when its signature holds (compared in constant time); `expired` past
 * its expiry, so the page can say so instead of "not found".
 */
export function readQuoteToken(
  token: string,
  now = Date.now(),
  secret: string = env().SESSION_SECRET,
): QuoteTokenCheck {
  const m = SHAPE.exec(token);
  if (!m) return { ok: false };
  const given = Buffer.from(m[3], "base64url");
  const expected = mac(secret, `${m[1]}.${m[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  const expiresAt = parseInt(m[2], 36) * 1000;
  const quoteId = Buffer.from(m[1], "base64url").toString();
  return { ok: true, quoteId, expiresAt, expired: now >= expiresAt };
}
