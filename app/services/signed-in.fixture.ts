// For service tests: an agent signed in at the simulator as the sign-in page does it, with a real
// portal session in the test store, so a service meets the same context a route hands it.
import { startSignedInSession } from "~/auth/login.server";
import { requireUser, type SignedIn } from "~/auth/session.server";
import { userInfo, userLogin } from "~/pamhk/account.server";
import { sendUpstream } from "~/pamhk/client.server";
import { getSession } from "~/session/session.server";
import { requestContext } from "~/session/upstream-jar.server";
import { TEST_CAPTCHA } from "../../mocks/test-support";

const PASSWORDS: Record<string, string> = {
  agent: "Agent1234",
  admin: "Admin1234",
  viewer: "Viewer1234",
  pnragent: "Pnragent1234",
};

/** A signed-in context for `login`'s requests to `path` (the page a service serves). */
export async function signedInAs(login: string, path = "/secured/booking/list"): Promise<SignedIn> {
  const request = new Request("http://portal.test/login");
  const session = await getSession(request);
  const ctx = requestContext(request, session);
  await sendUpstream(ctx, { path: "/verificationCode" });
  const login_ = await userLogin(ctx, {
    id: login,
    password: PASSWORDS[login]!,
    verifyCodeActual: TEST_CAPTCHA,
  });
  if (!login_.ok) throw new Error(`${login} could not sign in`);
  const info = await userInfo(ctx);
  if (!info.ok) throw new Error(`no user info for ${login}`);
  const response = await startSignedInSession(request, session, info.data, {});
  const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
  return requireUser(new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } }));
}

/** What a service threw: a redirect's target, or a page error's status and message. */
export async function thrownBy(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const { data, init } = thrown as { data?: { message?: unknown }; init?: { status?: number } };
    if (init?.status) return { status: init.status, message: data?.message };
    throw thrown;
  }
  throw new Error("expected the service to throw");
}
