import { randomBytes, timingSafeEqual } from "node:crypto";
import { redirect, type Session, type SessionStorage } from "@remix-run/node";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { SsoFlows, SsoTokens } from "~/contracts/sso";
import type { SessionUser } from "~/contracts/user";
import { env } from "~/env.server";
import type { UpstreamJar } from "~/pamhk/client.server";
import { returnAfterSignIn } from "~/paths";
import type { Toast } from "~/session/toast";
import { sharedStore } from "~/store/kv-store.server";
import {
  clientAddress,
  createLimiter,
  limiterBackend,
  limiterKey,
  RateLimiterRes,
} from "~/store/rate-limit.server";
import { cookieValue } from "./host-cookie.server";
import { pageError } from "./page-error.server";
import { csrfCookieName, flashToastCookie, issuedHere } from "./stateless.server";
import {
  backgroundAccess,
  createPortalSessionStorage,
  indexSession,
  rotateSession,
  sessionTimedOut,
} from "./storage.server";

export { sessionTimedOut };

export type SessionData = {
  user: SessionUser;
  upstreamCookies: Record<string, string>;
  csrf: string;
  /** The identity provider's tokens when signed in through single sign-on. */
  sso?: SsoTokens;
  /** Sign-ins started at the identity provider and not yet returned (state -> PKCE, nonce). */
  ssoFlows?: SsoFlows;
};
export type FlashData = { toast: Toast };
export type PortalSession = Session<SessionData, FlashData>;

type Storage = SessionStorage<SessionData, FlashData>;
let stores: { plain: Storage; secure: Storage } | undefined;

function storages() {
  if (stores) return stores;
  const e = env();
  const make = (secure: boolean) =>
    createPortalSessionStorage<SessionData, FlashData>({
      store: sharedStore(),
      secrets: [e.SESSION_SECRET],
      secure,
      // Records without a signed-in user (an upstream cookie jar, an SSO start) live briefly.
      idleSecondsFor: (data) =>
        (data as Partial<SessionData>).user ? undefined : e.ANONYMOUS_SESSION_SECONDS,
    });
  stores = { plain: make(false), secure: make(true) };
  return stores;
}

// Secure cookies whenever the browser reached us over HTTPS (directly or through a proxy).
function storageFor(request: Request): Storage {
  const setting = env().COOKIE_SECURE;
  const https =
    setting === "always" ||
    (setting === "auto" &&
      (new URL(request.url).protocol === "https:" ||
        request.headers.get("x-forwarded-proto") === "https"));
  return https ? storages().secure : storages().plain;
}

export function getSession(request: Request): Promise<PortalSession> {
  return storageFor(request).getSession(request.headers.get("Cookie"));
}

/**
 * What a new anonymous record is for: each has its own budget
 * (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
 */
export type RecordPurpose = "captcha" | "sso" | "other";

export async function commitSession(
  request: Request,
  session: PortalSession,
  options: { purpose?: RecordPurpose; counted?: boolean } = {},
): Promise<string> {
  // A commit without an id writes a new record: limited per client, so nobody can fill the
  // store by asking for fresh anonymous sessions (verification images, SSO starts) in a loop.
  if (!session.id && !options.counted && !(await mayCreateRecord(request, options.purpose)))
    throw pageError(request, { key: "http.429" }, 429, { headers: { "Retry-After": "60" } });
  return storageFor(request).commitSession(session);
}

// One per process and budget: in-memory counters live in their limiter.
const budgets = new Map<string, RateLimiterAbstract>();
const budget = (keyPrefix: string, points: number) => {
  let limiter = budgets.get(keyPrefix);
  if (!limiter) {
    limiter = createLimiter(limiterBackend(), { keyPrefix, points, duration: 60 });
    budgets.set(keyPrefix, limiter);
  }
  return limiter;
};

/** The browser's own key: its CSRF cookie (issued by the login page), if it has one. */
const browserOf = (request: Request) => {
  const nonce = cookieValue(request, csrfCookieName(request));
  return nonce && /^[A-Za-z0-9_-]{43}$/.test(nonce) ? nonce : undefined;
};

/**
 * Counts one new record against its budget; false when refused. Verification images, SSO starts
 * and the rest are counted apart, so a flood of SSO starts from an office's address leaves its
 * colleagues' images alone; images also count per browser first, so one browser's reloads are
 * refused before they eat the address's budget. A browser that signed in before (`device`: its
 * trusted device cookie) is counted on its own alone: fresh cookies minted from the same address
 * cannot spend its image (docs/decisions/0080).
 */
export async function mayCreateRecord(
  request: Request,
  purpose: RecordPurpose = "other",
  device?: string,
): Promise<boolean> {
  const e = env();
  const address = limiterKey(clientAddress(request));
  try {
    if (purpose === "captcha" && device) {
      await budget("captcha-device", e.CAPTCHA_PER_BROWSER_PER_MINUTE).consume(
        limiterKey(`device:${device}`),
      );
    } else if (purpose === "captcha") {
      const browser = browserOf(request);
      const own = browser
        ? await budget("captcha-browser", e.CAPTCHA_PER_BROWSER_PER_MINUTE).consume(
            limiterKey(browser),
          )
        : undefined;
      // A share of the address's images is kept for a browser's first one, with a cookie the
      // portal issued: a fresh colleague's sign-in page has its image while made-up cookies
      // flood the rest.
      const reserve = Math.ceil(
        (e.CAPTCHA_PER_MINUTE * e.CAPTCHA_FIRST_IMAGE_RESERVE_PERCENT) / 100,
      );
      try {
        await budget("captcha-address", Math.max(1, e.CAPTCHA_PER_MINUTE - reserve)).consume(
          address,
        );
      } catch (refused) {
        const first = own?.consumedPoints === 1 && browser !== undefined && issuedHere(browser);
        if (!first || reserve <= 0) throw refused;
        await budget("captcha-first", reserve).consume(address);
      }
    } else if (purpose === "sso") {
      await budget("sso-start", e.SSO_START_PER_MINUTE).consume(address);
    } else {
      await budget("session-create", e.SESSION_CREATE_PER_MINUTE).consume(address);
    }
    return true;
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    return false;
  }
}

