import { isNoLogin } from "~/domain/upstream-error";
import { log } from "~/log.server";
import { userLogout } from "~/pamhk/account.server";
import { redirectToLogin, type PortalSession, requestContext } from "~/session/session.server";
import { endEverySession } from "~/session/storage.server";
import { providerLogoutUrl, revokeSsoTokens } from "./sso-tokens.server";

/**
 * Logout succeeds on 0/0 and on 5/4 (docs/back-office.md#the-envelope-and-its-codes); our session
 * ends whatever the upstream says.
 */
export async function logout(
  request: Request,
  session: PortalSession,
  /** `locale`: the agent's language, which the provider's sign-out page should speak. */
  options: { everywhere?: boolean; locale?: string } = {},
) {
  const sso = session.get("sso");
  // "Sign out everywhere" (My account): every other session of the user ends at once, too.
  const user = session.get("user");
  if (options.everywhere && user) await endEverySession(user.id);
  const result = await userLogout(requestContext(request, session));
  if (!result.ok && !isNoLogin(result.error)) {
    log().warn("back-office logout failed; the portal session is ended anyway");
  }
  const response = await redirectToLogin(request, session, "success.LOGOUT_SUCCESS");
  if (!sso) return response;
  // Signed in through the identity provider: end that session too
  // (docs/behaviour.md#signing-in-and-out). The provider sends the browser back to /login, where
  // the LOGOUT_SUCCESS toast waits in the fresh session.
  const endSession = await providerLogoutUrl(request, sso, options.locale);
  await revokeSsoTokens(request, sso);
  if (endSession) response.headers.set("Location", endSession);
  return response;
}
