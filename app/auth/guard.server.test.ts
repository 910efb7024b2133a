// Sessions follow the account. Signed in at the simulator as the sign-in page
// does it; an admin's change through the portal reaches the user's next request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { userInfo, userLogin } from "~/pamhk/account.server";
import { sendUpstream } from "~/pamhk/client.server";
import { getSession, requestContext } from "~/session/session.server";
import { statelessCsrf } from "~/session/stateless.server";
import { useSimulator } from "../../mocks/test-support";
import { action as editAction } from "../routes/secured.account.editAccountInfo";
import { action as logoutAction } from "../routes/secured.logout";
import { forgetStanding, requireUser, requireUserForm } from "./guard.server";
import { startSignedInSession } from "./login.server";

const sim = useSimulator();
afterEach(() => vi.restoreAllMocks());

async function signIn(login: string, password: string) {
  const request = new Request("http://portal.test/login");
  const session = await getSession(request);
  const ctx = requestContext(request, session);
  await sendUpstream(ctx, { path: "/verificationCode" });
  expect((await userLogin(ctx, { id: login, password, verifyCodeActual: "TEST" })).ok).toBe(true);
  const info = await userInfo(ctx);
  if (!info.ok) throw new Error("no user");
  const response = await startSignedInSession(request, session, info.data, {});
  const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
  const csrf = (await getSession(page("/", cookie))).get("csrf")!;
  return { cookie, csrf, id: info.data.id };
}

const page = (path: string, cookie: string) =>
  new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });

function post(path: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const v of [value].flat()) body.append(key, v);
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function refusal(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // pageError's data() answer
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return new Response(null, { status: init.status });
    throw thrown;
  }
  throw new Error("expected the guard to refuse");
}

const viewerFields = {
  surname: "Lam",
  givenName: "Siu Kei",
  email: "viewer@harbourtravel.hk",
  telephone: "94567890",
};

describe("sessions follow the account", () => {
  it("signs a deactivated user out on his next request, with NO_LOGIN", async () => {
    const viewer = await signIn("viewer", "Viewer1234");
    await requireUser(page("/secured/booking/list", viewer.cookie));
    const admin = await signIn("admin", "Admin1234");
    const saved = await editAction({
      request: post(`/secured/account/editAccountInfo?id=${viewer.id}`, admin.cookie, {
        csrf: admin.csrf,
        ...viewerFields,
        enabled: "false",
        securityGroups: "ORDINARY_USER",
      }),
      params: {},
      context: {},
    });
    expect((saved as Response).status).toBe(302);
    const out = await refusal(requireUser(page("/secured/booking/list", viewer.cookie)));
    expect(out.headers.get("Location")).toMatch(/^\/login/);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/__flash=/);
    // The record is gone: the same cookie does not come back in.
    const again = await refusal(requireUser(page("/secured/booking/list", viewer.cookie)));
    expect(again.headers.get("Location")).toMatch(/^\/login/);
    sim.control.reset();
  });

  it("applies changed roles with a new session id and CSRF token", async () => {
    const agent = await signIn("agent", "Agent1234");
    expect((await requireUser(page("/secured/greetings", agent.cookie))).user.ticketingAgent).toBe(
      true,
    );
    const admin = await signIn("admin", "Admin1234");
    await editAction({
      request: post(`/secured/account/editAccountInfo?id=${agent.id}`, admin.cookie, {
        csrf: admin.csrf,
        surname: "Chan",
        givenName: "Tai Man",
        email: "agent@harbourtravel.hk",
        telephone: "91234567",
        enabled: "true",
        securityGroups: ["AIR_BOOKING", "ORDINARY_USER"],
      }),
      params: {},
      context: {},
    });
    const rotated = await refusal(requireUser(page("/secured/greetings?x=1", agent.cookie)));
    expect(rotated.status).toBe(303);
    expect(rotated.headers.get("Location")).toBe("/secured/greetings?x=1");
    const cookie = rotated.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(cookie).not.toBe(agent.cookie);
    const fresh = await requireUser(page("/secured/greetings", cookie));
    expect(fresh.user.ticketingAgent).toBe(false);
    expect(fresh.session.get("csrf")).not.toBe(agent.csrf);
    // The old id is gone.
    const old = await refusal(requireUser(page("/secured/greetings", agent.cookie)));
    expect(old.headers.get("Location")).toMatch(/^\/login/);
  });

  it("asks the back office at most once per period, whatever the number of requests", async () => {
    const agent = await signIn("pnragent", "Pnragent1234");
    await forgetStanding(agent.id);
    const sent = vi.spyOn(globalThis, "fetch");
    for (let i = 0; i < 5; i++) await requireUser(page("/secured/greetings", agent.cookie));
    const asked = sent.mock.calls.filter(([url]) =>
      (url instanceof Request ? url.url : String(url)).includes("/account/info"),
    );
    expect(asked).toHaveLength(1);
  });

  it("'sign out everywhere' ends every session of the user", async () => {
    const here = await signIn("agent", "Agent1234");
    const there = await signIn("agent", "Agent1234");
    await requireUser(page("/secured/greetings", there.cookie));
    const out = await logoutAction({
      request: post("/secured/logout", here.cookie, { csrf: here.csrf, scope: "everywhere" }),
      params: {},
      context: {},
    });
    expect((out as Response).headers.get("Location")).toMatch(/^\/login/);
    const elsewhere = await refusal(requireUser(page("/secured/greetings", there.cookie)));
    expect(elsewhere.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("CSRF tokens of a signed-in session", () => {
  it("refuse the login page's token and a planted __csrf cookie's own token", async () => {
    const anonymous = statelessCsrf(new Request("http://portal.test/login"));
    const planted = anonymous.setCookie!.split(";")[0]!;
    const agent = await signIn("agent", "Agent1234");
    const withPlanted = `${agent.cookie}; ${planted}`;
    const forged = await refusal(
      requireUserForm(post("/secured/greetings", withPlanted, { csrf: anonymous.token })),
    );
    expect(forged.status).toBe(403);
    const own = await requireUserForm(
      post("/secured/greetings", withPlanted, { csrf: agent.csrf }),
    );
    expect(own.ctx.user.loginName).toBe("agent");
  });
});