export function destroySession(request: Request, session: PortalSession): Promise<string> {
  return storageFor(request).destroySession(session);
}

/** A fresh id for the same data (session fixation defence at sign-in). */
export async function rotate(request: Request, session: PortalSession): Promise<PortalSession> {
  const fresh = await rotateSession(storageFor(request), session, request);
  fresh.set("csrf", newToken());
  return fresh;
}

/**
 * Sets `changes` on `session` and writes just those keys into the stored record, read afresh.
 * Loaders of one page run in parallel on the same session: writing back a whole stale copy
 * would undo what another one did meanwhile (a consumed flash toast, a flow step). A session
 * without an id yet is persisted by the route that commits it.
 */
export async function saveSession(
  request: Request,
  session: PortalSession,
  changes: Partial<SessionData>,
): Promise<void> {
  for (const [key, value] of Object.entries(changes))
    session.set(key as keyof SessionData, value as never);
  if (!session.id) return;
  const stored = await getSession(request);
  if (stored.id !== session.id) return;
  for (const [key, value] of Object.entries(changes))
    stored.set(key as keyof SessionData, value as never);
  await commitSession(request, stored);
}

function newToken() {
  return randomBytes(32).toString("base64url");
}

/** The session's CSRF token; creates one (and the session) when missing. */
export function ensureCsrfToken(session: PortalSession): { token: string; created: boolean } {
  const existing = session.get("csrf");
  if (existing) return { token: existing, created: false };
  const token = newToken();
  session.set("csrf", token);
  return { token, created: true };
}

export function csrfMatches(session: PortalSession, submitted: unknown): boolean {
  const expected = session.get("csrf");
  if (!expected || typeof submitted !== "string" || submitted.length !== expected.length)
    return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(submitted));
}

// ------------------------------------------------------------------ the request's upstream jar

/**
 * The back office's cookies kept in our server session, as the gateway wants them. A session
 * without an id yet is persisted by the route that commits it.
 */
export function upstreamJar(request: Request, session: PortalSession): UpstreamJar {
  return {
    cookies: () => session.get("upstreamCookies") ?? {},
    keep: (cookies) => saveSession(request, session, { upstreamCookies: cookies }),
  };
}

/**
 * A signed-in user's session for a background job (the work queue's sweep, docs/decisions/0100):
 * his user and back-office cookie jar, read without extending the session; new cookies are kept
 * in it only while it lives. Null once the session ended (signed out, timed out).
 */
export async function sessionForJob(
  sessionId: string,
): Promise<{ user: SessionUser; jar: UpstreamJar } | null> {
  const access = backgroundAccess(storages().plain);
  const data = (await access.peek(sessionId)) as Partial<SessionData> | null;
  if (!data?.user) return null;
  let cookies = data.upstreamCookies ?? {};
  return {
    user: data.user,
    jar: {
      cookies: () => cookies,
      keep: async (next) => {
        cookies = next;
        const now = (await access.peek(sessionId)) as Partial<SessionData> | null;
        if (now?.user) await access.keep(sessionId, { ...now, upstreamCookies: next });
      },
    },
  };
}

/** One request's view of its session: what every upstream call and session write needs. */
/**
 * One request's view of its session: what every upstream call and session write needs, and the
 * company its back-office calls are counted for (none before sign-in; docs/decisions/0096-back-office-usage-and-metrics.md).
 */
export type RequestContext = {
  request: Request;
  session: PortalSession;
  jar: UpstreamJar;
  company?: string;
};

export function requestContext(request: Request, session: PortalSession): RequestContext {
  const company = session.get("user")?.companyCode;
  return { request, session, jar: upstreamJar(request, session), company };
}

// ------------------------------------------------------------------ new id, other roles

// Several loaders of one page run at once: one reissue per session, the others wait for it.
const reissuing = new Map<string, Promise<Response>>();

/**
 * The same page again on a new session id and CSRF token holding `user` (roles changed since
 * sign-in), listed in the user's index for "sign out everywhere".
 */
export async function reissueFor(
  request: Request,
  session: PortalSession,
  user: SessionUser,
): Promise<Response> {
  const id = session.id;
  let pending = reissuing.get(id);
  if (!pending) {
    pending = (async () => {
      const fresh = await rotate(request, session);
      fresh.set("user", user);
      const cookie = await commitSession(request, fresh);
      await indexSession(user.id, fresh.id);
      const url = new URL(request.url);
      return redirect(url.pathname + url.search, {
        status: 303,
        headers: { "Set-Cookie": cookie },
      });
    })();
    reissuing.set(id, pending);
    pending.finally(() => setTimeout(() => reissuing.delete(id), 5000)).catch(() => undefined);
  }
  return (await pending).clone();
}

// ------------------------------------------------------------------ the way to /login

export const LOGIN_PATH = "/login";

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
