// A portal session signed in at the simulator, for loader and action tests: its cookie and CSRF
// token, as a browser would send them after the sign-in page.
import { expect } from "vitest";
import { userInfo, userLogin } from "~/pamhk/account.server";
import { sendUpstream } from "~/pamhk/client.server";
import { commitSession, ensureCsrfToken, getSession, requestContext } from "~/session/session.server";

export async function signedIn(login: string, password: string) {
  const request = new Request("http://portal.test/login");
  const session = await getSession(request);
  const ctx = requestContext(request, session);
  await sendUpstream(ctx, { path: "/verificationCode" });
  expect((await userLogin(ctx, { id: login, password, verifyCodeActual: "TEST" })).ok).toBe(true);
  const info = await userInfo(ctx);
  if (!info.ok) throw new Error("no user");
  session.set("user", info.data);
  const csrf = ensureCsrfToken(session).token;
  const cookie = (await commitSession(request, session)).split(";")[0];
  return { cookie, csrf };
}
