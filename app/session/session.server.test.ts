import { describe, expect, it } from "vitest";
import {
  commitSession,
  csrfMatches,
  ensureCsrfToken,
  getSession,
  rotate,
  saveSession,
} from "./session.server";

describe("portal session", () => {
  it("cookies are Secure when the browser came over HTTPS (directly or via a proxy), never otherwise", async () => {
    const direct = new Request("https://portal.example/login");
    const proxied = new Request("http://10.0.0.5/login", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    const plain = new Request("http://localhost/login");
    for (const request of [direct, proxied]) {
      const cookie = await commitSession(request, await getSession(request));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
    expect(await commitSession(plain, await getSession(plain))).not.toMatch(/Secure/);
  });

  it("the CSRF token is per session, random, and compared in constant time", async () => {
    const request = new Request("http://localhost/");
    const a = await getSession(request);
    const b = await getSession(request);
    const { token, created } = ensureCsrfToken(a);
    expect(created).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ensureCsrfToken(a)).toEqual({ token, created: false });
    expect(csrfMatches(a, token)).toBe(true);
    expect(csrfMatches(a, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBe(false);
    expect(csrfMatches(a, undefined)).toBe(false);
    expect(csrfMatches(b, token)).toBe(false);
  });

  it("rotation at sign-in gives a new id, keeps data and issues a new CSRF token", async () => {
    const request = new Request("http://localhost/login");
    const session = await getSession(request);
    session.set("upstreamCookies", { JSESSIONID: "ABC" });
    const { token } = ensureCsrfToken(session);
    const cookie = (await commitSession(request, session)).split(";")[0];
    const before = await getSession(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
    const after = await rotate(request, before);
    expect(after.id).not.toBe(before.id);
    expect(after.get("upstreamCookies")).toEqual({ JSESSIONID: "ABC" });
    expect(after.get("csrf")).not.toBe(token);
    const old = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(old.get("upstreamCookies")).toBeUndefined();
  });

  it("saving a change from one loader does not undo what a parallel loader did (a consumed toast)", async () => {
    const first = new Request("http://localhost/");
    const session = await getSession(first);
    session.flash("toast", { type: "success", key: "success.LOGIN_SUCCESS" });
    const cookie = (await commitSession(first, session)).split(";")[0];
    const request = new Request("http://localhost/secured/greetings", {
      headers: { Cookie: cookie },
    });
    const [layoutCopy, rootCopy] = [await getSession(request), await getSession(request)];
    expect(rootCopy.get("toast")).toMatchObject({ key: "success.LOGIN_SUCCESS" });
    await commitSession(request, rootCopy); // the root loader consumed the toast
    await saveSession(request, layoutCopy, { upstreamCookies: { JSESSIONID: "NEW" } });
    const after = await getSession(request);
    expect(after.get("toast")).toBeUndefined();
    expect(after.get("upstreamCookies")).toEqual({ JSESSIONID: "NEW" });
  });
});
