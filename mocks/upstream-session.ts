import { randomBytes } from "node:crypto";
import { errors } from "./envelope";
import type { SeedUser } from "./seed/users";
import type { SimContext, UpstreamSession } from "./state-types";
import { findUserById } from "./users-lookup";

export type { UpstreamSession };

/**
 * The back office's servlet session, carried by a JSESSIONID cookie. Any call without a valid
 * cookie gets a new session (and a Set-Cookie); a session idle longer than the TTL is dropped,
 * so the next call that needs a login answers 5/4 while the client receives a fresh cookie.
 */
export const SESSION_COOKIE = "JSESSIONID";

export interface SessionLookup {
  session: UpstreamSession;
  /** Set-Cookie value to send, when a new session was opened. */
  setCookie: string | null;
  /** True when the client's cookie named a session that had timed out. */
  expired: boolean;
}

/** Past this many sessions, creating one also sweeps the idle ones, so memory stays bounded. */
const SWEEP_THRESHOLD = 1000;

/**
 * Reads JSESSIONID from the Cookie header. The first occurrence wins: msw appends cookies from
 * its own process-wide jar after the client's header, and the client's value is the real one.
 */
export function readSessionId(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      if (value !== "") return value;
    }
  }
  return null;
}

function isIdle(ctx: SimContext, session: UpstreamSession, now: number): boolean {
  return now - session.lastSeen > ctx.config.sessionTtlSeconds * 1000;
}

function openSession(ctx: SimContext, now: number): UpstreamSession {
  const { sessions } = ctx.state;
  if (sessions.size >= SWEEP_THRESHOLD) {
    for (const [id, session] of sessions) if (isIdle(ctx, session, now)) sessions.delete(id);
  }
  // 128 bits, upper-case hex like a servlet container's session id.
  const session: UpstreamSession = {
    id: randomBytes(16).toString("hex").toUpperCase(),
    createdAt: now,
    lastSeen: now,
    userId: null,
    captcha: null,
  };
  sessions.set(session.id, session);
  return session;
}

/** Finds (and touches) the caller's session, or opens a new one. */
export function resolveSession(ctx: SimContext, request: Request): SessionLookup {
  const now = ctx.config.now();
  const id = readSessionId(request.headers.get("cookie"));
  const existing = id ? ctx.state.sessions.get(id) : undefined;
  if (existing && !isIdle(ctx, existing, now)) {
    existing.lastSeen = now;
    return { session: existing, setCookie: null, expired: false };
  }
  if (existing) ctx.state.sessions.delete(existing.id);
  const session = openSession(ctx, now);
  return {
    session,
    setCookie: `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly`,
    expired: existing !== undefined,
  };
}

/** Re-wraps a response with an extra Set-Cookie, keeping status, headers and body. */
function withSetCookie(response: Response, cookie: string): Response {
  if (response.type === "error") return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export interface RouteArgs {
  request: Request;
  url: URL;
  session: UpstreamSession;
}

export interface LoggedInRouteArgs extends RouteArgs {
  user: SeedUser;
}

/** msw resolver shape used by every upstream route. */
export type Resolver = (info: { request: Request }) => Promise<Response>;

/** An upstream route: resolves the session, runs the handler, attaches the session cookie. */
export function sessionRoute(
  ctx: SimContext,
  handler: (args: RouteArgs) => Response | Promise<Response>,
): Resolver {
  return async ({ request }) => {
    const { session, setCookie } = resolveSession(ctx, request);
    const response = await handler({ request, url: new URL(request.url), session });
    return setCookie ? withSetCookie(response, setCookie) : response;
  };
}

/** The user bound to the session, if the session is logged in and the user still exists. */
export function sessionUser(ctx: SimContext, session: UpstreamSession): SeedUser | undefined {
  return session.userId ? findUserById(ctx.state, session.userId) : undefined;
}

/** An upstream route that needs a login: 5/4 "no login" otherwise (including after expiry). */
export function loggedInRoute(
  ctx: SimContext,
  handler: (args: LoggedInRouteArgs) => Response | Promise<Response>,
): Resolver {
  return sessionRoute(ctx, (args) => {
    const user = sessionUser(ctx, args.session);
    return user ? handler({ ...args, user }) : errors.noLogin();
  });
}
