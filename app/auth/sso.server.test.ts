// Single sign-on against the real local provider (mocks/oidc) and the simulator: the whole
// authorization-code flow as a browser would follow it, then the token checks and refresh rules.
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { commitSession, getSession } from "~/session/session.server";
import { readFlashToast } from "~/session/stateless.server";
import { sharedStore } from "~/store/kv-store.server";
import { startLocalOidcProvider, type LocalOidcServer } from "../../mocks/oidc/server";
import { startSimulatorServer, type SimulatorServer } from "../../mocks/standalone";
import { requireUser } from "./guard.server";
import { realmIssuer } from "./sso-provider.server";
import { freshSsoTokens, needsRefresh, ssoAuthenticator } from "./sso-tokens.server";
import { completeSso, startSso } from "./sso.server";

const PORTAL = "http://portal.test";
let idp: LocalOidcServer;
let upstream: SimulatorServer;

beforeAll(async () => {
  idp = await startLocalOidcProvider({ portalOrigins: [PORTAL], accessTokenTtlSeconds: 300 });
  // Both over real HTTP, as in production (msw's fetch interception stalls arctic's revocation call).
  upstream = await startSimulatorServer({ simulatorOptions: { captcha: "TEST" } });
  Object.assign(process.env, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    PAMHK_API_URL: upstream.url,
  });
});
afterAll(async () => {
  await upstream.close();
  await idp.close();
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Follows the provider's redirects like a browser (own cookie jar) until it leaves the provider. */
async function signInAtProvider(
  authorizeUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(idp.issuer)) return url;
    let response = await send(url);
    if (response.status === 200 && url.includes("/interaction/")) {
      const uid = new URL(url).pathname.split("/")[2];
      response = await send(`${idp.issuer}/interaction/${uid}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username, password }).toString(),
      });
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}`);
    url = new URL(location, url).href;
  }
  throw new Error("too many redirects");
}

/** The one-shot message a redirect carries in its signed flash cookie. */
const flashOf = async (response: Response) =>
  (await readFlashToast(new Request(PORTAL, { headers: { Cookie: cookieOf(response) } })))?.toast;

/** Session records written while `run` runs (new or updated). */
async function recordsWritten(run: () => Promise<unknown>): Promise<number> {
  const store = sharedStore();
  const set = vi.spyOn(store, "set");
  const add = vi.spyOn(store, "add");
  try {
    await run();
    return [...set.mock.calls, ...add.mock.calls].filter(([key]) => key.startsWith("record:"))
      .length;
  } finally {
    set.mockRestore();
    add.mockRestore();
  }
}

async function signIn(username: string, password: string, redirectTo = "/sso") {
  const start = await startSso(
    new Request(`${PORTAL}/auth/sso?redirectTo=${encodeURIComponent(redirectTo)}`),
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location") ?? "");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const callback = await signInAtProvider(authorize.href, username, password);
  const done = await completeSso(new Request(callback, { headers: { Cookie: cookieOf(start) } }));
  const session = await getSession(new Request(PORTAL, { headers: { Cookie: cookieOf(done) } }));
  return { done, session, callback, startCookie: cookieOf(start) };
}

describe("single sign-on", () => {
  it("signs in a provider user known to the back office and returns to the deep link", async () => {
    const { done, session } = await signIn("agent", "Agent1234", "/sso?x=1");
    expect(done.headers.get("location")).toBe("/sso?x=1");
    expect(session.get("user")?.loginName).toBe("agent");
    const sso = session.get("sso");
    expect(sso?.userName).toBe("agent");
    expect(sso?.openSessionId).toBeTruthy();
    expect(sso?.refreshToken).toBeTruthy();
    expect(session.get("ssoFlows")).toBeUndefined();
  });

  it("refuses a person the back office rejects (3/237) and keeps no tokens", async () => {
    const { done, session } = await signIn("stranger", "Stranger1234");
    expect(done.headers.get("location")).toBe("/login");
    expect(session.get("user")).toBeUndefined();
    expect(session.get("sso")).toBeUndefined();
    expect((await flashOf(done))?.key).toBe("error.LOGIN_FAILURE");
  });

  it("refuses a replayed callback: the state was used up", async () => {
    const { callback, startCookie } = await signIn("admin", "Admin1234");
    const again = await completeSso(new Request(callback, { headers: { Cookie: startCookie } }));
    expect(again.headers.get("location")).toBe("/login");
  });

  it("refuses a callback for a sign-in started more than 60 minutes ago", async () => {
    const start = await startSso(new Request(`${PORTAL}/auth/sso`));
    const cookie = cookieOf(start);
    const session = await getSession(new Request(PORTAL, { headers: { Cookie: cookie } }));
    const flows = session.get("ssoFlows") ?? {};
    const hourAgo = Date.now() - 60 * 60 * 1000;
    session.set(
      "ssoFlows",
      Object.fromEntries(
        Object.entries(flows).map(([state, flow]) => [state, { ...flow, startedAt: hourAgo }]),
      ),
    );
    await commitSession(new Request(PORTAL), session);
    const callback = await signInAtProvider(
      start.headers.get("location") ?? "",
      "agent",
      "Agent1234",
    );
    const done = await completeSso(new Request(callback, { headers: { Cookie: cookie } }));
    expect(done.headers.get("location")).toBe("/login");
    const after = await getSession(new Request(PORTAL, { headers: { Cookie: cookieOf(done) } }));
    expect(after.get("user")).toBeUndefined();
    expect((await flashOf(done))?.key).toBe("sso:failure.state");
  });

  it("checks the ID token's nonce and signature", async () => {
    const sso = await ssoAuthenticator(new Request(PORTAL));
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT({ nonce: "n" })
      .setProtectedHeader({ alg: "RS256", kid: "forged" })
      .setIssuer(idp.issuer)
      .setAudience(idp.clientId)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    await expect(sso?.strategy.verifyIdToken(forged, "n")).rejects.toThrow(/ID token rejected/);

    const { session } = await signIn("viewer", "Viewer1234");
    const idToken = session.get("sso")?.idToken ?? "";
    await expect(sso?.strategy.verifyIdToken(idToken, null)).resolves.toMatchObject({
      preferred_username: "viewer",
    });
    await expect(sso?.strategy.verifyIdToken(idToken, "another-nonce")).rejects.toThrow(/nonce/);
  });

  it("refreshes under 70 s of validity, once for parallel requests, and reports a refused refresh", async () => {
    const { session } = await signIn("pnragent", "Pnragent1234");
    const tokens = session.get("sso");
    if (!tokens) throw new Error("no tokens");
    expect(needsRefresh({ ...tokens, accessExpiresAt: Date.now() + 71_000 })).toBe(false);
    expect(needsRefresh({ ...tokens, accessExpiresAt: Date.now() + 69_000 })).toBe(true);

    const fresh = { ...tokens, accessExpiresAt: Date.now() + 71_000 };
    const request = new Request(PORTAL);
    expect(await freshSsoTokens(request, fresh)).toBe(fresh);
    const expiring = { ...tokens, accessExpiresAt: Date.now() + 60_000 };
    const sso = await ssoAuthenticator(request);
    if (!sso) throw new Error("SSO not configured");
    const refreshAtProvider = vi.spyOn(sso.strategy, "refreshWithTimeout");
    const [first, second] = await Promise.all([
      freshSsoTokens(request, expiring),
      freshSsoTokens(request, expiring),
    ]);
    expect(second).toEqual(first);
    expect(refreshAtProvider).toHaveBeenCalledTimes(1);
    expect(first?.accessToken).not.toBe(tokens.accessToken);
    expect(first?.accessExpiresAt).toBeGreaterThan(Date.now() + 250_000);

    const refused = { ...tokens, refreshToken: "not-a-refresh-token", accessExpiresAt: Date.now() };
    expect(await freshSsoTokens(request, refused)).toBeNull();
  });

  it("the guard keeps refreshed tokens in the session, and ends it when the refresh is refused", async () => {
    const { done, session } = await signIn("pnragent", "Pnragent1234");
    const tokens = session.get("sso");
    if (!tokens) throw new Error("no tokens");
    const page = new Request(`${PORTAL}/secured/greetings`, {
      headers: { Cookie: cookieOf(done) },
    });
    session.set("sso", { ...tokens, accessExpiresAt: Date.now() + 60_000 });
    await commitSession(page, session);
    expect((await requireUser(page)).user.id).toBeTruthy();
    const kept = (await getSession(page)).get("sso");
    expect(kept?.accessToken).not.toBe(tokens.accessToken);
    expect(kept?.accessExpiresAt).toBeGreaterThan(Date.now() + 250_000);

    const refused = await getSession(page);
    refused.set("sso", { ...tokens, refreshToken: "not-a-refresh-token", accessExpiresAt: 0 });
    await commitSession(page, refused);
    const out: unknown = await requireUser(page).catch((thrown: unknown) => thrown);
    expect(out).toBeInstanceOf(Response);
    expect((out as Response).headers.get("Location")).toMatch(/^\/login/);
    expect((await getSession(page)).get("user")).toBeUndefined();
  });

  it("leaves a signed-in session alone on a callback without a matching pending state", async () => {
    const { done } = await signIn("agent", "Agent1234");
    const cookie = cookieOf(done);
    for (const state of ["anything", "__proto__", ""]) {
      const stray = await completeSso(
        new Request(`${PORTAL}/auth/sso/callback?state=${state}&code=x`, {
          headers: { Cookie: cookie },
        }),
      );
      expect(stray.headers.get("location")).toBe("/secured/air/airLowFareSearch");
      const after = await getSession(new Request(PORTAL, { headers: { Cookie: cookie } }));
      expect(after.get("user")?.loginName).toBe("agent");
    }
  });

  it.each(["/.//evil.com/x", "//evil.com", "/\\evil.com", "/%2F%2Fevil.com", "https://evil.com"])(
    "never returns to %s after single sign-on",
    async (to) => {
      const { done } = await signIn("agent", "Agent1234", to);
      const location = done.headers.get("location") ?? "";
      expect(new URL(location, PORTAL).origin).toBe(PORTAL);
      expect(location).toMatch(/^\/(?![/\\])/);
    },
  );

  it("failures write no session record for anonymous visitors, only a flash cookie", async () => {
    // A forged callback, a provider error for an unknown state.
    for (const url of [
      `${PORTAL}/auth/sso/callback?state=bad&code=x`,
      `${PORTAL}/auth/sso/callback?error=access_denied&state=x`,
    ]) {
      let answer: Response | undefined;
      expect(await recordsWritten(async () => (answer = await completeSso(new Request(url))))).toBe(
        0,
      );
      expect(answer?.headers.get("location")).toBe("/login");
      expect((await flashOf(answer!))?.key).toBe("sso:failure.state");
      expect(cookieOf(answer!)).not.toMatch(/__session=[^;]/);
    }
  });

  it("a provider error on a pending sign-in ends its record without writing another", async () => {
    const start = await startSso(new Request(`${PORTAL}/auth/sso`));
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    let answer: Response | undefined;
    const written = await recordsWritten(
      async () =>
        (answer = await completeSso(
          new Request(`${PORTAL}/auth/sso/callback?error=access_denied&state=${state}`, {
            headers: { Cookie: cookieOf(start) },
          }),
        )),
    );
    expect(written).toBe(0);
    expect(answer?.headers.get("location")).toBe("/login");
    expect((await flashOf(answer!))?.key).toBe("sso:failure.denied");
    const after = await getSession(new Request(PORTAL, { headers: { Cookie: cookieOf(start) } }));
    expect(after.get("ssoFlows")).toBeUndefined();
  });

  it("builds Keycloak realm issuers", () => {
    expect(realmIssuer("https://id.example.com/", "agents")).toBe(
      "https://id.example.com/realms/agents",
    );
    expect(realmIssuer("https://id.example.com/realms/agents", "agents")).toBe(
      "https://id.example.com/realms/agents",
    );
    expect(realmIssuer("https://id.example.com", undefined)).toBe("https://id.example.com");
  });
});
