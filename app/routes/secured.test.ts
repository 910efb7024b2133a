import { describe, expect, it } from "vitest";
import { forgetStanding } from "~/auth/guard.server";
import { readFlashToast } from "~/session/stateless.server";
import { useSimulator } from "../../mocks/test-support";
import { signedIn } from "../../tests/support/signed-in";
import { loader } from "./secured";
import { action as myAccountAction } from "./secured.account.myAccount";

let clock = Date.now();
const sim = useSimulator({ captcha: "TEST", now: () => clock, sessionTtlSeconds: 1800 });

const signedInCookie = async () => (await signedIn("agent", "Agent1234")).cookie;

const call = (cookie: string | null, path = "/secured/greetings") =>
  loader({
    request: new Request(`http://portal.test${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    params: {},
    context: {},
  });

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown response");
}

describe("secured layout guard (session check, docs/behaviour.md#session-check-and-navigation)", () => {
  it("without a session: /login with NO_LOGIN and the way back", async () => {
    const response = await caught(call(null, "/secured/booking/list?page=2"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/login?redirectTo=%2Fsecured%2Fbooking%2Flist%3Fpage%3D2",
    );
    // The toast rides in a signed cookie; the anonymous visit wrote no session record.
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookies.some((c) => /^__session=[^;]+/.test(c) && c !== "__session=")).toBe(false);
    const flashed = await readFlashToast(
      new Request("http://portal.test/", { headers: { Cookie: cookies.join("; ") } }),
    );
    expect(flashed?.toast).toEqual({ type: "error", key: "error.NO_LOGIN" });
  });

  it("with a session: the user as the back office sees it now", async () => {
    const cookie = await signedInCookie();
    const result = await call(cookie);
    expect(result.user).toMatchObject({ id: "U10001", companyName: "Harbour Travel Ltd" });
    expect(result.user.unReadMessageCount).toBeGreaterThan(0);
  });

  it("an upstream session idle past its time-out (5/4) ends ours: /login with NO_LOGIN", async () => {
    const cookie = await signedInCookie();
    clock += 1801 * 1000;
    // Half an hour idle: the guard's view of the user (STANDING_CHECK_SECONDS) is long gone too.
    await forgetStanding("U10001");
    const response = await caught(call(cookie));
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    // our session record is gone too
    const again = await caught(call(cookie));
    expect(again.headers.get("Location")).toMatch(/^\/login/);
  });

  it("a page that streams its search does not hold its shell for a slow back office", async () => {
    const cookie = await signedInCookie();
    await call(cookie); // the back office's view of the user, read once for the window
    sim.control.set({ latencyMs: 1500 });
    const timed = async (path: string) => {
      const started = Date.now();
      const { user } = await call(cookie, path);
      return { user, ms: Date.now() - started };
    };
    // Within the window no page waits for the back office's view of the user: the results page
    // and any other page take the one the guard read.
    const streaming = await timed("/secured/air/airFlightSelect?searchType=oneWay");
    expect(streaming.user).toMatchObject({ id: "U10001" });
    expect(streaming.ms).toBeLessThan(1200);
    expect((await timed("/secured/greetings")).ms).toBeLessThan(1200);
  });
});

// docs/decisions/0098-signed-in-user-read-once-per-window.md
describe("the signed-in user, read once per window", () => {
  const accountCalls = () => sim.calls.counts().account;

  it("pages within the window make no account call of their own", async () => {
    const { cookie } = await signedIn("agent", "Agent1234");
    await forgetStanding("U10001");
    const before = accountCalls();
    await call(cookie);
    const first = accountCalls() - before;
    expect(first).toBeGreaterThan(0); // the window's one look: info and the account's status
    for (const path of ["/secured/booking/list", "/secured/greetings", "/secured/order/list"])
      await call(cookie, path);
    expect(accountCalls() - before).toBe(first);
  });

  it("the user's own change of account info shows on the next page", async () => {
    const agent = await signedIn("agent", "Agent1234");
    expect((await call(agent.cookie)).user.surname).not.toBe("LAU");
    const saved = await myAccountAction({
      request: new Request("http://portal.test/secured/account/myAccount", {
        method: "POST",
        headers: { Cookie: agent.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrf: agent.csrf,
          intent: "info",
          surname: "LAU",
          givenName: "Ka Ming",
          email: "agent@harbourtravel.hk",
          telephone: "91234567",
        }),
      }),
      params: {},
      context: {},
    });
    expect(saved).toBeInstanceOf(Response);
    expect((await call(agent.cookie)).user.surname).toBe("LAU");
  });
});
