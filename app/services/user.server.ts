import type { SessionUser } from "~/auth/user";
import type { SignedIn } from "~/auth/session.server";
import { userInfo } from "~/pamhk/account.server";
import { saveSession } from "~/session/session.server";
import { unwrap } from "./upstream.server";

/** Re-reads the user from the back office (unread count, flags); 5/4 ends the session. */
export async function refreshUser(ctx: SignedIn): Promise<SessionUser> {
  const fresh = await unwrap(ctx, await userInfo(ctx));
  if (JSON.stringify(fresh) !== JSON.stringify(ctx.session.get("user")))
    await saveSession(ctx.request, ctx.session, { user: fresh });
  return fresh;
}
