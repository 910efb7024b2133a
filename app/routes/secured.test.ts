import { describe, expect, it } from "vitest";
import { readFlashToast } from "~/session/stateless.server";
import { useSimulator } from "../../mocks/test-support";
import { signedIn } from "../../tests/support/signed-in";
import { loader } from "./secured";

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
    const response = await caught(call(cookie));
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    // our session record is gone too
    const again = await caught(call(cookie));
    expect(again.headers.get("Location")).toMatch(/^\/login/);
  });

  it("a page that streams its search does not hold its shell for a slow back office", async () => {
    const cookie = await signedInCookie();
    sim.control.set({ latencyMs: 1500 });
    const timed = async (path: string) => {
      const started = Date.now();
      const { user } = await call(cookie, path);
      return { user, ms: Date.now() - started };
    };
    // The results page goes on with the user the session knows...
    const streaming = await timed("/secured/air/airFlightSelect?searchType=oneWay");
    expect(streaming.user).toMatchObject({ id: "U10001" });
    expect(streaming.ms).toBeLessThan(1200);
    // ...other pages wait for the back office's view of the user, as before.
    expect((await timed("/secured/greetings")).ms).toBeGreaterThanOrEqual(1400);
  });
});
