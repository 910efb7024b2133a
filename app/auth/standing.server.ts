// Sessions follow the account (issue 32, item 4): the user's standing at the back office is
// checked at most every STANDING_CHECK_SECONDS per user, the answer shared by every session and
// instance through the store; "sign out everywhere" ends the records listed in a per-user index.
import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/contracts/user";
import { isNoLogin } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { accountDetails } from "~/pamhk/account-admin.server";
import { userInfo, userLogout } from "~/pamhk/account.server";
import { commitSession, rotate, type PortalSession } from "~/session/session.server";
import { sessionRecordKey } from "~/session/storage.server";
import type { RequestContext } from "~/session/upstream-jar.server";
import { sharedStore } from "~/store/kv-store.server";
import { exclusively } from "~/store/locks.server";

type Standing = { enabled: boolean; user: SessionUser };

const standingKey = (userId: string) => `standing:${userId}`;
const indexKey = (userId: string) => `user-sessions:${userId}`;
// As long as the longest session (storage.server.ts, absolute lifetime).
const INDEX_SECONDS = 36_000;
const INDEX_MAX = 200;

/** What decides what a user may do: a change of any of these rotates the session. */
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

/** Forgets a user's cached standing: an admin's change takes effect on that user's next request. */
export async function forgetStanding(userId: string): Promise<void> {
  await sharedStore().delete(standingKey(userId));
}

async function standingOf(
  ctx: RequestContext,
  user: SessionUser,
): Promise<Standing | "gone" | null> {
  const store = sharedStore();
  const cached = await store.get<Standing>(standingKey(user.id));
  if (cached) return cached;
  const [info, details] = await Promise.all([userInfo(ctx), accountDetails(ctx, user.id, "en-US")]);
  if (!info.ok && isNoLogin(info.error)) return "gone";
  // The back office could not say (down, slow): nobody is signed out for that; ask again next time.
  if (!info.ok) return null;
  // An account screen the back office will not show this user says nothing against him.
  const standing = { enabled: !details.ok || details.data.enabled !== false, user: info.data };
  await store.set(standingKey(user.id), standing, env().STANDING_CHECK_SECONDS);
  return standing;
}

// Several loaders of one page run at once: one rotation per session, the others wait for it.
const rotating = new Map<string, Promise<Response>>();

/**
 * Throws the way out when the account no longer stands as the session says: disabled (or
 * signed out at the back office) → /login with NO_LOGIN; other roles → a rotated session (new id
 * and CSRF token) holding them, and the same page again.
 */
export async function followAccount(
  ctx: RequestContext,
  user: SessionUser,
  toLogin: () => Promise<Response>,
): Promise<void> {
  const standing = await standingOf(ctx, user);
  if (standing === null) return;
  if (standing === "gone" || !standing.enabled) {
    if (standing !== "gone") await userLogout(ctx);
    throw await toLogin();
  }
  if (rolesOf(standing.user) === rolesOf(user)) return;
  const id = ctx.session.id;
  let pending = rotating.get(id);
  if (!pending) {
    pending = withRoles(ctx.request, ctx.session, standing.user);
    rotating.set(id, pending);
    pending.finally(() => setTimeout(() => rotating.delete(id), 5000)).catch(() => undefined);
  }
  throw (await pending).clone();
}

async function withRoles(request: Request, session: PortalSession, user: SessionUser) {
  const fresh = await rotate(request, session);
  fresh.set("user", user);
  const cookie = await commitSession(request, fresh);
  await indexSession(user.id, fresh.id);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, { status: 303, headers: { "Set-Cookie": cookie } });
}

/** Adds a signed-in session to its user's index (at sign-in and rotation). */
export async function indexSession(userId: string, sessionId: string): Promise<void> {
  const store = sharedStore();
  await exclusively(
    `user-sessions:${userId}`,
    async () => {
      const ids = (await store.get<string[]>(indexKey(userId))) ?? [];
      await store.set(indexKey(userId), [...ids, sessionId].slice(-INDEX_MAX), INDEX_SECONDS);
    },
    { pendingSeconds: 10, waitMs: 5000, pollMs: 20 },
  );
}

/** Ends every session record of the user, on every instance (the caller ends the current one). */
export async function endEverySession(userId: string): Promise<number> {
  const store = sharedStore();
  return exclusively(
    `user-sessions:${userId}`,
    async () => {
      const ids = (await store.get<string[]>(indexKey(userId))) ?? [];
      await Promise.all(ids.map((id) => store.delete(sessionRecordKey(id))));
      await store.delete(indexKey(userId));
      return ids.length;
    },
    { pendingSeconds: 10, waitMs: 5000, pollMs: 20 },
  );
}
