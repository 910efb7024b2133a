import { isNoLogin } from "~/pamhk/errors";
import { userLogout } from "~/pamhk/account.server";
import type { PortalSession } from "~/session/session.server";
import { redirectToLogin } from "./session.server";

/** Logout succeeds on 0/0 and on 5/4 (spec 01 §8); our session ends whatever the upstream says. */
export async function logout(request: Request, session: PortalSession) {
  const result = await userLogout({ request, session });
  if (!result.ok && !isNoLogin(result.error)) {
    console.warn("[logout] upstream logout failed; the portal session is ended anyway");
  }
  return redirectToLogin(request, session, "success.LOGOUT_SUCCESS");
}
