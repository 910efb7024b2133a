import { forgetStanding, type SignedIn } from "~/auth/guard.server";
import type { SessionUser } from "~/contracts/user";
import { userInfo } from "~/pamhk/account.server";
import { paths } from "~/paths";
import { saveSession } from "~/session/session.server";
import { unwrap } from "./upstream.server";

/**
 * Re-reads the user from the back office (unread count, flags); 5/4 ends the session. The shared
 * view of the user is forgotten, so the next page of any of their sessions reads them afresh.
 */
export async function refreshUser(ctx: SignedIn): Promise<SessionUser> {
  const fresh = await unwrap(ctx, await userInfo(ctx));
  await Promise.all([keep(ctx, fresh), forgetStanding(ctx.user.id)]);
  return fresh;
}

/** `fresh` as the session's user, saved only when it differs. */
async function keep(ctx: SignedIn, fresh: SessionUser): Promise<SessionUser> {
  if (JSON.stringify(fresh) !== JSON.stringify(ctx.session.get("user")))
    await saveSession(ctx.request, ctx.session, { user: fresh });
  return fresh;
}

// Pages that stream their slow search after the shell (docs/architecture.md#a-request-end-to-end):
// a slow back office must not hold their shell back through the user refresh either. The shell has
// 300 ms to be painted, and the stylesheet and the paint itself take most of that on a slow PC.
const STREAMING_PAGES = new Set([paths.flightSelect(""), paths.rebookSearch("")]);
const SHELL_BUDGET_MS = 50;

/**
 * The user for the shell of a page: the guard's view of them, read from the back office at most
 * STANDING_CHECK_SECONDS ago (docs/decisions/0098-signed-in-user-read-once-per-window.md), so a
 * page costs no account call of its own. Only when the guard could not get that view is the user
 * re-read here. On a streaming page, past `SHELL_BUDGET_MS` the page goes on with the user the
 * session knows while the refresh completes: it saves the newer user, or on 5/4 ends the session
 * (the next request meets /login; the page's own search says so too).
 */
export async function shellUser(ctx: SignedIn, budgetMs = SHELL_BUDGET_MS): Promise<SessionUser> {
  if (ctx.current) return keep(ctx, ctx.current);
  const refresh = refreshUser(ctx);
  if (!STREAMING_PAGES.has(new URL(ctx.request.url).pathname)) return refresh;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, budgetMs, null)));
  try {
    const first = await Promise.race([refresh, late]);
    if (first) return first;
    refresh.catch(() => undefined);
    return ctx.user;
  } finally {
    clearTimeout(timer);
  }
}
